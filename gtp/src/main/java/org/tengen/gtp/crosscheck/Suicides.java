package org.tengen.gtp.crosscheck;

import org.tengen.core.Board;
import org.tengen.core.BoardView;

/** Recognises a suicide on any {@link BoardView}, independently of tengen's legality verdict. */
final class Suicides {
    private Suicides() {
    }

    /** Whether colour code {@code c} at the empty point {@code p} would leave its own chain without liberties. */
    static boolean isSuicide(BoardView board, int p, int c) {
        int stride = board.geometry().stride();
        int[] neighbours = {p - stride, p - 1, p + 1, p + stride};
        for (int q : neighbours) {
            int cq = board.at(q);
            if (cq == Board.EMPTY) {
                return false;
            }
            if (cq == c && board.liberties(q) > 1) {
                return false;
            }
            if (cq == (c ^ 3) && board.liberties(q) == 1) {
                return false;
            }
        }
        return true;
    }
}
