package org.tengen.core;

import java.util.Set;
import java.util.TreeSet;

/**
 * The baseline dead-stone guess: a chain is dead when it lies inside the other colour's pass-alive
 * territory (see {@link Benson}). It never calls a living chain dead; it leaves undecided what Benson
 * cannot prove, so a caller with better knowledge (the players, an engine) should be asked first.
 */
public final class DeadStones {
    private DeadStones() {
    }

    /**
     * Guesses the dead stones of a position from Benson's analysis of both colours.
     *
     * @param board the position; it is read, not changed
     * @return the points of the stones found dead, in increasing order; empty when Benson proves nothing
     */
    public static Set<Integer> guess(BoardView board) {
        Set<Integer> dead = new TreeSet<>();
        for (Stone owner : Stone.values()) {
            Benson benson = Benson.analyze(board, owner);
            int opponent = owner.opponent().code();
            for (int p : board.geometry().points()) {
                if (board.at(p) == opponent && benson.isTerritory(p)) {
                    dead.add(p);
                }
            }
        }
        return dead;
    }
}
