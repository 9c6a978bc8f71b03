package org.tengen.gtp.review;

import java.util.List;
import java.util.Locale;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import org.tengen.core.Stone;

/**
 * A review as one self-contained HTML page that opens offline: inline CSS, SVG and script, nothing fetched. It
 * shows the game's facts, the graph of Black's win rate and score lead ({@link WinRateGraph}; pointing at it
 * reads out each position), each player's biggest mistakes (at most {@link #LISTED} a player: the move, the
 * search's move, the drop) and a board diagram for each ({@link BoardDiagram}). The numbers behind it are
 * embedded as JSON ({@link ReviewJson}) in {@code <script type="application/json" id="review-data">}.
 */
public final class ReviewHtml {
    /** The most mistakes listed, with diagrams, for each player. */
    public static final int LISTED = 5;

    private static final String STYLE = """
            body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;max-width:960px;margin:1.5em auto;padding:0 1em;color:#222}
            h1{font-size:1.5em;margin-bottom:.2em}h2{font-size:1.2em;margin-top:1.6em;border-bottom:1px solid #ddd}
            .info{color:#555;margin-top:0}
            #graph{width:100%;height:auto;cursor:crosshair}
            #graph .plot{fill:#fafafa;stroke:#bbb}#graph .grid{stroke:#e4e4e4}#graph .mid{stroke:#999;stroke-dasharray:4 3}
            #graph .axis{font-size:11px;fill:#666}#graph .score{fill:#2a7f4f}
            #winrate-line{fill:none;stroke:#222;stroke-width:2}#score-line{fill:none;stroke:#2a9d5c;stroke-width:1.5;stroke-dasharray:5 3}
            #graph .marker{stroke:#fff;stroke-width:1;cursor:pointer}#graph .inaccuracy{fill:#8a8a8a}#graph .mistake{fill:#f08c00}#graph .blunder{fill:#d9211d}
            #cursor{stroke:#06c;stroke-width:1}
            #readout{min-height:1.4em;font-variant-numeric:tabular-nums}
            .legend span{display:inline-block;width:1.6em;height:0;border-top:2px solid #222;vertical-align:middle;margin:0 .3em 0 1em}
            .legend .s{border-top:2px dashed #2a9d5c}
            table{border-collapse:collapse;margin:.5em 0}td,th{padding:.25em .7em;border-bottom:1px solid #eee;text-align:left}
            td.n{text-align:right;font-variant-numeric:tabular-nums}
            .blunder-word{color:#d9211d;font-weight:600}.mistake-word{color:#c06a00;font-weight:600}.inaccuracy-word{color:#777}
            .figures{display:flex;flex-wrap:wrap;gap:1em}figure{margin:0;max-width:460px}figcaption{font-size:.9em;color:#444}
            svg.board{max-width:100%;height:auto}
            .board .wood{fill:#dcb35c}.board line{stroke:#3b2a12;stroke-width:.8}.board .coord{font-size:9px;fill:#3b2a12;text-anchor:middle}
            .board .star{fill:#3b2a12}.board .stone.black{fill:#111}.board .stone.white{fill:#fafafa;stroke:#222;stroke-width:.8}
            .board .played-mark{fill:#e0201b}.board .engine{stroke:#0a5bd8;stroke-width:3;fill-opacity:.45}
            .board .engine.black{fill:#111}.board .engine.white{fill:#fff}
            .board .last{fill:none;stroke-width:1.5}.board .last.on-black{stroke:#fff}.board .last.on-white{stroke:#111}
            .key-played{color:#e0201b}.key-engine{color:#0a5bd8}
            """;

