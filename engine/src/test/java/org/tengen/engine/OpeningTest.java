package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;

/**
 * The 19x19 opening, where the playouts say little and the priors must steer: the search's move belongs on
 * the third or fourth line. While the priors lived only in the RAVE statistics, thousands of RAVE samples
 * washed them out and the same searches played M2 (second line) and F14 (sixth).
 */
class OpeningTest {

    @Tag("slow")
    @Test
    void afterTwoCornerMovesTheNextIsOnTheThirdOrFourthLineForEverySeed() {
        for (long seed = 1; seed <= 6; seed++) {
            Game game = new Game(19, RulesPresets.get("chinese"));
            Geometry g = game.geometry();
            game.play(Move.parseGtp(g, "Q4"));
            game.play(Move.parseGtp(g, "D16"));
            int p = new Mcts(seed).search(game, 5000, Long.MAX_VALUE).point();
            assertThat(p).as("seed %d passed", seed).isNotEqualTo(Geometry.NO_POINT);
            assertThat(line(g, p)).as("seed %d played %s", seed, g.toGtp(p)).isBetween(3, 4);
        }
    }

    /** The line from the nearest edge, 1 for the edge itself. */
    private static int line(Geometry g, int p) {
        return 1 + g.edgeDistance(p);
    }
}
