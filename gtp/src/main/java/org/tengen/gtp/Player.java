package org.tengen.gtp;

import org.tengen.core.Game;
import org.tengen.core.Geometry;
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

    /**
     * A move for KGS's cleanup phase, where the players disagree about dead stones: the game will be counted
     * with every stone as it stands, so dead stones must be captured, not passed over. By default the same
     * as {@link #choose(Game, Stone, long)}.
     */
    default Move chooseCleanup(Game game, Stone stone, long timeLimitNanos) {
        return choose(game, stone, timeLimitNanos);
    }

    /**
     * Gets ready for games on {@code size} (the search allocates its memory here), so that no later move's
     * time goes to it. Called when the session starts and whenever a new game or board size is set.
     */
    default void prepare(Geometry size) {
    }

    /**
     * The move this player would play, for GNU Go's {@code reg_genmove}, which names a move and never gives
     * up: never {@link Move#RESIGN}. A player that resigns overrides this with the move it found best; by
     * default {@link #choose(Game, Stone, long)}'s move, a resignation taken as a pass.
     */
    default Move chooseWithoutResigning(Game game, Stone stone, long timeLimitNanos) {
        Move move = choose(game, stone, timeLimitNanos);
        return move instanceof Move.Resign ? Move.PASS : move;
    }

    /**
     * Ends a search in progress as soon as possible, from any thread (the controller went away); the
     * player's move is then whatever it found so far. A player that doesn't think ignores it.
     */
    default void stop() {
    }
}
