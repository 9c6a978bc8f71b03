package org.tengen.engine.solve;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.BoardView;

/**
 * One thread's alpha-beta (negamax, fail-soft) over the exact final margin, with no depth limit: a line ends
 * only with two passes, and superko makes every line finite. A node's value is from the side to move's view.
 *
 * <h2>The transposition table and the history (graph-history interaction)</h2>
 *
 * Under superko a position's value depends on the positions before it. The table is keyed by the position,
 * the side to move and a pending pass (the smallest key over the board's symmetries), and two rules keep it
 * sound:
 * <ol>
 *   <li><b>Store only history-free results.</b> Each search reports the shallowest ply of a line position that
 *       refused a move anywhere in it (superko). A node at ply d stores its result only if that ply is d or
 *       deeper: every refusal was against the node itself or a position below it, so the same search unfolds
 *       under any history before the node.</li>
 *   <li><b>Reuse only where the history cannot interfere.</b> A stored result could still be wrong after another
 *       history if that history holds a position the stored search went through (that move would now be refused).
 *       Each entry keeps the cells where its search removed stones (captures, suicides); every position it went
 *       through keeps the node's other stones. So an earlier position of the current line that differs from the
 *       node at one of those kept stones cannot be in it. An entry is used only if every earlier position of the
 *       line (the game before the root included) differs so, or is the node's own position.</li>
 * </ol>
 * With both rules a stored bound is used only where the search it stands for would unfold the same, so it is
 * exact (64-bit key collisions aside). The price: results that did meet the history are searched again.
 *
 * <p>Move order: the table's move, a pending pass (it ends the game: an exact leaf), two killer moves a ply,
 * then the history heuristic. Benson's unconditional life bounds the margin statically ({@link SafePoints}).
 */
final class Searcher {
    /** Thrown to unwind a search that was told to stop. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("stopped", null, false, false);
        }
    }

    /** No refusal below: the ply reported by a search that met no superko refusal. */
    private static final int CLEAN = Integer.MAX_VALUE;

    final Cells cells;
    final Board board;
    final boolean situational;
    final TranspositionTable table;
    final boolean useSafePoints;
    private final int nsym;
    private final int area;
    private final PathSet path;
    private final AreaCount count;
    private final SafePoints safePoints;
    /** The game before the root: each position's stones as cell masks, and its superko key. */
    private final int[] priorBlack;
    private final int[] priorWhite;
    private final long[] priorKeys;

    private int toMove;
    private final long[] positionHash;
    private final int[] symmetry = new int[1];
    private int[][] moves;
    private int[][] scores;
    private int[][] killers;
    private final int[][] history;
    private boolean[] passPending;
    /** The line: at each ply, the node's stones as cell masks and its superko key. */
    private int[] lineBlack;
    private int[] lineWhite;
    private long[] lineKeys;

    /** What the last search returned besides its value: the shallowest refusing ply, and its capture cells. */
    private int refusedAt;
    private int captured;

    /**
     * A guessing search ignores both rules: it reuses every result whatever the history, so its value is only
     * a guess: a good first guess for MTD(f).
     */
    boolean guessing;

    long nodes;
    volatile long nodesSeen;
    volatile boolean stop;

    /**
     * @param cells the board's cells and symmetries
     * @param board the root position, owned by this searcher from now on (played on and taken back)
     * @param toMove the colour code to move at the root
     * @param passPending whether the last move before the root was a pass (another one ends the game)
     * @param situational situational superko (else positional)
     * @param priorBoards the positions of the game before the root (the root's own included or not), with
     *     {@code priorSides[i]} the side to move in each
     * @param table where results go
     * @param useSafePoints whether to bound the margin by Benson's unconditional life
     */
    Searcher(Cells cells, Board board, int toMove, boolean passPending, boolean situational, BoardView[] priorBoards,
             int[] priorSides, TranspositionTable table, boolean useSafePoints) {
        this.cells = cells;
        this.board = board;
        // Superko refuses every simple-ko recapture too; leaving that to it lets each refusal be seen and
        // charged to the line position it repeats (the board's ko point is not in the table key).
        board.setSimpleKo(false);
        this.toMove = toMove;
        this.situational = situational;
        this.table = table;
        this.useSafePoints = useSafePoints;
        this.nsym = cells.symmetries();
        this.area = cells.area;
        this.path = new PathSet();
        this.count = new AreaCount(cells);
        this.safePoints = new SafePoints(cells);
        this.history = new int[3][area + 1];
        this.positionHash = new long[nsym];
        allocate(64);
        this.passPending[0] = passPending;
        int n = priorBoards.length;
        priorBlack = new int[n];
        priorWhite = new int[n];
        priorKeys = new long[n];
        for (int i = 0; i < n; i++) {
            priorBlack[i] = mask(priorBoards[i], Board.BLACK);
            priorWhite[i] = mask(priorBoards[i], Board.WHITE);
            priorKeys[i] = priorBoards[i].hash() ^ sideKey(priorSides[i]);
            path.add(priorKeys[i], -1);
        }
        lineKeys[0] = superkoKey(toMove);
        path.add(lineKeys[0], 0);
    }

