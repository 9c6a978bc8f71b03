package org.tengen.engine.solve;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.SuicideRule;

/**
 * One thread's alpha-beta (negamax) over the exact final margin. A node's value is from the side to move's view.
 *
 * <h2>Bounds, horizons and guesses</h2>
 *
 * Every search of a node returns two bounds on its exact value, a lower and an upper, that hold whatever window
 * it was searched with: the side to move's best lower bound over its moves, and its best upper bound (infinite
 * if a cut left moves unsearched). A search is decided when they meet or lie beyond the window. The search
 * deepens iteratively ({@link #search}): a node at the horizon is bounded only by the table and the static
 * bounds, and then carries a guess (the area count as the stones stand), within its bounds, which orders the
 * search and decides its cuts. A cut on a guess leaves the bounds as they are (undecided), so it is never
 * mistaken for a proof; the next iteration goes a move deeper, until the root is decided. A line ends with two
 * passes, and superko makes every line finite; past {@link #MAX_DEPTH} the horizon goes. The short proofs
 * come first this way: the whole board's 3x3 win is shown at a horizon of 13.
 *
 * <h2>The transposition table and the history (graph-history interaction)</h2>
 *
 * Under superko a position's value depends on the positions before it. The table is keyed by the position,
 * the side to move and a pending pass (the smallest key over the board's symmetries), and each bound it holds
 * comes with what its proof rests on. A lower bound's proof is one move of the side to move and, below it,
 * every reply; an upper bound's is every move. Two rules keep the table sound:
 * <ol>
 *   <li><b>Store only history-free bounds.</b> A bound is stored only if no move its proof met was refused
 *       (superko) for a position above the node: only the moves of the side the bound goes against count (a
 *       lower bound rests on the opponent's choices, which a refusal narrows; the side to move's refused moves
 *       change nothing of it), and so the same proof unfolds under any history before the node.</li>
 *   <li><b>Reuse only where the history cannot interfere.</b> A stored bound could still be wrong after another
 *       history if that history holds a position its proof created by a move of the side the bound favours
 *       (that move would now be refused; a refused move of the other side only narrows its choices). Each
 *       bound keeps two records of those positions:
 *       <ul>
 *         <li>the cells where its proof removed stones (captures, suicides): every position of the proof keeps
 *             the node's other stones, so a position that differs from the node at one of those kept stones
 *             is not one of them;</li>
 *         <li>a 64-bit Bloom filter of the positions themselves (each in its smallest symmetric form, with the
 *             side to move under situational superko; two bits each).</li>
 *       </ul>
 *       A bound is used only if every earlier position of the line (the game before the root included) is
 *       ruled out by one of the two, or is the node's own position. A third record is a condition: the cells
 *       of the regions its static bounds counted (see {@link SafePoints}), with their walls: the stones of the
 *       owner those bounds were sure of (pass-alive, or kept by answering), over all of them the walls every one
 *       had. Such a region holds unless an earlier position had a stone of the owner in it together with all of
 *       the walls (the owner's moves there make positions that hold both, so only such a position can bar them);
 *       a bound is used only if no position of the line up to the node had both.</li>
 * </ol>
 * The keys are the positions themselves (two 30-bit masks, the side and the pending pass), so no two positions
 * share a key. The price: bounds that did meet the history are searched again.
 *
 * <p>Move order: the table's move (the one that cut, or the best guess), a pending pass (it ends the game: an
 * exact leaf), two killer moves a ply, then the history heuristic. Benson's unconditional life, the
 * territory it makes sure of, and life under alternating play in small regions ({@link HeldRegions}) bound the
 * margin statically ({@link SafePoints}).
 *
 * <p>A searcher may leave out one colour's {@link BitBoard#pointless} moves ({@link #pruned}), except where superko
 * refuses that colour a move ({@link Superko#refusesAMove}): its results are then proofs only in that colour's favour
 * ({@link Solver#atLeast} runs one such search per side before a full one).
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
    /** A depth beyond any horizon: every line runs to its two passes. */
    static final int UNLIMITED = Integer.MAX_VALUE;
    /**
     * How much less deep a capped prover's root moves after the first are searched in an iteration (sound: a
     * shallower horizon only leaves more undecided; and each of them still goes deeper every iteration). On 5x5
     * "at least 25" a sample of the horizon's undecided nodes had four in five under first moves other than the
     * centre; with it, horizon 24 comes at 72 million nodes instead of 231, though the deep iterations cost more
     * (from 30 on), and proofs whose first move holds are the same (BENCHMARKS).
     */
    private static final int ROOT_REDUCTION = 4;
    /** The deepest horizon tried before searching without one. */
    private static final int MAX_DEPTH = 200;

    final Cells cells;
    final BitBoard bits;
    final boolean situational;
    final TranspositionTable table;
    final boolean useSafePoints;
    private final int nsym;
    private final int area;
    private final PathSet path;
    private final int[] centrality;
    private final SafePoints safePoints;
    /** permute[s][k * 256 + b]: symmetry s applied to byte k of a mask whose value is b. */
    private final int[][] permute;
    /** unpermute[s]: as {@link #permute}, for the inverse of symmetry s (a table's orientation back to the node's). */
    private final int[][] unpermute;
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
    /** ... the side to move there, and the ply of the current node (for {@link #unwindTo}). */
    private int[] sideAt;
    private int linePly;
    /** The node count past which a search stops ({@link #searchWithin}). */
    private long budget = Long.MAX_VALUE;
    /** ... and the Bloom filter bits of its canonical form (as a bound's filter of created positions holds them). */
    private long[] lineBloom;
    /** ... and every cell where Black (White) had a stone in that position or any before it, the game's included. */
    private int[] lineEverBlack;
    private int[] lineEverWhite;

    /*
     * What each bound of the last search rests on (see the class comment): the shallowest ply of a line
     * position that refused a move its proof met, the cells where its proof removed stones, a Bloom filter of
     * the positions its proof created by moves of the side the bound favours, and the cells where no earlier
     * position of the line may have had a stone of their owner (Black's in bits 0-31, White's above): the regions
     * its static bounds counted (see SafePoints). "Lo" for the lower bound (the value it returned), "Hi" for
     * the upper ({@link #high}).
     */
    private int refLo;
    private int capLo;
    private long wentLo;
    private long needLo;
    private long wallsLo;
    private int refHi;
    private int capHi;
    private long wentHi;
    private long needHi;
    private long wallsHi;
    /** What the table bound {@link #usable} last looked at rests on. */
    private int probeCap;
    private long probeWent;
    private long probeNeed;
    private long probeWalls;
    /** Walls that refuse nothing: every cell, for both colours (what a bound that needs no cells of a colour has). */
    private final long noWalls;

    /**
     * A guessing search ignores both rules: it reuses every result whatever the history, so its value is only
     * a guess: a good first guess for MTD(f).
     */
    boolean guessing;
    /**
     * The colour whose {@link BitBoard#pointless} moves this search leaves out (where superko refuses it no move), or 0.
     * Leaving out any moves of one side is sound in that side's favour, so the choice of which is free: such a
     * search proves what it finds in that colour's favour (it played only real moves, and every move of the
     * other side was searched), and nothing against it: its table is its own.
     */
    int pruned;

    /**
     * The most moves the {@link #pruned} side plays at a node, its best-ordered ones (0: every one). A search
     * that leaves out any moves of one side still proves what it finds in that side's favour, so a search of its
     * first few moves only is a cheap first try: where its moves are the right ones, the iterations before the
     * proof's horizon cost little (on 5x5 such a search reaches a horizon of 23 in minutes; every move, 15 in 40).
     * The pass is one of the moves, ordered by its history alone; keeping it besides the cap was measured and not
     * kept (BENCHMARKS.md).
     */
    int cap;

    /** The upper bound of the last {@link #bounded} search's result (its lower bound is the value it returned). */
    private int high;
    /** What the last {@link #bounded} search takes the value for: exact where decided, else a guess within the bounds. */
    private int estimate;
    /**
     * The root move whose search gave the root's lower bound in the last search of the root, a cell or {@code
     * area} (a pass); -1 where none did (the bound was the table's or a static one, or no move was searched).
     */
    int rootProof = -1;
    /** The horizon of the last iteration of {@link #search}. */
    volatile int lastDepth; // read by the progress line's thread

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
        this.safePoints.line = lineBefore;
        this.history = new int[3][area + 1];
        this.noWalls = (bits.all & 0xFFFFFFFFL) | (long) bits.all << 32;
        this.permute = byteTables(cells, cells.map);
        this.unpermute = byteTables(cells, cells.inverse);
        allocate(64);
        int w = cells.geometry.width(); // each cell's distance from the edge, up to 3, for a capped search's order
        int h = cells.geometry.height();
        this.centrality = new int[area];
        for (int i = 0; i < area; i++) {
            int r = i / w;
            int c = i % w;
            centrality[i] = Math.min(3, Math.min(Math.min(r, h - 1 - r), Math.min(c, w - 1 - c)));
        }
        this.passPending[0] = passPending;
        int n = priorBoards.length;
        priorBlack = new int[n];
        priorWhite = new int[n];
        priorKeys = new long[n];
        priorBloom = new long[n];
        int everBlack = 0;
        int everWhite = 0;
        for (int i = 0; i < n; i++) {
            priorBlack[i] = cells.mask(priorBoards[i], Board.BLACK);
            priorWhite[i] = cells.mask(priorBoards[i], Board.WHITE);
            priorKeys[i] = superkoKey(priorBlack[i], priorWhite[i], priorSides[i]);
            priorBloom[i] = LineHistory.bloom(canonical(priorBlack[i], priorWhite[i], priorSides[i]));
            path.add(priorKeys[i], -1);
            everBlack |= priorBlack[i];
            everWhite |= priorWhite[i];
        }
        black = cells.mask(root, Board.BLACK);
        white = cells.mask(root, Board.WHITE);
        lineBlack[0] = black;
        lineWhite[0] = white;
        lineKeys[0] = superkoKey(black, white, toMove);
        sideAt[0] = toMove;
        lineBloom[0] = LineHistory.bloom(canonical(black, white, toMove));
        lineEverBlack[0] = everBlack | black;
        lineEverWhite[0] = everWhite | white;
        path.add(lineKeys[0], 0);
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
        sideAt = sideAt == null ? new int[plies] : Arrays.copyOf(sideAt, plies);
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

    private long superkoKey(int b, int w, int nextToMove) {
        return Superko.key(b, w, nextToMove, situational);
    }

    /**
     * Forgets the killer moves and the history heuristic's counts: a search with another window starts from what
     * only the table proved (1x7 aga: "at most 2" after "at least 2" took 28 million nodes with the first
     * window's history, 176,000 without).
     */
    void forgetMoveOrder() {
        for (int[] h : history) {
            Arrays.fill(h, 0);
        }
        for (int[] k : killers) {
            k[0] = -1;
            k[1] = -1;
        }
    }

    /** {@return the colour code to move at the current node} */
    int toMove() {
        return toMove;
    }

    /**
     * The smallest over the board's symmetries of the stones {@code b} and {@code w} (Black's mask in bits 0-29,
     * White's in 30-59). Sets {@link #symmetry} to the symmetry that gave it.
     */
    private long smallest(int b, int w) {
        // White's mask is the key's high part: a symmetry whose White mask is larger loses without Black's.
        int bestW = through(permute[0], w);
        int bestB = through(permute[0], b);
        int bestS = 0;
        for (int s = 1; s < nsym; s++) {
            int pw = through(permute[s], w);
            if (pw > bestW) {
                continue;
            }
            int pb = through(permute[s], b);
            if (pw < bestW || pb < bestB) {
                bestW = pw;
                bestB = pb;
                bestS = s;
            }
        }
        symmetry = bestS;
        return (bestB & 0xFFFFFFFFL) | (long) bestW << 30;
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

    /** Per symmetry, the byte tables of {@code perms}: [s][k * 256 + b] is byte k of a mask of value b permuted. */
    private static int[][] byteTables(Cells cells, int[][] perms) {
        int[][] tables = new int[perms.length][4 * 256];
        for (int s = 0; s < perms.length; s++) {
            for (int k = 0; k < 4; k++) {
                for (int b = 0; b < 256; b++) {
                    tables[s][k * 256 + b] = Cells.permute(b << (8 * k) & (1 << cells.area) - 1, perms[s]); // at most 30 cells
                }
            }
        }
        return tables;
    }

    /** A cell mask taken through a byte table of {@link #byteTables}. */
    private static int through(int[] t, int mask) {
        return mask == 0 ? 0 : t[mask & 0xFF] | t[256 + ((mask >>> 8) & 0xFF)] | t[512 + ((mask >>> 16) & 0xFF)] | t[768 + (mask >>> 24)];
    }

    /** Two cell masks in one long (as {@link #needLo}) taken through a byte table of {@link #byteTables}. */
    private static long throughBoth(int[] t, long masks) {
        return masks == 0 ? 0 : (through(t, (int) masks) & 0xFFFFFFFFL) | (long) through(t, (int) (masks >>> 32)) << 32;
    }

    /**
     * Rule 2: whether a stored bound at the node at {@code ply}, whose proof removed stones only on
     * {@code capturedCells} and created (by moves of the side it favours) only positions in the Bloom filter
     * {@code went}, cannot have created an earlier position of the line; and whether the line meets what its
     * static bounds needed ({@code need}, with their {@code walls}, as {@link #needLo}).
     */
    private boolean reusable(int ply, int capturedCells, long went, long need, long walls) {
        // A static bound below counted a region where the line had its owner's stone with all the walls: only a
        // colour that had a stone in its regions at all needs its positions looked at.
        lineBefore.ply = ply;
        if ((lineEverBlack[ply] & (int) need) != 0 && lineBefore.barred(true, (int) need, (int) walls)
                || (lineEverWhite[ply] & (int) (need >>> 32)) != 0
                && lineBefore.barred(false, (int) (need >>> 32), (int) (walls >>> 32))) {
            return false;
        }
        int black = lineBlack[ply];
        int white = lineWhite[ply];
        int kept = (black | white) & ~capturedCells;
        int keptBlack = black & kept;
        int keptWhite = white & kept;
        long own = lineKeys[ply];
        return !LineHistory.mayHaveCreated(lineBlack, lineWhite, lineKeys, lineBloom, ply, kept, keptBlack, keptWhite,
                own, went)
                && !LineHistory.mayHaveCreated(priorBlack, priorWhite, priorKeys, priorBloom, priorKeys.length, kept,
                keptBlack, keptWhite, own, went);
    }

    /** The line up to a ply, the game's before the root included, as the static bounds' proviso asks of it. */
    private final class LineBefore implements SafePoints.Line {
        int ply;

        @Override
        public boolean barred(boolean black, int region, int walls) {
            return region != 0 && (LineHistory.barred(black ? lineBlack : lineWhite, ply + 1, region, walls)
                    || LineHistory.barred(black ? priorBlack : priorWhite, priorBlack.length, region, walls));
        }
    }

    private final LineBefore lineBefore = new LineBefore();

    /**
     * Searches the node at {@code ply} (set up by the caller, its superko key in the line) with the window
     * (alpha, beta), deepening until the result is decided: a bound at or beyond the window's edge, or the exact
     * value inside it. Afterwards the dependency fields describe what the last iteration's bounds rest on.
     *
     * @return the value from the side to move's view: exact inside the window, a bound outside it
     */
    int search(int alpha, int beta, int ply) {
        for (int depth = 1; ; depth = depth >= MAX_DEPTH ? UNLIMITED : depth + 1) {
            lastDepth = depth;
            int lo = bounded(alpha, beta, ply, depth);
            int hi = high;
            if (lo >= beta) {
                return lo;
            }
            if (hi <= alpha) {
                return hi;
            }
            if (lo == hi) {
                return lo;
            }
        }
    }

    /**
     * Searches the node at {@code ply} with the window (alpha, beta) to at most {@code depth} more moves, a
     * node there bounded only by the table and the static bounds.
     *
     * @return the lower bound of the node's value (from the side to move's view), with the upper bound in
     *     {@link #high} and what each rests on in the dependency fields: both hold (for the history of this
     *     line) whatever the window and depth; the result is decided when they meet, or lie beyond the window
     */
    private int bounded(int alpha, int beta, int ply, int depth) {
        if ((++nodes & 4095) == 0 || nodes > budget) { // (a pass that ends the game counts a node elsewhere)
            nodesSeen = nodes;
            if (stop || nodes > budget) {
                throw new Stopped();
            }
        }
        if (ply + 2 >= moves.length) {
            allocate(moves.length * 2);
        }
        if (ply == 0) {
            rootProof = -1;
        }
        long key = nodeKey(ply);
        int sym = symmetry;
        long canon = key & ((1L << 60) - 1) | (situational && toMove == Board.WHITE ? 1L << 60 : 0L);
        lineBloom[ply] = LineHistory.bloom(canon); // the parent reads it: the position its move created
        if (alpha >= area || beta <= -area) { // no margin lies beyond the whole board
            noDependencies();
            high = area;
            estimate = alpha >= area ? area : -area;
            return -area;
        }
        // What is known before searching, and what it rests on: the table's bounds and the static ones.
        int lower = -area;
        int upper = area;
        int kCapLo = 0;
        long kWentLo = 0;
        long kNeedLo = 0;
        long kWallsLo = noWalls;
        int kCapHi = 0;
        long kWentHi = 0;
        long kNeedHi = 0;
        long kWallsHi = noWalls;
        int ttMove = -1;
        synchronized (table.lockFor(key)) { // another thread may be storing to this bucket
            int slot = table.find(key);
            if (slot >= 0) {
                int entry = table.entryAt(slot);
                ttMove = moveOf(entry, sym);
                int lo = Math.max(TranspositionTable.lower(entry), -area);
                if (lo > lower && usable(slot, 0, sym, ply)) {
                    lower = lo;
                    kCapLo = probeCap;
                    kWentLo = probeWent;
                    kNeedLo = probeNeed;
                    kWallsLo = probeWalls;
                }
                int hi = Math.min(TranspositionTable.upper(entry), area);
                if (hi < upper && usable(slot, 1, sym, ply)) {
                    upper = hi;
                    kCapHi = probeCap;
                    kWentHi = probeWent;
                    kNeedHi = probeNeed;
                    kWallsHi = probeWalls;
                }
            }
        }
        int b0 = black;
        int w0 = white;
        int me = toMove;
        boolean pending = passPending[ply];
        if (useSafePoints && lower < beta && upper > alpha && lower < upper) {
            // The fewest sure points of each colour that would cut here (the held regions are searched only then).
            int mineWanted = Math.floorDiv(beta + area + 1, 2);
            int theirsWanted = Math.floorDiv(area - alpha + 1, 2);
            lineBefore.ply = ply;
            int safe = safePoints.count(b0, w0, lineEverBlack[ply], lineEverWhite[ply], pending ? me : 0, me,
                    me == Board.BLACK ? mineWanted : theirsWanted, me == Board.BLACK ? theirsWanted : mineWanted);
            int mySafe = me == Board.BLACK ? safe >>> 8 : safe & 0xFF;
            int theirSafe = me == Board.BLACK ? safe & 0xFF : safe >>> 8;
            // Each bound rests on the regions of the colour whose points it counts.
            long blackRegions = safePoints.needed & 0xFFFFFFFFL;
            long whiteRegions = safePoints.needed & ~0xFFFFFFFFL;
            long blackWalls = safePoints.walls & 0xFFFFFFFFL | noWalls & ~0xFFFFFFFFL;
            long whiteWalls = safePoints.walls & ~0xFFFFFFFFL | noWalls & 0xFFFFFFFFL;
            if (2 * mySafe - area > lower) {
                lower = 2 * mySafe - area;
                kCapLo = 0;
                kWentLo = 0;
                kNeedLo = me == Board.BLACK ? blackRegions : whiteRegions;
                kWallsLo = me == Board.BLACK ? blackWalls : whiteWalls;
            }
            if (area - 2 * theirSafe < upper) {
                upper = area - 2 * theirSafe;
                kCapHi = 0;
                kWentHi = 0;
                kNeedHi = me == Board.BLACK ? whiteRegions : blackRegions;
                kWallsHi = me == Board.BLACK ? whiteWalls : blackWalls;
            }
        }
        if (pending && depth <= 0 && marginToMove() > lower) { // the side to move may end the game
            lower = marginToMove();
            kCapLo = 0;
            kWentLo = 0;
            kNeedLo = 0;
            kWallsLo = noWalls;
        }
        if (depth <= 0 || lower >= beta || upper <= alpha || lower == upper) {
            rests(CLEAN, kCapLo, kWentLo, kNeedLo, kWallsLo, CLEAN, kCapHi, kWentHi, kNeedHi, kWallsHi);
            high = upper;
            estimate = lower >= beta ? lower : upper <= alpha ? upper : Math.max(lower, Math.min(upper, marginToMove())); // the count as the stones stand: a guess
            return lower;
        }
        alpha = Math.max(alpha, lower);
        beta = Math.min(beta, upper);
        long startNodes = nodes;
        int other = me ^ 3;
        int stones = b0 | w0;
        int mine = me == Board.BLACK ? b0 : w0;
        int theirs = me == Board.BLACK ? w0 : b0;
        int next = depth == UNLIMITED ? UNLIMITED : depth - 1;

        // Candidates: every empty point (the suicide rule is checked as it is played), and the pass (cell = area).
        int[] list = moves[ply];
        int[] score = scores[ply];
        int n = 0;
        int[] hist = history[me];
        for (int empty = bits.all & ~stones; empty != 0; empty &= empty - 1) {
            int i = Integer.numberOfTrailingZeros(empty);
            list[n] = i;
            // A capped search tries only its first few moves: where the history has no say yet, contact first, then the centre.
            score[n] = cap > 0 ? hist[i] * 8 + ((bits.neighbours(1 << i) & theirs) != 0 ? 4 : 0) + centrality[i] : hist[i];
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

        // The lower bound is the best move's (it rests on that move's search), the upper bound every move's.
        int best = -TranspositionTable.INF;
        int bestEstimate = -TranspositionTable.INF; // what the search takes the value for, to order and cut by
        int bestHigh = -TranspositionTable.INF;
        int hintMove = -1; // the move to try first next time: the one that cut, or else the best upper bound's
        int bRef = CLEAN;
        int bCap = 0;
        long bWent = 0;
        long bNeed = 0;
        long bWalls = noWalls;
        int uRef = CLEAN;
        int uCap = 0;
        long uWent = 0;
        long uNeed = 0;
        long uWalls = noWalls; // what refuses a bound resting on several static bounds: the walls all of them had
        int koFight = -1; // whether superko refuses the side to move a move here: -1 not known yet
        int tried = 0;
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
            int valueHigh;
            int moveCaps = 0;
            long created = 0; // the position the move made, if superko could refuse it
            if (m == area && pending) {
                nodes++;
                value = marginToMove();
                valueHigh = value;
                estimate = -value;
                noDependencies(); // the game's end rests on nothing
            } else if (m == area) {
                long sk = superkoKey(b0, w0, other);
                path.add(sk, ply + 1);
                enter(ply, b0, w0, sk, other, true);
                valueHigh = -bounded(-beta, -Math.max(alpha, bestEstimate), ply + 1, next);
                value = -high;
                path.remove(sk);
                leave(me, b0, w0);
            } else {
                long after = bits.play(m, mine, theirs);
                if (after == -1) {
                    continue; // the suicide rule forbids it
                }
                if (me == pruned && bits.pointless(m, mine, theirs, after)) {
                    if (koFight < 0) {
                        koFight = Superko.refusesAMove(bits, path, situational, me, mine, theirs) ? 1 : 0;
                    }
                    if (koFight == 0) {
                        continue; // left out: this search's results hold only in the pruned side's favour
                    }
                }
                int nb = me == Board.BLACK ? (int) after : (int) (after >>> 32);
                int nw = me == Board.BLACK ? (int) (after >>> 32) : (int) after;
                long sk = superkoKey(nb, nw, other);
                int at = path.plyOf(sk);
                if (at != Integer.MAX_VALUE) {
                    uRef = Math.min(uRef, at); // superko: the upper bound depends on the line at that ply
                    continue;
                }
                moveCaps = stones & ~(nb | nw); // the cells this move emptied
                path.add(sk, ply + 1);
                enter(ply, nb, nw, sk, other, false);
                int childDepth = next;
                if (ply == 0 && me == pruned && cap > 0 && tried > 0 && next != UNLIMITED) {
                    childDepth = Math.max(0, next - ROOT_REDUCTION);
                }
                valueHigh = -bounded(-beta, -Math.max(alpha, bestEstimate), ply + 1, childDepth);
                value = -high;
                created = lineBloom[ply + 1];
                path.remove(sk);
                leave(me, b0, w0);
            }
            tried++;
            // The child's lower bound gives this node's upper; its upper, this node's lower.
            uRef = Math.min(uRef, refLo);
            uCap |= moveCaps | capLo;
            uWent |= wentLo;
            uNeed |= needLo;
            uWalls &= wallsLo;
            int valueEstimate = -estimate;
            bestHigh = Math.max(bestHigh, valueHigh);
            if (value > best) {
                best = value;
                if (ply == 0) {
                    rootProof = m;
                }
                bRef = refHi;
                bCap = moveCaps | capHi;
                bWent = created | wentHi;
                bNeed = needHi;
                bWalls = wallsHi;
            }
            if (valueEstimate > bestEstimate) {
                bestEstimate = valueEstimate;
                hintMove = m;
                if (bestEstimate >= beta) { // a cut: proved if the move's lower bound reaches beta, else a guess
                    bestHigh = TranspositionTable.INF; // the moves not searched may do better still
                    if (m != area && killer[0] != m) {
                        killer[1] = killer[0];
                        killer[0] = m;
                    }
                    hist[m] += 1 + (int) Math.min(1 << 12, nodes - startNodes);
                    if (hist[m] > (cap > 0 ? 1 << 25 : 1 << 28)) { // (times 8 stays below the killers' scores)
                        for (int[] h : history) {
                            for (int i = 0; i < h.length; i++) {
                                h[i] >>= 1;
                            }
                        }
                    }
                    break;
                }
            }
            if (me == pruned && cap > 0 && tried >= cap) {
                break; // the rest left out, as the pointless moves are: sound in the pruned side's favour
            }
        }
        // What was known before (the table's entry, the static bounds) still holds where it is tighter.
        if (lower > best) {
            best = lower;
            if (ply == 0) {
                rootProof = -1; // the bound is the table's or the static one's, not a move's
            }
            bRef = CLEAN;
            bCap = kCapLo;
            bWent = kWentLo;
            bNeed = kNeedLo;
            bWalls = kWallsLo;
        }
        if (upper < bestHigh) {
            bestHigh = upper;
            uRef = CLEAN;
            uCap = kCapHi;
            uWent = kWentHi;
            uNeed = kNeedHi;
            uWalls = kWallsHi;
        }
        // Rule 1: a bound is stored only if no move its proof met was refused for a position above this node.
        int storeLo = bRef >= ply || guessing ? best : -TranspositionTable.INF;
        int storeHi = uRef >= ply || guessing ? bestHigh : TranspositionTable.INF;
        int[] map = cells.map[sym];
        if (storeLo > -TranspositionTable.INF || storeHi < TranspositionTable.INF) {
            int[] forward = permute[sym];
            table.store(key, storeLo, storeHi, hintMove == area ? TranspositionTable.PASS : map[hintMove],
                64 - Long.numberOfLeadingZeros(nodes - startNodes), through(forward, bCap), bWent, throughBoth(forward, bNeed),
                throughBoth(forward, bWalls), through(forward, uCap), uWent, throughBoth(forward, uNeed),
                throughBoth(forward, uWalls));
        }
        rests(bRef, bCap, bWent, bNeed, bWalls, uRef, uCap, uWent, uNeed, uWalls);
        high = bestHigh;
        estimate = Math.max(best, Math.min(bestHigh, bestEstimate));
        return best;
    }

    /** Sets the dependency fields for a result that rests on nothing. */
    private void noDependencies() {
        rests(CLEAN, 0, 0, 0, noWalls, CLEAN, 0, 0, 0, noWalls);
    }

    /** Sets the dependency fields: what the lower bound rests on, then the upper. */
    private void rests(int rLo, int cLo, long wLo, long nLo, long wallLo, int rHi, int cHi, long wHi, long nHi,
                       long wallHi) {
        refLo = rLo;
        capLo = cLo;
        wentLo = wLo;
        needLo = nLo;
        wallsLo = wallLo;
        refHi = rHi;
        capHi = cHi;
        wentHi = wHi;
        needHi = nHi;
        wallsHi = wallHi;
    }

    /**
     * Searches like {@link #search} within a budget of {@code maxNodes} more nodes.
     *
     * @return the value as {@link #search} gives it, or {@code Integer.MIN_VALUE} if the budget ran out (the
     *     searcher is then back at {@code ply}, as it was)
     */
    int searchWithin(int alpha, int beta, int ply, long maxNodes) {
        budget = nodes + maxNodes;
        try {
            return search(alpha, beta, ply);
        } catch (Stopped e) {
            if (stop) {
                throw e;
            }
            unwindTo(ply);
            return Integer.MIN_VALUE;
        } finally {
            budget = Long.MAX_VALUE;
        }
    }

    /** Back to the node at {@code ply} after a search unwound by an exception: the line below it is dropped. */
    private void unwindTo(int ply) {
        for (int i = linePly; i > ply; i--) {
            path.remove(lineKeys[i]);
        }
        linePly = ply;
        black = lineBlack[ply];
        white = lineWhite[ply];
        toMove = sideAt[ply];
    }

    /**
     * Whether the table and the static bounds alone settle the root's value in this game's history (the bounds a
     * search of the root starts from meet), so that a search of the root ends at once.
     */
    boolean settledBeforeSearching() {
        int lower = bounded(-area - 1, area + 1, 0, 0); // a horizon of 0: what is known before any move
        return lower >= high;
    }

    /** {@return the table's move for the node at {@code ply} (a cell, {@code area} for a pass), or -1 if none} */
    int hintAt(int ply) {
        long key = nodeKey(ply);
        synchronized (table.lockFor(key)) {
            int slot = table.find(key);
            return slot < 0 ? -1 : moveOf(table.entryAt(slot), symmetry);
        }
    }

    /** The move of a table entry stored in the orientation of symmetry {@code sym}: a cell, area (a pass) or -1. */
    private int moveOf(int entry, int sym) {
        int m = TranspositionTable.move(entry);
        return m == TranspositionTable.PASS ? area : m == TranspositionTable.NO_MOVE ? -1 : cells.inverse[sym][m];
    }

    /**
     * Whether the lower ({@code bound} 0) or upper (1) bound of the entry in {@code slot} may be used at
     * {@code ply} (rule 2), with what it rests on, in this node's orientation, left in the probe fields.
     */
    private boolean usable(int slot, int bound, int sym, int ply) {
        int[] back = unpermute[sym];
        probeCap = through(back, table.capturesAt(slot, bound));
        probeWent = table.visitedAt(slot, bound);
        probeNeed = throughBoth(back, table.neededAt(slot, bound));
        probeWalls = throughBoth(back, table.wallsAt(slot, bound));
        return guessing || reusable(ply, probeCap, probeWent, probeNeed, probeWalls);
    }

    /** Sets up the child at ply + 1: its stones, superko key, side to move and pending pass. */
    private void enter(int ply, int b, int w, long superko, int next, boolean pass) {
        linePly = ply + 1;
        sideAt[ply + 1] = next;
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
        linePly--;
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
            lineBloom[ply + 1] = LineHistory.bloom(canonical(black, white, me ^ 3));
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
        lineBloom[ply + 1] = LineHistory.bloom(canonical(nb, nw, me ^ 3));
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

    /** {@return the margin if the game ended now (Black's area minus White's), from the side to move's view} */
    int marginToMove() {
        int margin = bits.margin(black, white);
        return toMove == Board.BLACK ? margin : -margin;
    }
}
