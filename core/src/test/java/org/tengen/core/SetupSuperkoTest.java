package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Setup stones placed one after another count for superko as the one position they make. */
class SetupSuperkoTest {
    private static int p(Game g, String vertex) {
        return g.geometry().parseGtp(vertex);
    }

    /** Black at B3, B2 and A1, White at A3: White's A2 is a two-stone suicide back to the all-Black step. */
    private static Game game() {
        Game g = new Game(3, RulesPresets.get("new-zealand"));
        g.setup(Stone.BLACK, p(g, "B3"));
        g.setup(Stone.BLACK, p(g, "B2"));
        g.setup(Stone.BLACK, p(g, "A1"));
        g.setup(Stone.WHITE, p(g, "A3"));
        g.setToMove(Stone.WHITE);
        return g;
    }

    @Test
    void aPositionHalfwayThroughSetupIsNotARepetition() {
        Game g = game();
        assertThat(g.legality(Move.play(p(g, "A2")))).isEqualTo(Legality.LEGAL);
    }

    @Test
    void aPositionThatStoodOnTheBoardBeforeAMoveStillCounts() {
        Game g = new Game(3, RulesPresets.get("new-zealand"));
        g.setup(Stone.BLACK, p(g, "B3"));
        g.setup(Stone.BLACK, p(g, "B2"));
        g.setup(Stone.BLACK, p(g, "A1"));
        g.setToMove(Stone.WHITE);
        g.play(Move.PASS); // the all-Black position, Black to move, is now one of the game's
        g.setup(Stone.WHITE, p(g, "A3"));
        g.setToMove(Stone.WHITE);
        assertThat(g.legality(Move.play(p(g, "A2")))).isEqualTo(Legality.SUPERKO);
    }

    @Test
    void undoOfTheLastSetupStoneRestoresThePositionBeforeIt() {
        Game g = game();
        g.undo(); // takes A3 away: the all-Black step is the position now, and so a seen one
        g.setup(Stone.WHITE, p(g, "A3"));
        g.setToMove(Stone.WHITE);
        assertThat(g.legality(Move.play(p(g, "A2")))).isEqualTo(Legality.LEGAL);
    }
}
