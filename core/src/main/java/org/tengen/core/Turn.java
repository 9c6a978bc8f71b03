package org.tengen.core;

/**
 * One entry of a game's history: a move by a colour, a setup stone ({@code setup} true), or the removal of
 * a stone ({@code setup} and {@code removal} true, an SGF AE). A removal's {@code move} is a play at the
 * point emptied and its {@code stone} the colour taken off: code that reads setup turns as stones placed
 * must check {@link #removal()} first.
 *
 * @param stone the colour that moved, was set up, or was removed
 * @param move the move, or for setup and removal a play at the point concerned
 * @param setup whether this is setup (SGF AB, AW, AE) rather than a move in turn
 * @param removal whether this is the removal of a stone (SGF AE); only a setup turn at a point can be
 */
public record Turn(Stone stone, Move move, boolean setup, boolean removal) {

    /**
     * Checks that a removal is a setup action on a point.
     *
     * @param stone the colour that moved, was set up, or was removed
     * @param move the move, or for setup and removal a play at the point concerned
     * @param setup whether this is setup (SGF AB, AW, AE) rather than a move in turn
     * @param removal whether this is the removal of a stone (SGF AE)
     * @throws IllegalArgumentException if {@code removal} is true for a move in turn, a pass or a resignation
     */
    public Turn {
        if (removal && !(setup && move instanceof Move.Play)) {
            throw new IllegalArgumentException("a removal is a setup turn at a point, not " + move);
        }
    }

    /**
     * A move or a setup stone; not a removal.
     *
     * @param stone the colour that moved or was set up
     * @param move the move; for a setup stone, a play at its point
     * @param setup false for a move in turn, true for a setup stone
     */
    public Turn(Stone stone, Move move, boolean setup) {
        this(stone, move, setup, false);
    }
}
