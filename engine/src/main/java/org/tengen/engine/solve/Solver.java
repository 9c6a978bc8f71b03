package org.tengen.engine.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.GameReplay;
import org.tengen.core.KoRule;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.Stone;
import org.tengen.core.Turn;

/**
 * Solves a position of a small board exactly: Black's margin under perfect play, the moves that keep it, a
 * principal variation, and a proof by two independent null-window searches.
 *
 * <p>The search is MTD(f): null-window alpha-beta searches ({@link Searcher}, iteratively deepening) that
 * close in on the value, sharing one transposition table, from a first guess made by a quick search that
 * ignores the history (not sound, so only a guess: it saves MTD(f) most of its steps, 3x3 going from 0 to 9 in
 * one). Then, from the same table, one line of perfect play is walked to its two passes, and every root move
 * is tested against the value (the best moves), each within a node budget: showing that a move keeps the value
 * is a proof of the kind the value's search made, but showing that one loses needs the loser's whole defence,
 * which on some boards is far the bigger search, so a move whose test runs out is reported as not settled. The
 * proof runs two more null-window searches, each on a table of its own in a thread of its own, so a wrong bound
 * left in the main table cannot vouch for itself: one shows the margin is at least the value, the other at most.
 *
 * <p>The position is a {@link Game}, so the superko history of a record counts: every earlier position of
 * the game is forbidden as the rules say, and is part of the table keys.
 */
public final class Solver {
    /** The bytes of one entry of the transposition table: a table of 2^LOG2 entries takes this times 2^LOG2. */
    public static final int TABLE_ENTRY_BYTES = 8 * TranspositionTable.STRIDE;

    /** Settings of one solve. */
    public record Options(int log2TableEntries, boolean safePoints, boolean prove, long progressMillis, int threads) {
        /**
         * Defaults: a table of 2^22 entries (72 bytes each, about 300 MB), Benson's bounds on, the proof on, progress
         * every 10 s, a thread per processor.
         */
        public static Options defaults() {
            return new Options(22, true, true, 10_000, Runtime.getRuntime().availableProcessors());
        }

        /** {@return these options with a table of 2^log2 entries} */
        public Options withTable(int log2) {
            return new Options(log2, safePoints, prove, progressMillis, threads);
        }

        /** {@return these options with or without the proof} */
        public Options withProof(boolean on) {
            return new Options(log2TableEntries, safePoints, on, progressMillis, threads);
        }

        /** {@return these options with or without Benson's static bounds} */
        public Options withSafePoints(boolean on) {
            return new Options(log2TableEntries, on, prove, progressMillis, threads);
        }

        /** {@return these options with {@code n} threads (at least one)} */
        public Options withThreads(int n) {
            if (n < 1) {
                throw new IllegalArgumentException("threads must be at least 1, not " + n);
            }
            return new Options(log2TableEntries, safePoints, prove, progressMillis, n);
        }
    }

    /** The nodes each root move's test may take: this many times the value's search, and at least the minimum. */
    private static final long MOVE_BUDGET_FACTOR = 4;
    private static final long MIN_MOVE_BUDGET = 250_000;

    private final Game game;
    private final Options options;
    private final Cells cells;
    private final boolean situational;
    private final Board[] priorBoards;
    private final int[] priorSides;
    /** The main search's table: made on first use, as {@link #atLeast}'s searches keep tables of their own. */
    private TranspositionTable table;
    /** The searches running now, so that {@link #stop} reaches them from another thread. */
    private final List<Searcher> running = new CopyOnWriteArrayList<>();
    /** The proof-number searches running now, likewise, and the solvers of other positions a solve runs. */
    private final List<Prover> provers = new CopyOnWriteArrayList<>();
    private final List<Solver> nested = new CopyOnWriteArrayList<>();
    private volatile boolean stopped;
    /** The nodes of the searches that helped the main one (other threads'). */
    private final LongAdder helperNodes = new LongAdder();
    /** The search that settled the last {@link #atLeast}, for {@link #table}. */
    private volatile Searcher settling;
    /** A table read from a file ({@link #reuse}): every search starts from it. */
    private SolvedTable seed;

    /**
     * A solver for the position of {@code game} with the side to move.
     *
     * @param game the position and its history; not changed
     * @param options the settings
     * @throws IllegalArgumentException if the rules or board are beyond the solver ({@link SolveRules}), or the
     *     game is over
     */
    public Solver(Game game, Options options) {
        SolveRules.check(game.rules(), game.geometry());
        if (game.isOver()) {
            throw new IllegalArgumentException("the game is over; there is nothing left to solve");
        }
        this.game = game;
        this.options = options;
        this.cells = new Cells(game.geometry());
        this.situational = game.rules().ko() == KoRule.SITUATIONAL;
        List<Board> boards = new ArrayList<>();
        List<Integer> sides = new ArrayList<>();
        priorPositions(boards, sides);
        this.priorBoards = boards.toArray(new Board[0]);
        this.priorSides = sides.stream().mapToInt(Integer::intValue).toArray();
    }

    private synchronized TranspositionTable mainTable() {
        if (table == null) {
            table = seeded(options.log2TableEntries());
        }
        return table;
    }

