package org.tengen.core;

/**
 * Ko retakes on a board given without its history (a referee's bare board, as in the GTSA problem), where a
 * ko the opponent may just have taken is unknown.
 *
 * <p>A play recreates the board of two plies before exactly when it undoes the opponent's last play: that
 * play put a stone on one point and took off the single stone that now goes back. So the play must capture
 * exactly one stone and leave the capturing stone alone with that point as its only liberty (the shape of
 * a ko retake); conversely, every such capture is undone by the opponent playing back on the captured
 * point, so for each one some history consistent with the board makes it the illegal immediate retake.
 * Only the opponent's last turn being a pass rules that out. Longer cycles (superko over more plies) are not
 * covered: no rule on the bare board can see them.
 */
public final class KoRetakes {
    private KoRetakes() {
    }

    /**
     * Whether {@code stone} on the empty point {@code p} captures exactly one stone and is then a lone stone
     * whose only liberty is the point it captured: a ko retake if the opponent just took that ko.
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
     * The points, indexed by point, where {@code toMove}'s play could be the immediate retake of a ko the
     * opponent just took: every ko-shape capture, or none when the opponent's last turn was a pass.
     */
    public static boolean[] possibleImmediateRetakes(BoardView board, Stone toMove, boolean opponentPassedLast) {
        Geometry g = board.geometry();
        boolean[] out = new boolean[g.length()];
        if (!opponentPassedLast) {
            for (int p : g.points()) {
                out[p] = isKoShapeCapture(board, p, toMove);
            }
        }
        return out;
    }
}
