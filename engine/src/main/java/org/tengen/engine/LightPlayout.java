package org.tengen.engine;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Position;

/**
 * Light random playouts: each side plays a uniformly random legal move that does not fill one of its own
 * eyes, and passes when none is left; two passes in a row end the playout, which is then counted by area
 * (Tromp-Taylor). The board is played on in place, with undo switched off; copy it first to keep it.
 */
public final class Playout {
    /** Blind draws before falling back to a shuffle of every empty point. */
    private static final int SAMPLE_TRIES = 4;

    private final FastRandom random;
    private int[] candidates = new int[0];
    private int moves;

    public Playout(FastRandom random) {
        this.random = random;
    }

    /** The number of moves (passes included) of the last playout. */
    public int moves() {
        return moves;
    }

    /**
     * Plays {@code board} out from colour code {@code toMove} (1 black, 2 white) and returns Black's area
     * minus White's area, without komi. Stops early, with the count as it stands, after {@code maxMoves}.
     */
    public int run(Board board, int toMove, int maxMoves) {
        board.setUndoEnabled(false);
        int c = toMove;
        int passes = 0;
        moves = 0;
        while (passes < 2 && moves < maxMoves) {
            int p = chooseMove(board, c);
            if (p == Geometry.NO_POINT) {
                board.pass();
                passes++;
            } else {
                board.playUnchecked(p, c);
                passes = 0;
            }
            moves++;
            c ^= 3;
        }
        return areaDifference(board);
    }

    /** A uniformly random legal point for {@code c} that is not its own eye, or 0 to pass. */
    public int chooseMove(Board board, int c) {
        return randomMove(board, c, SAMPLE_TRIES, false);
    }

    /**
     * A uniformly random legal point for {@code c} that is not its own eye and, with {@code avoidSelfAtari},
     * doesn't put a chain of two or more stones in atari; 0 when there is none. {@code tries} blind draws
     * first (cheap while most points qualify); then a partial Fisher-Yates shuffle over a copy of the empty
     * points, which discards each failed point once. Both stages are uniform.
     */
    int randomMove(Board board, int c, int tries, boolean avoidSelfAtari) {
        int empty = board.emptyCount();
        if (empty == 0) {
            return Geometry.NO_POINT;
        }
        for (int t = 0; t < tries; t++) {
            int p = board.emptyAt(random.nextInt(empty));
            if (qualifies(board, p, c, avoidSelfAtari)) {
                return p;
            }
        }
        if (candidates.length < empty) {
            candidates = new int[board.geometry().area()];
        }
        int[] pool = candidates;
        for (int i = 0; i < empty; i++) {
            pool[i] = board.emptyAt(i);
        }
        int n = empty;
        while (n > 0) {
            int i = random.nextInt(n);
            int p = pool[i];
            if (qualifies(board, p, c, avoidSelfAtari)) {
                return p;
            }
            pool[i] = pool[--n];
        }
        return Geometry.NO_POINT;
    }

    private static boolean qualifies(Board board, int p, int c, boolean avoidSelfAtari) {
        return avoidSelfAtari ? Policy.isSound(board, p, c) : isCandidate(board, p, c);
    }

    /**
     * The moves worth considering for {@code game}'s side to move: legal under the game's own rules (ko and
     * superko included) and not filling one of its own eyes. A player searches or samples among these.
     */
    public static int[] candidates(Game game) {
        Board board = Position.of(game.board()).toBoard();
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

    private static boolean isCandidate(Board board, int p, int c) {
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

    /** Black's stones and empty points that reach only black, minus the same for White. */
    public static int areaDifference(Board board) {
        Geometry g = board.geometry();
        int stride = g.stride();
        int diff = 0;
        for (int p : g.points()) {
            int c = board.at(p);
            if (c == Board.BLACK) {
                diff++;
            } else if (c == Board.WHITE) {
                diff--;
            } else {
                // At a playout's end every empty point is an eye or a point nobody may fill, so its
                // neighbours tell whose it is; the border (code 3) counts for neither side.
                int reaches = stoneBits(board.at(p - stride)) | stoneBits(board.at(p - 1))
                        | stoneBits(board.at(p + 1)) | stoneBits(board.at(p + stride));
                if (reaches == Board.BLACK) {
                    diff++;
                } else if (reaches == Board.WHITE) {
                    diff--;
                }
            }
        }
        return diff;
    }

    private static int stoneBits(int code) {
        return code == Board.BORDER ? 0 : code;
    }
}
