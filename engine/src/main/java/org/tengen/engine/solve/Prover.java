package org.tengen.engine.solve;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.SuicideRule;

/**
 * Depth-first proof-number search (df-pn) of one bound: whether Black's final margin reaches a target. Black's
 * nodes are OR nodes (one move that reaches it proves it), White's AND nodes; a node is proved or disproved by the
 * game's end (two passes), by the static bounds ({@link SafePoints}), or by its children. Unlike the iterative
 * deepening of {@link Searcher} it has no horizon: it follows the line whose proof looks cheapest (fewest leaves
 * still to prove) as deep as it goes, so a forced line of forty moves costs forty nodes, not a full-width search
 * forty deep. The thresholds of a child are widened by a quarter over the next-best sibling's number (the
 * "1 + epsilon" rule), which keeps the search from switching between siblings at every step.
 *
 * <h2>The table and the history</h2>
 *
 * The table is keyed by the position itself (the stones, the side to move, a pending pass). Proof and disproof
 * numbers stored with a key are only a guide (they may come from another history) and order the search; a proof or
 * a disproof is exact, and kept by the rules of {@link Searcher}: each records what it rests on (the shallowest
 * ply of a position of the line that refused a move of the side it goes against, the cells where it captured, a
 * Bloom filter of the positions created by the moves of the side it favours, the regions its static bounds counted
 * and their walls). One that met no refusal above its node is kept for any history and used where the line cannot
 * interfere ({@link #reusable}); one that did is kept for its own line only, tagged by a 64-bit hash of the line's
 * sequence of positions (a collision would need the same position after another sequence with the same hash).
 *
 * <p>As in {@link Searcher}, one colour's {@link #pruned} pointless moves may be left out (outside ko fights): a
 * proof then holds only in that colour's favour.
 *
 * <h2>Narrow first, one move of each kind</h2>
 *
 * A node shows its first {@link #width} moves (captures, contact, then the centre first; pointless moves, where
 * kept, last) and the next ones when all shown are settled against the mover, or when the cheapest of them needs
 * more than {@link #reveal} times as many positions settled (its proof number for Black, its disproof number for
 * White) as there are moves shown: the moves not shown act as one more move of that number, and count one each
 * toward the number the mover's opponent needs. With every move shown at once, each move of a node has the first
 * numbers 1 and 1 and so is tried before any is searched deeper: the search goes wide at every node (5x5 from the
 * empty board: ply 10 after 46 million nodes). Shown only when the others are lost, a move late in the order that
 * the proof needs (a sacrifice Black must make) costs the disproof of all before it: the proof's growth bounds
 * that. A node is settled against the mover only when every move was shown, so the results are those of
 * the full search. Where the position and every earlier one of the game are symmetric, only the first move of each
 * set of moves the symmetries take to one another is searched; a result settled there through every move rests on
 * the images' proofs too, so its captured cells, regions and walls are taken through the symmetries and its filter
 * of created positions is filled (reused only where no earlier position agrees with the node on the cells kept).
 */
final class Prover {
    /** Proof and disproof numbers saturate here: a node at INF is settled the other way. */
    static final int INF = 1 << 28;
    private static final int CLEAN = Integer.MAX_VALUE;
    private static final int WAYS = 4;

    private final BitBoard bits;
    private final boolean situational;
    private final boolean useSafePoints;
    private final int area;
    private final int target;
    private final PathSet path = new PathSet();
    private final SafePoints safePoints;
    private final int[] centrality;
    private final long noWalls;
    /** map[s][cell]: the board's symmetries (symmetry 0 the identity). */
    private final int[][] symmetry;

