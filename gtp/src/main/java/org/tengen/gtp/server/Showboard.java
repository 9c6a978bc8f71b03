package org.tengen.gtp.server;

import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Stone;

/** The board as showboard draws it, in GNU Go's layout: coordinates around it, the prisoners beside it. */
final class Showboard {
    private Showboard() {
    }

    static String draw(Game game) {
        BoardView board = game.board();
        Geometry g = board.geometry();
        StringBuilder letters = new StringBuilder("  ");
        for (int col = 0; col < g.width(); col++) {
            letters.append(' ').append(Geometry.columnLetter(col));
        }
        StringBuilder sb = new StringBuilder(letters).append('\n');
        for (int row = 0; row < g.height(); row++) {
            int number = g.height() - row;
            sb.append(String.format("%2d", number));
            for (int col = 0; col < g.width(); col++) {
                int c = board.at(g.point(col, row));
                sb.append(' ').append(c == 1 ? 'X' : c == 2 ? 'O' : '.');
            }
            sb.append(String.format(" %d", number));
            if (row == g.height() - 2) {
                sb.append("     WHITE (O) has captured ").append(board.prisoners(Stone.WHITE)).append(" stones");
            } else if (row == g.height() - 1) {
                sb.append("     BLACK (X) has captured ").append(board.prisoners(Stone.BLACK)).append(" stones");
            }
            sb.append('\n');
        }
        return sb.append(letters).toString();
    }
}
