package org.tengen.engine;

import org.tengen.core.Game;
import org.tengen.core.Geometry;

/**
 * A player that chooses moves: the search ({@link MctsPlayer}), a random player ({@link RandomPlayer}), a
 * seed problem's chooser. Every program that asks the engine for a move (GTP's genmove, {@code tengen
 * play}, the seed problems) asks through this interface: it gives a {@link Game} and a {@link SearchRequest}
 * and gets a {@link Decision}. Whether to resign is the player's decision, within what the request allows.
 */
public interface Player {
    /**
     * The move for {@code game}'s side to move, as {@code request} asks: a legal play, a pass, or (when the
     * request allows it) a resignation. The game is left as it was.
     */
    Decision decide(Game game, SearchRequest request);

    /**
     * Gets ready for games on {@code size} (the search allocates its memory here), so that no later move's
     * time goes to it. Called when a session starts and whenever a new game or board size is set.
     */
    default void prepare(Geometry size) {
    }

    /**
     * Ends a decision in progress as soon as possible, from any thread (the controller went away); the
     * decision is then whatever was found so far. A player that doesn't think ignores it.
     */
    default void stop() {
    }
}
