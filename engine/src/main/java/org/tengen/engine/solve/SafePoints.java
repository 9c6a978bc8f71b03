package org.tengen.engine.solve;

import org.tengen.core.Benson;
import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.Stone;

/**
 * Static bounds on the final margin from Benson's unconditional life (the core's {@link Benson}): a colour
 * keeps its pass-alive stones (the opponent can never fill their liberties, and the owner never has to: passing
 * is always legal), and every empty point whose neighbours are all such stones (an eye: an opponent stone there
 * would be a suicide that changes nothing, which no rule here lets stand). Both count for the owner when the
 * game ends, whoever ends it. So Black's area at the end is at least Black's safe points, and likewise for
 * White: Black's margin lies within {@code [2*blackSafe - area, area - 2*whiteSafe]}, exact when they cover
 * the board.
 *
 * <p>Larger pass-alive territory is not counted: the owner keeps it only by capturing what the opponent plays
 * there, and superko can bar that capture when the game has been through the position before (a 1x5 position
 * with a long history came out 5 with it, 2 without; the game's own search says 2). Nor does it count when the
 * owner has just passed: the opponent may end the game with its stones standing there.
 */
final class SafePoints {
    private final Cells cells;

    SafePoints(Cells cells) {
        this.cells = cells;
    }

    /** {@return {@code blackSafe << 8 | whiteSafe}: the points each colour is sure to keep} */
    int count(BoardView board) {
        int black = 0;
        int white = 0;
        int blackStones = 0;
        int whiteStones = 0;
        for (int p : cells.cellPoint) {
            int c = board.at(p);
            if (c == Board.BLACK) {
                blackStones++;
            } else if (c == Board.WHITE) {
                whiteStones++;
            }
        }
        if (blackStones > 0) {
            black = safe(board, Stone.BLACK);
        }
        if (whiteStones > 0) {
            white = safe(board, Stone.WHITE);
        }
        return black << 8 | white;
    }

    private int safe(BoardView board, Stone stone) {
        Benson b = Benson.analyze(board, stone);
        int stride = cells.geometry.stride();
        int n = 0;
        for (int p : cells.cellPoint) {
            if (b.isAlive(p)) {
                n++;
            } else if (board.at(p) == Board.EMPTY && aliveOrEdge(b, board, p - stride) && aliveOrEdge(b, board, p - 1)
                    && aliveOrEdge(b, board, p + 1) && aliveOrEdge(b, board, p + stride)) {
                n++;
            }
        }
        return n;
    }

    private static boolean aliveOrEdge(Benson b, BoardView board, int q) {
        return board.at(q) == Board.BORDER || b.isAlive(q);
    }
}
