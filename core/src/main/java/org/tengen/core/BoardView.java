package org.tengen.core;

/**
 * A read-only view of a board, for callers that must not change it (a UI, a scorer, a referee's client).
 * Colours are board codes: {@link Board#EMPTY}, 1 (black), 2 (white), {@link Board#BORDER}.
 */
public interface BoardView {
    /** {@return the size of the board, which tells how point indices map to columns and rows} */
    Geometry geometry();

    /**
     * What stands at a point.
     *
     * @param p an index below {@link Geometry#length()}: an on-board point or the border around it
     * @return the code: 0 empty, 1 black, 2 white, 3 border
     */
    int at(int p);

    /**
     * Whether a point is empty.
     *
     * @param p an index below {@link Geometry#length()}
     * @return true if no stone stands there (the border is not empty)
     */
    default boolean isEmpty(int p) {
        return at(p) == Board.EMPTY;
    }

    /**
     * The colour of the stone at a point.
     *
     * @param p a point holding a stone
     * @return its colour
     * @throws IllegalStateException if the point is empty or the border
     */
    default Stone stoneAt(int p) {
        int c = at(p);
        if (c != 1 && c != 2) {
            throw new IllegalStateException("no stone at " + p);
        }
        return Stone.ofCode(c);
    }

    /**
     * Names a chain by one of its stones.
     *
     * @param p a point holding a stone
     * @return the head of the chain through {@code p}: the same point for every stone of one chain
     */
    int chainHead(int p);

    /**
     * The size of a chain.
     *
     * @param p a point holding a stone
     * @return the number of stones in the chain through {@code p}
     */
    int chainSize(int p);

    /**
     * The liberties of a chain.
     *
     * @param p a point holding a stone
     * @return the number of distinct empty points next to the chain through {@code p}
     */
    int liberties(int p);

    /**
     * Walks a chain: starting at any of its stones and following this until it returns visits each stone once.
     *
     * @param p a point holding a stone
     * @return the next stone of the chain through {@code p}, in a circular order that returns to {@code p}
     */
    int nextInChain(int p);

    /**
     * The prisoners one colour holds.
     *
     * @param capturer the colour that took them
     * @return the opponent's stones it has taken, the opponent's suicides included
     */
    int prisoners(Stone capturer);

    /** {@return the incremental Zobrist hash of the stones alone (not the side to move, not the ko point)} */
    long hash();

    /** {@return the point where {@link #koColor()} may not play now because of a simple ko, or 0 for none} */
    int koPoint();

    /** {@return the colour the simple-ko point forbids, or {@code null} when there is no ko point} */
    Stone koColor();

    /** {@return the number of empty points on the board} */
    int emptyCount();

    /**
     * One of the empty points, for sampling them without allocation.
     *
     * @param i an index, {@code 0 <= i < emptyCount()}
     * @return the {@code i}-th empty point, in no particular order (a move may reorder them)
     */
    int emptyAt(int i);

    /** {@return the stones as an immutable value, which later moves do not change} */
    default Position position() {
        return Position.of(this);
    }
}
