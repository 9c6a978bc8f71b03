package org.tengen.engine.features;

import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.Stone;

/** Test helper: the 8 symmetric copies of a square board, and its colour swap, written independently of {@code Symmetry}. */
final class BoardSymmetries {
    /** The 8 linear maps of the square as matrices {xx, xy, yx, yy}: x' = xx*x + xy*y, y' = yx*x + yy*y. */
    static final int[][] MAPS = {
        {1, 0, 0, 1}, {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0},
        {-1, 0, 0, 1}, {1, 0, 0, -1}, {0, 1, 1, 0}, {0, -1, -1, 0},
    };

    private BoardSymmetries() {
    }

    /** {@return where map {@code t} sends point {@code p} of an odd-sized square board (about its centre)} */
    static int map(Geometry g, int t, int p) {
        int m = (g.width() - 1) / 2;
        int x = g.col(p) - m;
        int y = g.row(p) - m;
        int[] a = MAPS[t];
        return g.point(a[0] * x + a[1] * y + m, a[2] * x + a[3] * y + m);
    }

    /** {@return a board with the stones of {@code b} moved by map {@code t}, colours swapped if {@code swap}} */
    static Board transformed(Board b, int t, boolean swap) {
        Geometry g = b.geometry();
        if (g.width() != g.height() || g.width() % 2 == 0) {
            throw new IllegalArgumentException("odd square boards only");
        }
        Board out = new Board(g);
        for (int p : g.points()) {
            int v = b.at(p);
            if (v != Board.EMPTY) {
                out.setStone(map(g, t, p), Stone.ofCode(swap ? v ^ 3 : v));
            }
        }
        return out;
    }

    /** {@return a move (a point, or PASS/NO_MOVE unchanged) moved by map {@code t}} */
    static int mapMove(Geometry g, int t, int move) {
        return move > 0 ? map(g, t, move) : move;
    }
}
