package org.tengen.gtp;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.engine.Mcts;
import org.tengen.engine.Playout;

/**
 * genmove by Monte Carlo tree search: the root's candidates are the game's legal moves (its ko and superko
 * rules applied) that don't fill the mover's own eye, searched for a number of playouts or a time.
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
        Board board = Position.of(game.board()).toBoard();
        int[] legal = game.legalPoints();
        int n = 0;
        for (int p : legal) {
            if (!Playout.isOwnEye(board, p, stone.code())) {
                legal[n++] = p;
            }
        }
        if (n == 0) {
            return Move.PASS;
        }
        long now = System.nanoTime();
        long deadline = nanos >= Long.MAX_VALUE - now ? Long.MAX_VALUE : now + nanos;
        int p = mcts.search(board, stone.code(), game.rules().komi(), Arrays.copyOf(legal, n), playouts, deadline).point();
        return p == Geometry.NO_POINT ? Move.PASS : Move.play(p);
    }
}