    /**
     * Reuses what an earlier solve proved: its table's entries go into every table this solver makes from now on
     * (call it before solving; a second call replaces the first).
     *
     * @param saved a table read from a file, for the same board and rules
     * @throws IllegalArgumentException if it was made for another board or other rules
     */
    public void reuse(SolvedTable saved) {
        saved.checkFits(game.geometry(), game.rules());
        seed = saved; // copied into each table as it is made
    }

    /**
     * Whether the table given to {@link #reuse} (with the static bounds) settles this position's value, in this
     * game's history: then {@link #solve} ends at once. False without one.
     */
    public boolean reusedTableSettles() {
        if (seed == null) {
            return false;
        }
        Searcher s = searcher(mainTable()); // the solve's own table: seeding it now is not wasted
        try {
            return s.settledBeforeSearching();
        } finally {
            running.remove(s);
        }
    }

    /** A new table of 2^log2 entries: empty, or holding what {@link #reuse} was given. */
    private TranspositionTable seeded(int log2) {
        TranspositionTable t = new TranspositionTable(log2);
        if (seed != null) {
            seed.copyInto(t);
        }
        return t;
    }

    /**
     * {@return what this solver has proved so far, to write to a file: after {@link #atLeast}, what the search
     * that settled it proved in its prover's favour (all of it, for the search of every move), with what it was
     * given to {@link #reuse}; else the whole solve's table}
     */
    public SolvedTable table() {
        Searcher s = settling;
        if (s == null) {
            return SolvedTable.of(game.geometry(), game.rules(), mainTable());
        }
        SolvedTable proved = SolvedTable.of(game.geometry(), game.rules(), s.table, s.pruned);
        // The filter drops the seed's bounds in the other side's favour: a table read and saved again keeps them.
        return seed == null ? proved : SolvedTable.union(seed, proved);
    }

    /**
     * The game's positions before the present one, as {@code Game} keeps them for superko: the start (unless a
     * handicap was placed: then the position after it), and the position after each turn; setup stones placed
     * one after another make one position. Each board goes into {@code boards}, the side to move in it into
     * {@code sides}.
     */
    private void priorPositions(List<Board> boards, List<Integer> sides) {
        List<Turn> turns = game.history();
        Board b = new Board(game.geometry());
        int handicap = game.handicapStones();
        if (handicap == 0) {
            boards.add(b.copy());
            sides.add(Board.BLACK);
        }
        for (int i = 0; i < turns.size(); i++) {
            Turn t = turns.get(i);
            int side;
            if (t.setup()) {
                if (t.removal()) {
                    b.removeStone(((Move.Play) t.move()).point());
                } else {
                    b.setStone(((Move.Play) t.move()).point(), t.stone());
                }
                side = nextMover(turns, i);
                if (i + 1 < turns.size() && turns.get(i + 1).setup() && i + 1 != handicap) {
                    continue; // a step of a setup that isn't a position of the game
                }
                if (i < handicap - 1) {
                    continue;
                }
                if (i == handicap - 1) {
                    side = Board.WHITE;
                }
            } else {
                if (t.move() instanceof Move.Pass) {
                    b.pass();
                } else if (t.move() instanceof Move.Play play) {
                    b.playUnchecked(play.point(), t.stone().code());
                } else {
                    continue;
                }
                side = t.stone().opponent().code();
            }
            boards.add(b.copy());
            sides.add(side);
        }
        // The last is the present position: the searcher adds it itself, at the root.
        boards.remove(boards.size() - 1);
        sides.remove(sides.size() - 1);
    }

    private int nextMover(List<Turn> turns, int i) {
        for (int j = i + 1; j < turns.size(); j++) {
            if (!turns.get(j).setup()) {
                return turns.get(j).stone().code();
            }
        }
        return game.toMove().code();
    }

    private Searcher searcher(TranspositionTable t) {
        Searcher s = new Searcher(cells, game.board(), game.rules().suicide(), game.toMove().code(),
                game.consecutivePasses() == 1, situational,
                priorBoards, priorSides, t, options.safePoints());
        running.add(s);
        s.stop = stopped;
        return s;
    }

    /**
     * Ends a solve in progress as soon as it can, from any thread (a player out of time): {@link #solve} then
     * throws {@link CancellationException}. A solver once stopped stays stopped.
     */
    public void stop() {
        stopped = true;
        for (Searcher s : running) {
            s.stop = true;
        }
        for (Prover p : provers) {
            p.stop = true;
        }
        for (Solver s : nested) {
            s.stop();
        }
    }

    /**
     * Solves the position.
     *
     * @param progress where a line of progress goes now and then on a long run ({@code s -> {}} for none)
     * @return the value, best moves, principal variation, counts and proof
     * @throws CancellationException if {@link #stop} was called before it ended
     */
    public Solution solve(Consumer<String> progress) {
        return solve(progress, true);
    }

    /**
     * Solves the position; without {@code everyBestMove}, the best moves are only the principal variation's
     * first (a player needs one move that keeps the value, and on 5x5 testing each other move would cost seconds).
     */
    Solution solve(Consumer<String> progress, boolean everyBestMove) {
        try {
            Solution s = solveOrStop(progress, everyBestMove);
            if (stopped) {
                throw new CancellationException("the solve was stopped");
            }
            return s;
        } catch (Searcher.Stopped e) {
            throw new CancellationException("the solve was stopped");
        }
    }