    /** The colour whose pointless moves are left out (see {@link Searcher#pruned}), or 0. */
    int pruned;
    long nodes;
    volatile long nodesSeen;
    volatile boolean stop;
    /**
     * The root move that settled it, where the side to move at the root is the one the answer favours (a cell,
     * the area for a pass); -1 where the static bounds settled the root, or the other side is to move.
     */
    int rootMove = -1;
    /** The deepest ply reached so far, for the progress line. */
    volatile int deepest;
    /** The root's proof and disproof numbers (roughly the leaves left to prove it, to disprove it), for the progress line. */
    volatile int rootPn = 1;
    volatile int rootDn = 1;
    private long budget = Long.MAX_VALUE;
    /**
     * Moves a node shows at first, in its order, and shows more of each time all those shown are settled against the
     * mover or the best of them needs more than {@link #REVEAL} times as many positions settled as are shown (0: all
     * at once). Measured on 4x4 and 5x5 (see BENCHMARKS.md).
     */
    static final int WIDTH = 3;
    /** The moves not shown count as one move whose number is this many times the number of moves shown (0: never). */
    static final int REVEAL = 64;
    /** As {@link #WIDTH} and {@link #REVEAL}, for this search. */
    int width = WIDTH;
    int reveal = REVEAL;

    // The table: a bucket of WAYS slots per key's hash.
    private final int bucketMask;
    // The keys apart (a bucket's four in one cache line), the work done under each, and per slot DATA longs: the line's
    // tag (0: any line), the proof and disproof numbers, the refusal's ply and the captured cells, then the Bloom
    // filter of created positions, the regions needed and their walls.
    private static final int DATA = 6;
    private final long[] tKey;
    private final long[] tWork;
    private final long[] tData;

    // The game before the root.
    private final int[] priorBlack;
    private final int[] priorWhite;
    private final long[] priorKeys;
    private final long[] priorBloom;

    // The line: per ply the stones, superko key, side to move, a pending pass, Bloom bits, cells ever held, sequence hash.
    private int[] lineBlack;
    private int[] lineWhite;
    private long[] lineKeys;
    private int[] sideAt;
    private boolean[] pending;
    private long[] lineBloom;
    private int[] everBlack;
    private int[] everWhite;
    private long[] sequence;
    // Per ply, the symmetries (bit s for symmetry s, the identity left out) that take every position of the line up to
    // it, the game's before the root included, to itself: moves those symmetries take to one another are worth the same.
    private int[] symAt;

    // Per ply, the node's children: move, stones after, superko key, cells emptied, numbers and what a result rests on.
    private int[][] cMove;
    private int[][] cBlack;
    private int[][] cWhite;
    private long[][] cKey;
    private int[][] cEmptied;
    private int[][] cPn;
    private int[][] cDn;
    private int[][] cRef;
    private int[][] cCap;
    private long[][] cWent;
    private long[][] cNeed;
    private long[][] cWalls;
    private int[][] cScore;

    // The result of the last node settled or searched: its numbers and, where settled, what it rests on.
    private int resPn;
    private int resDn;
    private int resRef;
    private int resCap;
    private long resWent;
    private long resNeed;
    private long resWalls;

    private final LineBefore lineBefore = new LineBefore();

