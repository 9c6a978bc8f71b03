package org.tengen.core;

import java.util.Arrays;

/**
 * Retakes on a board given without its history (a referee's bare board, as in the GTSA problem), under a
 * rule that forbids recreating any earlier board: which plays might recreate one of the last boards, in some
 * game that leads to this board.
 *
 * <p>A play recreates the board of two plies before (the one before the opponent's last play) exactly when
 * it undoes that play: the opponent put a stone on one point and took off the single stone that now goes
 * back. So the play captures exactly one stone and leaves the capturing stone alone with that point as its
 * only liberty, a ko retake ({@link #isKoShapeCapture}); and every such capture is undone by the opponent
 * playing back on the captured point, so for each one some history makes it illegal. The board of three
 * plies before (the one before the player's own previous play) comes back when that play put a stone that
 * the opponent then captured together with the stone that now goes back (often the play captures the one
 * capturing stone: "send two, return one"). After the opponent's pass neither can happen, but a suicide of
 * several stones (legal under the gtsa rules) can undo the player's previous play, or be undone. Longer
 * cycles (a triple ko, say) are not covered.
 */
public final class KoRetakes {
    private KoRetakes() {
    }

    /**
     * Whether {@code stone} on the empty point {@code p} captures exactly one stone and is then a lone stone
     * whose only liberty is the point it captured: a ko retake if the opponent just took that ko.
     *
     * @param board the position; it is read, not changed
     * @param p an empty on-board point
     * @param stone the colour that would play there
     * @return true if the play would have that shape
     */
    public static boolean isKoShapeCapture(BoardView board, int p, Stone stone) {
        if (!board.geometry().isOnBoard(p) || board.at(p) != Board.EMPTY) {
            return false;
        }
        int c = stone.code();
        int o = c ^ 3;
        int stride = board.geometry().stride();
        int captured = Geometry.NO_POINT;
        for (int n : new int[] {p - stride, p - 1, p + 1, p + stride}) {
            int cn = board.at(n);
            if (cn == Board.EMPTY || cn == c) {
                return false; // a second liberty, or a friend to join: not a lone stone in atari
            }
            if (cn == o && board.liberties(n) == 1) {
                if (board.chainSize(n) > 1 || captured != Geometry.NO_POINT) {
                    return false; // more than one stone comes off
                }
                captured = n;
            }
        }
        return captured != Geometry.NO_POINT;
    }

    /**
     * The points, indexed by point, where {@code toMove}'s play could recreate the board before the
     * opponent's last turn or before its own previous one, in some game that leads to {@code board} with
     * last turns as the flags say (suicide of several stones included, as the gtsa rules allow). After an
     * opponent's play that is a ko retake ({@link #isKoShapeCapture}), or putting back one of two stones the
     * opponent's last play may have taken, the other our previous play; after an opponent's pass, a suicide
     * that takes our previous stone off again, or putting back a stone our previous play, a suicide, took off.
     *
     * <p>Each mark is proved by playing such last turns forward from the board after the play and arriving
     * at {@code board}. Where those turns can be is bounded by what each adds and takes off: the stones our
     * previous play put down and the opponent's last play took off are exactly that play's and the new
     * one's, so both last plays lie within two steps of the new one.
     *
     * @param board the position now; it is read, not changed
     * @param toMove the colour to play
     * @param opponentPassedLast whether the opponent's last turn was a pass
     * @param ownPassedLast      whether {@code toMove}'s own previous turn was a pass
     * @return an array of {@link Geometry#length()} flags, true at the points where such a play may exist
     */
    public static boolean[] possibleRetakes(BoardView board, Stone toMove, boolean opponentPassedLast,
                                            boolean ownPassedLast) {
        Geometry g = board.geometry();
        boolean[] out = new boolean[g.length()];
        if (opponentPassedLast && ownPassedLast) {
            return out; // the boards before two passes are this one, which no play recreates
        }
        Position present = Position.of(board);
        Board work = present.toBoard();
        work.setSimpleKo(false);
        work.setSuicideRule(SuicideRule.ALL);
        int us = toMove.code();
        long presentHash = work.hash();
        for (int z : g.points()) {
            if (work.at(z) != Board.EMPTY) {
                continue;
            }
            if (!opponentPassedLast && isKoShapeCapture(board, z, toMove)) {
                out[z] = true;
                continue;
            }
            if (opponentPassedLast || !ownPassedLast) {
                work.playUnchecked(z, us);
                out[z] = ourPlayGivesBack(work, present, presentHash, us, near(g, z), !opponentPassedLast);
                work.undo();
            }
        }
        return out;
    }

    /** The points of the board within two steps of {@code z}, {@code z} left out. */
    private static int[] near(Geometry g, int z) {
        int[] out = new int[12];
        int n = 0;
        int col = g.col(z);
        int row = g.row(z);
        for (int dr = -2; dr <= 2; dr++) {
            for (int dc = -2; dc <= 2; dc++) {
                int d = Math.abs(dr) + Math.abs(dc);
                if (d >= 1 && d <= 2 && g.isOnBoard(col + dc, row + dr)) {
                    out[n++] = g.point(col + dc, row + dr);
                }
            }
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * Whether a play of ours at one of {@code points} (then, if {@code thenTheirs}, one of theirs there)
     * turns {@code board} back into {@code present}.
     */
    private static boolean ourPlayGivesBack(Board board, Position present, long presentHash, int us, int[] points,
                                            boolean thenTheirs) {
        for (int x : points) {
            if (board.at(x) != Board.EMPTY) {
                continue;
            }
            board.playUnchecked(x, us);
            boolean back = thenTheirs ? theirPlayGivesBack(board, present, presentHash, us ^ 3, points)
                    : same(board, present, presentHash);
            board.undo();
            if (back) {
                return true;
            }
        }
        return false;
    }

    /** Whether a play of {@code them} at one of {@code points} turns {@code board} into {@code present}. */
    private static boolean theirPlayGivesBack(Board board, Position present, long presentHash, int them, int[] points) {
        for (int y : points) {
            if (board.at(y) != Board.EMPTY || present.atPoint(y) != them) {
                continue; // their last stone stands on the board now
            }
            board.playUnchecked(y, them);
            boolean same = same(board, present, presentHash);
            board.undo();
            if (same) {
                return true;
            }
        }
        return false;
    }

    /** Whether the board's stones are {@code present}'s; the hash first, since it nearly always differs. */
    private static boolean same(Board board, Position present, long presentHash) {
        return board.hash() == presentHash && Position.of(board).equals(present);
    }
}
