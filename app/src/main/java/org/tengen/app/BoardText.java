package org.tengen.app;

import java.util.Set;
import org.tengen.core.BoardView;
import org.tengen.core.Geometry;
import org.tengen.core.Handicap;

/**
 * Draws a board for a terminal: GTP coordinates on all four sides (letters skip I, row 1 at the bottom),
 * {@code X} black, {@code O} white, {@code .} empty, {@code +} an empty star point, the last move in
 * parentheses, and stones marked dead in lower case.
 */
final class BoardText {
    private BoardText() {
    }

    static String draw(BoardView board, int lastMove, Set<Integer> dead) {
        Geometry g = board.geometry();
        boolean[] star = starPoints(g);
        StringBuilder sb = new StringBuilder();
        String letters = columnLetters(g);
        sb.append(letters);
        for (int row = 0; row < g.height(); row++) {
            int number = g.height() - row;
            sb.append(String.format("%2d ", number));
            for (int col = 0; col < g.width(); col++) {
                int p = g.point(col, row);
                char c = symbol(board.at(p), star[p]);
                if (dead.contains(p)) {
                    c = Character.toLowerCase(c);
                }
                if (p == lastMove) {
                    sb.setLength(sb.length() - 1);
                    sb.append('(').append(c).append(')');
                } else {
                    sb.append(c).append(' ');
                }
            }
            sb.append(String.format("%d%n", number));
        }
        sb.append(letters);
        return sb.toString();
    }

    private static String columnLetters(Geometry g) {
        StringBuilder sb = new StringBuilder("   ");
        for (int col = 0; col < g.width(); col++) {
            sb.append(Geometry.columnLetter(col)).append(' ');
        }
        return sb.toString().stripTrailing() + System.lineSeparator();
    }

    private static char symbol(int code, boolean star) {
        switch (code) {
            case 1: return 'X';
            case 2: return 'O';
            default: return star ? '+' : '.';
        }
    }

    /** The points a nine-stone handicap would use, where the board has them. */
    private static boolean[] starPoints(Geometry g) {
        boolean[] star = new boolean[g.length()];
        int max = Handicap.maxFixed(g);
        if (max >= 2) {
            for (int p : Handicap.fixed(g, max)) {
                star[p] = true;
            }
        }
        return star;
    }
}
