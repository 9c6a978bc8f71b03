package org.tengen.gtp.review;

import java.util.List;
import java.util.Locale;

/**
 * The graph of a review as inline SVG: Black's win rate over the game (the path {@code winrate-line}, 0% at the
 * bottom, 100% at the top), Black's score lead (the path {@code score-line}, centred on the 50% line, up to
 * {@link #scoreBound} at the top and bottom), and a marker on each move judged an inaccuracy or worse. Point k of
 * each path is the position after k moves; coordinates have two decimals.
 */
final class WinRateGraph {
    static final double WIDTH = 800;
    static final double HEIGHT = 260;
    static final double LEFT = 44;
    static final double RIGHT = 44;
    static final double TOP = 12;
    static final double BOTTOM = 28;

    private WinRateGraph() {
    }

    /** {@return the x of position {@code k} of {@code positions} (at least 2 wide)} */
    static double x(int k, int positions) {
        return LEFT + k * (WIDTH - LEFT - RIGHT) / Math.max(1, positions - 1);
    }

    /** {@return the y of Black's win rate {@code rate}} */
    static double yWinRate(double rate) {
        return TOP + (1 - rate) * (HEIGHT - TOP - BOTTOM);
    }

    /** {@return the y of Black's lead {@code lead} on a scale of +-{@code bound}} */
    static double yScore(double lead, double bound) {
        double clamped = Math.max(-bound, Math.min(bound, lead));
        return TOP + (1 - (clamped / bound + 1) / 2) * (HEIGHT - TOP - BOTTOM);
    }

    /** {@return the score scale: the largest lead in the game rounded up to 5 points (at least 5)} */
    static double scoreBound(List<PositionEval> positions) {
        double max = 0;
        for (PositionEval p : positions) {
            max = Math.max(max, Math.abs(p.blackScoreLead()));
        }
        return Math.max(5, Math.ceil(max / 5) * 5);
    }

    static String svg(GameReview review) {
        List<PositionEval> ps = review.positions();
        int n = ps.size();
        double bound = scoreBound(ps);
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg id=\"graph\" viewBox=\"0 0 %.0f %.0f\" role=\"img\" "
                + "aria-label=\"Black's win rate and score lead over the game\" data-score-bound=\"%s\">\n",
                WIDTH, HEIGHT, fmt(bound)));
        double bottom = HEIGHT - BOTTOM;
        s.append(String.format(Locale.ROOT, "<rect class=\"plot\" x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\"/>\n",
                fmt(LEFT), fmt(TOP), fmt(WIDTH - LEFT - RIGHT), fmt(bottom - TOP)));
        for (double r : new double[] {0.25, 0.5, 0.75}) {
            s.append(String.format(Locale.ROOT, "<line class=\"%s\" x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\"/>\n",
                    r == 0.5 ? "mid" : "grid", fmt(LEFT), fmt(yWinRate(r)), fmt(WIDTH - RIGHT), fmt(yWinRate(r))));
        }
        for (double r : new double[] {0, 0.5, 1}) {
            s.append(String.format(Locale.ROOT, "<text class=\"axis\" x=\"%s\" y=\"%s\" text-anchor=\"end\">%d%%</text>\n",
                    fmt(LEFT - 4), fmt(yWinRate(r) + 4), Math.round(r * 100)));
        }
        s.append(String.format(Locale.ROOT, "<text class=\"axis score\" x=\"%s\" y=\"%s\">B+%s</text>\n",
                fmt(WIDTH - RIGHT + 4), fmt(yScore(bound, bound) + 4), fmt(bound)));
        s.append(String.format(Locale.ROOT, "<text class=\"axis score\" x=\"%s\" y=\"%s\">W+%s</text>\n",
                fmt(WIDTH - RIGHT + 4), fmt(yScore(-bound, bound) + 4), fmt(bound)));
        int step = n <= 60 ? 10 : n <= 160 ? 25 : 50;
        for (int k = 0; k < n; k += step) {
            s.append(String.format(Locale.ROOT, "<text class=\"axis\" x=\"%s\" y=\"%s\" text-anchor=\"middle\">%d</text>\n",
                    fmt(x(k, n)), fmt(bottom + 16), k));
        }
        s.append("<path id=\"score-line\" d=\"").append(path(ps, true, bound)).append("\"/>\n");
        s.append("<path id=\"winrate-line\" d=\"").append(path(ps, false, bound)).append("\"/>\n");
        for (MoveReview m : review.moves()) {
            if (m.judgement() != Judgement.NONE) {
                s.append(String.format(Locale.ROOT,
                        "<circle class=\"marker %s %s\" cx=\"%s\" cy=\"%s\" r=\"%s\" data-move=\"%d\"><title>move %d: %s</title></circle>\n",
                        m.judgement().word(), ReviewText.colour(m.stone()).toLowerCase(Locale.ROOT),
                        fmt(x(m.number(), n)), fmt(yWinRate(m.after().blackWinRate())),
                        m.judgement() == Judgement.INACCURACY ? "3" : "4.5", m.number(), m.number(), m.judgement().word()));
            }
        }
        s.append(String.format(Locale.ROOT, "<line id=\"cursor\" x1=\"0\" y1=\"%s\" x2=\"0\" y2=\"%s\" visibility=\"hidden\"/>\n",
                fmt(TOP), fmt(bottom)));
        s.append("</svg>\n");
        return s.toString();
    }

    private static String path(List<PositionEval> ps, boolean score, double bound) {
        StringBuilder d = new StringBuilder();
        int n = ps.size();
        for (int k = 0; k < n; k++) {
            PositionEval p = ps.get(k);
            double y = score ? yScore(p.blackScoreLead(), bound) : yWinRate(p.blackWinRate());
            d.append(k == 0 ? "M" : " L").append(fmt(x(k, n))).append(',').append(fmt(y));
        }
        return d.toString();
    }

    /** Two decimals without trailing zeros. */
    static String fmt(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        return s.equals("-0") ? "0" : s;
    }
}
