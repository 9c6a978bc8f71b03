package org.tengen.core;

import java.util.Collection;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the end of a game settles before the count: the stones taken off as dead and the stones alive in seki
 * (every other stone is alive). A {@link DeadStonePolicy} proposes one; {@link #count} counts with it.
 *
 * @param dead the points of the dead stones, in increasing order
 * @param seki the points of the stones alive in seki, in increasing order; none of them dead
 */
public record Settlement(Set<Integer> dead, Set<Integer> seki) {
    /** Nothing dead, no seki: the stones counted as they stand. */
    public static final Settlement AS_IT_STANDS = new Settlement(Set.of(), Set.of());

    /**
     * Copies both sets, in increasing order.
     *
     * @param dead the points of the dead stones
     * @param seki the points of the stones alive in seki
     * @throws IllegalArgumentException if a point is both dead and in seki
     */
    public Settlement {
        dead = Collections.unmodifiableSet(new TreeSet<>(dead));
        seki = Collections.unmodifiableSet(new TreeSet<>(seki));
        for (int p : seki) {
            if (dead.contains(p)) {
                throw new IllegalArgumentException("point " + p + " is both dead and in seki");
            }
        }
    }

    /**
     * A settlement with these dead stones and no seki.
     *
     * @param dead the points of the dead stones
     * @return the settlement
     */
    public static Settlement ofDead(Collection<Integer> dead) {
        return new Settlement(new TreeSet<>(dead), Set.of());
    }

    /**
     * The status of the stone at {@code p}.
     *
     * @param p a point with a stone
     * @return dead, seki or alive
     */
    public StoneStatus status(int p) {
        return dead.contains(p) ? StoneStatus.DEAD : seki.contains(p) ? StoneStatus.SEKI : StoneStatus.ALIVE;
    }

    /**
     * Counts a position with this settlement ({@link Scoring#score(BoardView, Rules, int, Collection, Collection)}).
     *
     * @param board the position, with its prisoners
     * @param rules the rules to count under
     * @param handicapStones Black's handicap, for the handicap bonus under area scoring
     * @return the count
     */
    public Score count(BoardView board, Rules rules, int handicapStones) {
        return Scoring.score(board, rules, handicapStones, dead, seki);
    }
}
