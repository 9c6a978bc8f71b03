package org.tengen.engine.features;

/**
 * The spatial patterns' geometry and keys (Pachi's and CrazyStone's nested "circles" on the grid): the
 * offsets around a move at gridcular distance {@code |dx|+|dy|+max(|dx|,|dy|)} from 1 to {@value #MAX_D},
 * listed by distance, then row, then column. A pattern of radius {@code d} is the state of every offset up
 * to {@code d} (distance 3 is the 13-point diamond, 4 adds the knight's moves): empty, the mover's, the
 * opponent's, or off the board. Its key is a Zobrist hash, the XOR of a random 64-bit number per (offset,
 * state); to be the same for the 8 symmetric copies it is the smallest of 8 hashes, the one of each symmetry.
 * The random numbers come from a fixed seed with SplitMix64, so keys are the same on every run and machine.
 */
final class SpatialPatterns {
    static final int MAX_D = FeatureGroup.MAX_SPATIAL;
    /** The farthest a pattern's offset reaches along one axis: (0, 5) is at distance 10. */
    static final int REACH = 5;
    static final int EMPTY = 0;
    static final int OWN = 1;
    static final int OPPONENT = 2;
    static final int OFF_BOARD = 3;

    static final int[] DX;
    static final int[] DY;
    /** END[d]: the number of offsets at distance d or less. */
    static final int[] END = new int[MAX_D + 1];
    /** KEYS[(i * 4 + state) * 8 + t]: the key symmetry t gives offset i in that state. */
    static final long[] KEYS;

    private static final long SEED = 0x7465_6e67_656e_1401L;

    static {
        int[] dx = new int[(2 * REACH + 1) * (2 * REACH + 1)];
        int[] dy = new int[dx.length];
        int n = 0;
        for (int d = 1; d <= MAX_D; d++) {
            for (int y = -REACH; y <= REACH; y++) {
                for (int x = -REACH; x <= REACH; x++) {
                    if (distance(x, y) == d) {
                        dx[n] = x;
                        dy[n] = y;
                        n++;
                    }
                }
            }
            END[d] = n;
        }
        DX = java.util.Arrays.copyOf(dx, n);
        DY = java.util.Arrays.copyOf(dy, n);
        long[] random = new long[n * 4];
        long state = SEED;
        for (int k = 0; k < random.length; k++) {
            state += 0x9e37_79b9_7f4a_7c15L;
            random[k] = mix(state);
        }
        int[][] perm = Symmetry.permutations(DX, DY);
        KEYS = new long[n * 4 * Symmetry.COUNT];
        for (int i = 0; i < n; i++) {
            for (int s = 0; s < 4; s++) {
                for (int t = 0; t < Symmetry.COUNT; t++) {
                    KEYS[(i * 4 + s) * Symmetry.COUNT + t] = random[perm[t][i] * 4 + s];
                }
            }
        }
    }

    private SpatialPatterns() {
    }

    /** {@return the gridcular distance of an offset: {@code |dx|+|dy|+max(|dx|,|dy|)}} */
    static int distance(int dx, int dy) {
        int x = Math.abs(dx);
        int y = Math.abs(dy);
        return x + y + Math.max(x, y);
    }

    /** SplitMix64's finalizer: a fixed, well-mixed function of a counter. */
    private static long mix(long z) {
        z = (z ^ z >>> 30) * 0xbf58_476d_1ce4_e5b9L;
        z = (z ^ z >>> 27) * 0x94d0_49bb_1331_11ebL;
        return z ^ z >>> 31;
    }
}
