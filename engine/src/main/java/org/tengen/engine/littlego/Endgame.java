package org.tengen.engine.littlego;

import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * The end of the game searched exactly: with few moves left before the limit, negamax with alpha-beta
 * over every legal move and the pass, down to the end of the game (the move limit, or a pass right after
 * a pass), scoring the stones on the board and White's komi. The value is the mover's final lead in half
 * points (komi 2.5 makes it odd, so never a draw) against best play. A transposition table keyed by the
 * stones, the ko point, the side to move, the moves left and a pending pass keeps what each position was
 * found worth, and which move was best there, to try it first. A budget of nodes and a deadline
 * stop it early; then it has no answer and the caller searches otherwise.
 */
final class Endgame {
    /** A move's value can't reach this: 25 stones a side and the komi. */
    private static final int INFINITY = 1000;
    private static final int KOMI_HALF_POINTS = 5;
    private static final int PASS = Geometry.NO_POINT;

    /**
     * The best move and its value, and the best move that isn't a pass (NO_POINT if none is legal) with its
     * value; {@code solved == false} when the budget ran out first.
     */
    record Answer(boolean solved, int point, int value, int play, int playValue, long nodes) {
    }

    /** The transposition table's size for a long search: 2^18 slots (3 MB); short ones need much less. */
    private static final int MAX_TABLE_BITS = 18;
    private static final int EXACT = 0;
    private static final int LOWER = 1;
    private static final int UPPER = 2;

    /** Slots of key and entry (value, bound, best move), always replaced; made for each {@link #solve}. */
    private long[] tableKeys;
    private int[] tableEntries;
    private int tableBits;
    private final Board board;
    private final long maxNodes;
    private final long deadlineNanos;
    private final int[][] moveLists;
    private final int[][] moveKeys;
    private long nodes;
    private boolean aborted;

    /** A search on {@code board} (played on and restored), stopping after {@code maxNodes} or at the deadline. */
    Endgame(Board board, long maxNodes, long deadlineNanos) {
        this.board = board;
        this.maxNodes = maxNodes;
        this.deadlineNanos = deadlineNanos;
        this.moveLists = new int[MoveCount.LIMIT + 1][board.geometry().area() + 1];
        this.moveKeys = new int[MoveCount.LIMIT + 1][board.geometry().area() + 1];
    }

    /**
     * The best move for colour code {@code colour} with {@code movesLeft} moves to the limit (this one
     * included); {@code opponentPassed}: the last move was a pass, so passing now ends the game.
     */
    Answer solve(int colour, int movesLeft, boolean opponentPassed) {
        board.setUndoEnabled(true);
        tableBits = Math.min(MAX_TABLE_BITS, 8 + movesLeft);
        tableKeys = new long[1 << tableBits];
        tableEntries = new int[1 << tableBits];
        int n = moves(colour, movesLeft, opponentPassed);
        int best = PASS;
        int alpha = -INFINITY;
        int play = PASS;
        int playValue = -INFINITY;
        for (int i = 0; i < n && !aborted; i++) {
            int p = moveLists[movesLeft][i];
            // The window stays open below the best play so far, so that the best play's value is exact too.
            int v = -after(p, colour, movesLeft, opponentPassed, -INFINITY, -Math.min(alpha, playValue));
            if (aborted) {
                break;
            }
            if (v > alpha) {
                alpha = v;
                best = p;
            }
            if (p != PASS && v > playValue) {
                playValue = v;
                play = p;
            }
        }
        return new Answer(!aborted, best, alpha, play, playValue, nodes);
    }

    private int negamax(int colour, int movesLeft, boolean lastWasPass, int alpha, int beta) {
        if (movesLeft == 0) {
            return value(colour);
        }
        if ((++nodes & 1023) == 0 && (nodes > maxNodes || System.nanoTime() > deadlineNanos)) {
            aborted = true;
        }
        if (aborted) {
            return 0;
        }
        long key = key(colour, movesLeft, lastWasPass);
        int slot = (int) (key >>> (64 - tableBits));
        int hint = -1;
        if (tableKeys[slot] == key) {
            int entry = tableEntries[slot];
            int v = (short) entry;
            int bound = (entry >>> 16) & 3;
            if (bound == EXACT || (bound == LOWER && v >= beta) || (bound == UPPER && v <= alpha)) {
                return v;
            }
            hint = entry >>> 18;
        }
        int n = moves(colour, movesLeft, lastWasPass);
        int[] list = moveLists[movesLeft];
        promote(list, n, hint);
        int best = -INFINITY;
        int bestMove = PASS;
        for (int i = 0; i < n; i++) {
            int v = -after(list[i], colour, movesLeft, lastWasPass, -beta, -Math.max(alpha, best));
            if (v > best) {
                best = v;
                bestMove = list[i];
                if (best >= beta) {
                    break;
                }
            }
        }
        if (!aborted) {
            int bound = best >= beta ? LOWER : best <= alpha ? UPPER : EXACT;
            tableKeys[slot] = key;
            tableEntries[slot] = (best & 0xFFFF) | bound << 16 | bestMove << 18;
        }
        return best;
    }

