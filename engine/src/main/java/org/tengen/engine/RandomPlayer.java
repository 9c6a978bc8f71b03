package org.tengen.engine;

import org.tengen.core.Game;
import org.tengen.core.Move;

/**
 * The simplest player: a random legal move that doesn't fill one of its own eyes, or a pass when none is
 * left. Never resigns. For tests, matches against a floor, and {@code tengen gtp --random}.
 */
public final class RandomPlayer implements Player {
    private final FastRandom random;

    public RandomPlayer(long seed) {
        this.random = new FastRandom(seed);
    }

    @Override
    public Decision decide(Game game, SearchRequest request) {
        int[] candidates = Candidates.of(game);
        return Decision.of(candidates.length == 0 ? Move.PASS
                : Move.play(candidates[random.nextInt(candidates.length)]));
    }
}
