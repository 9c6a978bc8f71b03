package org.tengen.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tengen.core.SuicideRule;

/** {@link SafePoints} remembers the pass-alive stones of positions it has seen: the counts must not depend on it. */
class SafePointsTest {
    @Test
    void aCountIsTheSameWhateverTheInstanceCountedBefore() {
        Random random = new Random(11);
        for (int[] size : new int[][] {{4, 4}, {5, 5}}) {
            BitBoard bits = new BitBoard(size[0], size[1], SuicideRule.FORBIDDEN);
            SafePoints shared = new SafePoints(bits);
            int[][] positions = new int[3000][];
            int withSafePoints = 0;
            for (int i = 0; i < positions.length; i++) {
                int black = 0;
                int white = 0;
                for (int cell = 0; cell < bits.area; cell++) {
                    double r = random.nextDouble();
                    if (r < 0.45) {
                        black |= 1 << cell;
                    } else if (r < 0.75) {
                        white |= 1 << cell;
                    }
                }
                positions[i] = new int[] {black, white, random.nextInt(3)};
            }
            // Each position counted by a fresh instance, then by the shared one twice, far apart.
            for (int round = 0; round < 2; round++) {
                for (int[] p : positions) {
                    SafePoints fresh = new SafePoints(bits);
                    int expected = fresh.count(p[0], p[1], p[0], p[1], p[2]);
                    assertThat(shared.count(p[0], p[1], p[0], p[1], p[2])).isEqualTo(expected);
                    assertThat(shared.needed).isEqualTo(fresh.needed);
                    if (round == 0 && expected != 0) {
                        withSafePoints++;
                    }
                }
            }
            assertThat(withSafePoints).as("positions with safe points, " + size[0] + "x" + size[1]).isGreaterThan(100);
        }
    }
}