    private Solution solveOrStop(Consumer<String> progress, boolean everyBestMove) {
        settling = null; // table() is this solve's from now on
        Searcher main = searcher(mainTable());
        int sign = game.toMove() == Stone.BLACK ? 1 : -1;
        long start = System.nanoTime();
        int[] value = new int[1];
        List<Move> best = new ArrayList<>();
        List<Move> unsettled = new ArrayList<>();
        List<Move> pv = new ArrayList<>();
        long[] guessNodes = new long[1];
        // A first guess by a search that ignores the history (fast, not sound), then the sound search.
        // (What was proved is a good guess too: its table starts from the seed as well.)
        Searcher guess = searcher(seeded(Math.max(10, options.log2TableEntries() - 2)));
        guess.guessing = true;
        watch(progress, "search", main, guess, () -> {
            int g = mtdf(guess, 0);
            guessNodes[0] = guess.nodes;
            // (Its moves as hints made the sound search slower on 2x3 and 1x6, so they are not used.)
            value[0] = mtdf(main, g);
            long budget = Math.max(MIN_MOVE_BUDGET, MOVE_BUDGET_FACTOR * main.nodes);
            pv.addAll(principalVariation(main, value[0], budget));
            if (everyBestMove) {
                bestMoves(main, value[0], budget, best, unsettled);
            } else {
                best.add(pv.get(0));
            }
        });
        long millis = (System.nanoTime() - start) / 1_000_000;
        Solution.Proof proof = options.prove() ? prove(value[0], progress) : null;
        return new Solution(sign * value[0], komiOf(game), best, unsettled, pv, main.nodes + guessNodes[0] + helperNodes.sum(),
                millis, proof);
    }

    /**
     * What {@link #atLeast} settled.
     *
     * @param margin the margin asked about: Black's area minus White's, komi aside
     * @param holds whether Black's margin under perfect play is at least {@code margin}
     * @param settledBy the search that settled it: {@code "Black's moves pruned"} (it found yes),
     *     {@code "White's moves pruned"} (it found no), or {@code "every move"}
     * @param movesPerNode the most moves the pruned side played at a node in that search (0: every one left
     *     after the pruning)
     * @param firstMove where the side that the answer favours is to move, the move its proof starts with; null
     *     where the other side is to move, or where the table ({@link #reuse}) or the static bounds settled the
     *     position before any move was searched
     * @param nodes the nodes of every search it ran
     * @param millis their wall time
     */
    public record Bound(int margin, boolean holds, String settledBy, int movesPerNode, Move firstMove, long nodes,
                        long millis) {
    }

    /**
     * The caps on the pruned side's moves a node ({@link Searcher#cap}) of the pruned searches, tried in turn:
     * its first five moves, then every one. On 5x5 the capped search reaches the horizons a proof needs in
     * minutes where the search of every move reaches 15 in 40; where five moves are not enough it has failed
     * within seconds on every board measured, but a capped search that deepens without end would keep the
     * uncapped one from starting.
     */
    static final int[] CAPS = {5, 0};

    /**
     * Whether Black's margin under perfect play is at least {@code margin}: one null-window search, run first
     * with Black's pointless moves left out (a move that captures nothing and fills a point all of whose
     * neighbours are Black's, leaves a chain of two or more black stones with one liberty, or is a suicide; kept
     * where superko refuses Black a move, as in a ko fight such a move stands for a ko threat), which
     * settles it if it finds yes (Black played only real moves and every white move was searched); then with
     * White's left out, which settles it if it finds no; then with every move. Each pruned search is tried first
     * with the pruned side held to its first few moves a node ({@link #CAPS}), which settles it just as well
     * when it does. Each search has a table of its own. With two threads or more ({@link Options#threads()})
     * the pruned searches of the two sides run side by side, and the first that settles it stops the other. The
     * pruned searches are much smaller where the pruned side needs none of those moves, and they bound boards
     * whose exact value is out of reach.
     *
     * @param margin Black's area minus White's, komi aside
     * @param progress where a line of progress goes now and then
     * @return the answer and which search gave it
     * @throws CancellationException if {@link #stop} was called before it ended
     */
    public Bound atLeast(int margin, Consumer<String> progress) {
        return atLeast(margin, CAPS, progress);
    }

    /**
     * {@link #atLeast(int, Consumer)} with the pruned searches holding their side to {@code caps} moves a node in
     * turn (0, or a cap above the board's area: every move the pruning leaves, after which no cap is tried) instead
     * of {@link #CAPS}.
     *
     * @throws IllegalArgumentException if {@code caps} is empty or holds a negative number
     */
    public Bound atLeast(int margin, int[] caps, Consumer<String> progress) {
        if (caps.length == 0 || Arrays.stream(caps).anyMatch(c -> c < 0)) {
            throw new IllegalArgumentException("caps must be one or more numbers of moves, 0 or more: "
                    + Arrays.toString(caps));
        }
        // A cap above the area holds back no move (a node has at most the area's points and the pass): it is 0.
        caps = Arrays.stream(caps).map(c -> c > cells.area ? 0 : c).toArray();
        // After a search of every move the pruning leaves has failed, a capped one (fewer of the prover's moves) would too.
        int firstZero = 0;
        while (firstZero < caps.length - 1 && caps[firstZero] != 0) {
            firstZero++;
        }
        caps = Arrays.copyOf(caps, firstZero + 1);
        // A margin lies within the area either way: beyond it the answer is the same as at its edge.
        int m = Math.max(-cells.area, Math.min(cells.area + 1, margin));
        int sign = game.toMove() == Stone.BLACK ? 1 : -1;
        int beta = sign > 0 ? m : 1 - m; // the side to move's value that answers yes (Black) or no (White)
        long start = System.nanoTime();
        try {
            long[] nodes = new long[1];
            Bound pruned = options.threads() >= 2
                    ? prunedSideBySide(margin, caps, sign, beta, progress, nodes, start)
                    : prunedOneAfterTheOther(margin, caps, sign, beta, progress, nodes, start);
            if (pruned != null) {
                return pruned;
            }
            Searcher s = searcher(seeded(options.log2TableEntries()));
            boolean holds = reaches(s, 0, 0, sign, beta, progress, margin);
            nodes[0] += s.nodes;
            return bound(margin, holds, s, 0, nodes[0], start);
        } catch (Searcher.Stopped e) {
            throw new CancellationException("the search was stopped");
        }
    }

