package org.tengen.gtp;

import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;

/** Chooses a move for genmove: the engine plugs in here. The move must be legal in {@code game}. */
public interface Player {
    Move choose(Game game, Stone stone);
}
