package org.tengen.engine.solve;

import org.tengen.core.BoardView;

import org.tengen.core.Geometry;

/**
 * The points of a small board numbered 0 to area-1 (cells), and the board's symmetries as permutations of
 * the cells: the four of a rectangle (identity, the two mirrors, the half turn), and four more on a square
 * (the two diagonal mirrors and the quarter turns).
 */
final class Cells {
    final Geometry geometry;
    final int area;
    /** cellPoint[cell]: the point index of a cell. */
    final int[] cellPoint;
    /** pointCell[point]: the cell of an on-board point, -1 off the board. */
    final int[] pointCell;
    /** map[s][cell]: where symmetry s takes a cell. */
    final int[][] map;
    /** inverse[s][cell]: the cell that symmetry s takes to this one. */
    final int[][] inverse;

    Cells(Geometry geometry) {
        this.geometry = geometry;
        this.area = geometry.area();
        cellPoint = geometry.points().clone();
        pointCell = new int[geometry.length()];
        java.util.Arrays.fill(pointCell, -1);
        for (int i = 0; i < area; i++) {
            pointCell[cellPoint[i]] = i;
        }
        int w = geometry.width();
        int h = geometry.height();
        int count = w == h ? 8 : 4;
        map = new int[count][area];
        inverse = new int[count][area];
        for (int s = 0; s < count; s++) {
            for (int i = 0; i < area; i++) {
                int col = geometry.col(cellPoint[i]);
                int row = geometry.row(cellPoint[i]);
                int c = col;
                int r = row;
                if ((s & 1) != 0) {
                    c = w - 1 - c;
                }
                if ((s & 2) != 0) {
                    r = h - 1 - r;
                }
                if ((s & 4) != 0) { // a square only: swap the axes
                    int t = c;
                    c = r;
                    r = t;
                }
                int j = pointCell[geometry.point(c, r)];
                map[s][i] = j;
                inverse[s][j] = i;
            }
        }
    }

    /** {@return the cells where {@code b} holds a stone of {@code colour} (a colour code of the core's board), as a mask} */
    int mask(BoardView b, int colour) {
        int m = 0;
        for (int i = 0; i < area; i++) {
            if (b.at(cellPoint[i]) == colour) {
                m |= 1 << i;
            }
        }
        return m;
    }

    /** {@return the cells of {@code mask} taken through a permutation of the cells ({@code map[s]} or {@code inverse[s]})} */
    static int permute(int mask, int[] perm) {
        int out = 0;
        for (int m = mask; m != 0; m &= m - 1) {
            out |= 1 << perm[Integer.numberOfTrailingZeros(m)];
        }
        return out;
    }

    /** Whether symmetry {@code sym} takes the stones of {@code b} to themselves. */
    boolean fixes(BoardView b, int sym) {
        for (int c = 0; c < area; c++) {
            if (b.at(cellPoint[c]) != b.at(cellPoint[map[sym][c]])) {
                return false;
            }
        }
        return true;
    }

    /** {@return the number of symmetries: 8 on a square, 4 on a rectangle} */
    int symmetries() {
        return map.length;
    }
}
