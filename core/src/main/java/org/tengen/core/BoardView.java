package org.tengen.core;

/**
 * A read-only view of a board, for callers that must not change it (a UI, a scorer, a referee's client).
 * Colours are board codes: {@link Board#EMPTY}, 1 (black), 2 (white), {@link Board#BORDER}.
 */
public interface BoardView {
    Geometry geometry();

    /** The code at point {@code p}: 0 empty, 1 black, 2 white, 3 border. */
    int at(int p);

    default boolean isEmpty(int p) {
        return at(p) == Board.EMPTY;
    }

    /** The stone at {@code p}; throws if the point is empty or off the board. */
    default Stone stoneAt(int p) {
        int c = at(p);
        if (c != 1 && c != 2) {
            throw new IllegalStateException("no stone at " + p);
        }
        return Stone.ofCode(c);
    }

    /** The head of the chain through stone {@code p}: the same for every stone of one chain. */
    int chainHead(int p);

    /** The number of stones in the chain through stone {@code p}. */
    int chainSize(int p);

    /** The number of distinct liberties of the chain through stone {@code p}. */
    int liberties(int p);

    /** The next stone of the chain through {@code p}, in a circular order that returns to {@code p}. */
    int nextInChain(int p);

    /** Stones of the opponent that {@code capturer} has taken, suicides included. */
    int prisoners(Stone capturer);

    /** The incremental Zobrist hash of the stones alone. */
    long hash();

    /** The point where {@link #koColor()} may not play now because of a simple ko, or 0 for none. */
    int koPoint();

    /** The colour the simple-ko point forbids, or {@code null} when there is no ko point. */
    Stone koColor();

    /** Number of empty points on the board. */
    int emptyCount();

    /** The {@code i}-th empty point, for {@code 0 <= i < emptyCount()}, in no particular order. */
    int emptyAt(int i);

    /** The stones as an immutable value. */
    default Position position() {
        return Position.of(this);
    }
}
