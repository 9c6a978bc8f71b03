package org.tengen.gtp.review;

import java.util.Locale;
import org.tengen.core.Geometry;

/**
 * A review's numbers as JSON, for the page's script and for tools: the game, the settings, every position
 * ({@code positions[k]}: after k moves; Black's win rate and score lead, the search's move) and every move
 * (its drop and judgement). Written so it can sit inside a {@code <script>} element: {@code <} never appears
 * unescaped.
 */
final class ReviewJson {
    private ReviewJson() {
    }

    static String of(GameReview r) {
        Geometry g = r.geometry();
        GameReview.GameInfo info = r.info();
        StringBuilder j = new StringBuilder();
        j.append("{\"format\":\"tengen-review-1\"");
        j.append(",\"black\":").append(string(info.black()));
        j.append(",\"white\":").append(string(info.white()));
        j.append(",\"result\":").append(string(info.result()));
        j.append(",\"rules\":").append(string(info.rules()));
        j.append(",\"komi\":").append(number(info.komi()));
        j.append(",\"handicap\":").append(info.handicap());
        j.append(",\"width\":").append(g.width()).append(",\"height\":").append(g.height());
        j.append(",\"budget\":").append(string(r.settings().describe()));
        MistakeThresholds t = r.settings().thresholds();
        j.append(",\"thresholds\":{\"inaccuracy\":").append(number(t.inaccuracy())).append(",\"mistake\":")
                .append(number(t.mistake())).append(",\"blunder\":").append(number(t.blunder())).append('}');
        j.append(",\"seconds\":").append(number(r.elapsedNanos() / 1e9));
        j.append(",\n\"positions\":[");
        for (PositionEval p : r.positions()) {
            j.append(p.moves() == 0 ? "\n" : ",\n");
            j.append("{\"moves\":").append(p.moves()).append(",\"toMove\":\"").append(ReviewText.letter(p.toMove()))
                    .append("\",\"blackWinRate\":").append(number(p.blackWinRate()))
                    .append(",\"blackScoreLead\":").append(number(p.blackScoreLead()))
                    .append(",\"best\":").append(string(ReviewText.move(p.best(), g)))
                    .append(",\"playouts\":").append(p.playouts())
                    .append(",\"searched\":").append(p.searched()).append('}');
        }
        j.append("],\n\"moves\":[");
        for (MoveReview m : r.moves()) {
            j.append(m.number() == 1 ? "\n" : ",\n");
            j.append("{\"number\":").append(m.number()).append(",\"colour\":\"").append(ReviewText.letter(m.stone()))
                    .append("\",\"move\":").append(string(ReviewText.move(m.move(), g)))
                    .append(",\"best\":").append(string(ReviewText.move(m.engineMove(), g)))
                    .append(",\"drop\":").append(number(m.drop()))
                    .append(",\"scoreDrop\":").append(number(m.scoreDrop()))
                    .append(",\"judgement\":").append(string(m.judgement() == Judgement.NONE ? "" : m.judgement().word()))
                    .append('}');
        }
        j.append("]}");
        return j.toString();
    }

    /** Six decimals, without trailing zeros. */
    static String number(double v) {
        String s = String.format(Locale.ROOT, "%.6f", v).replaceAll("0+$", "").replaceAll("\\.$", "");
        return s.equals("-0") ? "0" : s;
    }

    static String string(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
                        b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
