package org.tengen.engine;

import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * Draws a uniformly random empty point that qualifies as a playout move, for both playout policies. Keeps its
 * scratch array, so one per thread.
 */
final class UniformSampler {
    private final FastRandom random;
    /** The self-ataris that avoiding self-atari still allows. */
    private final Nakade nakade;
    private int[] candidates = new int[0];

    UniformSampler(FastRandom random, Nakade nakade) {
        this.random = random;
        this.nakade = nakade;
    }

    /**
     * A uniformly random legal point for {@code c} that is not its own eye and, with {@code avoidSelfAtari},
     * doesn't put a chain of two or more stones in atari (unless as the sampler's {@link Nakade}); 0 when there
     * is none. {@code tries} blind draws
     * first (cheap while most points qualify); then a partial Fisher-Yates shuffle over a copy of the empty
     * points, which discards each failed point once. Both stages are uniform.
     */
    int sample(Board board, int c, int tries, boolean avoidSelfAtari) {
        int empty = board.emptyCount();
        if (empty == 0) {
            return Geometry.NO_POINT;
        }
        for (int t = 0; t < tries; t++) {
            int p = board.emptyAt(random.nextInt(empty));
            if (qualifies(board, p, c, avoidSelfAtari)) {
                return p;
            }
        }
        if (candidates.length < empty) {
            candidates = new int[board.geometry().area()];
        }
        int[] pool = candidates;
        for (int i = 0; i < empty; i++) {
            pool[i] = board.emptyAt(i);
        }
        int n = empty;
        while (n > 0) {
            int i = random.nextInt(n);
            int p = pool[i];
            if (qualifies(board, p, c, avoidSelfAtari)) {
                return p;
            }
            pool[i] = pool[--n];
        }
        return Geometry.NO_POINT;
    }

    private boolean qualifies(Board board, int p, int c, boolean avoidSelfAtari) {
        return avoidSelfAtari ? KnowledgePolicy.isSound(board, p, c, nakade) : Candidates.isCandidate(board, p, c);
    }
}
