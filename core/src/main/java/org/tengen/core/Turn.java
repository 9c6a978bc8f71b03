package org.tengen.core;

/**
 * One entry of a game's history: a move by a colour, a setup stone ({@code setup} true), or the removal of
 * a stone ({@code setup} and {@code removal} true, an SGF AE). A removal's {@code move} is a play at the
 * point emptied and its {@code stone} the colour taken off: code that reads setup turns as stones placed
 * must check {@link #removal()} first.
 */
public record Turn(Stone stone, Move move, boolean setup, boolean removal) {

    /** A removal is a setup action on a point. */
    public Turn {
        if (removal && !(setup && move instanceof Move.Play)) {
            throw new IllegalArgumentException("a removal is a setup turn at a point, not " + move);
        }
    }

    /** A move ({@code setup} false) or a setup stone ({@code setup} true); not a removal. */
    public Turn(Stone stone, Move move, boolean setup) {
        this(stone, move, setup, false);
    }
}