    /**
     * @param target Black's margin (area minus area) to prove reached
     * @param log2Entries the table's size: 2^log2Entries slots of 64 bytes (the key, the work, six longs of data)
     */
    Prover(Cells cells, BoardView root, SuicideRule suicide, int toMove, boolean passPending, boolean situational,
           BoardView[] priorBoards, int[] priorSides, boolean useSafePoints, int target, int log2Entries) {
        this.bits = new BitBoard(cells.geometry.width(), cells.geometry.height(), suicide);
        this.situational = situational;
        this.useSafePoints = useSafePoints;
        this.area = cells.area;
        this.target = target;
        this.safePoints = new SafePoints(bits);
        this.safePoints.line = lineBefore;
        this.noWalls = (bits.all & 0xFFFFFFFFL) | (long) bits.all << 32;
        this.symmetry = cells.map;
        int w = cells.geometry.width();
        int h = cells.geometry.height();
        this.centrality = new int[area];
        for (int i = 0; i < area; i++) {
            int r = i / w;
            int c = i % w;
            centrality[i] = Math.min(3, Math.min(Math.min(r, h - 1 - r), Math.min(c, w - 1 - c)));
        }
        int size = 1 << log2Entries;
        bucketMask = size / WAYS - 1;
        tKey = new long[size];
        tWork = new long[size];
        tData = new long[size * DATA];
        allocate(64);
        int n = priorBoards.length;
        priorBlack = new int[n];
        priorWhite = new int[n];
        priorKeys = new long[n];
        priorBloom = new long[n];
        int eb = 0;
        int ew = 0;
        long seq = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < n; i++) {
            priorBlack[i] = cells.mask(priorBoards[i], Board.BLACK);
            priorWhite[i] = cells.mask(priorBoards[i], Board.WHITE);
            priorKeys[i] = superkoKey(priorBlack[i], priorWhite[i], priorSides[i]);
            priorBloom[i] = LineHistory.bloom(priorKeys[i]);
            path.add(priorKeys[i], -1);
            eb |= priorBlack[i];
            ew |= priorWhite[i];
            seq = Keys.mix(seq ^ priorKeys[i]);
        }
        int b = cells.mask(root, Board.BLACK);
        int wh = cells.mask(root, Board.WHITE);
        lineBlack[0] = b;
        lineWhite[0] = wh;
        lineKeys[0] = superkoKey(b, wh, toMove);
        sideAt[0] = toMove;
        pending[0] = passPending;
        lineBloom[0] = LineHistory.bloom(lineKeys[0]);
        everBlack[0] = eb | b;
        everWhite[0] = ew | wh;
        sequence[0] = Keys.mix(seq ^ lineKeys[0]);
        int group = (1 << symmetry.length) - 2; // every symmetry but the identity
        for (int i = 0; i < n; i++) {
            group = fixing(group, priorBlack[i], priorWhite[i]);
        }
        symAt[0] = fixing(group, b, wh);
        path.add(lineKeys[0], 0);
    }

    /** The symmetries of {@code group} that take the stones {@code b} and {@code w} to themselves. */
    private int fixing(int group, int b, int w) {
        for (int g = group; g != 0; g &= g - 1) {
            int sym = Integer.numberOfTrailingZeros(g);
            if (image(sym, b) != b || image(sym, w) != w) {
                group &= ~(1 << sym);
            }
        }
        return group;
    }

    /** {@return the cells of {@code mask} taken through symmetry {@code sym}} */
    private int image(int sym, int mask) {
        return Cells.permute(mask, symmetry[sym]);
    }

    /** {@return both colours' halves of {@code mask} (Black's in the low 32 bits) taken through symmetry {@code sym}} */
    private long image(int sym, long mask) {
        return image(sym, (int) mask) & 0xFFFFFFFFL | (long) image(sym, (int) (mask >>> 32)) << 32;
    }

    /** Whether {@code cell} is the first of the cells the symmetries of {@code group} take it to. */
    private boolean firstOfItsKind(int cell, int group) {
        for (int g = group; g != 0; g &= g - 1) {
            if (symmetry[Integer.numberOfTrailingZeros(g)][cell] < cell) {
                return false;
            }
        }
        return true;
    }

    private void allocate(int plies) {
        int old = lineBlack == null ? 0 : lineBlack.length;
        lineBlack = lineBlack == null ? new int[plies] : Arrays.copyOf(lineBlack, plies);
        lineWhite = lineWhite == null ? new int[plies] : Arrays.copyOf(lineWhite, plies);
        lineKeys = lineKeys == null ? new long[plies] : Arrays.copyOf(lineKeys, plies);
        sideAt = sideAt == null ? new int[plies] : Arrays.copyOf(sideAt, plies);
        pending = pending == null ? new boolean[plies] : Arrays.copyOf(pending, plies);
        lineBloom = lineBloom == null ? new long[plies] : Arrays.copyOf(lineBloom, plies);
        everBlack = everBlack == null ? new int[plies] : Arrays.copyOf(everBlack, plies);
        everWhite = everWhite == null ? new int[plies] : Arrays.copyOf(everWhite, plies);
        sequence = sequence == null ? new long[plies] : Arrays.copyOf(sequence, plies);
        symAt = symAt == null ? new int[plies] : Arrays.copyOf(symAt, plies);
        int width = area + 1;
        cMove = grow(cMove, plies, width, old);
        cBlack = grow(cBlack, plies, width, old);
        cWhite = grow(cWhite, plies, width, old);
        cEmptied = grow(cEmptied, plies, width, old);
        cPn = grow(cPn, plies, width, old);
        cDn = grow(cDn, plies, width, old);
        cRef = grow(cRef, plies, width, old);
        cCap = grow(cCap, plies, width, old);
        cScore = grow(cScore, plies, width, old);
        cKey = growLong(cKey, plies, width, old);
        cWent = growLong(cWent, plies, width, old);
        cNeed = growLong(cNeed, plies, width, old);
        cWalls = growLong(cWalls, plies, width, old);
    }

    private static int[][] grow(int[][] a, int n, int width, int old) {
        int[][] b = a == null ? new int[n][] : Arrays.copyOf(a, n);
        for (int i = old; i < n; i++) {
            b[i] = new int[width];
        }
        return b;
    }

    private static long[][] growLong(long[][] a, int n, int width, int old) {
        long[][] b = a == null ? new long[n][] : Arrays.copyOf(a, n);
        for (int i = old; i < n; i++) {
            b[i] = new long[width];
        }
        return b;
    }

    private long superkoKey(int b, int w, int nextToMove) {
        return Superko.key(b, w, nextToMove, situational);
    }

    /** The table key of the node at {@code ply}: the stones, White to move in bit 60, a pending pass in 61, bit 62 set. */
    private long tableKey(int ply) {
        return (lineBlack[ply] & 0xFFFFFFFFL) | (long) lineWhite[ply] << 30
                | (sideAt[ply] == Board.WHITE ? 1L << 60 : 0L) | (pending[ply] ? 1L << 61 : 0L) | 1L << 62;
    }

    /**
     * Whether Black's margin reaches the target from the root, within {@code maxNodes} nodes.
     *
     * @return 1 proved, 0 disproved, -1 not settled within the budget
     */
    int prove(long maxNodes) {
        budget = nodes + maxNodes;
        try {
            if (settleStatically(0)) {
                return resPn == 0 ? 1 : 0;
            }
            search(0, INF, INF);
            return resPn == 0 ? 1 : resDn == 0 ? 0 : -1;
        } catch (Searcher.Stopped e) {
            if (stop) {
                throw e;
            }
            return -1;
        } finally {
            budget = Long.MAX_VALUE;
            nodesSeen = nodes;
        }
    }

    /** Sets the result fields to a settled result that rests on nothing but {@code need} and {@code walls}. */
    private void settled(boolean proved, long need, long walls) {
        resPn = proved ? 0 : INF;
        resDn = proved ? INF : 0;
        resRef = CLEAN;
        resCap = 0;
        resWent = 0;
        resNeed = need;
        resWalls = walls;
    }

    /** Whether the static bounds settle the node at {@code ply} (set up in the line); if so, the result fields say how. */
    private boolean settleStatically(int ply) {
        if (!useSafePoints) {
            return false;
        }
        int me = sideAt[ply];
        int blackWanted = Math.floorDiv(target + area + 1, 2);
        int whiteWanted = Math.floorDiv(area - target, 2) + 1;
        lineBefore.ply = ply;
        int safe = safePoints.count(lineBlack[ply], lineWhite[ply], everBlack[ply], everWhite[ply], pending[ply] ? me : 0,
                me, blackWanted, whiteWanted);
        int blackSafe = safe >>> 8;
        int whiteSafe = safe & 0xFF;
        if (2 * blackSafe - area >= target) {
            settled(true, safePoints.needed & 0xFFFFFFFFL, safePoints.walls & 0xFFFFFFFFL | noWalls & ~0xFFFFFFFFL);
            return true;
        }
        if (area - 2 * whiteSafe < target) {
            settled(false, safePoints.needed & ~0xFFFFFFFFL, safePoints.walls & ~0xFFFFFFFFL | noWalls & 0xFFFFFFFFL);
            return true;
        }
        return false;
    }

    /**
     * The multiple-iterative-deepening step of df-pn at the node at {@code ply}: searches below it until its proof
     * number reaches {@code thPn} or its disproof number {@code thDn}; the result fields then hold its numbers.
     */
    private void search(int ply, int thPn, int thDn) {
        if ((++nodes & 4095) == 0 || nodes > budget) {
            nodesSeen = nodes;
            if (stop || nodes > budget) {
                throw new Searcher.Stopped();
            }
        }
        if (ply + 2 >= lineBlack.length) {
            allocate(lineBlack.length * 2);
        }
        if (ply > deepest) {
            deepest = ply;
        }
        long startNodes = nodes;
        int me = sideAt[ply];
        boolean or = me == Board.BLACK;
        int n = expand(ply);
        int refusedAt = resRef; // expand leaves the shallowest refusal of a move of the side to move here
        int[] pn = cPn[ply];
        int[] dn = cDn[ply];
        // The mover needs one move settled its way (the least of those numbers), its opponent every move (their sum).
        int[] mine = or ? pn : dn;
        int[] theirs = or ? dn : pn;
        int shown = show(mine, 0, n);
        int nodePn;
        int nodeDn;
        while (true) {
            int best = 0;
            int second = INF;
            int sum = n - shown; // each move not yet shown is one more for the opponent to settle
            for (int k = 0; k < shown; k++) {
                sum = Math.min(INF - 1, sum + theirs[k]); // only a settled node's number is INF
                if (mine[k] < mine[best] || k == 0) {
                    if (k > 0) {
                        second = Math.min(second, mine[best]);
                    }
                    best = k;
                } else {
                    second = Math.min(second, mine[k]);
                }
            }
            int least = mine[best];
            if (shown < n && reveal > 0) {
                int hidden = reveal * shown; // the moves not shown, as one move of this number
                if (least > hidden) {
                    shown = show(mine, shown, n);
                    continue;
                }
                second = Math.min(second, hidden);
            }
            if (least >= INF && shown < n) {
                shown = show(mine, shown, n); // every move shown is settled against the mover: show the next ones
                continue;
            }
            for (int k = shown; k < n && least != 0; k++) {
                if (mine[k] == 0) {
                    least = 0; // a move not yet shown that the table or the game's end settles the mover's way
                }
            }
            if (least == 0) {
                sum = INF;
            }
            nodePn = or ? least : sum;
            nodeDn = or ? sum : least;
            if (ply == 0) {
                rootPn = nodePn;
                rootDn = nodeDn;
            }
            if (nodePn >= thPn || nodeDn >= thDn || nodePn == 0 || nodeDn == 0) {
                break;
            }
            int widened = second >= INF ? INF : Math.min(INF, second + 1 + (second >> 2));
            int childPn;
            int childDn;
            if (or) {
                childPn = Math.min(thPn, widened);
                childDn = thDn >= INF ? INF : Math.min(INF, thDn - nodeDn + dn[best]);
            } else {
                childDn = Math.min(thDn, widened);
                childPn = thPn >= INF ? INF : Math.min(INF, thPn - nodePn + pn[best]);
            }
            enter(ply, best);
            long sk = lineKeys[ply + 1];
            path.add(sk, ply + 1);
            try {
                search(ply + 1, childPn, childDn);
            } finally {
                path.remove(sk);
            }
            record(ply, best);
        }
        // What a settled result rests on: one child's result where one move settles it, every child's otherwise.
        boolean proved = nodePn == 0;
        boolean disproved = nodeDn == 0;
        resPn = nodePn;
        resDn = nodeDn;
        if (proved || disproved) {
            boolean oneMove = proved == or; // the side to move's move settled it
            int[] ref = cRef[ply];
            int[] cap = cCap[ply];
            long[] went = cWent[ply];
            long[] need = cNeed[ply];
            long[] walls = cWalls[ply];
            int[] emptied = cEmptied[ply];
            if (oneMove) {
                int k = 0;
                while (proved ? pn[k] != 0 : dn[k] != 0) {
                    k++;
                }
                if (ply == 0) {
                    rootMove = cMove[0][k];
                }
                resRef = ref[k];
                resCap = cap[k] | emptied[k];
                resWent = went[k] | (cMove[ply][k] == area && pending[ply] ? 0 : LineHistory.bloom(cKey[ply][k]));
                resNeed = need[k];
                resWalls = walls[k];
            } else {
                resRef = refusedAt;
                resCap = 0;
                resWent = 0;
                resNeed = 0;
                resWalls = noWalls;
                for (int k = 0; k < n; k++) {
                    resRef = Math.min(resRef, ref[k]);
                    resCap |= cap[k] | emptied[k];
                    resWent |= went[k];
                    resNeed |= need[k];
                    resWalls &= walls[k];
                }
                if (symAt[ply] != 0) { // the images of the moves searched count too
                    widenThroughSymmetries(symAt[ply]);
                }
            }
        }
        store(ply, nodes - startNodes);
    }

    /**
     * A result settled where only one move of each kind was searched (its symmetric images left out) rests on what
     * the images' proofs would: the captured cells, regions and walls taken through the symmetries, and any created
     * position (the Bloom filter of exact keys cannot be mirrored, so it is filled).
     */
    private void widenThroughSymmetries(int group) {
        int cap = resCap;
        long need = resNeed;
        long walls = resWalls;
        for (int g = group; g != 0; g &= g - 1) {
            int sym = Integer.numberOfTrailingZeros(g);
            cap |= image(sym, resCap);
            need |= image(sym, resNeed);
            walls &= image(sym, resWalls);
        }
        resCap = cap;
        resNeed = need;
        resWalls = walls;
        resWent = -1L;
    }

    /**
     * How many of the {@code n} children to show when {@code from} are shown: enough for {@link #width} more that are
     * not settled against the mover ({@code against[k]} the child's number for the mover's goal, INF where lost).
     */
    private int show(int[] against, int from, int n) {
        if (width == 0) {
            return n;
        }
        int live = 0;
        for (int k = from; k < n; k++) {
            if (against[k] < INF && ++live > width) {
                return k;
            }
        }
        return n;
    }

    /** Records the result fields as the numbers of child {@code k} of the node at {@code ply}. */
    private void record(int ply, int k) {
        cPn[ply][k] = resPn;
        cDn[ply][k] = resDn;
        if (resPn == 0 || resDn == 0) {
            cRef[ply][k] = resRef;
            cCap[ply][k] = resCap;
            cWent[ply][k] = resWent;
            cNeed[ply][k] = resNeed;
            cWalls[ply][k] = resWalls;
        }
    }

    /** Sets up the line at {@code ply + 1} for child {@code k} of the node at {@code ply}. */
    private void enter(int ply, int k) {
        int b = cBlack[ply][k];
        int w = cWhite[ply][k];
        int next = sideAt[ply] ^ 3;
        lineBlack[ply + 1] = b;
        lineWhite[ply + 1] = w;
        lineKeys[ply + 1] = cKey[ply][k];
        sideAt[ply + 1] = next;
        pending[ply + 1] = cMove[ply][k] == area;
        lineBloom[ply + 1] = LineHistory.bloom(cKey[ply][k]);
        everBlack[ply + 1] = everBlack[ply] | b;
        everWhite[ply + 1] = everWhite[ply] | w;
        sequence[ply + 1] = Keys.mix(sequence[ply] ^ cKey[ply][k]) ^ (pending[ply + 1] ? 1 : 0);
        symAt[ply + 1] = symAt[ply] == 0 ? 0 : fixing(symAt[ply], b, w);
    }

    /**
     * The children of the node at {@code ply}, each with its first numbers (the game's end, the table, the static
     * bounds, or 1 and 1), in the order to try them when their numbers tie; returns how many. Leaves in
     * {@link #resRef} the shallowest ply of a position that refused a move of the side to move here.
     */
    private int expand(int ply) {
        int me = sideAt[ply];
        int other = me ^ 3;
        int b0 = lineBlack[ply];
        int w0 = lineWhite[ply];
        int mine = me == Board.BLACK ? b0 : w0;
        int theirs = me == Board.BLACK ? w0 : b0;
        int stones = b0 | w0;
        int[] move = cMove[ply];
        int[] cb = cBlack[ply];
        int[] cw = cWhite[ply];
        long[] ck = cKey[ply];
        int[] emptied = cEmptied[ply];
        int[] score = cScore[ply];
        int n = 0;
        int refused = CLEAN;
        int koFight = -1;
        int group = symAt[ply];
        for (int empty = bits.all & ~stones; empty != 0; empty &= empty - 1) {
            int i = Integer.numberOfTrailingZeros(empty);
            if (group != 0 && !firstOfItsKind(i, group)) {
                continue; // a symmetric image of a move searched here: worth the same
            }
            long after = bits.play(i, mine, theirs);
            if (after == -1) {
                continue;
            }
            if (me == pruned && bits.pointless(i, mine, theirs, after)) {
                if (koFight < 0) {
                    koFight = Superko.refusesAMove(bits, path, situational, me, mine, theirs) ? 1 : 0;
                }
                if (koFight == 0) {
                    continue;
                }
            }
            int nb = me == Board.BLACK ? (int) after : (int) (after >>> 32);
            int nw = me == Board.BLACK ? (int) (after >>> 32) : (int) after;
            long sk = superkoKey(nb, nw, other);
            int at = path.plyOf(sk);
            if (at != Integer.MAX_VALUE) {
                refused = Math.min(refused, at);
                continue;
            }
            int s = ((bits.neighbours(1 << i) & theirs) != 0 ? 8 : 0) + ((int) (after >>> 32) != theirs ? 16 : 0)
                    + centrality[i];
            if (me != pruned && bits.pointless(i, mine, theirs, after)) {
                s -= 32; // kept, but shown last: a search that needs one pays for the others first
            }
            // Insertion by score, best first (the order ties are broken in).
            int j = n++;
            while (j > 0 && score[j - 1] < s) {
                move[j] = move[j - 1];
                cb[j] = cb[j - 1];
                cw[j] = cw[j - 1];
                ck[j] = ck[j - 1];
                emptied[j] = emptied[j - 1];
                score[j] = score[j - 1];
                j--;
            }
            move[j] = i;
            cb[j] = nb;
            cw[j] = nw;
            ck[j] = sk;
            emptied[j] = stones & ~(nb | nw);
            score[j] = s;
        }
        move[n] = area; // the pass, last
        cb[n] = b0;
        cw[n] = w0;
        ck[n] = superkoKey(b0, w0, other);
        emptied[n] = 0;
        n++;
        for (int k = 0; k < n; k++) {
            if (move[k] == area && pending[ply]) { // two passes: the game ends, counted as the stones stand
                settled(bits.margin(b0, w0) >= target, 0, 0);
                resWalls = noWalls;
            } else {
                enter(ply, k);
                if (!lookUp(ply + 1)) {
                    if (settleStatically(ply + 1)) {
                        store(ply + 1, 1);
                    } else {
                        resPn = 1;
                        resDn = 1;
                        store(ply + 1, 1);
                    }
                }
            }
            record(ply, k);
        }
        resRef = refused;
        return n;
    }

    /**
     * Looks up the node at {@code ply} in the table: a settled result usable on this line, or else stored numbers.
     * Returns false if the table has neither; else the result fields hold what it has.
     */
    private boolean lookUp(int ply) {
        long key = tableKey(ply);
        int base = (int) (Keys.mix(key) & bucketMask) * WAYS;
        int guess = -1;
        for (int s = base; s < base + WAYS; s++) {
            if (tKey[s] != key) {
                continue;
            }
            int d = s * DATA;
            long numbers = tData[d + 1];
            boolean settledHere = (int) numbers == 0 || (int) (numbers >>> 32) == 0;
            long tag = tData[d];
            if (!settledHere) {
                guess = s;
            } else if (tag == 0 ? reusable(ply, (int) (tData[d + 2] >>> 32), tData[d + 3], tData[d + 4], tData[d + 5])
                    : tag == sequence[ply]) {
                resPn = (int) numbers;
                resDn = (int) (numbers >>> 32);
                resRef = tag == 0 ? CLEAN : (int) tData[d + 2];
                resCap = (int) (tData[d + 2] >>> 32);
                resWent = tData[d + 3];
                resNeed = tData[d + 4];
                resWalls = tData[d + 5];
                return true;
            }
        }
        if (guess >= 0) {
            long numbers = tData[guess * DATA + 1];
            resPn = (int) numbers;
            resDn = (int) (numbers >>> 32);
            return true;
        }
        return false;
    }

    /** Whether slot {@code s} holds a settled result (a proof or a disproof). */
    private boolean settledAt(int s) {
        long numbers = tData[s * DATA + 1];
        return (int) numbers == 0 || (int) (numbers >>> 32) == 0;
    }

    /** Stores the result fields for the node at {@code ply}, found with {@code work} nodes. */
    private void store(int ply, long work) {
        long key = tableKey(ply);
        boolean settledHere = resPn == 0 || resDn == 0;
        long tag = settledHere && resRef < ply ? sequence[ply] : 0; // a result that met a refusal above: this line's own
        int base = (int) (Keys.mix(key) & bucketMask) * WAYS;
        int slot = -1;
        for (int s = base; s < base + WAYS; s++) {
            if (tKey[s] == key) {
                boolean wasSettled = settledAt(s);
                if (!settledHere && wasSettled) {
                    continue; // numbers never overwrite a settled result (it may hold on other lines)
                }
                if (!wasSettled || tData[s * DATA] == tag) {
                    slot = s;
                    break;
                }
            }
        }
        if (slot < 0) {
            slot = base; // the slot with the least work under it
            for (int s = base + 1; s < base + WAYS; s++) {
                if (tWork[s] < tWork[slot]) {
                    slot = s;
                }
            }
            if (!settledHere && tKey[slot] != 0 && tWork[slot] > work && settledAt(slot)) {
                return; // numbers go only where they replace less work, or no settled result
            }
        }
        tWork[slot] = tKey[slot] == key ? Math.max(work, tWork[slot]) : work;
        tKey[slot] = key;
        int d = slot * DATA;
        tData[d] = tag;
        tData[d + 1] = (resPn & 0xFFFFFFFFL) | (long) resDn << 32;
        tData[d + 2] = ((settledHere ? resRef : CLEAN) & 0xFFFFFFFFL) | (long) resCap << 32;
        tData[d + 3] = resWent;
        tData[d + 4] = resNeed;
        tData[d + 5] = resWalls;
    }

    /** As {@link Searcher}'s rule 2: whether a settled result stored for another line holds on this one. */
    private boolean reusable(int ply, int capturedCells, long went, long need, long walls) {
        lineBefore.ply = ply;
        if ((everBlack[ply] & (int) need) != 0 && lineBefore.barred(true, (int) need, (int) walls)
                || (everWhite[ply] & (int) (need >>> 32)) != 0
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

}