    /**
     * {@link #atLeast} by proof-number search ({@link Prover}) with every move (pointless ones ordered last), and
     * with two threads or more, side by side with it, a search without Black's pointless moves (it settles the
     * question when it finds yes); each search has a table of its own, of the options' size.
     *
     * @throws CancellationException if {@link #stop} was called before it ended
     */
    public Bound atLeastByProofNumbers(int margin, Consumer<String> progress) {
        Bound b = atLeastByProofNumbers(margin, Long.MAX_VALUE, progress);
        if (b == null) {
            throw new AssertionError("the search with every move settles it");
        }
        return b;
    }

    /**
     * As {@link #atLeastByProofNumbers(int, Consumer)} within {@code maxNodes} nodes (each search of a stage): null if
     * they ran out. With two threads or more the two searches run side by side, and the first that settles it
     * stops the other.
     */
    private Bound atLeastByProofNumbers(int margin, long maxNodes, Consumer<String> progress) {
        int m = Math.max(-cells.area, Math.min(cells.area + 1, margin));
        long start = System.nanoTime();
        long nodes = 0;
        // Pruned stages that fail cost the hard cases their whole run; the full search orders pointless moves last.
        int[][] stages = options.threads() >= 2 ? new int[][] {{0, Board.BLACK}} : new int[][] {{0}};
        for (int[] sides : stages) {
            Prover[] ps = new Prover[sides.length];
            for (int i = 0; i < sides.length; i++) {
                ps[i] = prover(m, sides[i]);
            }
            int[] results = runSideBySide(ps, sides, maxNodes, margin, progress);
            boolean outOfNodes = false;
            for (int i = 0; i < sides.length; i++) {
                nodes += ps[i].nodes;
                outOfNodes |= results[i] == -1;
            }
            for (int i = 0; i < sides.length; i++) {
                if (settles(sides[i], results[i])) {
                    boolean holds = results[i] == 1;
                    boolean proverToMove = (game.toMove() == Stone.BLACK) == holds;
                    Move first = proverToMove && ps[i].rootMove >= 0 ? toMove(ps[i].rootMove) : null;
                    return new Bound(margin, holds, settledBy(sides[i]), 0, first, nodes,
                            (System.nanoTime() - start) / 1_000_000);
                }
            }
            if (outOfNodes) {
                return null;
            }
        }
        throw new AssertionError("the search with every move settles it");
    }

    /** Whether a search with {@code side}'s moves pruned (0: none) settles the question with its result (1 yes, 0 no). */
    private static boolean settles(int side, int result) {
        return result >= 0 && (side == 0 || (side == Board.BLACK) == (result == 1));
    }

    /**
     * Runs the searches, each on a thread of its own, until each ends or one settles the question (which stops the
     * others), with a progress line now and then. Returns each one's result: 1 yes, 0 no, -1 out of nodes, -2
     * stopped by another.
     *
     * @throws CancellationException if {@link #stop} was called
     */
    private int[] runSideBySide(Prover[] ps, int[] sides, long maxNodes, int margin, Consumer<String> progress) {
        int n = ps.length;
        int[] results = new int[n];
        Thread[] threads = new Thread[n];
        for (int i = 0; i < n; i++) {
            int me = i;
            provers.add(ps[i]);
            ps[i].stop = stopped;
            threads[i] = thread(() -> {
                try {
                    results[me] = ps[me].prove(maxNodes);
                } catch (Searcher.Stopped e) {
                    results[me] = -2;
                    return;
                }
                if (settles(sides[me], results[me])) {
                    for (Prover other : ps) {
                        if (other != ps[me]) {
                            other.stop = true;
                        }
                    }
                }
            });
        }
        long begin = System.nanoTime();
        try {
            for (Thread t : threads) {
                t.start();
            }
            for (Thread t : threads) {
                while (t.isAlive()) {
                    t.join(Math.max(1, options.progressMillis()));
                    if (t.isAlive()) {
                        StringBuilder line = new StringBuilder("at least " + margin + " by proof numbers (");
                        for (int i = 0; i < n; i++) {
                            line.append(i > 0 ? "; " : "").append(settledBy(sides[i]))
                                    .append(String.format(": %,d nodes, ply %d reached, root's proof and disproof numbers %,d and %,d",
                                            ps[i].nodesSeen, ps[i].deepest, ps[i].rootPn, ps[i].rootDn));
                        }
                        progress.accept(line.append(String.format("), %d s", (System.nanoTime() - begin) / 1_000_000_000L))
                                .toString());
                    }
                }
            }
        } catch (InterruptedException e) {
            for (Prover p : ps) {
                p.stop = true;
            }
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } finally {
            for (Prover p : ps) {
                provers.remove(p);
            }
        }
        if (stopped) {
            throw new CancellationException("the search was stopped");
        }
        return results;
    }

