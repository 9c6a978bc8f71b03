package org.tengen.engine;

import org.tengen.core.Board;

/**
 * Liberty questions a playout and the priors ask about one point, answered from the board's chain lists
 * without playing the move: a chain's last liberty, and how many liberties a new stone would have. Public
 * for the move features ({@code org.tengen.engine.features}).
 */
public final class Atari {
    private Atari() {
    }

    /** A liberty of the chain at {@code p} (the only one when it is in atari), or 0 if it has none. */
    static int liberty(Board board, int p) {
        return libertyOtherThan(board, p, 0); // point 0 is off the board, never a liberty
    }

    /** A liberty of the chain at {@code p} other than {@code except}, or 0 if it has none. */
    static int libertyOtherThan(Board board, int p, int except) {
        int s = board.geometry().stride();
        int q = p;
        do {
            // Unrolled: playouts ask this for every chain the last move touches.
            if (q - s != except && board.at(q - s) == Board.EMPTY) {
                return q - s;
            }
            if (q - 1 != except && board.at(q - 1) == Board.EMPTY) {
                return q - 1;
            }
            if (q + 1 != except && board.at(q + 1) == Board.EMPTY) {
                return q + 1;
            }
            if (q + s != except && board.at(q + s) == Board.EMPTY) {
                return q + s;
            }
            q = board.nextInChain(q);
        } while (q != p);
        return 0;
    }

    /**
     * The liberties a stone of colour {@code c} on the empty point {@code p} would have, counted up to 2
     * (2 means two or more). Capturing a neighbour counts as two: the captured points become liberties.
     */
    public static int libertiesAfter(Board board, int p, int c) {
        int s = board.geometry().stride();
        int o = c ^ 3;
        int first = 0;
        boolean friend = false;
        for (int i = 0; i < 4; i++) {
            int q = neighbour(p, i, s);
            int v = board.at(q);
            if (v == Board.EMPTY) {
                if (first == 0) {
                    first = q;
                } else if (q != first) {
                    return 2;
                }
            } else if (v == c) {
                if (board.liberties(q) >= 3) {
                    return 2; // keeps at least two liberties besides p
                }
                friend = true;
            } else if (v == o && board.liberties(q) == 1) {
                return 2;
            }
        }
        if (friend) {
            int seen1 = 0;
            for (int i = 0; i < 4; i++) {
                int q = neighbour(p, i, s);
                if (board.at(q) != c) {
                    continue;
                }
                int h = board.chainHead(q);
                if (h == seen1) {
                    continue;
                }
                seen1 = h;
                int r = q;
                do {
                    for (int j = 0; j < 4; j++) {
                        int l = neighbour(r, j, s);
                        if (l != p && board.at(l) == Board.EMPTY) {
                            if (first == 0) {
                                first = l;
                            } else if (l != first) {
                                return 2;
                            }
                        }
                    }
                    r = board.nextInChain(r);
                } while (r != q);
            }
        }
        return first == 0 ? 0 : 1;
    }

    /**
     * Whether {@code c} at {@code p} joins a chain of its own and leaves it in atari without capturing: the
     * self-atari of a larger chain, which playouts avoid. A lone stone in atari (a throw-in) is not one.
     */
    static boolean isSelfAtariOfChain(Board board, int p, int c) {
        int s = board.geometry().stride();
        if (board.at(p - s) != c && board.at(p - 1) != c && board.at(p + 1) != c && board.at(p + s) != c) {
            return false;
        }
        return libertiesAfter(board, p, c) < 2;
    }

    /** Whether {@code c} at {@code p} captures at least one opponent chain. */
    static boolean captures(Board board, int p, int c) {
        int s = board.geometry().stride();
        int o = c ^ 3;
        return board.at(p - s) == o && board.liberties(p - s) == 1 || board.at(p - 1) == o && board.liberties(p - 1) == 1
                || board.at(p + 1) == o && board.liberties(p + 1) == 1 || board.at(p + s) == o && board.liberties(p + s) == 1;
    }

    static int neighbour(int p, int i, int stride) {
        return switch (i) {
            case 0 -> p - stride;
            case 1 -> p - 1;
            case 2 -> p + 1;
            default -> p + stride;
        };
    }
}
