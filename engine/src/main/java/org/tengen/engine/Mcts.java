package org.tengen.engine;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Position;

/**
 * Monte Carlo tree search with UCT and RAVE (Gelly and Silver's MC-RAVE): light playouts counted by area,
 * all-moves-as-first statistics shared down the tree, and a small UCT term. The tree lives in parallel
 * primitive arrays (a node pool), so a search allocates nothing per node. One thread; deterministic for a
 * seed and a playout budget.
 *
 * <p>This is the first slice of issue 6: no priors or patterns yet, no tree reuse and no threads.
 */
public final class Mcts {
    /**
     * What the search found: the move (0 for a pass), its win rate for the mover, the playouts run, and the
     * mover's expected final lead in points (komi included) after that move.
     */
    public record Choice(int point, double winRate, int playouts, double scoreLead) {
    }

    private static final double RAVE_BIAS = 0.01; // Silver's b squared: how long RAVE keeps weight
    private static final double EXPLORATION = 0.2;
    private static final int PASS = Geometry.NO_POINT;

    private final FastRandom random;
    private final Playout playout;

    // The node pool: node 0 is the root; a node's children are contiguous from firstChild.
    private int[] move = new int[1 << 12];
    private int[] visits = new int[1 << 12];
    private float[] wins = new float[1 << 12];
    private int[] raveVisits = new int[1 << 12];
    private float[] raveWins = new float[1 << 12];
    private int[] firstChild = new int[1 << 12];
    private int[] childCount = new int[1 << 12];
    private int nodes;

    private int[] sequence = new int[1024];
    private int[] path = new int[1024];
    private byte[] firstColour;
    private Board work;

    public Mcts(long seed) {
        this(seed, 1);
    }

    /** A search on {@code threads} threads; with one thread it is deterministic for a seed and a playout budget. */
    public Mcts(long seed, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        this.random = new FastRandom(seed);
        this.playout = new Playout(random);
    }

    /**
     * The best move for {@code game}'s side to move, with its komi: the root's candidates are
     * {@link Playout#candidates} and a pass (a pass at once when there is no candidate). Runs
     * {@code maxPlayouts} playouts or for {@code nanos}, whichever ends first. Never passes while another
     * move does as well.
     */
    public Choice search(Game game, int maxPlayouts, long nanos) {
        int[] rootMoves = Playout.candidates(game);
        if (rootMoves.length == 0) {
            return new Choice(PASS, 0, 0, 0);
        }
        long now = System.nanoTime();
        long deadline = nanos >= Long.MAX_VALUE - now ? Long.MAX_VALUE : now + nanos; // 'no limit' must not overflow
        Board position = Position.of(game.board()).toBoard();
        return search(position, game.toMove().code(), game.rules().komi(), rootMoves, maxPlayouts, deadline);
    }

    private Choice search(Board position, int colour, double komi, int[] rootMoves, int maxPlayouts, long deadlineNanos) {
        Geometry g = position.geometry();
        if (work == null || work.geometry() != g) {
            work = new Board(g);
            work.setUndoEnabled(false);
            firstColour = new byte[g.length()];
        }
        nodes = 1;
        clear(0, PASS);
        expandRoot(rootMoves);
        int n = 0;
        while (n < maxPlayouts && ((n & 31) != 0 || System.nanoTime() < deadlineNanos)) {
            simulate(position, colour, komi);
            n++;
        }
        return best(n);
    }

    private void expandRoot(int[] rootMoves) {
        ensure(1 + rootMoves.length + 1);
        firstChild[0] = nodes;
        childCount[0] = rootMoves.length + 1;
        for (int m : rootMoves) {
            clear(nodes++, m);
        }
        clear(nodes++, PASS);
    }

    private void simulate(Board position, int rootColour, double komi) {
        work.copyFrom(position);
        work.setUndoEnabled(false);
        int length = 0;
        int depth = 0;
        int node = 0;
        int colour = rootColour;
        int passes = 0;
        path[depth++] = 0;
        // Descend: choose children while the node has them; expand a leaf that was visited before.
        while (passes < 2) {
            if (childCount[node] == 0) {
                if (visits[node] == 0 || !expand(node, colour)) {
                    break;
                }
            }
            int child = select(node);
            int m = move[child];
            if (m == PASS) {
                work.pass();
                passes++;
            } else {
                work.playUnchecked(m, colour);
                passes = 0;
            }
            record(length++, m, colour);
            ensurePath(depth + 1);
            path[depth++] = child;
            node = child;
            colour ^= 3;
        }
        // Play out, recording the moves for RAVE.
        while (passes < 2 && length < 3 * work.geometry().area() + 16) {
            int p = playout.chooseMove(work, colour);
            if (p == PASS) {
                work.pass();
                passes++;
            } else {
                work.playUnchecked(p, colour);
                passes = 0;
            }
            record(length++, p, colour);
            colour ^= 3;
        }
        double score = Playout.areaDifference(work) - komi;
        float blackResult = score > 0 ? 1f : score < 0 ? 0f : 0.5f;
        backUp(depth, length, rootColour, blackResult);
    }

