package org.tengen.gtp;

import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.engine.Mcts;
import org.tengen.engine.Playout;

/**
 * genmove by Monte Carlo tree search over {@link Playout#candidates}, for a number of playouts or a time.
 */
public final class MctsPlayer implements Player {
    private final Mcts mcts;
    private final int playouts;
    private final long nanos;

    /** Searches {@code playouts} playouts, or for {@code seconds}, whichever ends first. */
    public MctsPlayer(long seed, int playouts, double seconds) {
        this.mcts = new Mcts(seed);
        this.playouts = playouts;
        this.nanos = (long) (seconds * 1e9);
    }

    @Override
    public Move choose(Game game, Stone stone) {
        int p = mcts.search(game, playouts, nanos).point();
        return p == Geometry.NO_POINT ? Move.PASS : Move.play(p);
    }
}
