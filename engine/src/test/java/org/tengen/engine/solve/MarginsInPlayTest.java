package org.tengen.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.Turn;

/** The margin a player tries first: kept after one reply, lowered by refutations, each colour's own, per game. */
class MarginsInPlayTest {
    private static final Rules TROMP_TAYLOR = RulesPresets.get("tromp-taylor").withKomi(0);

    private static List<Turn> history(Game g) {
        return List.copyOf(g.history());
    }

    private static void play(Game g, String move) {
        assertThat(g.play(Move.parseGtp(g.geometry(), move)).isLegal()).as(move).isTrue();
    }

    @Test
    void theWholeBoardFirstThenOneBelowTheLowestRefutedThenTheKeptMarginAfterOneReply() {
        MarginsInPlay margins = new MarginsInPlay();
        Game g = new Game(Geometry.of(3), TROMP_TAYLOR);
        assertThat(margins.firstTry(g, history(g))).isEqualTo(9);
        margins.refuted(g, history(g), 9);
        margins.refuted(g, history(g), 7);
        assertThat(margins.firstTry(g, history(g))).isEqualTo(6);
        margins.kept(g, history(g), Move.parseGtp(g.geometry(), "B2"), 5);
        play(g, "B2");
        // White's record is its own: the whole board.
        assertThat(margins.firstTry(g, history(g))).isEqualTo(9);
        play(g, "A1");
        assertThat(margins.firstTry(g, history(g))).as("after one reply").isEqualTo(5);
        // Black passes unproven, White replies: the kept margin is no longer sure, but stays the ceiling.
        play(g, "pass");
        play(g, "A2");
        assertThat(margins.firstTry(g, history(g))).isEqualTo(5);
        margins.refuted(g, history(g), 5);
        assertThat(margins.firstTry(g, history(g))).isEqualTo(4);
    }

    @Test
    void anotherLineBoardRulesOrAClearStartsAfresh() {
        MarginsInPlay margins = new MarginsInPlay();
        Game g = new Game(Geometry.of(3), TROMP_TAYLOR);
        play(g, "B2");
        play(g, "A1");
        margins.refuted(g, history(g), 9);
        assertThat(margins.firstTry(g, history(g))).isEqualTo(8);
        // Another game on the same board, not continuing this one: afresh.
        Game other = new Game(Geometry.of(3), TROMP_TAYLOR);
        play(other, "A2");
        play(other, "B2");
        assertThat(margins.firstTry(other, history(other))).isEqualTo(9);
        // Another board or rules with the same moves: afresh.
        margins.refuted(g, history(g), 9);
        Game wide = new Game(Geometry.parse("3x4"), TROMP_TAYLOR);
        play(wide, "B2");
        play(wide, "A1");
        assertThat(margins.firstTry(wide, history(wide))).isEqualTo(12);
        Game aga = new Game(Geometry.of(3), RulesPresets.get("aga").withKomi(0));
        play(aga, "B2");
        play(aga, "A1");
        assertThat(margins.firstTry(aga, history(aga))).isEqualTo(9);
        // The same game again, then cleared (a new game).
        margins.refuted(g, history(g), 9);
        assertThat(margins.firstTry(g, history(g))).isEqualTo(8);
        margins.clear();
        assertThat(margins.firstTry(g, history(g))).isEqualTo(9);
    }
}