    /** The position's key: stones, ko point, side to move, moves left and a pending pass. */
    private long key(int colour, int movesLeft, boolean lastWasPass) {
        long k = board.hash() ^ (board.koPoint() + 1L) * 0x9E3779B97F4A7C15L ^ (movesLeft * 4L + colour
                + (lastWasPass ? 128 : 0)) * 0xC2B2AE3D27D4EB4FL;
        return k ^ (k >>> 29);
    }

    /** Moves {@code hint} (the best move found here before) to the front of the list, if it is there. */
    private static void promote(int[] list, int n, int hint) {
        for (int i = 1; i < n; i++) {
            if (list[i] == hint) {
                System.arraycopy(list, 0, list, 1, i);
                list[0] = hint;
                return;
            }
        }
    }

    /** The value for the opponent of {@code colour} after {@code colour} plays {@code p} (or passes). */
    private int after(int p, int colour, int movesLeft, boolean lastWasPass, int alpha, int beta) {
        if (p == PASS) {
            if (lastWasPass) {
                return value(colour ^ 3); // a pass after a pass ends the game
            }
            board.pass();
            int v = negamax(colour ^ 3, movesLeft - 1, true, alpha, beta);
            board.undo();
            return v;
        }
        board.playUnchecked(p, colour);
        int v = negamax(colour ^ 3, movesLeft - 1, false, alpha, beta);
        board.undo();
        return v;
    }

    /**
     * Fills the move list of this depth, best guesses first: a pass that ends the game, then captures
     * (the larger first), moves next to stones, the rest, and a pass that doesn't end the game last.
     */
    private int moves(int colour, int depth, boolean lastWasPass) {
        int[] list = moveLists[depth];
        int[] keys = moveKeys[depth];
        int n = 0;
        if (lastWasPass) {
            list[n] = PASS;
            keys[n++] = Integer.MAX_VALUE;
        }
        int stride = board.geometry().stride();
        for (int i = 0, empty = board.emptyCount(); i < empty; i++) {
            int p = board.emptyAt(i);
            if (!board.isLegal(p, colour)) {
                continue;
            }
            int key = urgency(p - stride, colour) + urgency(p - 1, colour) + urgency(p + 1, colour)
                    + urgency(p + stride, colour);
            // Insertion by key, highest first; the lists are short.
            int j = n++;
            while (j > 0 && keys[j - 1] < key) {
                list[j] = list[j - 1];
                keys[j] = keys[j - 1];
                j--;
            }
            list[j] = p;
            keys[j] = key;
        }
        if (!lastWasPass) {
            list[n] = PASS;
            keys[n++] = Integer.MIN_VALUE;
        }
        return n;
    }

    /** How much a neighbour {@code q} makes a move urgent: a capture most, saving a chain in atari next. */
    private int urgency(int q, int colour) {
        int c = board.at(q);
        if (c == (colour ^ 3)) {
            return board.liberties(q) == 1 ? 100 * board.chainSize(q) : 2;
        }
        if (c == colour) {
            return board.liberties(q) == 1 ? 50 : 1;
        }
        return 0;
    }

    /** The final lead of {@code colour} in half points: stones on the board, komi 2.5 for White. */
    private int value(int colour) {
        int black = 0;
        int white = 0;
        for (int p : board.geometry().points()) {
            int c = board.at(p);
            if (c == Board.BLACK) {
                black++;
            } else if (c == Board.WHITE) {
                white++;
            }
        }
        int blackLead = 2 * (black - white) - KOMI_HALF_POINTS;
        return colour == Board.BLACK ? blackLead : -blackLead;
    }
}