    private static final String SCRIPT = """
            (function () {
              var data = JSON.parse(document.getElementById('review-data').textContent);
              var svg = document.getElementById('graph'), cursor = document.getElementById('cursor');
              var out = document.getElementById('readout'), n = data.positions.length;
              var left = %s, span = %s / Math.max(1, n - 1);
              function lead(v) { return Math.abs(v) < 0.05 ? 'even' : (v > 0 ? 'B+' : 'W+') + Math.abs(v).toFixed(1); }
              function show(k) {
                var p = data.positions[k], m = k > 0 ? data.moves[k - 1] : null, x = left + k * span;
                cursor.setAttribute('x1', x); cursor.setAttribute('x2', x); cursor.setAttribute('visibility', 'visible');
                out.textContent = (m ? 'Move ' + k + ': ' + (m.colour === 'B' ? 'Black ' : 'White ') + m.move : 'Start')
                  + ' \\u2014 Black ' + (100 * p.blackWinRate).toFixed(1) + '%%, score ' + lead(p.blackScoreLead)
                  + (m && m.judgement ? ' (' + m.judgement + ': drop ' + (100 * m.drop).toFixed(1) + ', tengen ' + m.best + ')' : '');
              }
              svg.addEventListener('mousemove', function (e) {
                var pt = svg.createSVGPoint(); pt.x = e.clientX; pt.y = e.clientY;
                var q = pt.matrixTransform(svg.getScreenCTM().inverse());
                show(Math.max(0, Math.min(n - 1, Math.round((q.x - left) / span))));
              });
              svg.addEventListener('click', function (e) {
                var k = e.target.getAttribute('data-move'), f = k && document.getElementById('move-' + k);
                if (f) { f.scrollIntoView({behavior: 'smooth'}); }
              });
            })();
            """;

    private ReviewHtml() {
    }

    /** {@return the page} */
    public static String render(GameReview r) {
        GameReview.GameInfo info = r.info();
        StringBuilder h = new StringBuilder();
        String title = info.black() + " (B) vs " + info.white() + " (W)";
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Review: ").append(escape(title)).append("</title>\n<style>\n").append(STYLE)
                .append("</style>\n</head>\n<body>\n");
        h.append("<h1>").append(escape(title)).append("</h1>\n<p class=\"info\">").append(escape(facts(r))).append("</p>\n");
        h.append("<h2>Win rate and score lead, for Black</h2>\n").append(WinRateGraph.svg(r));
        h.append("<p class=\"legend\"><span></span>Black's win rate (left axis)<span class=\"s\"></span>Black's score lead,"
                + " komi included (right axis); dots: inaccuracies (grey), mistakes (orange) and blunders (red), after the"
                + " move. Point at the"
                + " graph to read each position.</p>\n<p id=\"readout\"></p>\n");
        MistakeThresholds t = r.settings().thresholds();
        h.append("<p class=\"info\">A move's drop is its player's win rate before it less the win rate after it;"
                + " a position's win rate is the mean of its searched moves' win rates weighted by their visits."
                + " Thresholds: ").append(escape(ReviewText.thresholds(t))).append(".</p>\n");
        for (Stone s : new Stone[] {Stone.BLACK, Stone.WHITE}) {
            mistakes(h, r, s);
        }
        h.append("<script type=\"application/json\" id=\"review-data\">\n").append(ReviewJson.of(r)).append("\n</script>\n");
        double plotWidth = WinRateGraph.WIDTH - WinRateGraph.LEFT - WinRateGraph.RIGHT;
        h.append("<script>\n").append(String.format(Locale.ROOT, SCRIPT, WinRateGraph.fmt(WinRateGraph.LEFT),
                WinRateGraph.fmt(plotWidth))).append("</script>\n</body>\n</html>\n");
        return h.toString();
    }

