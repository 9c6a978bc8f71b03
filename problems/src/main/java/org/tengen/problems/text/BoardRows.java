package org.tengen.problems.text;

import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.Geometry;

/** A board as bare rows, top first, each ending in {@code \n}, with each problem's three characters. */
public final class BoardRows {
    private BoardRows() {
    }

    /** The rows of {@code board}, {@code black}, {@code white} and {@code empty} for the three states of a point. */
    public static String of(BoardView board, char black, char white, char empty) {
        Geometry g = board.geometry();
        StringBuilder sb = new StringBuilder(g.area() + g.height());
        for (int row = 0; row < g.height(); row++) {
            for (int col = 0; col < g.width(); col++) {
                int c = board.at(g.point(col, row));
                sb.append(c == Board.BLACK ? black : c == Board.WHITE ? white : empty);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
