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

    /** The pass: every pass is equal to this one. */
    Pass PASS = new Pass();
    /** The resignation: every resignation is equal to this one. */
    Resign RESIGN = new Resign();

    /**
     * A play at a point; whether it is on the board or legal is the game's question, not this one's.
     *
     * @param point a point index of the game's {@link Geometry}
     * @return a {@link Play} at {@code point}
     */
    static Move play(int point) {
        return new Play(point);
    }

    /**
     * The move as GTP writes it.
     *
     * @param geometry the board the point belongs to, for its vertex name
     * @return a vertex such as {@code D4}, or {@code pass} or {@code resign}
     */
    String toGtp(Geometry geometry);

    /**
     * Parses a GTP move.
     *
     * @param geometry the board the vertex must lie on
     * @param text a vertex such as {@code D4}, {@code pass} or {@code resign}, in any case
     * @return the move
     * @throws IllegalArgumentException if the text is not a vertex of {@code geometry}, a pass or a resignation
     */
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
