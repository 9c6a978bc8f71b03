package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

/** Fixed handicap placement against GNU Go 3.8's answers to {@code fixed_handicap}. */
class HandicapTest {

    private static Set<String> fixed(int size, int stones) {
        Geometry g = Geometry.of(size);
        return Diagrams.vertices(g, Handicap.fixed(g, stones));
    }

    @Test
    void nineByNine() {
        assertThat(fixed(9, 2)).containsExactlyInAnyOrder("G7", "C3");
        assertThat(fixed(9, 5)).containsExactlyInAnyOrder("C7", "G7", "E5", "C3", "G3");
        assertThat(fixed(9, 9)).containsExactlyInAnyOrder("C7", "E7", "G7", "C5", "E5", "G5", "C3", "E3", "G3");
        assertThat(Handicap.maxFixed(Geometry.of(9))).isEqualTo(9);
    }

    @Test
    void thirteenByThirteen() {
        assertThat(fixed(13, 7)).containsExactlyInAnyOrder("D10", "K10", "D7", "G7", "K7", "D4", "K4");
        assertThat(Handicap.maxFixed(Geometry.of(13))).isEqualTo(9);
    }

    @Test
    void nineteenByNineteen() {
        assertThat(fixed(19, 2)).containsExactlyInAnyOrder("D4", "Q16");
        assertThat(fixed(19, 3)).containsExactlyInAnyOrder("D16", "Q16", "D4");
        assertThat(fixed(19, 4)).containsExactlyInAnyOrder("D16", "Q16", "D4", "Q4");
        assertThat(fixed(19, 5)).containsExactlyInAnyOrder("D16", "Q16", "D4", "Q4", "K10");
        assertThat(fixed(19, 6)).containsExactlyInAnyOrder("D16", "Q16", "D4", "Q4", "D10", "Q10");
        assertThat(fixed(19, 7)).containsExactlyInAnyOrder("D16", "Q16", "D4", "Q4", "D10", "Q10", "K10");
        assertThat(fixed(19, 8)).containsExactlyInAnyOrder("D16", "K16", "Q16", "D10", "Q10", "D4", "K4", "Q4");
        assertThat(fixed(19, 9)).containsExactlyInAnyOrder("D16", "K16", "Q16", "D10", "K10", "Q10", "D4", "K4", "Q4");
    }

    @Test
    void smallAndEvenBoardsTakeAtMostFour() {
        assertThat(fixed(7, 2)).containsExactlyInAnyOrder("E5", "C3");
        assertThat(fixed(7, 4)).containsExactlyInAnyOrder("C5", "E5", "C3", "E3");
        assertThat(Handicap.maxFixed(Geometry.of(7))).isEqualTo(4);
        assertThat(fixed(12, 2)).containsExactlyInAnyOrder("J9", "D4");
        assertThat(Handicap.maxFixed(Geometry.of(12))).isEqualTo(4);
        assertThatThrownBy(() -> Handicap.fixed(Geometry.of(7), 5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Handicap.fixed(Geometry.of(12), 5)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void pointsAreDistinctAndOnTheBoard() {
        for (int size = 7; size <= 19; size++) {
            Geometry g = Geometry.of(size);
            for (int n = 2; n <= Handicap.maxFixed(g); n++) {
                int[] points = Handicap.fixed(g, n);
                assertThat(points).hasSize(n).doesNotHaveDuplicates();
                for (int p : points) {
                    assertThat(g.isOnBoard(p)).isTrue();
                }
            }
        }
    }

    @Test
    void outOfRangeCountsAndSmallBoardsAreRefused() {
        for (int size = 1; size < 7; size++) {
            Geometry g = Geometry.of(size);
            assertThat(Handicap.maxFixed(g)).isZero();
            assertThatThrownBy(() -> Handicap.fixed(g, 2)).isInstanceOf(IllegalArgumentException.class);
        }
        Geometry nine = Geometry.of(9);
        assertThatThrownBy(() -> Handicap.fixed(nine, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Handicap.fixed(nine, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Handicap.fixed(nine, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Handicap.fixed(nine, 10)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Handicap.fixed(Geometry.of(19), 10)).isInstanceOf(IllegalArgumentException.class);
    }
}
