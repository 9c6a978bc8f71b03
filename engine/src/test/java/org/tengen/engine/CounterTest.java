package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.core.Score;
import org.tengen.core.ScoringRule;
import org.tengen.core.Scoring;

/** The search's own counts against the core's scoring, on positions from random play. */
class CounterTest {
    @Test
    void theCountAsItStandsEqualsTheCoresAreaAndStoneCountsOnRandomPositions() {
        FastRandom random = new FastRandom(42);
        Counter counter = new Counter();
        for (int size : new int[] {1, 2, 5, 9, 13}) {
            for (int game = 0; game < 40; game++) {
                Board board = RandomPositions.board(random, size);
                Score area = Scoring.score(board, RulesPresets.get("chinese").withKomi(0), 0, Set.of());
                assertThat(counter.asItStands(board, ScoringRule.AREA)).isEqualTo((int) area.black() - (int) area.white());
                Score stones = Scoring.score(board, RulesPresets.get("little-go").withKomi(0), 0, Set.of());
                assertThat(counter.asItStands(board, ScoringRule.STONES)).isEqualTo((int) stones.black() - (int) stones.white());
            }
        }
    }

    @Test
    void aFinishedPlayoutIsCountedByItsEyes() {
        FastRandom random = new FastRandom(7);
        Counter counter = new Counter();
        for (int game = 0; game < 50; game++) {
            Board board = new Board(Geometry.of(9));
            new LightPlayout(random).run(board, Board.BLACK, 10_000);
            assertThat(counter.afterPlayout(board, ScoringRule.AREA)).isEqualTo(counter.area(board));
        }
    }
}
