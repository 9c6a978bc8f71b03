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
    int[] firstChild = new int[0];
    private int[] childCount = new int[0];
    private int nodes;
    /** The size a full pool may grow to during a search: only with one thread, as no other thread reads it then. */
    private int growLimit;
    private final Priors priors;

    Tree() {
        this(SearchParameters.defaults());
    }

    /** An empty pool whose new nodes get priors by {@code parameters}. */
    Tree(SearchParameters parameters) {
        this.priors = new Priors(parameters);
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
     * on {@code board} and that are not its own eyes, and a pass ({@code afterPass}: the last move was one). False if the pool is full; true also when
     * another thread expanded it first.
     */
    synchronized boolean expand(int node, Board board, int colour, int last, boolean afterPass) {
        if (children(node) != 0) {
            return true;
        }
        int empty = board.emptyCount();
        if (nodes + empty + 1 > move.length && !grow(nodes + empty + 1)) {
            return false;
        }
        int first = nodes;
        for (int i = 0; i < empty; i++) {
            int p = board.emptyAt(i);
            if (Candidates.isCandidate(board, p, colour)) {
                priors.evaluate(board, p, colour, last);
                init(nodes++, p, priors.visits(), priors.wins());
            }
        }
        publish(node, first, afterPass);
        return true;
    }

    /** Gives the leaf {@code node} exactly the children {@code points} and a pass, with their priors. */
    synchronized boolean expand(int node, Board board, int colour, int last, boolean afterPass, int[] points) {
        if (nodes + points.length + 1 > move.length && !grow(nodes + points.length + 1)) {
            return false;
        }
        int first = nodes;
        for (int p : points) {
            priors.evaluate(board, p, colour, last);
            init(nodes++, p, priors.visits(), priors.wins());
        }
        publish(node, first, afterPass);
        return true;
    }

    /** Doubles the pool, when allowed, to hold at least {@code needed} nodes; false when it may not. */
    private boolean grow(int needed) {
        if (needed > growLimit) {
            return false;
        }
        reserve((int) Math.min(growLimit, Math.max(needed, 2L * move.length)));
        return true;
    }

    private void publish(int node, int first, boolean afterPass) {
        priors.pass(afterPass);
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
