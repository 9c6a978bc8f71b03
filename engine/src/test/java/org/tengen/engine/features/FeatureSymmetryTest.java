package org.tengen.engine.features;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.testing.Diagrams;
import org.tengen.core.testing.RandomGame;

/** A shape and its 7 symmetric copies and its colour swap (seen by the other side) get one identity. */
class FeatureSymmetryTest {
    // Black to play at the centre E5 (the '.' between X and O stones): a hane-like shape with a chain in atari.
    private static final String SHAPE = """
              A B C D E F G H J
            9 . . . . . . . . .
            8 . . . . . . . . .
            7 . . . . X . . . .
            6 . . . O X O . . .
            5 . . X O . . . . .
            4 . . . X O X . . .
            3 . . . . . O . . .
            2 . . . . . . . . .
            1 . . . . . . . . .
            """;

    // The same shape turned a quarter to the right (the centre stays at E5), written by hand.
    private static final String SHAPE_TURNED = """
              A B C D E F G H J
            9 . . . . . . . . .
            8 . . . . . . . . .
            7 . . . . X . . . .
            6 . . . X O O . . .
            5 . . . O . X X . .
            4 . . O X . O . . .
            3 . . . . . . . . .
            2 . . . . . . . . .
            1 . . . . . . . . .
            """;

    private final FeatureExtractor extractor = new FeatureExtractor();

    private long[] keys(Board b, int mover, int p, int last, int beforeLast) {
        long[] out = new long[FeatureExtractor.MAX_FEATURES];
        int n = extractor.extract(b, mover, p, last, beforeLast, out, 0);
        return Arrays.copyOf(out, n);
    }

    private static long keyOf(long[] keys, FeatureGroup group) {
        for (long k : keys) {
            if (FeatureKey.group(k) == group) {
                return k;
            }
        }
        throw new AssertionError("no " + group + " among " + Arrays.toString(keys));
    }

    @Test
    void aShapeItsSevenCopiesAndItsColourSwapShareEveryPatternKey() {
        Board b = Diagrams.board(SHAPE);
        Geometry g = b.geometry();
        int p = Diagrams.point(b, "E5");
        long[] original = keys(b, Board.BLACK, p, 0, 0);
        for (int t = 0; t < 8; t++) {
            for (boolean swap : new boolean[] {false, true}) {
                Board copy = BoardSymmetries.transformed(b, t, swap);
                int mover = swap ? Board.WHITE : Board.BLACK;
                assertThat(keys(copy, mover, BoardSymmetries.map(g, t, p), 0, 0)).as("map %d swap %s", t, swap).containsExactly(original);
            }
        }
        Board turned = Diagrams.board(SHAPE_TURNED);
        assertThat(keys(turned, Board.BLACK, p, 0, 0)).containsExactly(original);
    }

    @Test
    void theOtherSideSeesADifferentShapeOnTheSameStones() {
        Board b = Diagrams.board(SHAPE);
        int p = Diagrams.point(b, "E5");
        long[] black = keys(b, Board.BLACK, p, 0, 0);
        long[] white = keys(b, Board.WHITE, p, 0, 0);
        assertThat(keyOf(white, FeatureGroup.PATTERN3)).isNotEqualTo(keyOf(black, FeatureGroup.PATTERN3));
        assertThat(keyOf(white, FeatureGroup.PATTERN_D3)).isNotEqualTo(keyOf(black, FeatureGroup.PATTERN_D3));
    }

    @Test
    void aLibertyLessOnANeighbouringChainChangesThe3x3KeyButNotTheNearSpatialOnes() {
        // White's D5-D6 has three liberties: E5, C6, D7. A black stone on D7 (gridcular distance 5 from E5)
        // leaves it two: the 3x3 pattern sees it, the spatial patterns of radius 3 and 4 don't reach D7.
        Board b = Diagrams.board(SHAPE);
        int p = Diagrams.point(b, "E5");
        long[] before = keys(b, Board.BLACK, p, 0, 0);
        Diagrams.play(b, org.tengen.core.Stone.BLACK, "D7");
        long[] after = keys(b, Board.BLACK, p, 0, 0);
        assertThat(keyOf(after, FeatureGroup.PATTERN3)).isNotEqualTo(keyOf(before, FeatureGroup.PATTERN3));
        assertThat(keyOf(after, FeatureGroup.PATTERN_D3)).isEqualTo(keyOf(before, FeatureGroup.PATTERN_D3));
        assertThat(keyOf(after, FeatureGroup.PATTERN_D4)).isEqualTo(keyOf(before, FeatureGroup.PATTERN_D4));
        assertThat(keyOf(after, FeatureGroup.PATTERN_D5)).isNotEqualTo(keyOf(before, FeatureGroup.PATTERN_D5));
    }