    /** Updates visits along the path, and RAVE for every child of every node on it, with the moves after it. */
    private void backUp(int depth, int length, int rootColour, float blackResult) {
        Arrays.fill(firstColour, (byte) 0);
        int next = length;
        for (int d = depth - 1; d >= 0; d--) {
            // Moves from d on, the earliest winning: walking back, each earlier move overwrites a later one.
            while (next > d) {
                next--;
                int p = sequence[next] >> 2;
                if (p != PASS) {
                    firstColour[p] = (byte) (sequence[next] & 3);
                }
            }
            int node = path[d];
            int moverOfChildren = (d % 2 == 0) ? rootColour : rootColour ^ 3;
            float result = moverOfChildren == 1 ? blackResult : 1 - blackResult;
            for (int c = firstChild[node], end = c + childCount[node]; c < end; c++) {
                int m = move[c];
                if (m != PASS && firstColour[m] == moverOfChildren) {
                    raveVisits[c]++;
                    raveWins[c] += result;
                }
            }
            if (d > 0) {
                // path[d] is a child whose move was made by the mover of its parent's children.
                int mover = ((d - 1) % 2 == 0) ? rootColour : rootColour ^ 3;
                visits[node]++;
                wins[node] += mover == 1 ? blackResult : 1 - blackResult;
            } else {
                visits[node]++;
            }
        }
    }

    private int select(int node) {
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        double logParent = Math.log(visits[node] + 1);
        for (int c = firstChild[node], end = c + childCount[node]; c < end; c++) {
            int n = visits[c];
            int nr = raveVisits[c];
            double value;
            if (n == 0 && nr == 0) {
                value = 1.1; // first-play urgency: try everything once
            } else {
                double q = n == 0 ? 0 : wins[c] / n;
                double qr = nr == 0 ? 0 : raveWins[c] / nr;
                double beta = nr / (n + nr + 4 * RAVE_BIAS * (double) n * nr + 1e-9);
                value = (1 - beta) * q + beta * qr + (n == 0 ? 0 : EXPLORATION * Math.sqrt(logParent / n));
            }
            if (move[c] == PASS) {
                value -= 0.05; // a pass is tried, but after the moves that look as good
            }
            value += random.nextInt(1000) * 1e-9; // break ties without a bias to the first points
            if (value > bestValue) {
                bestValue = value;
                best = c;
            }
        }
        return best;
    }

    /** Gives a leaf its children: the legal points of the side to move that aren't its own eyes, and pass. */
    private boolean expand(int node, int colour) {
        int empty = work.emptyCount();
        ensure(nodes + empty + 1);
        firstChild[node] = nodes;
        int count = 0;
        for (int i = 0; i < empty; i++) {
            int p = work.emptyAt(i);
            if (!Playout.isOwnEye(work, p, colour) && work.isLegal(p, colour)) {
                clear(nodes++, p);
                count++;
            }
        }
        clear(nodes++, PASS);
        childCount[node] = count + 1;
        return true;
    }

    private Choice best(int playouts) {
        int bestChild = -1;
        int bestNonPass = -1;
        for (int c = firstChild[0], end = c + childCount[0]; c < end; c++) {
            if (bestChild < 0 || visits[c] > visits[bestChild]) {
                bestChild = c;
            }
            if (move[c] != PASS && (bestNonPass < 0 || visits[c] > visits[bestNonPass])) {
                bestNonPass = c;
            }
        }
        // A pass only when no move does better: passing must never throw a game away.
        if (move[bestChild] == PASS && bestNonPass >= 0 && rate(bestNonPass) >= rate(bestChild) - 0.02) {
            bestChild = bestNonPass;
        }
        return new Choice(move[bestChild], rate(bestChild), playouts, 0);
    }

    private double rate(int c) {
        return visits[c] == 0 ? 0 : wins[c] / visits[c];
    }

    private void record(int i, int p, int colour) {
        if (i >= sequence.length) {
            sequence = Arrays.copyOf(sequence, sequence.length * 2);
        }
        sequence[i] = p << 2 | colour;
    }

    private void ensurePath(int n) {
        if (n > path.length) {
            path = Arrays.copyOf(path, path.length * 2);
        }
    }

    private void clear(int i, int m) {
        move[i] = m;
        visits[i] = 0;
        wins[i] = 0;
        raveVisits[i] = 0;
        raveWins[i] = 0;
        firstChild[i] = 0;
        childCount[i] = 0;
    }

    private void ensure(int n) {
        if (n <= move.length) {
            return;
        }
        int size = Math.max(n, move.length * 2);
        move = Arrays.copyOf(move, size);
        visits = Arrays.copyOf(visits, size);
        wins = Arrays.copyOf(wins, size);
        raveVisits = Arrays.copyOf(raveVisits, size);
        raveWins = Arrays.copyOf(raveWins, size);
        firstChild = Arrays.copyOf(firstChild, size);
        childCount = Arrays.copyOf(childCount, size);
    }
}
