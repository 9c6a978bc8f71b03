package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.ScoringRule;

/** The tally's owners add up to the search's own count of the same simulation, point by point and in all. */
class OwnershipTallyTest {
    private static int total(OwnershipTally tally, Geometry g) {
        int sum = 0;
        for (int p : g.points()) {
            assertThat(Math.abs(tally.sum(p))).isLessThanOrEqualTo(tally.owned(p)).isLessThanOrEqualTo(tally.simulations());
            sum += tally.sum(p);
        }
        return sum;
    }

    @Test
    void theOwnersOfACountAsItStandsAddUpToTheCount() {
        FastRandom random = new FastRandom(42);
        Counter counter = new Counter();
        OwnershipTally tally = new OwnershipTally();
        for (int size : new int[] {1, 2, 5, 9, 13}) {
            for (int game = 0; game < 40; game++) {
                Geometry g = Geometry.of(size);
                Board board = RandomPositions.board(random, size);
                tally.reset(g);
                tally.add(board, ScoringRule.AREA, true);
                tally.add(board, ScoringRule.AREA, true); // a second fill on the same scratch finds the same regions
                assertThat(total(tally, g)).isEqualTo(2 * counter.asItStands(board, ScoringRule.AREA));
                tally.reset(g);
                tally.add(board, ScoringRule.STONES, true);
                assertThat(total(tally, g)).isEqualTo(counter.asItStands(board, ScoringRule.STONES));
            }
        }
    }

    @Test
    void theOwnersOfAFinishedPlayoutAddUpToItsCount() {
        FastRandom random = new FastRandom(7);
        Counter counter = new Counter();
        OwnershipTally tally = new OwnershipTally();
        Geometry g = Geometry.of(9);
        for (int game = 0; game < 50; game++) {
            Board board = new Board(g);
            new LightPlayout(random).run(board, Board.BLACK, 10_000);
            tally.reset(g);
            tally.add(board, ScoringRule.AREA, false);
            assertThat(total(tally, g)).isEqualTo(counter.afterPlayout(board, ScoringRule.AREA));
            assertThat(tally.simulations()).isEqualTo(1);
        }
    }
}
