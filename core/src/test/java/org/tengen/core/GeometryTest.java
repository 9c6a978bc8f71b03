package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class GeometryTest {

    @Test
    void edgeDistanceIsTheLineFromTheNearestEdgeFrom0() {
        Geometry g = Geometry.of(19);
        assertThat(g.edgeDistance(g.parseGtp("A1"))).isZero();
        assertThat(g.edgeDistance(g.parseGtp("K19"))).isZero();
        assertThat(g.edgeDistance(g.parseGtp("C17"))).isEqualTo(2);
        assertThat(g.edgeDistance(g.parseGtp("D10"))).isEqualTo(3);
        assertThat(g.edgeDistance(g.parseGtp("K10"))).isEqualTo(9);
        Geometry strip = Geometry.of(7, 3);
        assertThat(strip.edgeDistance(strip.parseGtp("D2"))).isEqualTo(1); // the short side decides
    }

    @Test
    void everySizeFrom1x1To25x25HasAConsistentLayout() {
        for (int w = 1; w <= Geometry.MAX_SIZE; w++) {
            for (int h = 1; h <= Geometry.MAX_SIZE; h++) {
                Geometry g = Geometry.of(w, h);
                assertThat(g.width()).isEqualTo(w);
                assertThat(g.height()).isEqualTo(h);
                assertThat(g.area()).isEqualTo(w * h);
                assertThat(g.describe()).isEqualTo(w + "x" + h);
                assertThat(Geometry.of(w, h)).isSameAs(g);
                assertThat(g.points()).hasSize(w * h);

                Set<Integer> onBoard = new HashSet<>();
                int i = 0;
                for (int row = 0; row < h; row++) {
                    for (int col = 0; col < w; col++) {
                        int p = g.point(col, row);
                        assertThat(g.points()[i++]).as("points() in row-major order").isEqualTo(p);
                        assertThat(g.col(p)).isEqualTo(col);
                        assertThat(g.row(p)).isEqualTo(row);
                        assertThat(g.isOnBoard(p)).isTrue();
                        assertThat(g.isOnBoard(col, row)).isTrue();
                        assertThat(p).isGreaterThan(Geometry.NO_POINT).isLessThan(g.length());
                        assertThat(onBoard.add(p)).as("distinct indices").isTrue();
                        // Neighbours: one step in each direction, inside the padded array; on the board
                        // exactly when (col, row) moved by that step is.
                        int[][] steps = {{-1, 0, -1}, {1, 0, 1}, {0, -1, -g.stride()}, {0, 1, g.stride()}};
                        for (int[] s : steps) {
                            int q = p + s[2];
                            assertThat(q).isBetween(0, g.length() - 1);
                            assertThat(g.isOnBoard(q)).as("neighbour of %s", g.toGtp(p))
                                    .isEqualTo(g.isOnBoard(col + s[0], row + s[1]));
                            if (g.isOnBoard(q)) {
                                assertThat(q).isEqualTo(g.point(col + s[0], row + s[1]));
                            }
                        }
                    }
                }
                // Every other index of the padded array is border, and so is everything outside it.
                for (int p = 0; p < g.length(); p++) {
                    assertThat(g.isOnBoard(p)).isEqualTo(onBoard.contains(p));
                }
                assertThat(g.isOnBoard(-1)).isFalse();
                assertThat(g.isOnBoard(g.length())).isFalse();
                assertThat(g.isOnBoard(Integer.MAX_VALUE)).isFalse();
                assertThat(g.isOnBoard(-1, 0)).isFalse();
                assertThat(g.isOnBoard(w, 0)).isFalse();
                assertThat(g.isOnBoard(0, h)).isFalse();
                assertThat(g.isOnBoard(0, -1)).isFalse();
            }
        }
    }

    @Test
    void squareSizesAreTheSameObjectAsWidthByHeight() {
        for (int n = 1; n <= 25; n++) {
            assertThat(Geometry.of(n)).isSameAs(Geometry.of(n, n));
            assertThat(new Board(n).geometry()).isSameAs(Geometry.of(n));
        }
        assertThat(Geometry.of(7, 5)).isNotSameAs(Geometry.of(5, 7));
    }

    @Test
    void boardArraysFitInTheZobristTable() {
        Geometry largest = Geometry.of(Geometry.MAX_SIZE);
        assertThat(Zobrist.KEYS[Board.BLACK].length).isGreaterThanOrEqualTo(largest.length());
        assertThat(Zobrist.KEYS[Board.WHITE].length).isGreaterThanOrEqualTo(largest.length());
    }

    // ---------------------------------------------------------------- GTP vertices

    @Test
    void gtpRowOneIsTheBottomAndColumnsSkipI() {
        Geometry g = Geometry.of(19);
        assertThat(g.toGtp(g.point(0, 18))).isEqualTo("A1");
        assertThat(g.toGtp(g.point(0, 0))).isEqualTo("A19");
        assertThat(g.toGtp(g.point(18, 0))).isEqualTo("T19");
        assertThat(g.toGtp(g.point(18, 18))).isEqualTo("T1");
        assertThat(g.toGtp(g.point(7, 18))).isEqualTo("H1");
        assertThat(g.toGtp(g.point(8, 18))).isEqualTo("J1");
        assertThat(g.toGtp(g.point(3, 15))).isEqualTo("D4");
        assertThat(g.toGtp(g.point(15, 3))).isEqualTo("Q16");
        assertThat(g.parseGtp("D4")).isEqualTo(g.point(3, 15));
        assertThat(g.parseGtp("q16")).isEqualTo(g.point(15, 3));
        assertThat(g.parseGtp(" k10 ")).isEqualTo(g.point(9, 9));

        Geometry big = Geometry.of(25);
        assertThat(big.toGtp(big.point(24, 0))).isEqualTo("Z25");
        assertThat(big.parseGtp("Z25")).isEqualTo(big.point(24, 0));
        assertThat(Geometry.columnLetter(0)).isEqualTo('A');
        assertThat(Geometry.columnLetter(8)).isEqualTo('J');
        assertThat(Geometry.columnLetter(24)).isEqualTo('Z');

        // A rectangle: 7 columns (A..H without I), 5 rows; row 1 is the bottom row.
        Geometry rect = Geometry.of(7, 5);
        assertThat(rect.toGtp(rect.point(0, 4))).isEqualTo("A1");
        assertThat(rect.toGtp(rect.point(6, 0))).isEqualTo("G5");
        assertThat(rect.parseGtp("G5")).isEqualTo(rect.point(6, 0));
    }

    @Test
    void gtpRoundTripOnEverySize() {
        for (int w = 1; w <= 25; w++) {
            for (int h = 1; h <= 25; h++) {
                Geometry g = Geometry.of(w, h);
                for (int p : g.points()) {
                    String v = g.toGtp(p);
                    assertThat(v).doesNotContain("I");
                    assertThat(g.parseGtp(v)).as("%s on %s", v, g.describe()).isEqualTo(p);
                    assertThat(g.parseGtp(v.toLowerCase())).isEqualTo(p);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "A", "4", "44", "AA1", "1A", "I5", "i5", "A0", "A-1", "A+1", "A 1", "A1.5",
        "A1x", "A100", "pass", "@1", "Ä1", "D4;"})
    void malformedGtpVerticesAreRefusedQuotingTheText(String vertex) {
        Geometry g = Geometry.of(19);
        assertThatThrownBy(() -> g.parseGtp(vertex))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + vertex + "'");
    }

    @ParameterizedTest
    @CsvSource({"19, 19, T20", "19, 19, U1", "19, 19, Z25", "9, 9, K1", "9, 9, A10", "7, 5, H1", "7, 5, A6",
        "1, 1, B1", "1, 1, A2", "25, 25, A26"})
    void offBoardGtpVerticesAreRefusedQuotingTheTextAndTheSize(int w, int h, String vertex) {
        Geometry g = Geometry.of(w, h);
        assertThatThrownBy(() -> g.parseGtp(vertex))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + vertex + "'")
                .hasMessageContaining(g.describe());
    }

    // ---------------------------------------------------------------- SGF points

    @Test
    void sgfPointsAreColumnThenRowFromTheTopLeft() {
        Geometry g = Geometry.of(19);
        assertThat(g.toSgf(g.point(0, 0))).isEqualTo("aa");
        assertThat(g.toSgf(g.point(3, 2))).isEqualTo("dc");
        assertThat(g.toSgf(g.point(18, 18))).isEqualTo("ss");
        assertThat(g.parseSgf("dc")).isEqualTo(g.point(3, 2));
        Geometry rect = Geometry.of(7, 5);
        assertThat(rect.parseSgf("ge")).isEqualTo(rect.point(6, 4));
    }

    @Test
    void sgfRoundTripOnEverySize() {
        for (int w = 1; w <= 25; w++) {
            for (int h = 1; h <= 25; h++) {
                Geometry g = Geometry.of(w, h);
                for (int p : g.points()) {
                    assertThat(g.parseSgf(g.toSgf(p))).isEqualTo(p);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "a", "abc", "a1", "1a", "??", "tt", "ta", "at", "zz", "AA", "aA"})
    void badSgfPointsAreRefusedQuotingTheText(String text) {
        Geometry g = Geometry.of(19);
        assertThatThrownBy(() -> g.parseSgf(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + text + "'");
    }

    @Test
    void sgfPointOffARectangle() {
        Geometry g = Geometry.of(7, 5);
        assertThatThrownBy(() -> g.parseSgf("af")).hasMessageContaining("'af'").hasMessageContaining("7x5");
        assertThatThrownBy(() -> g.parseSgf("ha")).hasMessageContaining("'ha'").hasMessageContaining("7x5");
    }

    // ---------------------------------------------------------------- sizes

    @ParameterizedTest
    @CsvSource({"0, 0", "26, 26", "0, 5", "5, 0", "26, 5", "5, 26", "-1, 9", "9, -1", "100, 100"})
    void sizesOutOfRangeAreRefused(int w, int h) {
        assertThatThrownBy(() -> Geometry.of(w, h))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(w + "x" + h)
                .hasMessageContaining("1 to 25");
    }

    @Test
    void squareSizeOutOfRangeSaysWhy() {
        assertThatThrownBy(() -> Geometry.of(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0x0").hasMessageContaining("out of range").hasMessageContaining("1 to 25");
        assertThatThrownBy(() -> Geometry.of(26)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("26x26").hasMessageContaining("out of range").hasMessageContaining("1 to 25");
        assertThatThrownBy(() -> new Board(26)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void parsesSizes() {
        assertThat(Geometry.parse("19")).isSameAs(Geometry.of(19));
        assertThat(Geometry.parse(" 9x7 ")).isSameAs(Geometry.of(9, 7));
        assertThat(Geometry.parse("9X7")).isSameAs(Geometry.of(9, 7));
        assertThat(Geometry.parse("1")).isSameAs(Geometry.of(1));
        assertThat(Geometry.parse("25x1")).isSameAs(Geometry.of(25, 1));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "abc", "9x", "x9", "9x7x3", "9.5", "nineteen", "19x19x"})
    void malformedSizesAreRefusedQuotingTheText(String text) {
        assertThatThrownBy(() -> Geometry.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + text + "'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "26", "0x9", "9x26", "-5"})
    void parsedSizesOutOfRangeAreRefused(String text) {
        assertThatThrownBy(() -> Geometry.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("out of range");
    }

    @Test
    void pointOffTheBoardIsRefused() {
        Geometry g = Geometry.of(7, 5);
        assertThatThrownBy(() -> g.point(7, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("7x5");
        assertThatThrownBy(() -> g.point(0, 5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> g.point(-1, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
