package org.tengen.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.Score;
import org.tengen.core.ScoringRule;
import org.tengen.core.Stone;
import org.tengen.core.SuicideRule;
import org.tengen.core.Turn;

/**
 * Monte Carlo tree search with UCT and RAVE (Gelly and Silver's MC-RAVE), prior knowledge in new nodes
 * ({@link Priors}) and playouts that answer the last move ({@link KnowledgePolicy}). Several threads share one tree
 * with virtual loss; the tree is a node pool ({@link Tree}) kept between moves, so the subtree of the moves
 * actually played is searched on. With one thread the search is deterministic for a seed and a playout
 * budget.
 *
 * <p>The search follows the game's rules: komi and White's handicap bonus (in handicap games, plus a dynamic
 * komi for White that fades with the moves, when {@link SearchParameters#dynamicKomiPerStone()} asks), the
 * move limit, stone scoring (territory scoring is estimated by area), the root's legal moves under the full
 * ko and suicide rules, and how the end is counted: under rules that count the stones as they stand
 * (Tromp-Taylor, the seed problems) two passes are scored literally, so the search captures dead stones
 * before it passes.
 *
 * <p>Every tuning choice is a field of the {@link SearchParameters} it is built with.
 */
public final class Mcts {
    /**
     * What the search found: the move (0 for a pass), its win rate for the mover, the playouts run, and the
     * mover's expected final lead in points (komi included) after that move. In a handicap game with dynamic
     * komi ({@link SearchParameters#dynamicKomiPerStone()}) the win rate is against the search's komi, the
     * game's plus the dynamic extra for White; the lead is against the game's real komi.
     */
    public record Choice(int point, double winRate, int playouts, double scoreLead) {
    }

    private static final int PASS = Geometry.NO_POINT;
    private static final int MAX_NODES = 1 << 23;
    /** The longest principal variation an analysis reports. */
    private static final int MAX_PV = 30;
    /** The bytes a pool node takes in {@link Tree}'s nine arrays. */
    private static final int NODE_BYTES = 36;

    private final int threads;
    private final SearchParameters parameters;
    private final Tree tree;
    private final Worker[] workers;
    /** This search's own measured playout rate per thread times the board's points; 0 until measured. */
    private double measuredRateTimesArea;
    /** The running search's budget, so another thread can end it; null between searches. */
    private volatile Budget running;
    /** Set by {@link #stop()}: a search that starts after it ends at once. */
    private volatile boolean stopped;

    // The last search's root, for tree reuse.
    private List<Turn> rootHistory;
    private Rules rootRules;
    private Geometry rootGeometry;
    private int rootNode = -1;
    /** The last search's root, for {@link #searchOn}; null before any search. */
    private Root lastRoot;
    /** The answer of the last search that had nothing to search (no candidate, the game over): searchOn repeats it. */
    private Choice lastUnsearched = new Choice(PASS, 0.5, 0, 0);
    private int rootColour;
    private boolean rootAsItStands;
    private boolean reused;

    public Mcts(long seed) {
        this(seed, 1);
    }

    /** A search on {@code threads} threads; with one thread it is deterministic for a seed and a playout budget. */
    public Mcts(long seed, int threads) {
        this(seed, threads, SearchParameters.defaults());
    }

