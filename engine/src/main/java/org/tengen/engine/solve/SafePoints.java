package org.tengen.engine.solve;

import org.tengen.core.Benson;
import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.Stone;

/**
 * Static bounds on the final margin from Benson's unconditional life (the core's {@link Benson}): a colour
 * keeps its pass-alive stones and its pass-alive territory whatever the opponent does, so Black's area at the
 * end is at least Black's safe points, and likewise for White. Hence Black's margin lies within
 * {@code [2*blackSafe - area, area - 2*whiteSafe]}, and is exact when the safe points cover the board.
 *
 * <p>Why the bounds hold under the literal count of the rules here: pass-alive stones can never be captured
 * (the owner never has to fill its own eyes: passing is always legal), and opponent stones played into
 * pass-alive territory can never gain two eyes or capture there, so the owner captures them before passing.
 * That needs the move: when the owner has just passed, the opponent may end the game at once with its stones
 * standing in that territory, so {@link Searcher} then bounds only by the safe points of the side to move.
 * (The argument assumes superko never bars the owner's capture for good; the tests check the bounds against
 * a search without them.)
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
        int n = 0;
        for (int p : cells.cellPoint) {
            if (b.isAlive(p) || b.isTerritory(p)) {
                n++;
            }
        }
        return n;
    }
}