    /**
     * Solves the position by proof-number searches of single bounds ({@link #atLeastByProofNumbers}): the value by
     * bisection (the last "yes" and "no" are the proof: value at least v and not at least v + 1, each from scratch),
     * each move of the side to move tested to keep it (within four times the nodes of the value's searches), and
     * a line of perfect play, each move of it the one the proof of the position it is played in starts with (or,
     * where the static bounds settle that position, the first move that keeps the value).
     *
     * @throws CancellationException if {@link #stop} was called before it ended
     */
    public Solution solveByProofNumbers(Consumer<String> progress) {
        long start = System.nanoTime();
        int area = cells.area;
        int lo = -area; // Black's margin is at least lo ...
        int hi = area + 1; // ... and not at least hi
        Bound yes = null;
        Bound no = null;
        long nodes = 0;
        while (hi - lo > 1) {
            int mid = Math.floorDiv(lo + hi, 2);
            Bound b = atLeastByProofNumbers(mid, progress);
            nodes += b.nodes();
            if (b.holds()) {
                lo = mid;
                yes = b;
            } else {
                hi = mid;
                no = b;
            }
        }
        int v = lo;
        long proofNodes = (yes == null ? 0 : yes.nodes()) + (no == null ? 0 : no.nodes());
        long proofMillis = (yes == null ? 0 : yes.millis()) + (no == null ? 0 : no.millis());
        Solution.Proof proof = new Solution.Proof(true, true, proofNodes, proofMillis);
        boolean black = game.toMove() == Stone.BLACK;
        List<Move> best = new ArrayList<>();
        List<Move> unsettled = new ArrayList<>();
        long budget = Math.max(MIN_MOVE_BUDGET, MOVE_BUDGET_FACTOR * nodes);
        int[] image = symmetricImages(); // a move the position's symmetries take to another gets that one's answer
        int[] answer = new int[cells.area + 1]; // by cell, the pass last
        List<Move> moves = movesOf(game);
        for (Move m : moves) {
            int cell = m instanceof Move.Play p ? cells.pointCell[p.point()] : cells.area;
            if (cell == cells.area || image[cell] == cell) {
                answer[cell] = keepsByProofNumbers(game, m, v, budget, progress);
            }
        }
        for (Move m : moves) {
            int cell = m instanceof Move.Play p ? cells.pointCell[p.point()] : cells.area;
            int keeps = answer[cell == cells.area ? cell : image[cell]];
            if (keeps > 0) {
                best.add(m);
            } else if (keeps < 0) {
                unsettled.add(m);
            }
        }
        List<Move> line = lineByProofNumbers(v, black ? yes : no, progress);
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new Solution(v, komiOf(game), best, unsettled, line, nodes, millis, proof);
    }

    /**
     * For each cell, the first cell (in board order) that a symmetry of the board taking the position and every
     * earlier one of the game to themselves takes it to: moves there have the same value.
     */
    private int[] symmetricImages() {
        int[] image = new int[cells.area];
        for (int c = 0; c < cells.area; c++) {
            image[c] = c;
        }
        for (int sym = 1; sym < cells.symmetries(); sym++) {
            boolean fixes = cells.fixes(game.board(), sym);
            for (int i = 0; fixes && i < priorBoards.length; i++) {
                fixes = cells.fixes(priorBoards[i], sym);
            }
            if (fixes) {
                for (int c = 0; c < cells.area; c++) {
                    image[c] = Math.min(image[c], cells.map[sym][c]);
                }
            }
        }
        // The symmetries that fix the position form a group: the least image over them is each class's least cell.
        return image;
    }

    /** Every legal move of the side to move in {@code g}: its points in board order, then the pass. */
    private static List<Move> movesOf(Game g) {
        List<Move> moves = new ArrayList<>();
        for (int p : g.legalPoints()) {
            moves.add(Move.play(p));
        }
        moves.add(Move.PASS);
        return moves;
    }

    /**
     * Whether move {@code m} of the side to move in {@code g} keeps Black's margin at {@code v} (at least v after a
     * move of Black's, at most v after one of White's), within {@code budget} nodes: 1 yes, 0 no, -1 not settled.
     */
    private int keepsByProofNumbers(Game g, Move m, int v, long budget, Consumer<String> progress) {
        boolean black = g.toMove() == Stone.BLACK;
        Game after = copy(g);
        if (!after.play(m).isLegal()) {
            return 0;
        }
        if (after.isOver()) {
            int margin = after.score(List.of()).areaDifference();
            return (black ? margin >= v : margin <= v) ? 1 : 0;
        }
        Bound b = boundAt(after, black ? v : v + 1, budget, progress);
        return b == null ? -1 : b.holds() == black ? 1 : 0;
    }

