package org.tengen.gtp.review;

import java.util.List;
import java.util.Locale;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;

/** The review's numbers and moves as words, shared by the SGF comments and the HTML page. */
final class ReviewText {
    private ReviewText() {
    }

    /** {@return a win rate as a percentage: {@code 61.3%}} */
    static String percent(double rate) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * rate);
    }

    /** {@return a drop in points of percentage: {@code 12.3}} */
    static String points(double drop) {
        return String.format(Locale.ROOT, "%.1f", 100 * drop);
    }

    /** {@return a lead with its sign: {@code +2.4}, {@code -0.8}} */
    static String signed(double lead) {
        return String.format(Locale.ROOT, "%+.1f", lead);
    }

    /** {@return Black's lead as people say it: {@code B+2.4}, {@code W+0.8}, {@code even}} */
    static String lead(double blackLead) {
        if (Math.abs(blackLead) < 0.05) {
            return "even";
        }
        return String.format(Locale.ROOT, "%s+%.1f", blackLead > 0 ? "B" : "W", Math.abs(blackLead));
    }

    static String colour(Stone s) {
        return s == Stone.BLACK ? "Black" : "White";
    }

    static String letter(Stone s) {
        return s == Stone.BLACK ? "B" : "W";
    }

    static String move(Move m, Geometry g) {
        return m instanceof Move.Pass ? "pass" : m.toGtp(g);
    }

    /** {@return a sequence of moves, colours alternating from {@code first}: {@code W D4 B C3 W pass}} */
    static String sequence(List<Move> moves, Stone first, Geometry g) {
        StringBuilder b = new StringBuilder();
        Stone s = first;
        for (Move m : moves) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(letter(s)).append(' ').append(move(m, g));
            s = s.opponent();
        }
        return b.toString();
    }

    /** {@return the drop or gain of a move: {@code a drop of 12.3 points}, {@code a gain of 1.0 points}} */
    static String change(double drop) {
        return drop >= 0 ? "a drop of " + points(drop) + " points" : "a gain of " + points(-drop) + " points";
    }

    /** {@return what the thresholds mean: {@code inaccuracy 5, mistake 10, blunder 20 points of win rate}} */
    static String thresholds(MistakeThresholds t) {
        return "inaccuracy " + points(t.inaccuracy()) + ", mistake " + points(t.mistake()) + ", blunder "
                + points(t.blunder()) + " points of win rate or more";
    }
}
