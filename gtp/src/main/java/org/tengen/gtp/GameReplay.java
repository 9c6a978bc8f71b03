package org.tengen.gtp;

import java.util.List;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Turn;

/** Copies a game's history into a fresh game of the same board (under other rules, or another komi). */
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
}