    /** A line of perfect play from the root to the game's end, keeping Black's margin at {@code v}. */
    private List<Move> lineByProofNumbers(int v, Bound rootBound, Consumer<String> progress) {
        List<Move> line = new ArrayList<>();
        Game g = copy(game);
        Move hint = rootBound == null ? null : rootBound.firstMove();
        for (int ply = 0; ply < 4 * cells.area + 8 && !g.isOver(); ply++) {
            boolean black = g.toMove() == Stone.BLACK;
            if (hint == null && ply > 0) {
                hint = boundAt(g, black ? v : v + 1, Long.MAX_VALUE, progress).firstMove();
            }
            Move chosen = hint != null ? hint : firstMoveKeeping(g, v, progress);
            if (chosen == null || !g.play(chosen).isLegal()) {
                break; // cannot happen: some move keeps the value
            }
            line.add(chosen);
            hint = null;
        }
        return line;
    }

    /**
     * A move of the side to move that keeps Black's margin at least {@code margin} (Black to move) or below it
     * (White to move), by proof numbers: for a position whose bound the static bounds settled before any move, so
     * that the proof names none. The pass first, then the legal points in board order; null if none keeps it.
     *
     * @throws CancellationException if {@link #stop} was called before it ended
     */
    public Move moveKeeping(int margin, Consumer<String> progress) {
        return firstMoveKeeping(game, game.toMove() == Stone.BLACK ? margin : margin - 1, progress);
    }

    /** The first move of {@code g}, the pass first, that keeps Black's margin at {@code v} ({@link #keepsByProofNumbers}). */
    private Move firstMoveKeeping(Game g, int v, Consumer<String> progress) {
        List<Move> moves = movesOf(g);
        moves.add(0, moves.remove(moves.size() - 1)); // the pass first: the bounds settled it as it stands
        for (Move m : moves) {
            if (keepsByProofNumbers(g, m, v, Long.MAX_VALUE, progress) > 0) {
                return m;
            }
        }
        return null;
    }

    /**
     * {@link #atLeastByProofNumbers(int, long, Consumer)} for another position of this solve, by a solver of its own
     * that {@link #stop} reaches while it runs.
     */
    private Bound boundAt(Game g, int margin, long budget, Consumer<String> progress) {
        if (stopped) {
            throw new CancellationException("the search was stopped");
        }
        Solver s = new Solver(g, options);
        nested.add(s);
        try {
            if (stopped) {
                s.stop();
            }
            return s.atLeastByProofNumbers(margin, budget, progress);
        } finally {
            nested.remove(s);
        }
    }

    /** The komi and the handicap bonus White receives under area scoring, added together. */
    static double komiOf(Game g) {
        Rules rules = g.rules();
        return rules.komi() + rules.handicapBonus().points(g.handicapStones());
    }

    private static Game copy(Game g) {
        Game c = new Game(g.geometry(), g.rules());
        GameReplay.replay(g, c);
        return c;
    }

    /** A proof-number search of "Black's margin is at least {@code target}" from this position, {@code side}'s pointless moves left out. */
    Prover prover(int target, int side) {
        Prover p = new Prover(cells, game.board(), game.rules().suicide(), game.toMove().code(),
                game.consecutivePasses() == 1, situational, priorBoards, priorSides, options.safePoints(), target,
                options.log2TableEntries());
        p.pruned = side;
        return p;
    }

    /** The answer of {@code s}, a search that settled it with {@code side}'s moves pruned (0: none). */
    private Bound bound(int margin, boolean holds, Searcher s, int side, long nodes, long start) {
        settling = s;
        boolean proverToMove = (game.toMove() == Stone.BLACK) == holds;
        // The move whose search proved it; none where the table or the static bounds settled the root before any
        // move was searched (the table's move there need not keep the bound in this game's history).
        int hint = proverToMove ? s.rootProof : -1;
        return new Bound(margin, holds, settledBy(side), s.cap, hint < 0 ? null : toMove(hint), nodes,
                (System.nanoTime() - start) / 1_000_000);
    }

    /** For each cap in turn, Black-pruned, then White-pruned: the first that settles it, or null. */
    private Bound prunedOneAfterTheOther(int margin, int[] caps, int sign, int beta, Consumer<String> progress,
                                         long[] nodes, long start) {
        for (int cap : caps) {
            for (int side : new int[] {Board.BLACK, Board.WHITE}) {
                Searcher s = searcher(seeded(options.log2TableEntries()));
                boolean holds = reaches(s, side, cap, sign, beta, progress, margin);
                nodes[0] += s.nodes;
                if ((side == Board.BLACK) == holds) {
                    return bound(margin, holds, s, side, nodes[0], start);
                }
            }
        }
        return null;
    }

