package org.tengen.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tengen.core.SuicideRule;

class SafePointsTest {
    // 3x3, cell r * 3 + c. Black:   row 0: . X .
    //                               row 1: X X X
    //                               row 2: . . .
    // One chain with the eyes 0 and 2 and the region 6-7-8, each of whose points touches it: pass-alive.
    private static final int BLACK = 1 << 1 | 1 << 3 | 1 << 4 | 1 << 5;
    private static final int ROW_2 = 1 << 6 | 1 << 7 | 1 << 8;

    @Test
    void aRegionOfPassAliveStonesCountsWhenItsOwnerNeverHadAStoneThere() {
        SafePoints safe = new SafePoints(new BitBoard(3, 3, SuicideRule.FORBIDDEN));
        assertThat(safe.count(BLACK, 0, BLACK, 0, 0, 0, 0, 0)).isEqualTo(9 << 8); // 4 stones, 2 eyes, the region of 3
        assertThat(safe.needed).isEqualTo(ROW_2 & 0xFFFFFFFFL);
        // White stones there before change nothing: Black's answers there are still new positions.
        assertThat(safe.count(BLACK, 0, BLACK, ROW_2, 0, 0, 0, 0)).isEqualTo(9 << 8);
    }

    @Test
    void aRegionWhereItsOwnerHadAStoneBeforeDoesNotCount() {
        // Superko could bar Black's capture there: only the stones and the two eyes are sure.
        SafePoints safe = new SafePoints(new BitBoard(3, 3, SuicideRule.FORBIDDEN));
        assertThat(safe.count(BLACK, 0, BLACK | 1 << 7, 0, 0, 0, 0, 0)).isEqualTo(6 << 8);
        assertThat(safe.needed).isZero();
    }

    @Test
    void aRegionWhereItsOwnerHadAStoneCountsWhenItsWallsWereNotAllStandingThen() {
        SafePoints safe = new SafePoints(new BitBoard(3, 3, SuicideRule.FORBIDDEN));
        // Black on 7 before 5 was played: every position Black's moves in row 2 make now holds 5, that one did not.
        int earlier = 1 << 3 | 1 << 4 | 1 << 7;
        safe.line = positions(earlier, BLACK);
        assertThat(safe.count(BLACK, 0, BLACK | earlier, 0, 0, 0, 0, 0)).isEqualTo(9 << 8);
        assertThat(safe.needed).isEqualTo(ROW_2 & 0xFFFFFFFFL);
        assertThat(safe.walls).isEqualTo(BLACK & 0xFFFFFFFFL | 0x1FFL << 32); // White counted no region: no walls
        // A position with the whole wall and a Black stone on 7 (taken since): Black's move there could repeat it.
        int whole = BLACK | 1 << 7;
        safe.line = positions(earlier, whole, BLACK);
        assertThat(safe.count(BLACK, 0, BLACK | whole, 0, 0, 0, 0, 0)).isEqualTo(6 << 8);
        assertThat(safe.needed).isZero();
        assertThat(safe.walls).isEqualTo(0x1FFL | 0x1FFL << 32);
    }

    /** A game whose positions had these Black stones (and no White ones that matter). */
    private static SafePoints.Line positions(int... black) {
        return (isBlack, region, walls) -> isBlack
                && java.util.Arrays.stream(black).anyMatch(p -> (p & region) != 0 && (p & walls) == walls);
    }

    @Test
    void aRegionHoldingOpponentStonesCountsWhenItsOwnerGetsAMoveThere() {
        // A white stone on 6: Black takes it by filling 7 (which joins the living chain), a position never seen.
        SafePoints safe = new SafePoints(new BitBoard(3, 3, SuicideRule.FORBIDDEN));
        assertThat(safe.count(BLACK, 1 << 6, BLACK, 1 << 6, 0, 0, 0, 0)).isEqualTo(9 << 8);
        assertThat(safe.needed).isEqualTo(ROW_2 & 0xFFFFFFFFL);
        assertThat(safe.count(BLACK, 1 << 6, BLACK, 1 << 6, org.tengen.core.Board.BLACK, org.tengen.core.Board.BLACK, 0, 0)).isEqualTo(9 << 8);
    }

    @Test
    void aRegionHoldingOpponentStonesDoesNotCountWhenTheOpponentCanEndTheGameAtOnce() {
        // White to move after a pass: White passes, the game ends and its stone stands.
        SafePoints safe = new SafePoints(new BitBoard(3, 3, SuicideRule.FORBIDDEN));
        assertThat(safe.count(BLACK, 1 << 6, BLACK, 1 << 6, org.tengen.core.Board.WHITE, org.tengen.core.Board.WHITE, 0, 0)).isEqualTo(6 << 8);
        assertThat(safe.needed).isZero();
        // An empty region counts all the same: it is Black's as the stones stand.
        assertThat(safe.count(BLACK, 0, BLACK, 0, org.tengen.core.Board.WHITE, org.tengen.core.Board.WHITE, 0, 0)).isEqualTo(9 << 8);
    }

    @Test
    void aRegionHoldingOpponentStonesWhereItsOwnerHadAStoneDoesNotCount() {
        SafePoints safe = new SafePoints(new BitBoard(3, 3, SuicideRule.FORBIDDEN));
        assertThat(safe.count(BLACK, 1 << 6, BLACK | 1 << 8, 1 << 6, 0, 0, 0, 0)).isEqualTo(6 << 8);
        assertThat(safe.needed).isZero();
    }

    @Test
    void opponentStonesCountOnlyWhereEveryPointTouchesTheChainsTheRegionIsVitalTo() {
        // 4x2, cells 0-3 on top, 4-7 below; the owner's chains {0, 1} and {3, 7} around the region {2, 4, 5, 6}.
        // With an opponent stone on 6, every empty point of the region touches {0, 1} (it is vital to it) but 6
        // does not: taking the stone would empty a point that is no liberty of that chain.
        BitBoard bits = new BitBoard(4, 2, SuicideRule.FORBIDDEN);
        int alive = 1 << 0 | 1 << 1 | 1 << 3 | 1 << 7;
        int region = 1 << 2 | 1 << 4 | 1 << 5 | 1 << 6;
        assertThat(bits.territory(alive, region & ~(1 << 6), region, 0)).isZero();
        // With the stone on 5 instead (it touches {0, 1}), the empty 6 does not: the region is vital to neither.
        assertThat(bits.territory(alive, region & ~(1 << 5), region, 0)).isEqualTo(region);
        // Empty, it counts.
        assertThat(bits.territory(alive, region, region, 0)).isEqualTo(region);
    }

    @Test
    void theSameForWhiteInTheHighBits() {
        SafePoints safe = new SafePoints(new BitBoard(3, 3, SuicideRule.ALL));
        assertThat(safe.count(0, BLACK, 0, BLACK, 0, 0, 0, 0)).isEqualTo(9);
        assertThat(safe.needed).isEqualTo((long) ROW_2 << 32);
    }

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
                    int expected = fresh.count(p[0], p[1], p[0], p[1], p[2], p[2], 0, 0);
                    assertThat(shared.count(p[0], p[1], p[0], p[1], p[2], p[2], 0, 0)).isEqualTo(expected);
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
