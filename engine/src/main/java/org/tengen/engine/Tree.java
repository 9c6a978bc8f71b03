package org.tengen.engine;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * The search tree as a node pool: parallel primitive arrays indexed by node, a node's children contiguous
 * from {@code firstChild}. Nothing is allocated per node, and the pool outlives a search so the next move
 * can reuse the subtree. Threads read and update statistics without locks (a lost update costs a playout);
 * expansion takes the pool's lock and publishes a node's children with a release write of its child count.
 */
final class Tree {
    private static final VarHandle COUNT = MethodHandles.arrayElementVarHandle(int[].class);

    int[] move = new int[0];
    int[] visits = new int[0];
    float[] wins = new float[0];
    int[] raveVisits = new int[0];
    float[] raveWins = new float[0];
    /** The prior's virtual playouts and wins, kept apart so the move's own win rate can count them too. */
    int[] priorVisits = new int[0];
    float[] priorWins = new float[0];
    /** The learnt probability that the child is the move among its siblings; 0 without learnt priors. */
    float[] policy = new float[0];
    int[] firstChild = new int[0];
    private int[] childCount = new int[0];
    private int nodes;
    /** The size a full pool may grow to during a search: only with one thread, as no other thread reads it then. */
    private int growLimit;
    private final Priors priors;
    /** Null when the parameters turn learnt priors off. */
    private final LearnedPriors learned;
    private final SearchParameters parameters;
    /** Whether expansions on the current board rank children by the learnt priors. */
    private boolean ranked;
    // Scratch for an expansion: candidate points and, packed with their index, their gammas.
    private int[] points = new int[0];
    private long[] order = new long[0];
    private double[] gammas = new double[0];

    Tree() {
        this(SearchParameters.defaults());
    }

    /** An empty pool whose new nodes get priors by {@code parameters}. */
    Tree(SearchParameters parameters) {
        this.priors = new Priors(parameters);
        this.parameters = parameters;
        this.learned = parameters.usesLearnedPriors() ? new LearnedPriors(LearnedPriors.shippedWeights()) : null;
    }

    /**
     * Sets whether new nodes rank their children by learnt priors, as the parameters say for boards of
     * {@code area} points; between searches.
     */
    void rankOn(int area) {
        ranked = learned != null && parameters.usesLearnedPriors(area);
    }

    /** Whether children are ranked by learnt priors (in {@link #policy}, most likely first, the pass last). */
    boolean ranked() {
        return ranked;
    }

    /** Pool slots in use. */
    int used() {
        return nodes;
    }

    int capacity() {
        return move.length;
    }

    /**
     * Lets a full pool double (up to {@code limit} nodes) during a search instead of stopping expansion; 0
     * forbids it. Only for a search on one thread: the arrays are replaced, which other threads would not see.
     */
    void setGrowLimit(int limit) {
        this.growLimit = limit;
    }

    /** Makes room for {@code capacity} nodes, keeping the tree; between searches, or in a one-thread search. */
    void reserve(int capacity) {
        if (capacity <= move.length) {
            return;
        }
        move = Arrays.copyOf(move, capacity);
        visits = Arrays.copyOf(visits, capacity);
        wins = Arrays.copyOf(wins, capacity);
        raveVisits = Arrays.copyOf(raveVisits, capacity);
        raveWins = Arrays.copyOf(raveWins, capacity);
        priorVisits = Arrays.copyOf(priorVisits, capacity);
        priorWins = Arrays.copyOf(priorWins, capacity);
        policy = Arrays.copyOf(policy, capacity);
        firstChild = Arrays.copyOf(firstChild, capacity);
        childCount = Arrays.copyOf(childCount, capacity);
    }

    /** Empties the pool and returns a fresh root. */
    int reset() {
        nodes = 1;
        init(0, Geometry.NO_POINT, 0, 0);
        return 0;
    }

    /** The number of children of {@code node}, 0 while it is a leaf; pairs with the release in expansion. */
    int children(int node) {
        return (int) COUNT.getAcquire(childCount, node);
    }

