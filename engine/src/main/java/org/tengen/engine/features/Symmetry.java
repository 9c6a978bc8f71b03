package org.tengen.engine.features;

/**
 * The 8 symmetries of the square (the dihedral group) acting on offsets (dx, dy) from a point: bit 0 swaps
 * the axes, bit 1 negates x, bit 2 negates y, applied in that order. They form a group, so taking the
 * minimum of a code over all 8 gives one value for a shape and each of its rotations and reflections.
 */
final class Symmetry {
    static final int COUNT = 8;

    private Symmetry() {
    }

    static int x(int t, int dx, int dy) {
        int x = (t & 1) != 0 ? dy : dx;
        return (t & 2) != 0 ? -x : x;
    }

    static int y(int t, int dx, int dy) {
        int y = (t & 1) != 0 ? dx : dy;
        return (t & 4) != 0 ? -y : y;
    }

    /**
     * For each symmetry {@code t} and offset {@code i}, the index of the offset {@code t} maps it to: a
     * permutation of the list, which must be closed under the symmetries.
     */
    static int[][] permutations(int[] dx, int[] dy) {
        int[][] perm = new int[COUNT][dx.length];
        for (int t = 0; t < COUNT; t++) {
            for (int i = 0; i < dx.length; i++) {
                perm[t][i] = indexOf(dx, dy, x(t, dx[i], dy[i]), y(t, dx[i], dy[i]));
            }
        }
        return perm;
    }

    private static int indexOf(int[] dx, int[] dy, int x, int y) {
        for (int j = 0; j < dx.length; j++) {
            if (dx[j] == x && dy[j] == y) {
                return j;
            }
        }
        throw new IllegalStateException("offset list not closed under symmetry: (" + x + ", " + y + ")");
    }
}
