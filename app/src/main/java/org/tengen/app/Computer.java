package org.tengen.app;

import java.util.Locale;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.engine.Decision;
import org.tengen.engine.Player;
import org.tengen.engine.SearchRequest;

/** The computer's side of {@code tengen play}: the search, the colour it plays, and its moves in words. */
final class Computer {
    private final Player player;
    private final Stone stone;
    private final String strength;

    /** The computer plays {@code stone} with {@code player}; {@code strength} says how, such as "level 8". */
    Computer(Player player, Stone stone, String strength) {
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
    Decision reply(Game game) {
        return player.decide(game, SearchRequest.MOVE);
    }

    /** The search's move for the side to move (the human), never a resignation. */
    Decision hint(Game game) {
        return player.decide(game, SearchRequest.MOVE.withoutResigning());
    }

    /** A decision for {@code mover} in words: {@code D4 (win rate 56%, about B+3.5)}. */
    static String describe(Decision decision, Stone mover, Geometry g) {
        return decision.move().toGtp(g) + " (" + estimate(decision, mover) + ")";
    }

    /** The win rate for {@code mover} and the expected result of the game, to the half point. */
    static String estimate(Decision decision, Stone mover) {
        double blackLead = Math.round((mover == Stone.BLACK ? 1 : -1) * decision.scoreLead() * 2) / 2.0;
        String lead = blackLead == 0 ? "even" : (blackLead > 0 ? "B+" : "W+")
                + String.format(Locale.ROOT, "%.1f", Math.abs(blackLead));
        return String.format(Locale.ROOT, "win rate %d%%, about %s", Math.round(decision.winRate() * 100), lead);
    }
}