    /**
     * The pruned searches of the two sides at once, on two threads, each side's caps in turn with a table each:
     * the first that settles it stops the other. Returns the answer, or null when none settles it.
     */
    private Bound prunedSideBySide(int margin, int[] caps, int sign, int beta, Consumer<String> progress,
                                   long[] nodes, long start) {
        int[] sides = {Board.BLACK, Board.WHITE};
        Searcher[] settling = new Searcher[2]; // the search that settled it, by side; null where none did
        Boolean[] settled = new Boolean[2];
        Searcher[] current = new Searcher[2]; // each side's search now running (only it and its table stay live)
        LongAdder done = new LongAdder(); // the nodes of the searches that ended
        Runnable[] work = new Runnable[2];
        for (int i = 0; i < 2; i++) {
            int me = i;
            work[i] = () -> {
                for (int cap : caps) {
                    Searcher s;
                    synchronized (settled) {
                        if (settled[1 - me] != null || stopped) {
                            return; // the other side settled it
                        }
                        current[me] = null; // the last search's table may go before the next is made
                    }
                    s = searcher(seeded(options.log2TableEntries()));
                    synchronized (settled) {
                        current[me] = s;
                        if (settled[1 - me] != null) {
                            s.stop = true;
                        }
                    }
                    try {
                        boolean holds = reaches(s, sides[me], cap, sign, beta, progress, margin);
                        if ((sides[me] == Board.BLACK) == holds) {
                            synchronized (settled) {
                                settled[me] = holds;
                                settling[me] = s;
                                Searcher other = current[1 - me];
                                if (other != null) {
                                    other.stop = true; // settled: the other side has nothing left to add
                                }
                            }
                            return;
                        }
                    } catch (Searcher.Stopped | CancellationException e) {
                        return; // the other side settled it, or stop() was called: told apart below
                    } finally {
                        done.add(s.nodes);
                    }
                }
            };
        }
        Thread other = thread(work[1]);
        other.start();
        work[0].run();
        join(other);
        nodes[0] += done.sum();
        if (stopped) {
            throw new CancellationException("the search was stopped");
        }
        synchronized (settled) {
            for (int i = 0; i < 2; i++) {
                if (settled[i] != null) {
                    return bound(margin, settled[i], settling[i], sides[i], nodes[0], start);
                }
            }
        }
        return null;
    }

    /**
     * One null-window search of {@code s} with {@code side}'s pointless moves left out (0: none) and that side
     * held to {@code cap} moves a node (0: no cap): whether Black's margin reaches the asked one in that search.
     */
    private boolean reaches(Searcher s, int side, int cap, int sign, int beta, Consumer<String> progress, int margin) {
        s.pruned = side;
        s.cap = side == 0 ? 0 : cap;
        int[] result = new int[1];
        try {
            String stage = "at least " + margin + " (" + settledBy(side)
                    + (s.cap > 0 ? ", " + s.cap + " moves a node" : "") + ")";
            watch(progress, stage, s, null, () -> result[0] = s.search(beta - 1, beta, 0));
        } finally {
            running.remove(s);
        }
        if (stopped) {
            throw new CancellationException("the search was stopped");
        }
        return sign > 0 ? result[0] >= beta : result[0] < beta;
    }

    private static String settledBy(int side) {
        return side == Board.BLACK ? "Black's moves pruned" : side == Board.WHITE ? "White's moves pruned" : "every move";
    }

    /** MTD(f): null-window searches from a first guess until the bounds meet; the value from the side to move's view. */
    private static int mtdf(Searcher s, int guess) {
        int lower = -TranspositionTable.INF;
        int upper = TranspositionTable.INF;
        int g = guess;
        while (lower < upper) {
            int beta = g == lower ? g + 1 : g;
            s.forgetMoveOrder(); // the last window's history misleads this one's
            g = s.search(beta - 1, beta, 0);
            if (g < beta) {
                upper = g;
            } else {
                lower = g;
            }
        }
        return g;
    }

    /**
     * Whether the move at {@code ply} keeps at least {@code v} for the side that makes it, found within
     * {@code budget} nodes: 1 yes, 0 no (or not legal), -1 not settled in the budget. The move is made and
     * taken back.
     */
    private int keeps(Searcher s, int move, int v, int ply, long budget) {
        if (move == cells.area && s.passPending(ply)) {
            return s.marginToMove() >= v ? 1 : 0;
        }
        if (!s.playAt(move, ply)) {
            return 0;
        }
        try {
            int r = s.searchWithin(-v, -v + 1, ply + 1, budget);
            return r == Integer.MIN_VALUE ? -1 : -r >= v ? 1 : 0;
        } finally {
            s.undoAt(ply);
        }
    }

    /**
     * Every root move tested against the value, each within {@code budget} nodes: those that keep it go to
     * {@code best}, those not settled in the budget to {@code unsettled}. (A move that keeps the value is
     * usually quick to show; one that loses may need the loser's whole defence shown, which on some boards is
     * far the bigger search.)
     */
    private void bestMoves(Searcher s, int v, long budget, List<Move> best, List<Move> unsettled) {
        int[] verdicts = new int[cells.area + 1];
        AtomicInteger next = new AtomicInteger();
        // Each thread takes the next untested move, with a searcher of its own on the shared table.
        List<Searcher> helpers = new ArrayList<>();
        for (int i = 1; i < options.threads(); i++) {
            helpers.add(searcher(mainTable()));
        }
        inParallel(s, helpers, t -> {
            for (int m = next.getAndIncrement(); m <= cells.area; m = next.getAndIncrement()) {
                verdicts[m] = keeps(t, m, v, 0, budget);
            }
        });
        for (int m = 0; m <= cells.area; m++) {
            if (verdicts[m] > 0) {
                best.add(toMove(m));
            } else if (verdicts[m] < 0) {
                unsettled.add(toMove(m));
            }
        }
    }

