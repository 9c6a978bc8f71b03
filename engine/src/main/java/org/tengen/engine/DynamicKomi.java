package org.tengen.engine;

import org.tengen.core.Game;
import org.tengen.core.Geometry;

/**
 * Pachi's linear dynamic komi for handicap games: the search counts as if White had an extra komi of
 * {@code dynamicKomiPerStone * stones * max(0, 1 - move / fade)}, whichever side it plays, fading linearly to 0
 * by move {@code fade}. Monte Carlo search plays badly far from a win rate of one half: as White, giving a
 * handicap, every move looks lost and it plays desperately; as Black, receiving one, every move looks won
 * and it plays slack. The extra komi brings the win rate nearer to one half while the handicap still weighs.
 *
 * <p>The fade is {@link SearchParameters#dynamicKomiMoves()} on 19x19 and in proportion to the board's points
 * elsewhere (about 94 moves on 13x13 and 45 on 9x9 for the default 200), so it ends at the same stage of the
 * game; the komi per stone is not scaled.
 */
final class DynamicKomi {
    private static final int FULL_BOARD = 19 * 19;

    private DynamicKomi() {
    }

    /** The extra komi for White the search counts with in {@code game} now: 0 in an even game or when it is off. */
    static double extra(SearchParameters p, Game game) {
        return extra(p, game.geometry(), game.handicapStones(), game.moveCount());
    }

    /**
     * The extra komi for White at move {@code moveNumber} (moves played, passes included, handicap stones not)
     * of a game with {@code handicapStones} on {@code g}: 0 with fewer than two stones, when
     * {@link SearchParameters#dynamicKomiPerStone()} is 0, and from move {@link #fadeMoves} on.
     */
    static double extra(SearchParameters p, Geometry g, int handicapStones, int moveNumber) {
        int fade = fadeMoves(p, g);
        if (handicapStones < 2 || p.dynamicKomiPerStone() == 0 || fade == 0 || moveNumber >= fade) {
            return 0;
        }
        return p.dynamicKomiPerStone() * handicapStones * (1 - moveNumber / (double) fade);
    }

    /** The move by which the extra komi has faded to 0 on {@code g}: the 19x19 value scaled by the board's points. */
    static int fadeMoves(SearchParameters p, Geometry g) {
        if (p.dynamicKomiMoves() == 0) {
            return 0;
        }
        return Math.max(1, (int) Math.round(p.dynamicKomiMoves() * (double) g.area() / FULL_BOARD));
    }
}
