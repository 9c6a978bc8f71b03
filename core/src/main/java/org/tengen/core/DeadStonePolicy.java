package org.tengen.core;

/**
 * A way to decide, at the end of a game, which stones are dead and which live in seki. The core's is Benson's
 * proof ({@link DeadStones#BENSON}); the engine's reads the search's ownership.
 */
public interface DeadStonePolicy {
    /**
     * Settles a position.
     *
     * @param board the position; it is read, not changed
     * @param rules the rules it is counted under; where they count the stones as they stand
     *     ({@link Rules#countsAsItStands()}) nothing is dead
     * @return the dead stones and the stones in seki
     */
    Settlement settle(BoardView board, Rules rules);

    /**
     * Settles a game's position now, under its rules.
     *
     * @param game the game; it is read, not changed
     * @return the dead stones and the stones in seki
     */
    default Settlement settle(Game game) {
        return settle(game.board(), game.rules());
    }

    /**
     * Counts a game's position now with this policy's settlement.
     *
     * @param game the game; it is read, not changed
     * @return the count under the game's rules
     */
    default Score count(Game game) {
        return settle(game).count(game.board(), game.rules(), game.handicapStones());
    }
}