    private int mask(BoardView b, int colour) {
        int m = 0;
        for (int i = 0; i < area; i++) {
            if (b.at(cells.cellPoint[i]) == colour) {
                m |= 1 << i;
            }
        }
        return m;
    }

    private void allocate(int plies) {
        int old = moves == null ? 0 : moves.length;
        moves = grow(moves, plies, area + 1);
        scores = grow(scores, plies, area + 1);
        killers = grow(killers, plies, 2);
        for (int i = old; i < plies; i++) {
            killers[i][0] = -1;
            killers[i][1] = -1;
        }
        passPending = passPending == null ? new boolean[plies] : Arrays.copyOf(passPending, plies);
        lineBlack = lineBlack == null ? new int[plies] : Arrays.copyOf(lineBlack, plies);
        lineWhite = lineWhite == null ? new int[plies] : Arrays.copyOf(lineWhite, plies);
        lineKeys = lineKeys == null ? new long[plies] : Arrays.copyOf(lineKeys, plies);
    }

    private static int[][] grow(int[][] a, int n, int width) {
        int[][] b = new int[n][];
        for (int i = 0; i < n; i++) {
            b[i] = a != null && i < a.length ? a[i] : new int[width];
        }
        return b;
    }

    private long sideKey(int nextToMove) {
        return situational && nextToMove == Board.WHITE ? Keys.SUPERKO_WHITE : 0L;
    }

    /** The superko key of the board with {@code nextToMove} to move: the stones, plus the side under situational superko. */
    long superkoKey(int nextToMove) {
        return board.hash() ^ sideKey(nextToMove);
    }

    /** {@return the colour code to move at the current node} */
    int toMove() {
        return toMove;
    }

    /**
     * The position hash of {@code board} under each of the symmetries of {@code cells}, into {@code out}, and
     * the board's stones as cell masks into {@code masks} (black, white).
     */
    static void hashes(Cells cells, BoardView board, long[] out, int[] masks) {
        int nsym = cells.symmetries();
        Arrays.fill(out, 0, nsym, 0L);
        int black = 0;
        int white = 0;
        for (int i = 0; i < cells.area; i++) {
            int c = board.at(cells.cellPoint[i]);
            if (c != Board.EMPTY) {
                if (c == Board.BLACK) {
                    black |= 1 << i;
                } else {
                    white |= 1 << i;
                }
                long[] keys = Keys.CELL[c];
                for (int s = 0; s < nsym; s++) {
                    out[s] ^= keys[cells.map[s][i]];
                }
            }
        }
        masks[0] = black;
        masks[1] = white;
    }

    private final int[] masks = new int[2];

    /** The table key of the current node at {@code ply}; sets its stone masks and the symmetry that gave the key. */
    private long nodeKey(int ply) {
        hashes(cells, board, positionHash, masks);
        lineBlack[ply] = masks[0];
        lineWhite[ply] = masks[1];
        long side = toMove == Board.WHITE ? Keys.TABLE_WHITE : 0L;
        long best = 0;
        int bestS = 0;
        for (int s = 0; s < nsym; s++) {
            long k = Keys.combine(positionHash[s] ^ side, passPending[ply] ? Keys.PASS_PENDING : 0L);
            if (s == 0 || Long.compareUnsigned(k, best) < 0) {
                best = k;
                bestS = s;
            }
        }
        symmetry[0] = bestS;
        return best;
    }

    /** A cell mask taken through a symmetry's permutation ({@code map} or {@code inverse}). */
    private static int permute(int mask, int[] perm) {
        int out = 0;
        while (mask != 0) {
            int i = Integer.numberOfTrailingZeros(mask);
            mask &= mask - 1;
            out |= 1 << perm[i];
        }
        return out;
    }

