package org.tengen.core;

import java.util.Set;
import java.util.TreeSet;

/**
 * tengen's one dead-stone policy: which stones the count of a finished game takes off the board. Every
 * program that counts a game without the players' agreement asks here: {@code tengen play}, GTP's
 * {@code final_score} and {@code final_status_list}, {@code tengen sgf score} (when the record has no
 * territory marks) and {@code tengen match} (unless a referee engine is named).
 *
 * <p>Under rules that count the stones as they stand ({@link Rules#countsAsItStands()}: Tromp-Taylor and
 * the like), none. Otherwise the stones proven dead: a chain inside the other colour's pass-alive territory
 * ({@link Benson}). That never calls a living chain dead, but leaves undecided what Benson cannot prove.
 */
public final class DeadStones {
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
