package org.tengen.engine.solve;

import org.tengen.core.Board;
import org.tengen.core.BoardView;

/**
 * Area counting as the game ends, the stones as they stand (what {@code Game.result()} counts after two
 * passes): Black's stones and empty regions that touch only Black, minus White's. No allocation.
 */
final class AreaCount {
    private final Cells cells;
    private final int[] seen;
    private final int[] stack;
    private int generation;

    AreaCount(Cells cells) {
        this.cells = cells;
        this.seen = new int[cells.geometry.length()];
        this.stack = new int[cells.area];
    }

    /** {@return Black's area minus White's, the stones as they stand} */
    int margin(BoardView board) {
        int stride = cells.geometry.stride();
        int g = ++generation;
        int margin = 0;
        for (int p : cells.cellPoint) {
            int c = board.at(p);
            if (c == Board.BLACK) {
                margin++;
            } else if (c == Board.WHITE) {
                margin--;
            } else if (seen[p] != g) {
                int top = 0;
                int size = 0;
                int reaches = 0;
                stack[top++] = p;
                seen[p] = g;
                while (top > 0) {
                    int q = stack[--top];
                    size++;
                    for (int k = 0; k < 4; k++) {
                        int r = k == 0 ? q - stride : k == 1 ? q - 1 : k == 2 ? q + 1 : q + stride;
                        int cr = board.at(r);
                        if (cr == Board.EMPTY) {
                            if (seen[r] != g) {
                                seen[r] = g;
                                stack[top++] = r;
                            }
                        } else if (cr != Board.BORDER) {
                            reaches |= cr;
                        }
                    }
                }
                if (reaches == Board.BLACK) {
                    margin += size;
                } else if (reaches == Board.WHITE) {
                    margin -= size;
                }
            }
        }
        return margin;
    }
}