    /**
     * Rule 2: whether a stored search from the node at {@code ply}, which removed stones only on
     * {@code capturedCells}, cannot have gone through an earlier position of the line.
     */
    private boolean reusable(int ply, int capturedCells) {
        int black = lineBlack[ply];
        int white = lineWhite[ply];
        int kept = (black | white) & ~capturedCells;
        int keptBlack = black & kept;
        int keptWhite = white & kept;
        long own = lineKeys[ply];
        for (int i = 0; i < ply; i++) {
            if ((lineBlack[i] & kept) == keptBlack && (lineWhite[i] & kept) == keptWhite && lineKeys[i] != own) {
                return false;
            }
        }
        for (int i = 0; i < priorKeys.length; i++) {
            if ((priorBlack[i] & kept) == keptBlack && (priorWhite[i] & kept) == keptWhite && priorKeys[i] != own) {
                return false;
            }
        }
        return true;
    }

    /**
     * Searches the node at {@code ply} (set up by the caller, its superko key in the line) with the window
     * (alpha, beta). Afterwards {@link #refusedAt} and {@link #captured} describe the search.
     *
     * @return the value from the side to move's view: exact inside the window, a bound outside it
     */
    int search(int alpha, int beta, int ply) {
        if (++nodes % 4096 == 0) {
            nodesSeen = nodes;
            if (stop) {
                throw new Stopped();
            }
        }
        if (ply + 2 >= moves.length) {
            allocate(moves.length * 2);
        }
        if (alpha >= area || beta <= -area) { // no margin lies beyond the whole board
            refusedAt = CLEAN;
            captured = 0;
            return alpha >= area ? area : -area;
        }
        long key = nodeKey(ply);
        int sym = symmetry[0];
        int slot = table.find(key);
        int ttMove = -1;
        if (slot >= 0) {
            int entry = table.entryAt(slot);
            int m = TranspositionTable.move(entry);
            if (m == TranspositionTable.PASS) {
                ttMove = area;
            } else if (m != TranspositionTable.NO_MOVE) {
                ttMove = cells.inverse[sym][m];
            }
            int lo = TranspositionTable.lower(entry);
            int hi = TranspositionTable.upper(entry);
            if (lo >= beta || hi <= alpha || lo == hi || lo > alpha || hi < beta) {
                int cap = permute(table.capturesAt(slot), cells.inverse[sym]);
                if (guessing || reusable(ply, cap)) {
                    if (lo >= beta || hi <= alpha || lo == hi) {
                        refusedAt = CLEAN;
                        captured = cap;
                        return lo >= beta ? lo : hi <= alpha ? hi : lo;
                    }
                    alpha = Math.max(alpha, lo);
                    beta = Math.min(beta, hi);
                }
            }
        }
        if (useSafePoints) {
            int safe = safePoints.count(board);
            int blackSafe = safe >>> 8;
            int whiteSafe = safe & 0xFF;
            if (blackSafe + whiteSafe > 0) {
                int lo = 2 * blackSafe - area;
                int hi = area - 2 * whiteSafe;
                if (toMove == Board.WHITE) {
                    int t = -lo;
                    lo = -hi;
                    hi = t;
                }
                if (lo >= beta || lo == hi || hi <= alpha) {
                    refusedAt = CLEAN;
                    captured = 0;
                    return lo >= beta || lo == hi ? lo : hi;
                }
            }
        }
        long startNodes = nodes;
        int alphaIn = alpha;
        int me = toMove;
        int other = me ^ 3;
        boolean pending = passPending[ply];
        int stones = lineBlack[ply] | lineWhite[ply];
        int refused = CLEAN;
        int caps = 0;

        // Candidates: every empty point the board allows (simple ko, suicide rule), and the pass (cell = area).
        int[] list = moves[ply];
        int[] score = scores[ply];
        int n = 0;
        for (int i = 0; i < area; i++) {
            int p = cells.cellPoint[i];
            if (board.at(p) == Board.EMPTY && board.isLegal(p, me)) {
                list[n] = i;
                score[n] = history[me][i];
                n++;
            }
        }
        list[n] = area;
        score[n] = pending ? Integer.MAX_VALUE - 1 : history[me][area];
        n++;
        for (int k = 0; k < n; k++) {
            int m = list[k];
            if (m == ttMove) {
                score[k] = Integer.MAX_VALUE;
            } else if (m == killers[ply][0]) {
                score[k] = Math.max(score[k], (1 << 29) + 1);
            } else if (m == killers[ply][1]) {
                score[k] = Math.max(score[k], 1 << 29);
            }
        }

        int best = -TranspositionTable.INF;
        int bestMove = -1;
        for (int k = 0; k < n; k++) {
            // Selection sort step: the best remaining candidate first.
            int top = k;
            for (int j = k + 1; j < n; j++) {
                if (score[j] > score[top]) {
                    top = j;
                }
            }
            int m = list[top];
            list[top] = list[k];
            score[top] = score[k];
            list[k] = m;

            int value;
            if (m == area) {
                if (pending) {
                    nodes++;
                    int margin = count.margin(board);
                    value = me == Board.BLACK ? margin : -margin;
                } else {
                    board.pass();
                    long sk = superkoKey(other);
                    path.add(sk, ply + 1);
                    enter(ply, sk, other, true);
                    value = -search(-beta, -Math.max(alpha, best), ply + 1);
                    refused = Math.min(refused, refusedAt);
                    caps |= captured;
                    toMove = me;
                    path.remove(sk);
                    board.undo();
                }
            } else {
                int p = cells.cellPoint[m];
                int emptyBefore = board.emptyCount();
                board.playUnchecked(p, me);
                long sk = superkoKey(other);
                int at = path.plyOf(sk);
                if (at != Integer.MAX_VALUE) {
                    refused = Math.min(refused, at); // superko: this refusal depends on the line at that ply
                    board.undo();
                    continue;
                }
                if (board.emptyCount() != emptyBefore - 1) {
                    caps |= stones & ~stonesNow(); // the cells this move emptied
                }
                path.add(sk, ply + 1);
                enter(ply, sk, other, false);
                value = -search(-beta, -Math.max(alpha, best), ply + 1);
                refused = Math.min(refused, refusedAt);
                caps |= captured;
                toMove = me;
                path.remove(sk);
                board.undo();
            }
            if (value > best) {
                best = value;
                bestMove = m;
                if (best >= beta) {
                    if (m != area && killers[ply][0] != m) {
                        killers[ply][1] = killers[ply][0];
                        killers[ply][0] = m;
                    }
                    history[me][m] += 1 + (int) Math.min(1 << 12, nodes - startNodes);
                    if (history[me][m] > (1 << 28)) {
                        for (int[] h : history) {
                            for (int i = 0; i < h.length; i++) {
                                h[i] >>= 1;
                            }
                        }
                    }
                    break;
                }
            }
        }
        if (refused >= ply || guessing) { // rule 1: nothing above this node refused a move in its search
            int lo = best >= beta ? best : (best > alphaIn ? best : -TranspositionTable.INF);
            int hi = best <= alphaIn ? best : (best < beta ? best : TranspositionTable.INF);
            int stored = bestMove == area ? TranspositionTable.PASS : cells.map[sym][bestMove];
            long work = nodes - startNodes;
            table.store(key, lo, hi, stored, 64 - Long.numberOfLeadingZeros(work), permute(caps, cells.map[sym]));
        }
        refusedAt = refused;
        captured = caps;
        return best;
    }

