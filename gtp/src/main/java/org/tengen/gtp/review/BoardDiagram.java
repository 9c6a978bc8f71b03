package org.tengen.gtp.review;

import java.util.Locale;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;

/**
 * A board as inline SVG for the review page: the stones before a move, the move played as a stone of the
 * mover's colour with a red square ({@code class="played"}), and the search's choice as a ghost stone with a
 * blue ring ({@code class="engine"}), the move before ringed ({@code class="last"}); column letters and row numbers
 * as GTP names them.
 */
final class BoardDiagram {
    private static final double CELL = 22;
    private static final double MARGIN = 24;

    private BoardDiagram() {
    }

    /** The board before move {@code m}, with {@code previous} (the move before it, or null) ringed. */
    static String svg(MoveReview m, Move previous, Geometry g) {
        int w = g.width();
        int h = g.height();
        double width = 2 * MARGIN + (w - 1) * CELL;
        double height = 2 * MARGIN + (h - 1) * CELL;
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg class=\"board\" viewBox=\"0 0 %s %s\" width=\"%s\" height=\"%s\" "
                        + "data-move=\"%d\" data-played=\"%s\" data-engine=\"%s\" role=\"img\" aria-label=\"%s\">\n",
                f(width), f(height), f(width), f(height), m.number(), ReviewText.move(m.move(), g),
                ReviewText.move(m.engineMove(), g), "the board before move " + m.number()));
        s.append(String.format(Locale.ROOT, "<rect class=\"wood\" width=\"%s\" height=\"%s\"/>\n", f(width), f(height)));
        for (int c = 0; c < w; c++) {
            s.append(line(x(c), y(0), x(c), y(h - 1)));
            s.append(String.format(Locale.ROOT, "<text class=\"coord\" x=\"%s\" y=\"%s\">%c</text>\n", f(x(c)), f(MARGIN / 2 + 4),
                    Geometry.columnLetter(c)));
        }
        for (int r = 0; r < h; r++) {
            s.append(line(x(0), y(r), x(w - 1), y(r)));
            s.append(String.format(Locale.ROOT, "<text class=\"coord\" x=\"%s\" y=\"%s\">%d</text>\n", f(MARGIN / 2 - 2), f(y(r) + 4),
                    h - r));
        }
        for (int[] star : stars(w, h)) {
            s.append(String.format(Locale.ROOT, "<circle class=\"star\" cx=\"%s\" cy=\"%s\" r=\"2.5\"/>\n", f(x(star[0])), f(y(star[1]))));
        }
        int[] board = m.boardBefore();
        for (int p : g.points()) {
            if (board[p] == 1 || board[p] == 2) {
                s.append(stone(g, p, board[p] == 1 ? "black" : "white", ""));
            }
        }
        if (previous instanceof Move.Play last && (board[last.point()] == 1 || board[last.point()] == 2)) {
            s.append(String.format(Locale.ROOT, "<circle class=\"last %s\" cx=\"%s\" cy=\"%s\" r=\"%s\"/>\n",
                    board[last.point()] == 1 ? "on-black" : "on-white", f(x(g.col(last.point()))), f(y(g.row(last.point()))),
                    f(CELL * 0.22)));
        }
        String mover = m.stone() == Stone.BLACK ? "black" : "white";
        if (m.engineDiffers() && m.engineMove() instanceof Move.Play e) {
            int p = e.point();
            s.append(String.format(Locale.ROOT, "<circle class=\"engine %s\" cx=\"%s\" cy=\"%s\" r=\"%s\"/>\n", mover,
                    f(x(g.col(p))), f(y(g.row(p))), f(CELL * 0.46)));
        }
        if (m.move() instanceof Move.Play played) {
            int p = played.point();
            s.append(stone(g, p, mover, " played"));
            double half = CELL * 0.16;
            s.append(String.format(Locale.ROOT, "<rect class=\"played-mark\" x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\"/>\n",
                    f(x(g.col(p)) - half), f(y(g.row(p)) - half), f(2 * half), f(2 * half)));
        }
        s.append("</svg>\n");
        return s.toString();
    }

    private static String stone(Geometry g, int p, String colour, String extra) {
        return String.format(Locale.ROOT, "<circle class=\"stone %s%s\" cx=\"%s\" cy=\"%s\" r=\"%s\"/>\n", colour, extra,
                f(x(g.col(p))), f(y(g.row(p))), f(CELL * 0.47));
    }

    private static String line(double x1, double y1, double x2, double y2) {
        return String.format(Locale.ROOT, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\"/>\n", f(x1), f(y1), f(x2), f(y2));
    }

    /** The hoshi of square boards from 7x7: the corners' points on the third or fourth line, the sides' and centre's on odd sizes. */
    private static int[][] stars(int w, int h) {
        if (w != h || w < 7) {
            return new int[0][];
        }
        int e = w >= 13 ? 3 : 2;
        int far = w - 1 - e;
        int mid = w / 2;
        if (w % 2 == 0 || w < 13) {
            return w % 2 == 1 ? new int[][] {{e, e}, {far, e}, {e, far}, {far, far}, {mid, mid}}
                    : new int[][] {{e, e}, {far, e}, {e, far}, {far, far}};
        }
        return new int[][] {{e, e}, {mid, e}, {far, e}, {e, mid}, {mid, mid}, {far, mid}, {e, far}, {mid, far}, {far, far}};
    }

    private static double x(int col) {
        return MARGIN + col * CELL;
    }

    private static double y(int row) {
        return MARGIN + row * CELL;
    }

    private static String f(double v) {
        return WinRateGraph.fmt(v);
    }
}
