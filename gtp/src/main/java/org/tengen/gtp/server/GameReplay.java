package org.tengen.gtp.server;

import java.util.List;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.Turn;

/**
 * Copies a game's history into a fresh game of the same board (under other rules, or another komi), or into a
 * copy with the other side to move (genmove out of turn searches a copy, leaving the game as it was).
 */
final class GameReplay {
    private GameReplay() {
    }

    static void replay(Game from, Game to) {
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
                to.playTolerant(t.stone(), t.move());
            }
        }
        to.setToMove(from.toMove());
    }

    /** {@code game} itself when {@code stone} is to move in it, else a copy with {@code stone} to move. */
    static Game withToMove(Game game, Stone stone) {
        if (game.toMove() == stone) {
            return game;
        }
        Game copy = new Game(game.geometry(), game.rules());
        replay(game, copy);
        copy.setToMove(stone);
        return copy;
    }
}
