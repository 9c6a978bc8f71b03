package org.tengen.engine.solve;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.SuicideRule;

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
 *       Each entry keeps two records of what its search went through (every node it reached, each move's
 *       position included, and what the entries it reused went through), and each rules positions out:
 *       <ul>
 *         <li>the cells where it removed stones (captures, suicides): every position it went through keeps the
 *             node's other stones, so a position that differs from the node at one of those kept stones is not
 *             one of them;</li>
 *         <li>a 64-bit Bloom filter of the positions themselves (each in its smallest symmetric form, with the
 *             side to move under situational superko; two bits each): a position whose bits are not all set is
 *             not one of them. It is exact for small searches, where the captures say little, and fills up on
 *             big ones, where it says nothing and costs nothing.</li>
 *       </ul>
 *       An entry is used only if every earlier position of the line (the game before the root included) is
 *       ruled out by one of the two, or is the node's own position. A third record is a condition, not a
 *       record of positions: the cells of the pass-alive territory its static bounds counted (see
 *       {@link SafePoints}), which hold only where the owner never had a stone there; an entry is used only if
 *       no position of the line up to the node had a stone of the owner on one of those cells. (The positions
 *       between the node and the bound are the stored search's own, which met the condition.) A bound rests only on the positions of its
 *       proof (for a lower bound, one move of the side to move and every reply, down to the ends), all of which
 *       the search went through: if none of them is in the history, the proof holds there as it did.</li>
 * </ol>
 * With both rules a stored bound is used only where the search it stands for would unfold the same, so it is
 * exact: the keys are the positions themselves (two 30-bit masks, the side and the pending pass), so
 * no two positions share a key. The price: results that did meet the history are searched again.
 *
 * <p>Move order: the table's move, a pending pass (it ends the game: an exact leaf), two killer moves a ply,
 * then the history heuristic. Benson's unconditional life and the territory it makes sure of bound the margin
 * statically ({@link SafePoints}).
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
    final BitBoard bits;
    final boolean situational;
    final TranspositionTable table;
    final boolean useSafePoints;
    private final int nsym;
    private final int area;
    private final PathSet path;
    private final SafePoints safePoints;
    /** permute[s][k * 256 + b]: symmetry s applied to byte k of a mask whose value is b. */
    private final int[][] permute;
    /** The game before the root: each position's stones as cell masks, and its superko key. */
    private final int[] priorBlack;
    private final int[] priorWhite;
    private final long[] priorKeys;
    private final long[] priorBloom;

    /** The current position: the stones as cell masks, and the side to move. */
    private int black;
    private int white;
    private int toMove;
    private int symmetry;
    private int[][] moves;
    private int[][] scores;
    private int[][] killers;
    private final int[][] history;
    private boolean[] passPending;
    /** The line: at each ply, the node's stones as cell masks and its superko key. */
    private int[] lineBlack;
    private int[] lineWhite;
    private long[] lineKeys;
    /** ... and the Bloom filter bits of its canonical form (see {@link #visited}). */
    private long[] lineBloom;
    /** ... and every cell where Black (White) had a stone in that position or any before it, the game's included. */
    private int[] lineEverBlack;
    private int[] lineEverWhite;

    /**
     * What the last search returned besides its value: the shallowest refusing ply, its capture cells, and
     * (below) the positions it went through.
     */
    private int refusedAt;
    private int captured;
    /** ... and a Bloom filter of the canonical positions its search went through. */
    private long visited;
    /**
     * ... and the cells where no earlier position of the line may have had a stone for its result to hold
     * (Black's in bits 0-31, White's above): the regions its static bounds counted (see {@link SafePoints}).
     */
    private long needed;

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
     * @param root the root position (read, not changed)
     * @param suicide the suicide rule
     * @param toMove the colour code to move at the root
     * @param passPending whether the last move before the root was a pass (another one ends the game)
     * @param situational situational superko (else positional)
     * @param priorBoards the positions of the game before the root (the root's own included or not), with
     *     {@code priorSides[i]} the side to move in each
     * @param table where results go
     * @param useSafePoints whether to bound the margin by Benson's unconditional life
     */
    Searcher(Cells cells, BoardView root, SuicideRule suicide, int toMove, boolean passPending, boolean situational,
             BoardView[] priorBoards, int[] priorSides, TranspositionTable table, boolean useSafePoints) {
        this.cells = cells;
        this.bits = new BitBoard(cells.geometry.width(), cells.geometry.height(), suicide);
        this.toMove = toMove;
        this.situational = situational;
        this.table = table;
        this.useSafePoints = useSafePoints;
        this.nsym = cells.symmetries();
        this.area = cells.area;
        this.path = new PathSet();
        this.safePoints = new SafePoints(bits);
        this.history = new int[3][area + 1];
        this.permute = new int[nsym][4 * 256];
        for (int s = 0; s < nsym; s++) {
            for (int k = 0; k < 4; k++) {
                for (int b = 0; b < 256; b++) {
                    int out = 0;
                    for (int i = 0; i < 8; i++) {
                        int cell = k * 8 + i;
                        if ((b & (1 << i)) != 0 && cell < area) {
                            out |= 1 << cells.map[s][cell];
                        }
                    }
                    permute[s][k * 256 + b] = out;
                }
            }
        }
        allocate(64);
        this.passPending[0] = passPending;
        int n = priorBoards.length;
        priorBlack = new int[n];
        priorWhite = new int[n];
        priorKeys = new long[n];
        priorBloom = new long[n];
        int everBlack = 0;
        int everWhite = 0;
        for (int i = 0; i < n; i++) {
            priorBlack[i] = mask(priorBoards[i], Board.BLACK);
            priorWhite[i] = mask(priorBoards[i], Board.WHITE);
            priorKeys[i] = superkoKey(priorBlack[i], priorWhite[i], priorSides[i]);
            priorBloom[i] = bloom(canonical(priorBlack[i], priorWhite[i], priorSides[i]));
            path.add(priorKeys[i], -1);
            everBlack |= priorBlack[i];
            everWhite |= priorWhite[i];
        }
        black = mask(root, Board.BLACK);
        white = mask(root, Board.WHITE);
        lineBlack[0] = black;
        lineWhite[0] = white;
        lineKeys[0] = superkoKey(black, white, toMove);
        lineBloom[0] = bloom(canonical(black, white, toMove));
        lineEverBlack[0] = everBlack | black;
        lineEverWhite[0] = everWhite | white;
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
        lineBloom = lineBloom == null ? new long[plies] : Arrays.copyOf(lineBloom, plies);
        lineEverBlack = lineEverBlack == null ? new int[plies] : Arrays.copyOf(lineEverBlack, plies);
        lineEverWhite = lineEverWhite == null ? new int[plies] : Arrays.copyOf(lineEverWhite, plies);
    }

    private static int[][] grow(int[][] a, int n, int width) {
        int[][] b = new int[n][];
        for (int i = 0; i < n; i++) {
            b[i] = a != null && i < a.length ? a[i] : new int[width];
        }
        return b;
    }

    /**
     * The superko key of a position: the stones themselves (Black's mask in bits 0-29, White's in 30-59), plus
     * the side to move in bit 60 under situational superko. Exact: two positions never share a key.
     */
    private long superkoKey(int b, int w, int nextToMove) {
        long key = (b & 0xFFFFFFFFL) | (long) w << 30;
        return situational && nextToMove == Board.WHITE ? key | 1L << 60 : key;
    }

    /** {@return the colour code to move at the current node} */
    int toMove() {
        return toMove;
    }

    /** A cell mask taken through symmetry {@code s}. */
    private int permuted(int mask, int s) {
        int[] t = permute[s];
        return t[mask & 0xFF] | t[256 + ((mask >>> 8) & 0xFF)] | t[512 + ((mask >>> 16) & 0xFF)] | t[768 + (mask >>> 24)];
    }

    /**
     * The smallest over the board's symmetries of the stones {@code b} and {@code w} (Black's mask in bits 0-29,
     * White's in 30-59). Sets {@link #symmetry} to the symmetry that gave it.
     */
    private long smallest(int b, int w) {
        long best = Long.MAX_VALUE;
        int bestS = 0;
        for (int s = 0; s < nsym; s++) {
            long k = (permuted(b, s) & 0xFFFFFFFFL) | (long) permuted(w, s) << 30;
            if (k < best) {
                best = k;
                bestS = s;
            }
        }
        symmetry = bestS;
        return best;
    }

    /**
     * The table key of the current node at {@code ply}: its stones' {@link #smallest} form, with White to move in
     * bit 60, a pending pass in bit 61, and bit 62 set (no key is 0, the table's empty slot). Sets
     * {@link #symmetry} to the symmetry that gave it.
     */
    private long nodeKey(int ply) {
        return smallest(black, white) | (toMove == Board.WHITE ? 1L << 60 : 0L) | (passPending[ply] ? 1L << 61 : 0L)
                | 1L << 62;
    }

    /** The position's stones in their smallest symmetric form, with the side to move under situational superko. */
    private long canonical(int b, int w, int side) {
        long best = smallest(b, w);
        return situational && side == Board.WHITE ? best | 1L << 60 : best;
    }

    /** The Bloom filter bits of a canonical position. */
    private static long bloom(long canon) {
        long h = Keys.mix(canon);
        return 1L << (h & 63) | 1L << ((h >>> 6) & 63);
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

    /** Two cell masks in one long (as {@link #needed}) taken through a symmetry's permutation. */
    private static long permuteBoth(long masks, int[] perm) {
        return masks == 0 ? 0 : (permute((int) masks, perm) & 0xFFFFFFFFL) | (long) permute((int) (masks >>> 32), perm) << 32;
    }

    /**
     * Rule 2: whether a stored search from the node at {@code ply}, which removed stones only on
     * {@code capturedCells} and went only through positions in the Bloom filter {@code went}, cannot have gone
     * through an earlier position of the line; and whether the line meets what its static bounds needed
     * ({@code need}, as {@link #needed}).
     */
    private boolean reusable(int ply, int capturedCells, long went, long need) {
        if ((lineEverBlack[ply] & (int) need) != 0 || (lineEverWhite[ply] & (int) (need >>> 32)) != 0) {
            return false; // a static bound below counted a region where this line has had a stone of its owner
        }
        int black = lineBlack[ply];
        int white = lineWhite[ply];
        int kept = (black | white) & ~capturedCells;
        int keptBlack = black & kept;
        int keptWhite = white & kept;
        long own = lineKeys[ply];
        for (int i = 0; i < ply; i++) {
            if ((lineBlack[i] & kept) == keptBlack && (lineWhite[i] & kept) == keptWhite && lineKeys[i] != own
                    && (lineBloom[i] & ~went) == 0) {
                return false;
            }
        }
        for (int i = 0; i < priorKeys.length; i++) {
            if ((priorBlack[i] & kept) == keptBlack && (priorWhite[i] & kept) == keptWhite && priorKeys[i] != own
                    && (priorBloom[i] & ~went) == 0) {
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
            needed = 0;
            visited = bloom(canonical(black, white, toMove)); // the move here made this position: it counts
            return alpha >= area ? area : -area;
        }
        long key = nodeKey(ply);
        long needs = 0; // what a table entry that narrowed the window rests on
        int capsIn = 0;
        long wentIn = 0;
        int sym = symmetry;
        long canon = key & ((1L << 60) - 1) | (situational && toMove == Board.WHITE ? 1L << 60 : 0L);
        long self = bloom(canon);
        lineBloom[ply] = self;
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
                long went = table.visitedAt(slot);
                long need = permuteBoth(table.neededAt(slot), cells.inverse[sym]);
                if (guessing || reusable(ply, cap, went, need)) {
                    if (lo >= beta || hi <= alpha || lo == hi) {
                        refusedAt = CLEAN;
                        captured = cap;
                        visited = went | self;
                        needed = need;
                        return lo >= beta ? lo : hi <= alpha ? hi : lo;
                    }
                    alpha = Math.max(alpha, lo);
                    beta = Math.min(beta, hi);
                    needs = need; // the narrowed window rests on the entry
                    capsIn = cap;
                    wentIn = went;
                }
            }
        }
        int b0 = black;
        int w0 = white;
        if (useSafePoints) {
            int safe = safePoints.count(b0, w0, lineEverBlack[ply], lineEverWhite[ply]);
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
                    visited = self;
                    needed = safePoints.needed | needs;
                    return lo >= beta || lo == hi ? lo : hi;
                }
            }
        }
        long startNodes = nodes;
        int alphaIn = alpha;
        int me = toMove;
        int other = me ^ 3;
        boolean pending = passPending[ply];
        int stones = b0 | w0;
        int mine = me == Board.BLACK ? b0 : w0;
        int theirs = me == Board.BLACK ? w0 : b0;
        int refused = CLEAN;
        int caps = capsIn;
        long went = self | wentIn;
        long need = needs;

        // Candidates: every empty point (the suicide rule is checked as it is played), and the pass (cell = area).
        int[] list = moves[ply];
        int[] score = scores[ply];
        int n = 0;
        int[] hist = history[me];
        for (int empty = bits.all & ~stones; empty != 0; empty &= empty - 1) {
            int i = Integer.numberOfTrailingZeros(empty);
            list[n] = i;
            score[n] = hist[i];
            n++;
        }
        list[n] = area;
        score[n] = pending ? Integer.MAX_VALUE - 1 : hist[area];
        n++;
        int[] killer = killers[ply];
        for (int k = 0; k < n; k++) {
            int m = list[k];
            if (m == ttMove) {
                score[k] = Integer.MAX_VALUE;
            } else if (m == killer[0]) {
                score[k] = Math.max(score[k], (1 << 29) + 1);
            } else if (m == killer[1]) {
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
                    int margin = bits.margin(b0, w0);
                    value = me == Board.BLACK ? margin : -margin;
                } else {
                    long sk = superkoKey(b0, w0, other);
                    path.add(sk, ply + 1);
                    enter(ply, b0, w0, sk, other, true);
                    value = -search(-beta, -Math.max(alpha, best), ply + 1);
                    refused = Math.min(refused, refusedAt);
                    caps |= captured;
                    went |= visited;
                    need |= needed;
                    path.remove(sk);
                    leave(me, b0, w0);
                }
            } else {
                long after = bits.play(m, mine, theirs);
                if (after == -1) {
                    continue; // the suicide rule forbids it
                }
                int nb = me == Board.BLACK ? (int) after : (int) (after >>> 32);
                int nw = me == Board.BLACK ? (int) (after >>> 32) : (int) after;
                long sk = superkoKey(nb, nw, other);
                int at = path.plyOf(sk);
                if (at != Integer.MAX_VALUE) {
                    refused = Math.min(refused, at); // superko: this refusal depends on the line at that ply
                    continue;
                }
                caps |= stones & ~(nb | nw); // the cells this move emptied
                path.add(sk, ply + 1);
                enter(ply, nb, nw, sk, other, false);
                value = -search(-beta, -Math.max(alpha, best), ply + 1);
                refused = Math.min(refused, refusedAt);
                caps |= captured;
                went |= visited;
                need |= needed;
                path.remove(sk);
                leave(me, b0, w0);
            }
            if (value > best) {
                best = value;
                bestMove = m;
                if (best >= beta) {
                    if (m != area && killer[0] != m) {
                        killer[1] = killer[0];
                        killer[0] = m;
                    }
                    hist[m] += 1 + (int) Math.min(1 << 12, nodes - startNodes);
                    if (hist[m] > (1 << 28)) {
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
            table.store(key, lo, hi, stored, 64 - Long.numberOfLeadingZeros(work), permute(caps, cells.map[sym]), went,
                    permuteBoth(need, cells.map[sym]));
        }
        refusedAt = refused;
        captured = caps;
        visited = went;
        needed = need;
        return best;
    }

    /** Sets up the child at ply + 1: its stones, superko key, side to move and pending pass. */
    private void enter(int ply, int b, int w, long superko, int next, boolean pass) {
        black = b;
        white = w;
        toMove = next;
        passPending[ply + 1] = pass;
        lineBlack[ply + 1] = b;
        lineWhite[ply + 1] = w;
        lineKeys[ply + 1] = superko;
        lineEverBlack[ply + 1] = lineEverBlack[ply] | b;
        lineEverWhite[ply + 1] = lineEverWhite[ply] | w;
    }

    /** Back to the parent: its stones and side to move. */
    private void leave(int me, int b, int w) {
        black = b;
        white = w;
        toMove = me;
    }

    /**
     * Plays a move at {@code ply} for walking a line (the principal variation, the best moves): the cell, or
     * {@code area} for a pass. Returns false, changing nothing, if it is not legal.
     */
    boolean playAt(int move, int ply) {
        if (ply + 2 >= moves.length) {
            allocate(moves.length * 2);
        }
        int me = toMove;
        if (move == cells.area) {
            long sk = superkoKey(black, white, me ^ 3);
            path.add(sk, ply + 1);
            enter(ply, black, white, sk, me ^ 3, true);
            lineBloom[ply + 1] = bloom(canonical(black, white, me ^ 3));
            return true;
        }
        if (((black | white) & (1 << move)) != 0) {
            return false;
        }
        long after = bits.play(move, me == Board.BLACK ? black : white, me == Board.BLACK ? white : black);
        if (after == -1) {
            return false;
        }
        int nb = me == Board.BLACK ? (int) after : (int) (after >>> 32);
        int nw = me == Board.BLACK ? (int) (after >>> 32) : (int) after;
        long sk = superkoKey(nb, nw, me ^ 3);
        if (path.plyOf(sk) != Integer.MAX_VALUE) {
            return false;
        }
        path.add(sk, ply + 1);
        enter(ply, nb, nw, sk, me ^ 3, false);
        lineBloom[ply + 1] = bloom(canonical(nb, nw, me ^ 3));
        return true;
    }

    /** Takes back a move made with {@link #playAt} at {@code ply}. */
    void undoAt(int ply) {
        path.remove(lineKeys[ply + 1]);
        leave(toMove ^ 3, lineBlack[ply], lineWhite[ply]);
    }

    /** {@return whether a pass is pending at {@code ply}} */
    boolean passPending(int ply) {
        return passPending[ply];
    }

    /** {@return the margin if the game ended now: Black's area minus White's} */
    int margin() {
        return bits.margin(black, white);
    }
}