    /** {@return the cells with a stone now} */
    private int stonesNow() {
        int m = 0;
        for (int i = 0; i < area; i++) {
            if (board.at(cells.cellPoint[i]) != Board.EMPTY) {
                m |= 1 << i;
            }
        }
        return m;
    }

    /** Sets up the child at ply + 1: its superko key, side to move and pending pass. */
    private void enter(int ply, long superko, int next, boolean pass) {
        toMove = next;
        passPending[ply + 1] = pass;
        lineKeys[ply + 1] = superko;
    }

    /**
     * Plays a move at {@code ply} for walking a line (the principal variation, the best moves): the cell, or
     * {@code area} for a pass. Returns false, changing nothing, if it is not legal.
     */
    boolean playAt(int move, int ply) {
        if (ply + 2 >= moves.length) {
            allocate(moves.length * 2);
        }
        nodeKey(ply); // the node's stone masks, for the reuse check below it
        int me = toMove;
        if (move == cells.area) {
            board.pass();
            long sk = superkoKey(me ^ 3);
            path.add(sk, ply + 1);
            enter(ply, sk, me ^ 3, true);
            return true;
        }
        int p = cells.cellPoint[move];
        if (board.at(p) != Board.EMPTY || !board.isLegal(p, me)) {
            return false;
        }
        board.playUnchecked(p, me);
        long sk = superkoKey(me ^ 3);
        if (path.plyOf(sk) != Integer.MAX_VALUE) {
            board.undo();
            return false;
        }
        path.add(sk, ply + 1);
        enter(ply, sk, me ^ 3, false);
        return true;
    }

    /** Takes back a move made with {@link #playAt} at {@code ply}. */
    void undoAt(int ply) {
        path.remove(lineKeys[ply + 1]);
        board.undo();
        toMove ^= 3;
    }

    /** {@return whether a pass is pending at {@code ply}} */
    boolean passPending(int ply) {
        return passPending[ply];
    }

    /** {@return the margin if the game ended now: Black's area minus White's} */
    int margin() {
        return count.margin(board);
    }
}
