package org.tengen.engine;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * One thread of the search. A simulation ({@link #simulate}) is four steps, each a method: {@link #descend}
 * the shared tree by UCT-RAVE with a virtual loss, expanding a leaf that has been visited enough;
 * {@link #playOut} the game from there with the {@link PlayoutPolicy} (the {@link KnowledgePolicy}, or the
 * {@link LearnedShapePolicy} where the parameters ask for it);
 * {@link #count} the end (and tally its owners, for the search's ownership); {@link #backUp} the result along
 * the path and into the RAVE statistics of every child along it. Holds its own board, random numbers and scratch space; the tunables are the
 * {@link SearchParameters}.
 */
final class Worker {
    private static final int PASS = Geometry.NO_POINT;

    private final Tree tree;
    private final FastRandom random;
    private final KnowledgePolicy knowledge;
    /** Made at the first search that asks for it (it reads the shipped weights). */
    private LearnedShapePolicy learnedShapes;
    /** The playout policy of the running search: one of the two above. */
    private PlayoutPolicy policy;
    private final Counter counter = new Counter();
    private final double exploration;
    private final double raveBias;
    /** Visits a descent adds to a node beyond the real one; taken back when the result comes. */
    private final int extraLoss;
    private final double marginShare;
    private final SearchParameters parameters;
    private final double policyBias;
    private Board work;
    private byte[] firstColour;
    private int[] sequence = new int[1024];
    private int[] path = new int[256];

    // Where the running simulation stands: set by descend, carried on by playOut.
    /** Moves played from the root (in {@link #sequence}) and nodes on the path (in {@link #path}). */
    private int length;
    private int depth;
    private int colour;
    private int passes;
    private int last;
    /** The move before {@link #last} (0 for a pass or none). */
    private int beforeLast;
    private int movesLeft;

    /**
     * Per root child (by offset from the root's first child): the sum of final counts (Black's, less the
     * search's komi), of their squares, and their number.
     */
    private double[] scoreSum = new double[0];
    private double[] scoreSquares = new double[0];
    private int[] scoreCount = new int[0];
    /** The same over every simulation of the search, through whichever root child. */
    private double allScoreSum;
    private double allScoreSquares;
    private final OwnershipTally ownership = new OwnershipTally();
    private int playouts;

    Worker(Tree tree, long seed, SearchParameters parameters) {
        this.tree = tree;
        this.random = new FastRandom(seed);
        this.knowledge = new KnowledgePolicy(random, parameters);
        this.policy = knowledge;
        this.exploration = parameters.exploration();
        this.raveBias = parameters.raveBias();
        this.extraLoss = parameters.virtualLoss() - 1;
        this.marginShare = parameters.marginShare();
        this.parameters = parameters;
        this.policyBias = parameters.policyBias();
    }

    int playouts() {
        return playouts;
    }

    double scoreSum(int offset) {
        return scoreSum[offset];
    }

    int scoreCount(int offset) {
        return scoreCount[offset];
    }

    double scoreSquares(int offset) {
        return scoreSquares[offset];
    }

    /** The sum of every simulation's count this search (Black's, less the search's komi). */
    double allScoreSum() {
        return allScoreSum;
    }

    double allScoreSquares() {
        return allScoreSquares;
    }

    /** The final owners of the points over this search's simulations. */
    OwnershipTally ownership() {
        return ownership;
    }

    /** Readies the worker for a search from {@code root} whose root has {@code rootChildren} children. */
    void prepare(Root root, int rootChildren) {
        Geometry g = root.board().geometry();
        if (work == null || work.geometry() != g) {
            work = new Board(g);
            work.setUndoEnabled(false);
            firstColour = new byte[g.length()];
        }
        if (scoreSum.length < rootChildren) {
            scoreSum = new double[rootChildren];
            scoreSquares = new double[rootChildren];
            scoreCount = new int[rootChildren];
        }
        Arrays.fill(scoreSum, 0);
        Arrays.fill(scoreSquares, 0);
        Arrays.fill(scoreCount, 0);
        allScoreSum = 0;
        allScoreSquares = 0;
        ownership.reset(g);
        playouts = 0;
        policy = knowledge;
        if (parameters.usesLearnedShapes(g.area())) {
            if (learnedShapes == null) {
                learnedShapes = new LearnedShapePolicy(random, parameters, ShapeGammas.shipped());
            }
            policy = learnedShapes;
        }
    }

    /** Runs simulations until {@code budget} says stop. */
    void run(Root root, Budget budget, int expandAfter) {
        while (budget.take()) {
            simulate(root, expandAfter);
            playouts++;
        }
    }

    /** One simulation from the root: down the tree, on to the game's end, counted, and the result backed up. */
    void simulate(Root root, int expandAfter) {
        boolean ended = descend(root, expandAfter);
        boolean countAsItStands;
        if (ended && (root.asItStands() || movesLeft <= 0)) {
            countAsItStands = true;
        } else {
            // A double pass where dead stones come off is judged by playing on, as agreement would.
            if (ended) {
                passes = 0;
            }
            countAsItStands = !playOut(root);
        }
        double score = count(root, countAsItStands) - root.komi();
        ownership.add(work, root.scoring(), countAsItStands);
        allScoreSum += score;
        allScoreSquares += score * score;
        if (depth > 1) {
            int offset = path[1] - tree.firstChild[root.node()];
            scoreSum[offset] += score;
            scoreSquares[offset] += score * score;
            scoreCount[offset]++;
        }
        backUp(depth, length, root.colour(), value(score, root.board().geometry().area(), marginShare));
    }

    /**
     * Walks from the root down the tree, choosing each child by {@link #select} and playing it on the work
     * board, until a leaf not yet visited {@code expandAfter} times (a leaf visited that often is expanded and
     * the walk goes on), or the game's end: two passes or the move limit. Each node on the way gets a visit
     * now, and the result later (a virtual loss meanwhile). Returns whether the game ended in the tree.
     */
    private boolean descend(Root root, int expandAfter) {
        Tree t = tree;
        work.copyFrom(root.board());
        work.setUndoEnabled(false);
        length = 0;
        depth = 0;
        int node = root.node();
        colour = root.colour();
        passes = root.passes();
        last = root.last();
        beforeLast = root.beforeLast();
        movesLeft = root.movesLeft();
        path[depth++] = node;
        t.visits[node]++;
        while (true) {
            if (passes >= 2 || movesLeft <= 0) {
                return true;
            }
            if (t.children(node) == 0) {
                if (depth == 1 || t.visits[node] < expandAfter || !t.expand(node, work, colour, last, beforeLast, passes == 1)) {
                    return false; // the root is expanded by the search; a new leaf waits for more visits
                }
            }
            int child = select(node, depth == 1 ? root.allowed() : null);
            t.visits[child] += 1 + extraLoss; // virtual loss: counts as lost playouts until the result comes back
            int m = t.move[child];
            beforeLast = last;
            last = play(m, colour);
            passes = m == PASS ? passes + 1 : 0;
            movesLeft--;
            record(length++, m, colour);
            if (depth == path.length) {
                path = Arrays.copyOf(path, depth * 2);
            }
            path[depth++] = child;
            node = child;
            colour ^= 3;
        }
    }

    /**
     * Plays on from where the descent stopped with the playout policy, until two passes, the move limit or
     * the root's longest simulation. Returns whether it ended by two passes (else it was cut off).
     */
    private boolean playOut(Root root) {
        int limit = Math.min(root.maxLength(), length + movesLeft);
        while (passes < 2 && length < limit) {
            int p = policy.choose(work, colour, last, beforeLast);
            beforeLast = last;
            last = play(p, colour);
            passes = p == PASS ? passes + 1 : 0;
            record(length++, p, colour);
            colour ^= 3;
        }
        return passes >= 2;
    }

    /**
     * Black's count minus White's on the work board, before komi: the stones as they stand ({@code asItStands},
     * for a game cut off or rules that count so), else the count of a playout played to its end.
     */
    private int count(Root root, boolean asItStands) {
        return asItStands ? counter.asItStands(work, root.scoring()) : counter.afterPlayout(work, root.scoring());
    }

    /**
     * Black's result of a game that ended {@code score} points ahead: mostly the win (0 or 1, a jigo half),
     * and a little the margin, so that among moves that all win or all lose the search prefers the larger
     * count. Over many playouts the mean stays within {@code marginShare} of the win rate.
     */
    static float value(double score, int area, double marginShare) {
        double win = score > 0 ? 1 : score < 0 ? 0 : 0.5;
        double margin = Math.max(0, Math.min(1, (score + area) / (2.0 * area)));
        return (float) ((1 - marginShare) * win + marginShare * margin);
    }

    /** Plays {@code m} (0 passes) for {@code colour} on the work board; returns the new last move. */
    private int play(int m, int colour) {
        if (m == PASS) {
            work.pass();
        } else {
            work.playUnchecked(m, colour);
        }
        return m;
    }

    /** Adds the result along the path (visits were added on the way down) and to RAVE with the moves after. */
    private void backUp(int depth, int length, int rootColour, float blackResult) {
        Tree t = tree;
        byte[] first = firstColour;
        Arrays.fill(first, (byte) 0);
        int next = length;
        for (int d = depth - 1; d >= 0; d--) {
            // Moves from d on, the earliest winning: walking back, each earlier move overwrites a later one.
            while (next > d) {
                next--;
                int p = sequence[next] >> 2;
                if (p != PASS) {
                    first[p] = (byte) (sequence[next] & 3);
                }
            }
            int node = path[d];
            int moverOfChildren = (d & 1) == 0 ? rootColour : rootColour ^ 3;
            float result = moverOfChildren == 1 ? blackResult : 1 - blackResult;
            for (int c = t.firstChild[node], end = c + t.children(node); c < end; c++) {
                int m = t.move[c];
                if (m != PASS && first[m] == moverOfChildren) {
                    t.raveVisits[c]++;
                    t.raveWins[c] += result;
                }
            }
            if (d > 0) {
                int mover = moverOfChildren ^ 3; // path[d] was played by its parent's mover
                t.wins[node] += mover == 1 ? blackResult : 1 - blackResult;
                if (extraLoss != 0) {
                    t.visits[node] -= extraLoss; // the virtual loss beyond the visit itself
                }
            }
        }
    }

    /**
     * The child of {@code node} to descend to: the highest UCT-RAVE value, with the learnt prior's progressive
     * bias, among the children the node's visits have widened to (and the pass); at the root only the
     * {@code allowed} moves.
     */
    private int select(int node, boolean[] allowed) {
        Tree t = tree;
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        double logParent = Math.log(t.visits[node] + 1);
        int first = t.firstChild[node];
        int end = first + t.children(node);
        int pass = end - 1; // expansion puts the pass last
        int width = t.ranked() ? parameters.width(t.visits[node], end - first - 1) : end - first;
        int considered = 0;
        for (int c = first; c < end; c++) {
            int m = t.move[c];
            if (allowed != null && m != PASS && !allowed[m]) {
                continue;
            }
            if (c != pass) {
                if (considered == width) {
                    c = pass - 1; // the rest are not yet considered; the pass always is
                    continue;
                }
                considered++;
            }
            int n = t.visits[c];
            int nr = t.raveVisits[c];
            int withPrior = n + t.priorVisits[c];
            double q = withPrior == 0 ? 0.5 : (t.wins[c] + t.priorWins[c]) / withPrior; // the prior as playouts
            double value = q;
            if (nr > 0) {
                double qr = t.raveWins[c] / nr;
                double beta = nr / (n + nr + 4 * raveBias * (double) n * nr);
                value = (1 - beta) * q + beta * qr;
            }
            value += exploration * Math.sqrt(logParent / (n + 1));
            value += policyBias * t.policy[c] / (n + 1);
            value += random.nextInt(1024) * 1e-9; // break ties without a bias to the first points
            if (value > bestValue) {
                bestValue = value;
                best = c;
            }
        }
        return best;
    }

    private void record(int i, int p, int colour) {
        if (i >= sequence.length) {
            sequence = Arrays.copyOf(sequence, sequence.length * 2);
        }
        sequence[i] = p << 2 | colour;
    }
}
