package org.tengen.engine;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * One thread of the search: descends the shared tree by UCT-RAVE with a virtual loss, expands a leaf, plays
 * the game out with the {@link Policy}, and backs the result up the path and into the RAVE statistics of
 * every child along it. Holds its own board, random numbers and scratch space.
 */
final class Worker {
    private static final double RAVE_BIAS = 0.01; // Silver's b squared: how long RAVE keeps weight
    private static final double EXPLORATION = 0.1;
    private static final int PASS = Geometry.NO_POINT;
    /** The weight of the margin in a playout's result; the rest is the win. */
    static final double MARGIN_WEIGHT = 0.05;

    private final Tree tree;
    private final FastRandom random;
    private final Policy policy;
    private final Counter counter = new Counter();
    private Board work;
    private byte[] firstColour;
    private int[] sequence = new int[1024];
    private int[] path = new int[256];

    /** Per root child (by offset from the root's first child): the sum of final counts and their number. */
    private double[] scoreSum = new double[0];
    private int[] scoreCount = new int[0];
    private int playouts;

    Worker(Tree tree, long seed) {
        this.tree = tree;
        this.random = new FastRandom(seed);
        this.policy = new Policy(random);
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
            scoreCount = new int[rootChildren];
        }
        Arrays.fill(scoreSum, 0);
        Arrays.fill(scoreCount, 0);
        playouts = 0;
    }

    /** Runs simulations until {@code budget} says stop. */
    void run(Root root, Budget budget, int expandAfter) {
        while (budget.take()) {
            simulate(root, expandAfter);
            playouts++;
        }
    }

    void simulate(Root root, int expandAfter) {
        Tree t = tree;
        work.copyFrom(root.board());
        work.setUndoEnabled(false);
        int length = 0;
        int depth = 0;
        int node = root.node();
        int colour = root.colour();
        int passes = root.passes();
        int last = root.last();
        int movesLeft = root.movesLeft();
        path[depth++] = node;
        t.visits[node]++;
        boolean over = false;
        while (true) {
            if (passes >= 2 || movesLeft <= 0) {
                over = true;
                break;
            }
            if (t.children(node) == 0) {
                if (depth == 1 || t.visits[node] < expandAfter || !t.expand(node, work, colour, last, passes == 1)) {
                    break; // the root is expanded by the search; a new leaf waits for more visits
                }
            }
            int child = select(node, depth == 1 ? root.allowed() : null);
            t.visits[child]++; // virtual loss: counts as a lost playout until the result comes back
            int m = t.move[child];
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
        int count;
        if (over && (root.asItStands() || movesLeft <= 0)) {
            count = counter.asItStands(work, root.scoring());
        } else {
            // A double pass where dead stones come off is judged by playing on, as agreement would.
            passes = over ? 0 : passes;
            int limit = Math.min(root.maxLength(), length + movesLeft);
            while (passes < 2 && length < limit) {
                int p = policy.choose(work, colour, last);
                last = play(p, colour);
                passes = p == PASS ? passes + 1 : 0;
                record(length++, p, colour);
                colour ^= 3;
            }
            count = passes >= 2 ? counter.afterPlayout(work, root.scoring()) : counter.asItStands(work, root.scoring());
        }
        double score = count - root.komi();
        float blackResult = value(score, root.board().geometry().area());
        if (depth > 1) {
            int offset = path[1] - t.firstChild[root.node()];
            scoreSum[offset] += score;
            scoreCount[offset]++;
        }
        backUp(depth, length, root.colour(), blackResult);
    }

    /**
     * Black's result of a game that ended {@code score} points ahead: mostly the win (0 or 1, a jigo half),
     * and a little the margin, so that among moves that all win or all lose the search prefers the larger
     * count. Over many playouts the mean stays within {@value #MARGIN_WEIGHT} of the win rate.
     */
    static float value(double score, int area) {
        double win = score > 0 ? 1 : score < 0 ? 0 : 0.5;
        double margin = Math.max(0, Math.min(1, (score + area) / (2.0 * area)));
        return (float) ((1 - MARGIN_WEIGHT) * win + MARGIN_WEIGHT * margin);
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
            }
        }
    }

    private int select(int node, boolean[] allowed) {
        Tree t = tree;
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        double logParent = Math.log(t.visits[node] + 1);
        for (int c = t.firstChild[node], end = c + t.children(node); c < end; c++) {
            int m = t.move[c];
            if (allowed != null && m != PASS && !allowed[m]) {
                continue;
            }
            int n = t.visits[c];
            int nr = t.raveVisits[c];
            int withPrior = n + t.priorVisits[c];
            double q = withPrior == 0 ? 0.5 : (t.wins[c] + t.priorWins[c]) / withPrior; // the prior as playouts
            double value = q;
            if (nr > 0) {
                double qr = t.raveWins[c] / nr;
                double beta = nr / (n + nr + 4 * RAVE_BIAS * (double) n * nr);
                value = (1 - beta) * q + beta * qr;
            }
            value += EXPLORATION * Math.sqrt(logParent / (n + 1));
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
