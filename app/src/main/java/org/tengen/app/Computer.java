package org.tengen.app;

import java.util.Locale;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.engine.Clock;
import org.tengen.engine.Mcts;
import org.tengen.gtp.MctsPlayer;

/** The computer's side of {@code tengen play}: the search, the colour it plays, and its moves in words. */
final class Computer {
    /** A move of the computer's and what the search thought of it. */
    record Reply(Move move, Mcts.Choice choice) {
    }

    private final MctsPlayer player;
    private final Stone stone;
    private final String strength;

    /** The computer plays {@code stone} with {@code player}; {@code strength} says how, such as "level 8". */
    Computer(MctsPlayer player, Stone stone, String strength) {
        this.player = player;
        this.stone = stone;
        this.strength = strength;
    }

    Stone stone() {
        return stone;
    }

    String strength() {
        return strength;
    }

    /** The computer's move in {@code game}, whose side to move it is: a play, a pass or a resignation. */
    Reply reply(Game game) {
        Mcts.Choice choice = player.search(game, Clock.NO_LIMIT);
        return new Reply(player.decide(game, choice), choice);
    }

    /** The search's move for the side to move (the human), never a resignation. */
    Mcts.Choice hint(Game game) {
        return player.search(game, Clock.NO_LIMIT);
    }

    /** A choice for {@code mover} in words: {@code D4 (win rate 56%, about B+3.5)}. */
    static String describe(Mcts.Choice choice, Stone mover, Geometry g) {
        String where = choice.point() == Geometry.NO_POINT ? "pass" : g.toGtp(choice.point());
        return where + " (" + estimate(choice, mover) + ")";
    }

    /** The win rate for {@code mover} and the expected result of the game, to the half point. */
    static String estimate(Mcts.Choice choice, Stone mover) {
        double blackLead = Math.round((mover == Stone.BLACK ? 1 : -1) * choice.scoreLead() * 2) / 2.0;
        String lead = blackLead == 0 ? "even" : (blackLead > 0 ? "B+" : "W+")
                + String.format(Locale.ROOT, "%.1f", Math.abs(blackLead));
        return String.format(Locale.ROOT, "win rate %d%%, about %s", Math.round(choice.winRate() * 100), lead);
    }
}
