package org.tengen.engine;

import org.tengen.core.Board;
import org.tengen.core.Geometry;

/** Positions from random legal play, for tests that check a count against another on many shapes. */
final class RandomPositions {
    private RandomPositions() {
    }

    /** A {@code size}x{@code size} board after up to three random tries per point, colours alternating. */
    static Board board(FastRandom random, int size) {
        Board board = new Board(Geometry.of(size));
        board.setUndoEnabled(false);
        int moves = random.nextInt(3 * size * size + 1);
        int colour = Board.BLACK;
        for (int m = 0; m < moves; m++) {
            int p = board.emptyCount() == 0 ? 0 : board.emptyAt(random.nextInt(board.emptyCount()));
            if (p != 0 && board.isLegal(p, colour)) {
                board.playUnchecked(p, colour);
            }
            colour ^= 3;
        }
        return board;
    }
}
