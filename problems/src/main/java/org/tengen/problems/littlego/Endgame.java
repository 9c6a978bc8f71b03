package org.tengen.problems.littlego;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * The end of the game searched by negamax with alpha-beta over every legal move and the pass, deeper and
 * deeper (2, 4, 6 ... plies) until the search reaches the end of the game: the move limit, or a pass right
 * after a pass. There the stones on the board are counted with White's komi, so the last depth is exact:
 * the value is the mover's final lead in half points (the preset's komi 2.5 makes it odd, never a draw) against best
 * play. Short of the end, a position is worth its stone lead as it stands. A transposition table keyed by
 * the stones, the ko point, the side to move, the moves left and a pending pass keeps each position's
 * value, how deep it was searched and its best move, tried first next time. A budget of nodes and a
 * deadline stop the search; the answer is then the deepest search completed.
 */
final class Endgame {
    /** A move's value can't reach this: 25 stones a side and the komi. */
    private static final int INFINITY = 1000;
    private static final int PASS = Geometry.NO_POINT;
    /** The transposition table's size for a long search: 2^18 slots (3.4 MB); short ones need much less. */
    private static final int MAX_TABLE_BITS = 18;
    private static final int EXACT = 0;
    private static final int LOWER = 1;
    private static final int UPPER = 2;

    /**
     * The deepest search completed: its depth in plies (0 if none was), whether it reached the end of the
     * game ({@code exact}), its best move and value, and its best move that isn't a pass (NO_POINT if none
     * is legal) with that move's value; and the nodes searched in all.
     */
    record Answer(int depth, boolean exact, int point, int value, int play, int playValue, long nodes) {
    }

    private final Board board;
    private final long maxNodes;
    private final long deadlineNanos;
    private final int[][] moveLists;
    private final int[][] moveKeys;
    /** Slots of key, entry (value, bound, best move) and depth searched, always replaced. */
    private long[] tableKeys;
    private int[] tableEntries;
    private byte[] tableDepths;
    private int tableBits;
    private long nodes;
    private boolean aborted;

    /** A search on {@code board} (played on and restored), stopping after {@code maxNodes} or at the deadline. */
    Endgame(Board board, long maxNodes, long deadlineNanos) {
        this.board = board;
        this.maxNodes = maxNodes;
        this.deadlineNanos = deadlineNanos;
        this.moveLists = new int[LittleGoRules.PRESET.moveLimit() + 1][board.geometry().area() + 1];
        this.moveKeys = new int[LittleGoRules.PRESET.moveLimit() + 1][board.geometry().area() + 1];
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
        tableDepths = new byte[1 << tableBits];
        int n = moves(colour, movesLeft, opponentPassed);
        int[] rootMoves = Arrays.copyOf(moveLists[movesLeft], n);
        int[] values = new int[n];
        Answer done = new Answer(0, false, PASS, 0, PASS, 0, 0);
        for (int depth = Math.min(2, movesLeft); ; depth = Math.min(depth + 2, movesLeft)) {
            Answer a = root(colour, movesLeft, opponentPassed, depth, rootMoves, values);
            if (aborted) {
                return new Answer(done.depth(), done.exact(), done.point(), done.value(), done.play(), done.playValue(), nodes);
            }
            done = a;
            if (depth == movesLeft) {
                return done;
            }
            sortByValue(rootMoves, values);
        }
    }

    /** One search of the root's moves {@code depth} plies deep, each move's value left in {@code values}. */
    private Answer root(int colour, int movesLeft, boolean opponentPassed, int depth, int[] rootMoves, int[] values) {
        int best = PASS;
        int alpha = -INFINITY;
        int play = PASS;
        int playValue = -INFINITY;
        for (int i = 0; i < rootMoves.length; i++) {
            int p = rootMoves[i];
            // The window stays open below the best play so far, so that the best play's value is exact too.
            int v = -after(p, colour, movesLeft, depth, opponentPassed, -INFINITY, -Math.min(alpha, playValue));
            if (aborted) {
                break;
            }
            values[i] = v;
            if (v > alpha) {
                alpha = v;
                best = p;
            }
            if (p != PASS && v > playValue) {
                playValue = v;
                play = p;
            }
        }
        return new Answer(depth, depth == movesLeft, best, alpha, play, playValue, nodes);
    }

    private int negamax(int colour, int movesLeft, int depth, boolean lastWasPass, int alpha, int beta) {
        if (movesLeft == 0 || depth == 0) {
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
            if (tableDepths[slot] >= depth) {
                int v = (short) entry;
                int bound = (entry >>> 16) & 3;
                if (bound == EXACT || (bound == LOWER && v >= beta) || (bound == UPPER && v <= alpha)) {
                    return v;
                }
            }
            hint = entry >>> 18;
        }
        int n = moves(colour, movesLeft, lastWasPass);
        int[] list = moveLists[movesLeft];
        promote(list, n, hint);
        int best = -INFINITY;
        int bestMove = PASS;
        for (int i = 0; i < n; i++) {
            int v = -after(list[i], colour, movesLeft, depth, lastWasPass, -beta, -Math.max(alpha, best));
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
            // Searched to the end of the game, the value holds for any depth asked later.
            tableDepths[slot] = (byte) (depth >= movesLeft ? LittleGoRules.PRESET.moveLimit() : depth);
        }
        return best;
    }

    /** The value for the opponent of {@code colour} after {@code colour} plays {@code p} (or passes). */
    private int after(int p, int colour, int movesLeft, int depth, boolean lastWasPass, int alpha, int beta) {
        if (p == PASS) {
            if (lastWasPass) {
                return value(colour ^ 3); // a pass after a pass ends the game
            }
            board.pass();
            int v = negamax(colour ^ 3, movesLeft - 1, depth - 1, true, alpha, beta);
            board.undo();
            return v;
        }
        board.playUnchecked(p, colour);
        int v = negamax(colour ^ 3, movesLeft - 1, depth - 1, false, alpha, beta);
        board.undo();
        return v;
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

    /** Sorts the root's moves by their last values, best first (stable: equal moves keep their order). */
    private static void sortByValue(int[] moves, int[] values) {
        for (int i = 1; i < moves.length; i++) {
            insertByKey(moves, values, i, moves[i], values[i]);
        }
    }

    /**
     * Inserts {@code move} with {@code key} into the first {@code n} entries, kept highest key first; a move
     * goes after those with an equal key.
     */
    private static void insertByKey(int[] moves, int[] keys, int n, int move, int key) {
        int j = n;
        while (j > 0 && keys[j - 1] < key) {
            moves[j] = moves[j - 1];
            keys[j] = keys[j - 1];
            j--;
        }
        moves[j] = move;
        keys[j] = key;
    }

    /**
     * Fills the move list of this depth, best guesses first: a pass that ends the game, then captures
     * (the larger first), moves next to stones, the rest, and a pass that doesn't end the game last.
     */
    private int moves(int colour, int movesLeft, boolean lastWasPass) {
        int[] list = moveLists[movesLeft];
        int[] keys = moveKeys[movesLeft];
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
            insertByKey(list, keys, n++, p, key); // the lists are short
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

    /** The lead of {@code colour} in half points as the board stands: stones, komi 2.5 for White. */
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
        int blackLead = 2 * (black - white) - LittleGoRules.komiHalfPoints();
        return colour == Board.BLACK ? blackLead : -blackLead;
    }
}
