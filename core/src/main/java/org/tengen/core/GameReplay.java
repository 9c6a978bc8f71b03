package org.tengen.core;

import java.util.List;

/**
 * A game's history played again into a fresh game of the same board: under other rules or another komi
 * (a GTP controller changed them), into a copy (to search without touching the game), or step by step
 * for a learner that looks at each position before its move.
 */
public final class GameReplay {
    /** What to do in each position of the replay, before its move (a play or a pass) is played there. */
    public interface BeforeMove {
        /**
         * Called with the game being built and the turn about to be played in it (its colour is to move).
         *
         * @param game the game as it stands before {@code turn}
         * @param turn the play or pass that comes next
         */
        void position(Game game, Turn turn);
    }

    private GameReplay() {
    }

    /**
     * Plays {@code from}'s history into {@code to}: the handicap, setup stones and removals, every move (a
     * move out of turn played for its colour, play resumed after a game ended by passes, each move executed
     * as a record player does), a resignation; then the same side to move.
     *
     * @param from the game to copy; read, not changed
     * @param to a fresh game of the same board
     */
    public static void replay(Game from, Game to) {
        replay(from, to, (game, turn) -> { });
    }

    /**
     * As {@link #replay(Game, Game)}, calling {@code before} in each position before its move is played.
     *
     * @param from the game to copy; read, not changed
     * @param to a fresh game of the same board
     * @param before called before each play or pass
     */
    public static void replay(Game from, Game to, BeforeMove before) {
        List<Turn> history = from.history();
        int handicap = from.handicapStones();
        if (handicap > 0) {
            int[] points = new int[handicap];
            for (int i = 0; i < handicap; i++) {
                points[i] = ((Move.Play) history.get(i).move()).point();
            }
            to.placeFreeHandicap(points);
        }
        for (int i = handicap; i < history.size(); i++) {
            Turn t = history.get(i);
            if (t.removal()) {
                to.removeStone(((Move.Play) t.move()).point());
            } else if (t.setup()) {
                to.setup(t.stone(), ((Move.Play) t.move()).point());
            } else if (t.move() instanceof Move.Resign) {
                to.resign(t.stone());
            } else {
                if (to.isOver()) {
                    to.resume();
                }
                if (to.toMove() != t.stone()) {
                    to.setToMove(t.stone()); // as play did for a move out of turn: situational superko sees it
                }
                before.position(to, t);
                to.playTolerant(t.stone(), t.move());
            }
        }
        to.setToMove(from.toMove());
    }
}
