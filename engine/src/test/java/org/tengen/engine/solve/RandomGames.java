package org.tengen.engine.solve;

import java.util.Random;
import org.tengen.core.Game;
import org.tengen.core.Move;

/** Seeded random games for the solver's tests, and how to name their moves in a failure's message. */
final class RandomGames {
    private RandomGames() {
    }

    /** Plays up to {@code length} random legal points (a pass where none is legal), stopping if the game ends. */
    static void playPoints(Game g, int length, Random random) {
        for (int move = 0; move < length && !g.isOver(); move++) {
            int[] points = g.legalPoints();
            g.play(points.length == 0 ? Move.PASS : Move.play(points[random.nextInt(points.length)]));
        }
    }

    /**
     * Plays {@code length} random turns without ending the game: a legal point or a pass, and after a pass a point
     * (the first legal one) rather than a second pass; stops early only where a second pass is all that is left.
     * Long enough, most positions of a tiny board have been seen, so superko bars most moves.
     */
    static void playLongHistory(Game g, int length, Random random) {
        for (int move = 0; move < length; move++) {
            int[] points = g.legalPoints();
            int pick = random.nextInt(points.length + 1);
            if (pick < points.length) {
                g.play(Move.play(points[pick]));
            } else if (g.consecutivePasses() == 0) {
                g.play(Move.PASS);
            } else if (points.length > 0) {
                g.play(Move.play(points[0]));
            } else {
                break; // a second pass would end the game
            }
        }
    }

    /** {@return the game's moves as GTP vertices ("pass" for a pass), each after a space} */
    static String moves(Game g) {
        StringBuilder sb = new StringBuilder();
        for (var t : g.history()) {
            sb.append(' ').append(t.move() instanceof Move.Play p ? g.geometry().toGtp(p.point()) : "pass");
        }
        return sb.toString();
    }
}