    /**
     * Gives the leaf {@code node} its children with their priors: the points where {@code colour} may play
     * on {@code board} and that are not its own eyes, and a pass ({@code afterPass}: the last move was one);
     * {@code last} and {@code beforeLast} are the last two moves' points (0 for a pass or none). False if the
     * pool is full; true also when another thread expanded it first.
     */
    synchronized boolean expand(int node, Board board, int colour, int last, int beforeLast, boolean afterPass) {
        if (children(node) != 0) {
            return true;
        }
        int empty = board.emptyCount();
        if (nodes + empty + 1 > move.length && !grow(nodes + empty + 1)) {
            return false;
        }
        if (points.length < empty) {
            points = new int[empty];
        }
        int n = 0;
        for (int i = 0; i < empty; i++) {
            int p = board.emptyAt(i);
            if (Candidates.isCandidate(board, p, colour)) {
                points[n++] = p;
            }
        }
        fill(node, board, colour, last, beforeLast, afterPass, points, n);
        return true;
    }

    /** Gives the leaf {@code node} exactly the children {@code points} and a pass, with their priors. */
    synchronized boolean expand(int node, Board board, int colour, int last, int beforeLast, boolean afterPass, int[] points) {
        if (nodes + points.length + 1 > move.length && !grow(nodes + points.length + 1)) {
            return false;
        }
        fill(node, board, colour, last, beforeLast, afterPass, points, points.length);
        return true;
    }

    /**
     * Writes the children {@code points[0..n)} and the pass: in the order given, or with learnt priors most
     * likely first, each with its probability among them all.
     */
    private void fill(int node, Board board, int colour, int last, int beforeLast, boolean afterPass, int[] points, int n) {
        int first = nodes;
        if (!ranked) {
            for (int i = 0; i < n; i++) {
                add(board, points[i], colour, last, 0);
            }
            publish(node, first, afterPass, 0);
            return;
        }
        if (order.length < n) {
            order = new long[n];
            gammas = new double[n];
        }
        double total = learned.passGamma(afterPass);
        for (int i = 0; i < n; i++) {
            double gamma = learned.gamma(board, colour, points[i], last, beforeLast);
            gammas[i] = gamma;
            total += gamma;
            // Positive floats sort as their bits do; the index breaks ties, so the order is the same every run.
            order[i] = (long) Float.floatToIntBits((float) gamma) << 32 | (0xFFFFFFFFL - i);
        }
        Arrays.sort(order, 0, n);
        for (int k = n - 1; k >= 0; k--) {
            int i = (int) (0xFFFFFFFFL - (order[k] & 0xFFFFFFFFL));
            add(board, points[i], colour, last, (float) (gammas[i] / total));
        }
        publish(node, first, afterPass, (float) (learned.passGamma(afterPass) / total));
    }

    private void add(Board board, int p, int colour, int last, float probability) {
        priors.evaluate(board, p, colour, last);
        policy[nodes] = probability;
        init(nodes++, p, priors.visits(), priors.wins());
    }

    /** Doubles the pool, when allowed, to hold at least {@code needed} nodes; false when it may not. */
    private boolean grow(int needed) {
        if (needed > growLimit) {
            return false;
        }
        reserve((int) Math.min(growLimit, Math.max(needed, 2L * move.length)));
        return true;
    }

    private void publish(int node, int first, boolean afterPass, float passProbability) {
        priors.pass(afterPass);
        policy[nodes] = passProbability;
        init(nodes++, Geometry.NO_POINT, priors.visits(), priors.wins());
        firstChild[node] = first;
        COUNT.setRelease(childCount, node, nodes - first);
    }

    /** The child of {@code node} that plays {@code point} (0 for the pass), or -1. */
    int child(int node, int point) {
        for (int c = firstChild[node], end = c + children(node); c < end; c++) {
            if (move[c] == point) {
                return c;
            }
        }
        return -1;
    }

    /**
     * A new node; its prior starts both its RAVE statistics and (in {@code priorVisits}, {@code priorWins}) its
     * own win rate, where it lasts: on 19x19 every candidate soon has thousands of RAVE samples.
     */
    private void init(int i, int point, int priorVisits, float priorWins) {
        move[i] = point;
        visits[i] = 0;
        wins[i] = 0;
        raveVisits[i] = priorVisits;
        raveWins[i] = priorWins;
        this.priorVisits[i] = priorVisits;
        this.priorWins[i] = priorWins;
        firstChild[i] = 0;
        childCount[i] = 0;
    }
}
