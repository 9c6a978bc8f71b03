package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tengen.core.testing.Diagrams.game;
import static org.tengen.core.testing.Diagrams.play;

import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

/** A game taken up in the middle: the moves before the position count against the move limit. */
class StartCountingAtTest {
    private static final Rules LITTLE_GO = RulesPresets.get("little-go");

    private static final String POSITION = """
            . . . . .
            . X O . .
            . X O . .
            . . . . .
            . . . . .
            """;

    @Test
    void theMoveLimitCountsTheMovesBeforeThePosition() {
        Game g = game(LITTLE_GO, POSITION);
        g.startCountingAt(22);
        assertThat(g.moveCount()).isEqualTo(22);
        play(g, "A1");
        assertThat(g.isOver()).isFalse();
        play(g, "E1");
        assertThat(g.moveCount()).isEqualTo(24);
        assertThat(g.isOver()).isTrue();
        // Stones only: Black 3, White 3 + 2.5.
        assertThat(g.result().toSgf()).isEqualTo("W+2.5");
    }

    @Test
    void undoStopsAtTheCountItStartedFrom() {
        Game g = game(LITTLE_GO, POSITION);
        g.startCountingAt(23);
        play(g, "pass");
        assertThat(g.isOver()).isTrue();
        g.undo();
        assertThat(g.moveCount()).isEqualTo(23);
        assertThat(g.isOver()).isFalse();
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
    }

    @Test
    void withoutItAGameCountsFromZeroAsBefore() {
        Game g = game(LITTLE_GO, POSITION);
        play(g, "A1", "E1");
        assertThat(g.moveCount()).isEqualTo(2);
        assertThat(g.isOver()).isFalse();
    }

    @Test
    void refusedAfterAMoveOrAtTheLimit() {
        Game g = game(LITTLE_GO, POSITION);
        assertThatThrownBy(() -> g.startCountingAt(24)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("expected 0 to 23");
        assertThatThrownBy(() -> g.startCountingAt(-1)).isInstanceOf(IllegalArgumentException.class);
        play(g, "A1");
        assertThatThrownBy(() -> g.startCountingAt(5)).isInstanceOf(IllegalStateException.class);
        Game unlimited = new Game(5, RulesPresets.get("chinese"));
        unlimited.startCountingAt(1000);
        assertThat(unlimited.moveCount()).isEqualTo(1000);
    }
}
