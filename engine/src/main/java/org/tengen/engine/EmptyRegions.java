package org.tengen.engine;

import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * The flood fill of a board's empty regions for a count as it stands (Tromp-Taylor's): which colours each region
 * reaches, and its points. Shared by the {@link Counter} and the {@link OwnershipTally}; one per thread, as it
 * keeps scratch space, and it allocates nothing once sized for a board.
 *
 * <p>Use: {@link #begin} once per board, then for each empty point not yet {@link #filled}, {@link #fill} it and
 * read its {@link #size} and {@link #point}s.
 */
final class EmptyRegions {
    private int[] mark = new int[0];
    private int[] stack = new int[0];
    private int[] region = new int[0];
    private int generation;
    private int size;

    /** Readies a fill of a board on {@code g}: no point has been filled yet. */
    void begin(Geometry g) {
        int length = g.length();
        if (mark.length < length) {
            mark = new int[length];
            stack = new int[length];
            region = new int[length];
            generation = 0;
        }
        generation++;
    }

    /** Whether {@code p} lies in a region filled since {@link #begin}. */
    boolean filled(int p) {
        return mark[p] == generation;
    }

    /**
     * Fills the empty region of the empty point {@code p}: answers the colours it reaches ({@link Board#BLACK},
     * {@link Board#WHITE}, both bits, or 0 for none); its points are then {@link #point}(0) to
     * {@link #point}({@link #size} - 1).
     */
    int fill(Board board, int p) {
        int s = board.geometry().stride();
        int reaches = 0;
        int top = 0;
        size = 0;
        stack[top++] = p;
        mark[p] = generation;
        while (top > 0) {
            int q = stack[--top];
            region[size++] = q;
            for (int i = 0; i < 4; i++) {
                int r = Atari.neighbour(q, i, s);
                int v = board.at(r);
                if (v == Board.EMPTY) {
                    if (mark[r] != generation) {
                        mark[r] = generation;
                        stack[top++] = r;
                    }
                } else if (v != Board.BORDER) {
                    reaches |= v;
                }
            }
        }
        return reaches;
    }

    /** The points of the last region filled. */
    int size() {
        return size;
    }

    /** The {@code i}-th point of the last region filled. */
    int point(int i) {
        return region[i];
    }
}
