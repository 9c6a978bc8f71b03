package org.tengen.gtp;

import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.engine.Clock;

/**
 * Chooses a move for genmove: the engine plugs in here. {@code stone} is {@code game}'s side to move; the
 * move is a legal play, a pass or {@link Move#RESIGN}.
 */
public interface Player {
    Move choose(Game game, Stone stone);

    /**
     * The same within {@code timeLimitNanos} of the game clock ({@link Clock#NO_LIMIT} for none). A player
     * that doesn't think ignores it.
     */
    default Move choose(Game game, Stone stone, long timeLimitNanos) {
        return choose(game, stone);
    }
}
