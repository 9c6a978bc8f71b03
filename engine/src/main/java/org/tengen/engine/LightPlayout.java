package org.tengen.engine;

import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * The light playout the benchmarks time ({@code tengen bench}, JMH's {@code PlayoutBench}): each side plays
 * the {@link LightPolicy}'s uniformly random legal move that does not fill one of its own eyes, and passes
 * when none is left; two passes in a row end the playout, which is then counted by area (Tromp-Taylor). The
 * board is played on in place, with undo switched off; copy it first to keep it. The search plays its own
 * playouts, with the {@link KnowledgePolicy} (see {@link Worker}).
 */
public final class LightPlayout {
    private final LightPolicy policy;
    private int moves;

    public LightPlayout(FastRandom random) {
        this.policy = new LightPolicy(random);
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
            int p = policy.choose(board, c, Geometry.NO_POINT);
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
        return policy.choose(board, c, Geometry.NO_POINT);
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
                int reaches = emptyPointOwner(board, p, stride);
                if (reaches == Board.BLACK) {
                    diff++;
                } else if (reaches == Board.WHITE) {
                    diff--;
                }
            }
        }
        return diff;
    }

    /**
     * The owner of the empty point {@code p} at a playout's end, where every empty point is an eye or a point
     * nobody may fill, so its neighbours tell whose it is: the colours of the stones next to it ({@link Board#BLACK},
     * {@link Board#WHITE}, both bits for nobody's, or 0); the border counts for neither side.
     */
    static int emptyPointOwner(Board board, int p, int stride) {
        return stoneBits(board.at(p - stride)) | stoneBits(board.at(p - 1))
                | stoneBits(board.at(p + 1)) | stoneBits(board.at(p + stride));
    }

    private static int stoneBits(int code) {
        return code == Board.BORDER ? 0 : code;
    }
}
