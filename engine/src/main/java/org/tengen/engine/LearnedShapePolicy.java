package org.tengen.engine;

import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.engine.features.Pattern3;

/**
 * The knowledge playout with learnt shapes: answer the last move by capture or escape as the
 * {@link KnowledgePolicy} does ({@link LastMoveAnswers}), else, {@code learnedShapePercent} of the time, a
 * local move: an empty point next to the last move (and, if asked, next to the move before it), drawn with
 * probability proportional to the learnt gamma of the 3x3 pattern the mover would play there (CrazyStone's
 * playout distribution, cut to the neighbourhood); else a uniformly random move. Never fills its own eye and
 * never puts a chain of two or more stones in atari, unless as a {@link Nakade} (when the parameters allow
 * one). One per thread: it keeps scratch space.
 */
final class LearnedShapePolicy implements PlayoutPolicy {
    /** The most local candidates: the 8 neighbours of the last move and of the move before it. */
    private static final int MAX_LOCAL = 16;

    private final FastRandom random;
    private final LastMoveAnswers answers = new LastMoveAnswers();
    private final UniformSampler sampler; // sharing this policy's random numbers
    private final Nakade nakade;
    private final ShapeGammas gammas;
    /** How often (percent) a local move is played when there is one. */
    private final int localPercent;
    /** Whether the points next to the move before the last are local too. */
    private final boolean nearBeforeLast;
    /** Blind draws of the random move before a shuffle of the empty points. */
    private final int sampleTries;
    private final int[] local = new int[MAX_LOCAL];
    private final float[] weight = new float[MAX_LOCAL];

    LearnedShapePolicy(FastRandom random, SearchParameters parameters, ShapeGammas gammas) {
        this.random = random;
        this.nakade = new Nakade(parameters.nakadeStones());
        this.sampler = new UniformSampler(random, nakade);
        this.gammas = gammas;
        this.localPercent = parameters.learnedShapePercent();
        this.nearBeforeLast = parameters.playoutShapes() >= 2;
        this.sampleTries = parameters.sampleTries();
    }

    @Override
    public int choose(Board board, int c, int last) {
        return choose(board, c, last, Geometry.NO_POINT);
    }

    @Override
    public int choose(Board board, int c, int last, int beforeLast) {
        boolean nearLast = last != Geometry.NO_POINT && board.at(last) != Board.EMPTY;
        if (nearLast) {
            int n = answers.find(board, c, last);
            if (n > 0) {
                return answers.get(random.nextInt(n));
            }
        }
        boolean nearBefore = nearBeforeLast && beforeLast != Geometry.NO_POINT && board.at(beforeLast) != Board.EMPTY;
        if ((nearLast || nearBefore) && random.nextInt(100) < localPercent) {
            int n = nearLast ? gather(board, c, last, 0) : 0;
            n = nearBefore ? gather(board, c, beforeLast, n) : n;
            int p = draw(board, c, n);
            if (p != Geometry.NO_POINT) {
                return p;
            }
        }
        return sampler.sample(board, c, sampleTries, true);
    }

    /** Adds the empty points next to {@code anchor} not yet in {@code local}, with their gammas; returns how many there are. */
    private int gather(Board board, int c, int anchor, int n) {
        int s = board.geometry().stride();
        for (int d = 0; d < 8; d++) {
            int p = anchor + KnowledgePolicy.diagonalOrSide(d, s);
            if (board.at(p) == Board.EMPTY && !contains(p, n)) {
                local[n] = p;
                weight[n++] = gammas.gamma(Pattern3.raw(board, p, c));
            }
        }
        return n;
    }

    private boolean contains(int p, int n) {
        for (int i = 0; i < n; i++) {
            if (local[i] == p) {
                return true;
            }
        }
        return false;
    }

    /**
     * One of the {@code n} local points, with probability proportional to its weight among the sound ones;
     * 0 when none is sound. Soundness is checked only on the point drawn (a failed one is dropped and the draw
     * repeated), which gives the same distribution as checking them all first, and is cheaper.
     */
    private int draw(Board board, int c, int n) {
        while (n > 0) {
            float total = 0;
            for (int i = 0; i < n; i++) {
                total += weight[i];
            }
            float r = random.nextFloat() * total;
            int i = 0;
            while (i < n - 1 && r >= weight[i]) {
                r -= weight[i++];
            }
            int p = local[i];
            if (KnowledgePolicy.isSound(board, p, c, nakade)) {
                return p;
            }
            n--;
            local[i] = local[n];
            weight[i] = weight[n];
        }
        return Geometry.NO_POINT;
    }
}