    /**
     * Runs {@code work} with {@code main} on this thread and with each helper on a thread of its own, until all
     * return; their nodes count in {@link #helperNodes}. A helper's failure (a stop, say) is thrown here.
     */
    private void inParallel(Searcher main, List<Searcher> helpers, Consumer<Searcher> work) {
        List<Thread> threads = new ArrayList<>();
        RuntimeException[] failure = new RuntimeException[1];
        for (Searcher h : helpers) {
            Thread t = thread(() -> {
                try {
                    work.accept(h);
                } catch (RuntimeException e) {
                    synchronized (failure) {
                        failure[0] = e;
                    }
                }
            });
            threads.add(t);
            t.start();
        }
        try {
            work.accept(main);
        } finally {
            for (int i = 0; i < threads.size(); i++) {
                join(threads.get(i));
                helperNodes.add(helpers.get(i).nodes);
                running.remove(helpers.get(i));
            }
        }
        synchronized (failure) {
            if (failure[0] != null) {
                throw failure[0];
            }
        }
    }

    private static void join(Thread t) {
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /**
     * One line of perfect play from the root to the two passes that end the game: at each node a pass first
     * (it ends the line soonest; tried within a sixteenth of {@code budget}), then the table's move (the one the
     * search proved with), then the points in order, each within {@code budget} nodes, and again with four times
     * the budget while none is shown to keep the value (up to 64 times).
     */
    private List<Move> principalVariation(Searcher s, int v, long budget) {
        List<Move> line = new ArrayList<>();
        int ply = 0;
        int value = v;
        while (true) {
            int chosen = -1;
            int hint = s.hintAt(ply);
            // Some move keeps the value; if none is shown to within the budget, again with four times as much.
            for (long b = budget; chosen < 0 && b <= 64 * budget; b *= 4) {
                if (keeps(s, cells.area, value, ply, b / 16) > 0) {
                    chosen = cells.area;
                }
                for (int k = -1; k < cells.area && chosen < 0; k++) {
                    int m = k == -1 ? hint : k;
                    if (m < 0 || m == cells.area || (k >= 0 && m == hint)) {
                        continue;
                    }
                    if (keeps(s, m, value, ply, b) > 0) {
                        chosen = m;
                    }
                }
            }
            if (chosen < 0) {
                throw new IllegalStateException("no move keeps the value " + value + " at ply " + ply);
            }
            line.add(toMove(chosen));
            if (chosen == cells.area && s.passPending(ply)) {
                break;
            }
            s.playAt(chosen, ply);
            ply++;
            value = -value;
        }
        for (int i = ply - 1; i >= 0; i--) {
            s.undoAt(i);
        }
        return line;
    }

    private Move toMove(int m) {
        return m == cells.area ? Move.PASS : Move.play(cells.cellPoint[m]);
    }

    /** The two null-window searches of the proof, in two threads with tables of their own. */
    private Solution.Proof prove(int v, Consumer<String> progress) {
        long start = System.nanoTime();
        Searcher low = searcher(new TranspositionTable(options.log2TableEntries()));
        Searcher high = searcher(new TranspositionTable(options.log2TableEntries()));
        boolean[] results = new boolean[2];
        Thread other = thread(() -> {
            try {
                watch(progress, "proof (value <= " + v + ")", high, null, () -> results[1] = high.search(v, v + 1, 0) <= v);
            } catch (Searcher.Stopped e) {
                // stop() was called: solve() throws once this thread is joined
            }
        });
        other.start();
        watch(progress, "proof (value >= " + v + ")", low, null, () -> results[0] = low.search(v - 1, v, 0) >= v);
        try {
            other.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted during the proof", e);
        }
        int sign = game.toMove() == Stone.BLACK ? 1 : -1;
        boolean atLeast = sign > 0 ? results[0] : results[1];
        boolean atMost = sign > 0 ? results[1] : results[0];
        return new Solution.Proof(atLeast, atMost, low.nodes + high.nodes, (System.nanoTime() - start) / 1_000_000);
    }

    /**
     * Runs {@code work} on a thread with a deep stack (a line can be hundreds of moves long), reporting the
     * node count of the searcher (and of the first guess's, which runs before it, if given) every
     * {@link Options#progressMillis()} until it ends.
     */
    private void watch(Consumer<String> progress, String stage, Searcher s, Searcher guess, Runnable work) {
        RuntimeException[] failure = new RuntimeException[1];
        Thread t = thread(() -> {
            try {
                work.run();
            } catch (RuntimeException e) {
                failure[0] = e;
            }
        });
        long start = System.nanoTime();
        t.start();
        try {
            while (true) {
                t.join(Math.max(1, options.progressMillis()));
                if (!t.isAlive()) {
                    break;
                }
                long secs = (System.nanoTime() - start) / 1_000_000_000L;
                progress.accept(guess == null ? String.format("%s: %,d nodes, %s, %d s", stage, s.nodesSeen, horizon(s), secs)
                        : String.format("%s: %,d nodes (first guess %,d), %s, %d s", stage, s.nodesSeen + guess.nodesSeen,
                                guess.nodesSeen, horizon(s.lastDepth == 0 ? guess : s), secs));
            }
        } catch (InterruptedException e) {
            s.stop = true;
            if (guess != null) {
                guess.stop = true;
            }
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
        if (failure[0] != null) {
            throw failure[0];
        }
    }

    /** The depth a searcher's iterative deepening has reached, for the progress line. */
    private static String horizon(Searcher s) {
        int d = s.lastDepth;
        return d == 0 ? "starting" : d == Searcher.UNLIMITED ? "no horizon" : "horizon " + d;
    }

    private static Thread thread(Runnable r) {
        Thread t = new Thread(null, r, "tengen-solve", 1L << 30);
        t.setDaemon(true);
        return t;
    }
}