    @Test
    void everyCandidateOfRandomPositionsKeepsAllItsKeysUnderTheSymmetriesAndColourSwap() {
        Random random = new Random(1414);
        for (int size : new int[] {9, 19}) {
            Geometry g = Geometry.of(size);
            for (int game = 0; game < 6; game++) {
                Board b = new Board(g);
                RandomGame driver = RandomGame.drawingFrom(random);
                int moves = 10 + random.nextInt(size * size / 2);
                int last = 0;
                int beforeLast = 0;
                int mover = Board.BLACK;
                for (int i = 0; i < moves; i++) {
                    beforeLast = last;
                    last = driver.play(b, mover);
                    last = last == Geometry.NO_POINT ? FeatureExtractor.PASS : last;
                    mover ^= 3;
                }
                int t = random.nextInt(8);
                Board copy = BoardSymmetries.transformed(b, t, true);
                for (int p : g.points()) {
                    if (!b.isLegal(p, mover)) {
                        continue;
                    }
                    long[] original = keys(b, mover, p, last, beforeLast);
                    long[] mapped = keys(copy, mover ^ 3, BoardSymmetries.map(g, t, p),
                            BoardSymmetries.mapMove(g, t, last), BoardSymmetries.mapMove(g, t, beforeLast));
                    assertThat(mapped).as("%s on map %d of%n%s", g.toGtp(p), t, b).containsExactly(original);
                }
            }
        }
    }

    @Test
    void distinctNeighbourhoodsGetDistinctKeysAndEqualOnesEqualKeys() {
        // Over the candidates of random positions: key -> canonical neighbourhood (computed naively here)
        // must be a function both ways, for the 3x3 pattern and for every spatial radius.
        Random random = new Random(77);
        java.util.Map<Long, String> byKey = new java.util.HashMap<>();
        java.util.Map<String, Long> byShape = new java.util.HashMap<>();
        int distinct3x3 = 0;
        Geometry g = Geometry.of(13);
        for (int game = 0; game < 8; game++) {
            Board b = new Board(g);
            RandomGame driver = RandomGame.drawingFrom(random);
            int mover = Board.BLACK;
            int moves = 5 + random.nextInt(120);
            for (int i = 0; i < moves; i++) {
                driver.play(b, mover);
                mover ^= 3;
            }
            for (int p : g.points()) {
                if (!b.isLegal(p, mover)) {
                    continue;
                }
                long[] keys = keys(b, mover, p, 0, 0);
                List<String> shapes = new ArrayList<>();
                shapes.add("3x3 " + canonical3x3(b, p, mover));
                for (int d = FeatureGroup.MIN_SPATIAL; d <= FeatureGroup.MAX_SPATIAL; d++) {
                    shapes.add("d" + d + " " + canonicalSpatial(b, p, mover, d));
                }
                for (int k = 0; k < shapes.size(); k++) {
                    long key = keys[k]; // PATTERN3 then the spatial radii in order
                    String shape = shapes.get(k);
                    String seen = byKey.putIfAbsent(key, shape);
                    assertThat(seen == null || seen.equals(shape)).as("key %s for %s and %s", FeatureKey.describe(key), seen, shape).isTrue();
                    Long had = byShape.putIfAbsent(shape, key);
                    assertThat(had == null || had == key).as("shape %s has keys %s and %s", shape, had, key).isTrue();
                    if (seen == null && k == 0) {
                        distinct3x3++;
                    }
                }
            }
        }
        assertThat(byKey.size()).isGreaterThan(5000); // the check saw many different shapes
        assertThat(distinct3x3).isGreaterThan(200);
    }

    /** The smallest, over the 8 maps, of the neighbours' states written in reading order. */
    private static String canonical3x3(Board b, int p, int mover) {
        String best = null;
        for (int[] a : BoardSymmetries.MAPS) {
            StringBuilder s = new StringBuilder();
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if (dx != 0 || dy != 0) {
                        s.append(cell(b, p, a[0] * dx + a[1] * dy, a[2] * dx + a[3] * dy, mover, true));
                    }
                }
            }
            best = best == null || s.toString().compareTo(best) < 0 ? s.toString() : best;
        }
        return best;
    }

    private static String canonicalSpatial(Board b, int p, int mover, int d) {
        String best = null;
        for (int[] a : BoardSymmetries.MAPS) {
            StringBuilder s = new StringBuilder();
            for (int dy = -5; dy <= 5; dy++) {
                for (int dx = -5; dx <= 5; dx++) {
                    int ax = Math.abs(dx);
                    int ay = Math.abs(dy);
                    if ((dx != 0 || dy != 0) && ax + ay + Math.max(ax, ay) <= d) {
                        s.append(cell(b, p, a[0] * dx + a[1] * dy, a[2] * dx + a[3] * dy, mover, false));
                    }
                }
            }
            best = best == null || s.toString().compareTo(best) < 0 ? s.toString() : best;
        }
        return best;
    }

    private static char cell(Board b, int p, int dx, int dy, int mover, boolean liberties) {
        Geometry g = b.geometry();
        int c = g.col(p) + dx;
        int r = g.row(p) + dy;
        if (!g.isOnBoard(c, r)) {
            return '#';
        }
        int v = b.at(g.point(c, r));
        if (v == Board.EMPTY) {
            return '.';
        }
        int libs = liberties ? Math.min(b.liberties(g.point(c, r)), 3) : 0;
        return (char) ((v == mover ? 'a' : 'A') + libs);
    }
}
