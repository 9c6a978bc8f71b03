package org.tengen.engine;

import org.tengen.core.Board;

/**
 * The light playout policy: a uniformly random legal move that does not fill one of the mover's own eyes
 * ({@link Candidates}), or a pass when there is none. What {@code tengen bench} and the JMH benchmark time.
 */
final class LightPolicy implements PlayoutPolicy {
    /** Blind draws before falling back to a shuffle of every empty point. */
    private static final int SAMPLE_TRIES = 4;

    private final UniformSampler sampler;

    LightPolicy(FastRandom random) {
        this.sampler = new UniformSampler(random, new Nakade(0)); // it never avoids self-atari
    }

    @Override
    public int choose(Board board, int colour, int last) {
        return sampler.sample(board, colour, SAMPLE_TRIES, false);
    }
}