    /** A search on {@code threads} threads tuned by {@code parameters}. */
    public Mcts(long seed, int threads, SearchParameters parameters) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        this.threads = threads;
        this.parameters = parameters;
        this.tree = new Tree(parameters);
        this.workers = new Worker[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = new Worker(tree, seed + 0x9E3779B97F4A7C15L * i, parameters);
        }
    }

    /** The tunables this search runs with. */
    public SearchParameters parameters() {
        return parameters;
    }

    public int threads() {
        return threads;
    }

    /**
     * Ends the running search (from any thread) as soon as its threads see it, and every later one at once:
     * for a controller that has gone away. The search still answers, with what it found so far.
     */
    public void stop() {
        stopped = true;
        Budget b = running;
        if (b != null) {
            b.stop();
        }
    }

    /** Whether {@link #stop()} was called: every search from now on ends at once. */
    boolean stopped() {
        return stopped;
    }

    /** Whether the last search had a position to search, so that {@link #searchOn} and {@link #analysis} go on from it. */
    boolean hasRoot() {
        return lastRoot != null;
    }

    /** Whether the last search started from the subtree of the one before it. */
    boolean reusedTree() {
        return reused;
    }

    /**
     * Makes the node pool ready for searches on {@code g} of at most {@code maxPlayouts} playouts or
     * {@code nanos}, so the time of a later search isn't spent allocating it: call it when a game starts,
     * before any clock runs. A search still grows the pool when it needs more.
     */
    public void prepare(Geometry g, int maxPlayouts, long nanos) {
        tree.reserve((int) Math.min(maxNodes(), nodesFor(g, maxPlayouts, nanos)));
    }

    /** Pool slots allocated now (for tests and diagnostics). */
    int poolCapacity() {
        return tree.capacity();
    }

    /**
     * The best move for {@code game}'s side to move: among {@link Candidates#of} and a pass (a pass at
     * once when there is no candidate or the game is over). Runs {@code maxPlayouts} playouts or for
     * {@code nanos}, whichever ends first. Never passes while another move does as well.
     */
    public Choice search(Game game, int maxPlayouts, long nanos) {
        return search(game, maxPlayouts, nanos, null);
    }

    /**
     * As {@link #search(Game, int, long)}, but never playing at a point where {@code excludedAtRoot} (indexed
     * by point; null for none) is true: moves the game's rules allow but that may break a referee's rules the
     * game can't know, such as a ko retake on a board given without its history. Below the root the search
     * knows its own moves. With every candidate excluded, it passes.
     */
    public Choice search(Game game, int maxPlayouts, long nanos, boolean[] excludedAtRoot) {
        return search(game, maxPlayouts, nanos, excludedAtRoot, false);
    }

    /**
     * As {@link #search(Game, int, long, boolean[])}; with {@code countAsItStands}, two passes are counted
     * with the stones as they stand whatever the rules, so the search removes dead stones itself before it
     * passes (as for KGS's genmove_cleanup).
     */
    public Choice search(Game game, int maxPlayouts, long nanos, boolean[] excludedAtRoot, boolean countAsItStands) {
        return search(game, maxPlayouts, nanos, excludedAtRoot, countAsItStands, false);
    }

    /**
     * The search for an analysis: as {@link #search(Game, int, long)}, but a position where the side to move has
     * nothing to play but the pass is searched too (its playouts still say who owns what and by how much).
     */
    Choice searchForAnalysis(Game game, int maxPlayouts, long nanos) {
        return search(game, maxPlayouts, nanos, null, false, true);
    }

    private Choice search(Game game, int maxPlayouts, long nanos, boolean[] excludedAtRoot, boolean countAsItStands,
                          boolean evenWithPassAlone) {
        int[] rootMoves = without(Candidates.of(game), excludedAtRoot);
        Rules rules = game.rules();
        int movesLeft = rules.hasMoveLimit() ? rules.moveLimit() - game.moveCount() : Integer.MAX_VALUE;
        if ((rootMoves.length == 0 && !evenWithPassAlone) || game.isOver() || movesLeft <= 0) {
            lastRoot = null; // nothing to go on with
            lastUnsearched = passAtTheCount(game);
            return lastUnsearched;
        }
        long now = System.nanoTime();
        long deadline = nanos >= Long.MAX_VALUE - now ? Long.MAX_VALUE : now + nanos; // 'no limit' must not overflow
        Geometry g = game.geometry();
        Board board = rootBoard(game);
        int colour = game.toMove().code();
        int last = lastPoint(game);
        int beforeLast = beforeLastPoint(game);

        boolean asItStands = countAsItStands || rules.countsAsItStands();
        long needed = nodesFor(g, maxPlayouts, nanos);
        // Values under another count don't carry over.
        int node = parameters.treeReuse() > 0 && asItStands == rootAsItStands ? reuse(game, rootMoves) : -1;
        if (node >= 0 && tree.used() + needed > maxNodes()) {
            node = -1; // no room to grow on the old tree
        }
        reused = node >= 0;
        tree.rankOn(g.area()); // the same as before when the tree is reused: reuse needs the same board
        tree.reserve((int) Math.min(maxNodes(), (reused ? tree.used() : 0) + needed));
        tree.setGrowLimit(threads == 1 ? maxNodes() : 0);
        if (node < 0) {
            node = tree.reset();
            tree.expand(node, board, colour, last, beforeLast, game.consecutivePasses() > 0, rootMoves);
        }
        rootHistory = new ArrayList<>(game.history());
        rootRules = rules;
        rootGeometry = g;
        rootNode = node;
        rootColour = colour;
        rootAsItStands = asItStands;

        boolean[] allowed = new boolean[g.length()];
        for (int p : rootMoves) {
            allowed[p] = true;
        }
        double komi = rules.komi() + (rules.scoring() == ScoringRule.AREA ? rules.handicapBonus().points(game.handicapStones()) : 0);
        double extraKomi = DynamicKomi.extra(parameters, game);
        Root root = new Root(node, board, colour, last, beforeLast, Math.min(1, game.consecutivePasses()), movesLeft,
                komi + extraKomi, extraKomi, rules.scoring(), asItStands, allowed, 3 * g.area() + 16);
        lastRoot = root;
        return runAndChoose(root, maxPlayouts, deadline, true);
    }

    /**
     * A pass, with the count as the stones stand for its estimate: where nothing is left to search, passing ends
     * the game there (no stone taken off), and the estimate should say so, not a lost game and an even score.
     */
    private static Choice passAtTheCount(Game game) {
        Score score = game.score(List.of());
        double lead = (game.toMove() == Stone.BLACK ? 1 : -1) * (score.black() - score.white());
        return new Choice(PASS, lead > 0 ? 1 : lead < 0 ? 0 : 0.5, 0, lead);
    }

    /**
     * Goes on with the last search, on the same root and tree, for at most {@code maxPlayouts} more playouts or
     * {@code nanos} more: for a player that thinks longer about a move it is unsure of. The choice counts the
     * playouts of both. The game must not have changed since; before any search, or after one that had nothing
     * to search (the game over, no candidate), it answers as that search did, at once.
     */
    public Choice searchOn(int maxPlayouts, long nanos) {
        Root root = lastRoot;
        if (root == null) {
            return lastUnsearched;
        }
        Geometry g = root.board().geometry();
        tree.reserve((int) Math.min(maxNodes(), tree.used() + nodesFor(g, maxPlayouts, nanos)));
        long now = System.nanoTime();
        long deadline = nanos >= Long.MAX_VALUE - now ? Long.MAX_VALUE : now + nanos;
        return runAndChoose(root, maxPlayouts, deadline, false);
    }

    /** Runs the search from {@code root} till the budget ends, afresh or going on from the last run; then chooses. */
    private Choice runAndChoose(Root root, int maxPlayouts, long deadline, boolean fresh) {
        Budget budget = new Budget(maxPlayouts, deadline);
        running = budget;
        if (stopped) {
            budget.stop(); // a stop that came before the search started still ends it
        }
        int before = fresh ? 0 : playoutsSoFar();
        int playouts;
        long started = System.nanoTime();
        try {
            playouts = run(root, budget, fresh);
        } finally {
            running = null;
        }
        measure(root.board().geometry(), playouts - before, System.nanoTime() - started);
        return best(root, playouts);
    }

    /** The playouts of the workers since the last fresh search began. */
    private int playoutsSoFar() {
        int playouts = 0;
        for (Worker w : workers) {
            playouts += w.playouts();
        }
        return playouts;
    }

    /** Runs till {@code budget} ends; returns the playouts since the last fresh run (this one when {@code fresh}). */
    private int run(Root root, Budget budget, boolean fresh) {
        int rootChildren = tree.children(root.node());
        int expandAfter = parameters.expandAfter(root.board().geometry().area());
        if (fresh) {
            for (Worker w : workers) {
                w.prepare(root, rootChildren);
            }
        }
        if (threads == 1) {
            workers[0].run(root, budget, expandAfter);
        } else {
            Thread[] running = new Thread[threads];
            RuntimeException[] failure = new RuntimeException[1];
            for (int i = 0; i < threads; i++) {
                Worker w = workers[i];
                running[i] = new Thread(() -> {
                    try {
                        w.run(root, budget, expandAfter);
                    } catch (RuntimeException e) {
                        budget.stop();
                        synchronized (failure) {
                            failure[0] = e;
                        }
                    }
                }, "tengen-search-" + i);
                running[i].start();
            }
            for (Thread t : running) {
                Threads.joinUninterruptibly(t);
            }
            if (failure[0] != null) {
                throw failure[0];
            }
        }
        return playoutsSoFar();
    }

    /**
     * The root child with the most visits. A pass only when no move does as well, or, as the answer to a
     * pass, when it ends the game won and no move does clearly better.
     */
    private Choice best(Root root, int playouts) {
        int first = tree.firstChild[root.node()];
        int bestChild = chosenChild(root);
        double sum = 0;
        int count = 0;
        for (Worker w : workers) {
            sum += w.scoreSum(bestChild - first);
            count += w.scoreCount(bestChild - first);
        }
        // The playouts' scores are against the search's komi: Black's lead against the real one is that much more.
        double blackLead = count == 0 ? 0 : sum / count + root.extraKomi();
        double lead = blackLead * (root.colour() == Stone.BLACK.code() ? 1 : -1);
        return new Choice(tree.move[bestChild], rate(bestChild), playouts, lead);
    }

    /** The root child the search plays: see {@link #best}. */
    private int chosenChild(Root root) {
        int first = tree.firstChild[root.node()];
        int end = first + tree.children(root.node());
        boolean few = tree.visits[root.node()] < (long) parameters.fewPlayoutsPerMove() * (end - first);
        Geometry g = root.board().geometry();
        int bestChild = -1;
        int bestMove = -1;
        int pass = -1;
        for (int c = first; c < end; c++) {
            int m = tree.move[c];
            if (m == PASS) {
                pass = c;
            } else if (!root.allowed()[m]) {
                continue;
            }
            if (bestChild < 0 || better(c, bestChild, few, g)) {
                bestChild = c;
            }
            if (m != PASS && (bestMove < 0 || better(c, bestMove, few, g))) {
                bestMove = c;
            }
        }
        if (bestMove >= 0) {
            boolean passWins = root.passes() == 1 && tree.visits[pass] > 0 && rate(pass) > 0.5;
            double margin = parameters.passMargin();
            if (passWins && rate(pass) >= rate(bestMove) - margin) {
                bestChild = pass; // the game ends, won
            } else if (bestChild == pass && rate(bestMove) >= rate(pass) - margin) {
                bestChild = bestMove; // passing must never throw a game away
            }
        }
        return bestChild;
    }

    /**
     * Whether root child {@code a} is a better choice than {@code b}: more visits; or, after too few playouts
     * ({@code few}: under {@link SearchParameters#fewPlayoutsPerMove} per root move), the higher prior, then the point
     * farther from the edge. So a search without time to read plays the priors' best move, never just the
     * first point or a lucky one.
     */
    private boolean better(int a, int b, boolean few, Geometry g) {
        if (!few) {
            return tree.visits[a] > tree.visits[b];
        }
        double qa = prior(a);
        double qb = prior(b);
        if (qa != qb) {
            return qa > qb;
        }
        return line(g, tree.move[a]) > line(g, tree.move[b]);
    }

    /**
     * The prior of root child {@code c}: its learnt probability of being the move when the tree ranks children
     * so, else the hand-written priors' win rate, as {@link PriorRanking} gives it.
     */
    private double prior(int c) {
        if (tree.ranked()) {
            return tree.policy[c];
        }
        return tree.priorVisits[c] == 0 ? 0.5 : tree.priorWins[c] / tree.priorVisits[c];
    }

    /** The line of {@code p} from the nearest edge (0 the edge); -1 for the pass, which comes last. */
    private static int line(Geometry g, int p) {
        return p == PASS ? -1 : g.edgeDistance(p);
    }

    private double rate(int c) {
        return tree.visits[c] == 0 ? 0 : tree.wins[c] / tree.visits[c];
    }

    /**
     * The node of the last search's tree that {@code game} has reached, when the game went on from that
     * root by moves the tree holds and the root's children are the game's candidates; else -1.
     */
    private int reuse(Game game, int[] rootMoves) {
        if (rootNode < 0 || rootRules == null || !rootRules.equals(game.rules()) || rootGeometry != game.geometry()) {
            return -1;
        }
        List<Turn> history = game.history();
        if (history.size() < rootHistory.size() || !history.subList(0, rootHistory.size()).equals(rootHistory)) {
            return -1;
        }
        int node = rootNode;
        int colour = rootColour;
        for (Turn t : history.subList(rootHistory.size(), history.size())) {
            if (t.setup() || t.stone().code() != colour || tree.children(node) == 0) {
                return -1;
            }
            int point = t.move() instanceof Move.Play play ? play.point() : PASS;
            node = tree.child(node, point);
            if (node < 0) {
                return -1;
            }
            colour ^= 3;
        }
        if (colour != game.toMove().code() || tree.children(node) == 0) {
            return -1;
        }
        for (int p : rootMoves) {
            if (tree.child(node, p) < 0) {
                return -1; // a move the full rules allow but the tree's board didn't: start afresh
            }
        }
        return node;
    }

    /**
     * The pool slots a search may fill: at most one expansion (a node per point) per playout that reaches a
     * leaf often enough to expand it, for the playouts the budget allows at the expected rate. Measured, it
     * is several times less (about 8 a playout on 19x19, 22 on 9x9, from a fresh tree); a one-thread search
     * grows the pool if it fills.
     */
    private long nodesFor(Geometry g, int maxPlayouts, long nanos) {
        double seconds = nanos / 1e9;
        // Before the search has measured its own rate, the parameters' guess: set high, as a pool too small
        // costs more than one too large.
        double rate = (measuredRateTimesArea > 0 ? measuredRateTimesArea : parameters.rateTimesArea()) / g.area();
        double expected = Math.min(maxPlayouts, seconds * rate * threads);
        double perPlayout = (g.area() + 1) / (double) parameters.expandAfter(g.area());
        return (long) Math.max(1 << 12, expected * perPlayout + 2.0 * (g.area() + 2));
    }

    /** The pool's ceiling: {@link #MAX_NODES}, or a third of the heap the JVM may have, if less. */
    private static int maxNodes() {
        return (int) Math.max(1 << 16, Math.min(MAX_NODES, Runtime.getRuntime().maxMemory() / 3 / NODE_BYTES));
    }

    /** Keeps the playout rate of a search long enough to tell, for sizing the next pool. */
    private void measure(Geometry g, int playouts, long elapsedNanos) {
        if (elapsedNanos < 50_000_000L || playouts < 100) {
            return;
        }
        double rate = playouts / (elapsedNanos / 1e9) / threads * g.area();
        // The fastest seen: a slow search (a busy machine, a cold JVM) must not shrink the pool for later ones.
        measuredRateTimesArea = Math.max(measuredRateTimesArea, rate);
    }

    /**
     * The board the search starts from: the game's own, with its ko point, except that below the root the
     * search never commits suicide, whatever the rules allow (the root's moves follow the full rules, see
     * {@link Candidates#of}): a suicide is next to never the move, and a playout that plays them runs long.
     */
    static Board rootBoard(Game game) {
        Board board = game.boardCopy();
        board.setSuicideRule(SuicideRule.FORBIDDEN);
        return board;
    }

    /** The point of the game's last move, or the pass for none (a pass, a setup, an empty history). */
    static int lastPoint(Game game) {
        Turn last = game.lastMove();
        return last != null && last.move() instanceof Move.Play play ? play.point() : PASS;
    }

    /** The point of the move before the game's last one, or the pass for none (as {@link #lastPoint}). */
    static int beforeLastPoint(Game game) {
        List<Turn> history = game.history();
        int seen = 0;
        for (int i = history.size() - 1; i >= 0; i--) {
            Turn t = history.get(i);
            if (t.setup()) {
                continue;
            }
            if (++seen == 2) {
                return t.move() instanceof Move.Play play ? play.point() : PASS;
            }
        }
        return PASS;
    }

    /** {@code points} less those {@code excluded} marks (null marks none). */
    private static int[] without(int[] points, boolean[] excluded) {
        if (excluded == null) {
            return points;
        }
        int n = 0;
        for (int p : points) {
            if (!excluded[p]) {
                points[n++] = p;
            }
        }
        return Arrays.copyOf(points, n);
    }

    /**
     * What the last search found about its root: every searched root move with its statistics and principal
     * variation, the move it plays first, the expected lead and, with {@code withOwnership}, who owns each
     * point. Call it between searches (not while one runs on another thread); null before any search and
     * after one that had nothing to search (the game over, no candidate).
     */
    public Analysis analysis(boolean withOwnership) {
        Root root = lastRoot;
        if (root == null) {
            return null;
        }
        int node = root.node();
        int first = tree.firstChild[node];
        int end = first + tree.children(node);
        int chosen = chosenChild(root);
        double sign = root.colour() == Stone.BLACK.code() ? 1 : -1;
        List<Analysis.MoveInfo> moves = new ArrayList<>();
        for (int c = first; c < end; c++) {
            int m = tree.move[c];
            if (tree.visits[c] == 0 || (m != PASS && !root.allowed()[m])) {
                continue;
            }
            double sum = 0;
            double squares = 0;
            int count = 0;
            for (Worker w : workers) {
                sum += w.scoreSum(c - first);
                squares += w.scoreSquares(c - first);
                count += w.scoreCount(c - first);
            }
            double mean = count == 0 ? 0 : sum / count;
            double stdev = count == 0 ? 0 : Math.sqrt(Math.max(0, squares / count - mean * mean));
            int n = tree.visits[c];
            double w = rate(c);
            double lcb = w - 2 * Math.sqrt((w * (1 - w) + 0.25 / n) / n); // the 0.25/n keeps a lucky few visits low
            moves.add(new Analysis.MoveInfo(m == PASS ? Move.PASS : Move.play(m), n, w, prior(c), lcb,
                    (mean + root.extraKomi()) * sign, stdev, 0, principalVariation(c)));
        }
        Move chosenMove = tree.move[chosen] == PASS ? Move.PASS : Move.play(tree.move[chosen]);
        // The move played first, then by visits (a comparator that also answered -1 for the chosen move against
        // itself broke Comparator's contract).
        moves.sort(Comparator.comparing((Analysis.MoveInfo m) -> !m.move().equals(chosenMove))
                .thenComparing(Comparator.comparingInt(Analysis.MoveInfo::visits).reversed()));
        for (int i = 0; i < moves.size(); i++) {
            Analysis.MoveInfo mi = moves.get(i);
            moves.set(i, new Analysis.MoveInfo(mi.move(), mi.visits(), mi.winRate(), mi.prior(), mi.lcb(),
                    mi.scoreLead(), mi.scoreStdev(), i, mi.pv()));
        }
        double sum = 0;
        double squares = 0;
        int simulations = 0;
        for (Worker w : workers) {
            sum += w.allScoreSum();
            squares += w.allScoreSquares();
            simulations += w.ownership().simulations();
        }
        double mean = simulations == 0 ? 0 : sum / simulations;
        double stdev = simulations == 0 ? 0 : Math.sqrt(Math.max(0, squares / simulations - mean * mean));
        double[] ownership = null;
        double[] ownershipStdev = null;
        if (withOwnership) {
            Geometry g = root.board().geometry();
            ownership = new double[g.length()];
            ownershipStdev = new double[g.length()];
            if (simulations > 0) {
                for (int p : g.points()) {
                    long owners = 0;
                    long owned = 0;
                    for (Worker w : workers) {
                        owners += w.ownership().sum(p);
                        owned += w.ownership().owned(p);
                    }
                    double o = owners / (double) simulations;
                    ownership[p] = o;
                    ownershipStdev[p] = Math.sqrt(Math.max(0, owned / (double) simulations - o * o));
                }
            }
        }
        return new Analysis(playoutsSoFar(), root.colour(), rate(chosen), (mean + root.extraKomi()) * sign, stdev,
                moves, ownership, ownershipStdev);
    }

    /** The moves from root child {@code c} down the most visited children, while they have been visited. */
    private List<Move> principalVariation(int c) {
        List<Move> pv = new ArrayList<>();
        int node = c;
        while (true) {
            pv.add(tree.move[node] == PASS ? Move.PASS : Move.play(tree.move[node]));
            int best = -1;
            for (int k = tree.firstChild[node], end = k + tree.children(node); k < end; k++) {
                if (tree.visits[k] > 0 && (best < 0 || tree.visits[k] > tree.visits[best])) {
                    best = k;
                }
            }
            if (best < 0 || pv.size() >= MAX_PV) {
                return pv;
            }
            node = best;
        }
    }

    /**
     * The last search's root moves (a pass is {@link Geometry#NO_POINT}) with their visits, win rates for
     * the mover and priors' win rates, most visited first; empty before any search.
     */
    public List<Decision.Candidate> rootCandidates() {
        List<Decision.Candidate> out = new ArrayList<>();
        if (rootNode < 0) {
            return out;
        }
        int first = tree.firstChild[rootNode];
        for (int c = first; c < first + tree.children(rootNode); c++) {
            int m = tree.move[c];
            out.add(new Decision.Candidate(m == PASS ? Move.PASS : Move.play(m), tree.visits[c], rate(c), prior(c)));
        }
        out.sort((a, b) -> Integer.compare(b.visits(), a.visits()));
        return out;
    }
}
