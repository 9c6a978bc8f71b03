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

    /** The stones of {@code game}'s position now that its count takes off as dead, in increasing order. */
    public static Set<Integer> proposed(Game game) {
        return proposed(game.board(), game.rules());
    }

    /** The stones of {@code board} that a count under {@code rules} takes off as dead, in increasing order. */
    public static Set<Integer> proposed(BoardView board, Rules rules) {
        return rules.countsAsItStands() ? new TreeSet<>() : provablyDead(board);
    }

    /** The count of {@code game}'s position now with the {@linkplain #proposed(Game) proposed} dead stones. */
    public static Score count(Game game) {
        return game.score(proposed(game));
    }

    /** The stones inside the other colour's pass-alive territory (whatever the rules), in increasing order. */
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
