package org.tengen.engine;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.Game;

/**
 * The moves worth considering: legal and not filling one of the mover's own eyes. The search's root moves,
 * its tree's children, the random player's choices and both playout policies' moves are drawn from these.
 */
public final class Candidates {
    private Candidates() {
    }

    /**
     * The moves worth considering for {@code game}'s side to move: legal under the game's own rules (ko and
     * superko included) and not filling one of its own eyes. A player searches or samples among these.
     */
    public static int[] of(Game game) {
        Board board = game.boardCopy();
        int colour = game.toMove().code();
        int[] legal = game.legalPoints();
        int n = 0;
        for (int p : legal) {
            if (!isOwnEye(board, p, colour)) {
                legal[n++] = p;
            }
        }
        return Arrays.copyOf(legal, n);
    }

    /** Legal for {@code c} on {@code board} (simple ko and its suicide rule) and not its own eye. */
    static boolean isCandidate(Board board, int p, int c) {
        return !isOwnEye(board, p, c) && board.isLegal(p, c);
    }

    /**
     * Whether the empty point {@code p} is an eye of colour {@code c}: all four neighbours are {@code c}
     * (or the edge), and the opponent holds at most one diagonal point (none on the edge).
     */
    public static boolean isOwnEye(Board board, int p, int c) {
        int stride = board.geometry().stride();
        int n = board.at(p - stride);
        int w = board.at(p - 1);
        int e = board.at(p + 1);
        int s = board.at(p + stride);
        // Each neighbour must be c or the border (code 3): c | 3 == 3 for both, and c ^ 3 is the opponent.
        int o = c ^ 3;
        if (n == Board.EMPTY || n == o || w == Board.EMPTY || w == o
                || e == Board.EMPTY || e == o || s == Board.EMPTY || s == o) {
            return false;
        }
        boolean edge = n == Board.BORDER || w == Board.BORDER || e == Board.BORDER || s == Board.BORDER;
        int bad = (board.at(p - stride - 1) == o ? 1 : 0) + (board.at(p - stride + 1) == o ? 1 : 0)
                + (board.at(p + stride - 1) == o ? 1 : 0) + (board.at(p + stride + 1) == o ? 1 : 0);
        return edge ? bad == 0 : bad <= 1;
    }
}
