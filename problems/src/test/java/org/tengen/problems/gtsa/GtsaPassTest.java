package org.tengen.problems.gtsa;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.engine.SearchBudget;
import org.tengen.engine.SearchRequest;

/** After the opponent's pass, GTSA's player passes (ending the game) only when the referee's count wins. */
class GtsaPassTest {
    private static Game position(String black, String white) {
        Game g = new Game(Geometry.of(5), RulesPresets.get("gtsa"));
        for (String p : black.split(" ")) {
            g.setup(Stone.BLACK, Move.parseGtp(g.geometry(), p) instanceof Move.Play play ? play.point() : -1);
        }
        for (String p : white.split(" ")) {
            g.setup(Stone.WHITE, Move.parseGtp(g.geometry(), p) instanceof Move.Play play ? play.point() : -1);
        }
        g.setToMove(Stone.BLACK);
        return g;
    }

    private static Move decide(Game g) {
        return new GtsaPlayer(1, SearchBudget.of(300, null), true, false).decide(g, SearchRequest.MOVE).move();
    }

    @Test
    void aCountThatLosesIsPlayedOnEvenWhereTheEmptyPointsBesideBlackOutnumberWhites() {
        // Black B3 and E1, White B5 and A4: A5 is White's, the rest one region touching both: W+1. Counting only
        // each empty point's own neighbours (a playout's count) made it B+2, and Black passed into a loss.
        Move m = decide(position("B3 E1", "B5 A4"));
        assertThat(m).isNotEqualTo(Move.PASS);
    }

    @Test
    void aCountThatWinsEndsTheGameWhereOnlyTheWholeRegionsShowIt() {
        // A black wall on C, a white one on D: Black's A and B columns, White's E column: B+5, which a count of
        // each empty point's own neighbours saw as even (A's points touch no stone).
        Move m = decide(position("C1 C2 C3 C4 C5", "D1 D2 D3 D4 D5"));
        assertThat(m).isEqualTo(Move.PASS);
    }
}
