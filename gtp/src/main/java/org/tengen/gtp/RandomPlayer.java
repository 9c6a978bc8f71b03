package org.tengen.gtp;

import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.engine.FastRandom;
import org.tengen.engine.Candidates;

/**
 * The simple built-in player until the search engine exists: a random legal move that doesn't fill one of
 * its own eyes, or a pass when none is left.
 */
public final class RandomPlayer implements Player {
    private final FastRandom random;

    public RandomPlayer(long seed) {
        this.random = new FastRandom(seed);
    }

    /** A move for the side to move of {@code game}, which must be {@code stone}. */
    @Override
    public Move choose(Game game, Stone stone) {
        int[] candidates = Candidates.of(game);
        return candidates.length == 0 ? Move.PASS : Move.play(candidates[random.nextInt(candidates.length)]);
    }
}
