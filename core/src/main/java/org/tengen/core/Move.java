package org.tengen.core;

/** A move: a play at a point, a pass, or a resignation. Never {@code null} for a pass. */
public sealed interface Move permits Move.Play, Move.Pass, Move.Resign {

    /** A stone placed at a point index of the game's geometry. */
    record Play(int point) implements Move {
        @Override
        public String toGtp(Geometry geometry) {
            return geometry.toGtp(point);
        }
    }

    /** Passing the turn. */
    record Pass() implements Move {
        @Override
        public String toGtp(Geometry geometry) {
            return "pass";
        }
    }

    /** Giving up the game. */
    record Resign() implements Move {
        @Override
        public String toGtp(Geometry geometry) {
            return "resign";
        }
    }

    Pass PASS = new Pass();
    Resign RESIGN = new Resign();

    static Move play(int point) {
        return new Play(point);
    }

    /** The move as GTP writes it: a vertex, {@code pass} or {@code resign}. */
    String toGtp(Geometry geometry);

    /** Parses a GTP move: a vertex such as {@code D4}, {@code pass} or {@code resign}, in any case. */
    static Move parseGtp(Geometry geometry, String text) {
        String t = text.trim();
        if (t.equalsIgnoreCase("pass")) {
            return PASS;
        }
        if (t.equalsIgnoreCase("resign")) {
            return RESIGN;
        }
        return new Play(geometry.parseGtp(t));
    }
}