    private static String facts(GameReview r) {
        GameReview.GameInfo info = r.info();
        StringBuilder f = new StringBuilder();
        if (!info.event().isEmpty()) {
            f.append(info.event()).append(", ");
        }
        if (!info.date().isEmpty()) {
            f.append(info.date()).append(". ");
        }
        f.append(r.geometry().describe()).append(", ").append(info.rules()).append(" rules, komi ")
                .append(Rules.formatPoints(info.komi()));
        if (info.handicap() > 0) {
            f.append(", handicap ").append(info.handicap());
        }
        f.append(", ").append(r.moves().size()).append(" moves");
        if (!info.result().isEmpty()) {
            f.append(", result ").append(info.result());
        }
        f.append(". Reviewed by tengen at ").append(r.settings().describe()).append(", in ")
                .append(duration(r.elapsedNanos())).append('.');
        return f.toString();
    }

    private static void mistakes(StringBuilder h, GameReview r, Stone s) {
        Geometry g = r.geometry();
        String name = s == Stone.BLACK ? r.info().black() : r.info().white();
        List<MoveReview> list = r.biggestMistakes(s, LISTED);
        h.append("<h2>").append(escape(ReviewText.colour(s) + " (" + name + "): biggest mistakes")).append("</h2>\n");
        h.append("<p>").append(escape(r.tally(s))).append(".</p>\n");
        if (list.isEmpty()) {
            h.append("<p>No move lost ").append(ReviewText.points(r.settings().thresholds().inaccuracy()))
                    .append(" points of win rate or more.</p>\n");
            return;
        }
        h.append("<table class=\"mistakes\" data-colour=\"").append(ReviewText.letter(s)).append("\">\n<tr><th>Move</th>"
                + "<th>Played</th><th>tengen</th><th>Win rate</th><th>Drop</th><th>Score lead lost</th><th></th></tr>\n");
        for (MoveReview m : list) {
            h.append("<tr data-move=\"").append(m.number()).append("\"><td class=\"n\"><a href=\"#move-").append(m.number())
                    .append("\">").append(m.number()).append("</a></td><td>").append(ReviewText.move(m.move(), g))
                    .append("</td><td>").append(m.engineDiffers() ? ReviewText.move(m.engineMove(), g) : "(same)")
                    .append("</td><td class=\"n\">").append(ReviewText.percent(m.before().winRateFor(s))).append(" \u2192 ")
                    .append(ReviewText.percent(m.after().winRateFor(s))).append("</td><td class=\"n\">")
                    .append(ReviewText.points(m.drop())).append("</td><td class=\"n\">")
                    .append(String.format(Locale.ROOT, "%.1f", m.scoreDrop())).append("</td><td class=\"")
                    .append(m.judgement().word()).append("-word\">").append(m.judgement().word()).append("</td></tr>\n");
        }
        h.append("</table>\n<div class=\"figures\">\n");
        for (MoveReview m : list) {
            h.append("<figure id=\"move-").append(m.number()).append("\">\n").append(BoardDiagram.svg(m, m.number() > 1 ? r.moves().get(m.number() - 2).move() : null, g));
            h.append("<figcaption>Move ").append(m.number()).append(", ").append(ReviewText.colour(s)).append(' ')
                    .append("<span class=\"key-played\">\u25a0 ").append(ReviewText.move(m.move(), g)).append("</span> (")
                    .append(m.judgement().word()).append(", drop ").append(ReviewText.points(m.drop())).append("). ");
            if (m.engineDiffers()) {
                h.append("tengen: <span class=\"key-engine\">\u25cb ").append(ReviewText.move(m.engineMove(), g))
                        .append("</span>");
                List<org.tengen.core.Move> pv = m.enginePv();
                if (pv.size() > 1) {
                    h.append(", then ").append(escape(ReviewText.sequence(pv.subList(1, pv.size()), s.opponent(), g)));
                }
                h.append('.');
            } else {
                h.append("tengen would play the same move: the loss shows only after it.");
            }
            h.append("</figcaption>\n</figure>\n");
        }
        h.append("</div>\n");
    }

    static String duration(long nanos) {
        long seconds = Math.round(nanos / 1e9);
        return seconds < 60 ? seconds + " s" : seconds / 60 + " min " + seconds % 60 + " s";
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
