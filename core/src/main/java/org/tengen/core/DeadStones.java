package org.tengen.core;

import java.util.Set;
import java.util.TreeSet;

/**
 * The core's dead-stone policy, the one that needs no search: which stones the count of a finished game
 * takes off the board as far as they can be proven dead. tengen's programs count with the engine's policy,
 * which reads the search's ownership ({@code org.tengen.engine.SearchDeadStones}); this one stays for
 * embedders of the core alone and as {@code tengen sgf score --dead benson}.
 *
 * <p>Under rules that count the stones as they stand ({@link Rules#countsAsItStands()}: Tromp-Taylor and
 * the like), none. Otherwise the stones proven dead: a chain inside the other colour's pass-alive territory
 * ({@link Benson}). That never calls a living chain dead, but leaves undecided what Benson cannot prove.
 */
public final class DeadStones {
    /**
     * This policy as a {@link DeadStonePolicy}: the stones Benson proves dead (none where the rules count the
     * stones as they stand), and no seki.
     */
    public static final DeadStonePolicy BENSON = (board, rules) -> Settlement.ofDead(proposed(board, rules));

    private DeadStones() {
    }

    /**
     * The dead stones of a game's position now, under its rules.
     *
     * @param game the game; it is read, not changed
     * @return the points of the stones its count takes off as dead, in increasing order
     */
    public static Set<Integer> proposed(Game game) {
        return proposed(game.board(), game.rules());
    }

    /**
     * The dead stones of a position under some rules.
     *
     * @param board the position; it is read, not changed
     * @param rules the rules the position is counted under
     * @return the points of the stones a count under {@code rules} takes off as dead, in increasing order;
     *     empty where the rules count the stones as they stand
     */
    public static Set<Integer> proposed(BoardView board, Rules rules) {
        return rules.countsAsItStands() ? new TreeSet<>() : provablyDead(board);
    }

    /**
     * Counts a game's position now with the {@linkplain #proposed(Game) proposed} dead stones taken off.
     *
     * @param game the game; it is read, not changed
     * @return the count under the game's rules
     */
    public static Score count(Game game) {
        return game.score(proposed(game));
    }

    /**
     * The stones Benson's analysis of both colours proves dead, whatever the rules: those inside the other
     * colour's pass-alive territory.
     *
     * @param board the position; it is read, not changed
     * @return the points of the stones proven dead, in increasing order; empty when Benson proves nothing
     */
    public static Set<Integer> provablyDead(BoardView board) {
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
