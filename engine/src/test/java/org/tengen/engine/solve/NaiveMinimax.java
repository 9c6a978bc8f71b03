package org.tengen.engine.solve;

import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;

/**
 * The test oracle: plain alpha-beta over the exact margin on the core's {@link Game} itself, so its ko,
 * superko, suicide, passes and count are the rules' own. No table, no symmetry, no static bounds; passes
 * first, which keeps the tiniest boards small (John Tromp's observation on 2x2).
 */
final class NaiveMinimax {
    long nodes;
    /** A node budget: beyond it {@link #solve} throws {@link TooBig}. */
    long limit = Long.MAX_VALUE;

    /** The position's tree is beyond the budget. */
    static final class TooBig extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooBig() {
            super("too big", null, false, false);
        }
    }

    /**
     * Black's margin from the game's position, searched on a copy (a search stopped half-way leaves its moves on
     * the board it searched).
     *
     * @return the margin, or null if the tree is beyond {@code limit} nodes
     */
    static Integer valueWithin(Game game, long limit) {
        NaiveMinimax naive = new NaiveMinimax();
        naive.limit = limit;
        Game copy = new Game(game.geometry(), game.rules());
        org.tengen.core.GameReplay.replay(game, copy);
        try {
            return naive.solve(copy);
        } catch (TooBig e) {
            return null;
        }
    }

    /** {@return Black's margin under perfect play from the game's position} */
    int solve(Game game) {
        int v = search(game, -1000, 1000);
        return game.toMove() == Stone.BLACK ? v : -v;
    }

    private int search(Game game, int alpha, int beta) {
        if (++nodes > limit) {
            throw new TooBig();
        }
        if (game.isOver()) {
            // The literal count of the stones as they stand, as Game.result() counts it, komi left out.
            var score = game.score(java.util.Set.of());
            int margin = (int) Math.round(score.black() - score.white() + game.rules().komi());
            return game.toMove() == Stone.BLACK ? margin : -margin;
        }
        int best = -1000;
        int[] points = game.legalPoints();
        for (int i = -1; i < points.length; i++) {
            Move m = i < 0 ? Move.PASS : Move.play(points[i]);
            game.play(m);
            int v = -search(game, -beta, -Math.max(alpha, best));
            game.undo();
            if (v > best) {
                best = v;
                if (best >= beta) {
                    break;
                }
            }
        }
        return best;
    }
}
