package org.tengen.gtp.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tengen.core.Stone;

class ReviewHtmlTest {
    @Test
    void thePageIsOneFileWithNothingFetched() {
        String html = ReviewHtml.render(ReviewFixture.review());
        String lower = html.toLowerCase(Locale.ROOT);
        assertThat(lower).startsWith("<!doctype html>").endsWith("</html>\n");
        assertThat(lower).doesNotContain("http").doesNotContain("src=").doesNotContain("<link")
                .doesNotContain("@import").doesNotContain("url(").doesNotContain("//cdn");
        Matcher href = Pattern.compile("href=\"([^\"]*)\"").matcher(html);
        while (href.find()) {
            assertThat(href.group(1)).startsWith("#move-");
            assertThat(html).contains("id=\"" + href.group(1).substring(1) + "\"");
        }
    }

    @Test
    void theGraphsPointsAreTheAnalysis() {
        GameReview r = ReviewFixture.review();
        String html = ReviewHtml.render(r);
        List<double[]> win = points(html, "winrate-line");
        List<double[]> score = points(html, "score-line");
        Matcher b = Pattern.compile("data-score-bound=\"([0-9.]+)\"").matcher(html);
        assertThat(b.find()).isTrue();
        double bound = Double.parseDouble(b.group(1));
        assertThat(win).hasSize(r.positions().size());
        assertThat(score).hasSize(r.positions().size());
        double plotHeight = WinRateGraph.HEIGHT - WinRateGraph.TOP - WinRateGraph.BOTTOM;
        double plotWidth = WinRateGraph.WIDTH - WinRateGraph.LEFT - WinRateGraph.RIGHT;
        for (int k = 0; k < win.size(); k++) {
            PositionEval p = r.positions().get(k);
            // Back from the drawing's coordinates to the numbers: x is the move, y the rate or the lead.
            assertThat((win.get(k)[0] - WinRateGraph.LEFT) / plotWidth * (win.size() - 1)).isCloseTo(k, offset(0.01));
            double rate = 1 - (win.get(k)[1] - WinRateGraph.TOP) / plotHeight;
            assertThat(rate).as("win rate at %d", k).isCloseTo(p.blackWinRate(), offset(1e-4));
            double lead = ((1 - (score.get(k)[1] - WinRateGraph.TOP) / plotHeight) * 2 - 1) * bound;
            assertThat(lead).as("lead at %d", k).isCloseTo(p.blackScoreLead(), offset(bound * 1e-4));
        }
    }

    @Test
    void theEmbeddedDataAreTheAnalysis() {
        GameReview r = ReviewFixture.review();
        String html = ReviewHtml.render(r);
        Matcher json = Pattern.compile("<script type=\"application/json\" id=\"review-data\">(.*?)</script>",
                Pattern.DOTALL).matcher(html);
        assertThat(json.find()).isTrue();
        String data = json.group(1);
        List<Double> rates = numbers(data, "blackWinRate");
        List<Double> leads = numbers(data, "blackScoreLead");
        List<Double> drops = numbers(data, "drop");
        assertThat(rates).hasSize(r.positions().size());
        for (int k = 0; k < rates.size(); k++) {
            assertThat(rates.get(k)).isCloseTo(r.positions().get(k).blackWinRate(), offset(1e-6));
            assertThat(leads.get(k)).isCloseTo(r.positions().get(k).blackScoreLead(), offset(1e-6));
        }
        assertThat(drops).hasSize(r.moves().size());
        for (int k = 0; k < drops.size(); k++) {
            assertThat(drops.get(k)).isCloseTo(r.moves().get(k).drop(), offset(1e-6));
        }
    }

    @Test
    void eachPlayersBiggestMistakesAreListedWithADiagram() {
        // Black's win rate after moves 0 to 7: W drops 12 at move 2, B 25 at 3, W 6 at 4, B 8 at 5, W 30 at 6.
        GameReview r = ReviewFixture.synthetic(0.50, 0.48, 0.60, 0.35, 0.41, 0.33, 0.63, 0.62);
        String html = ReviewHtml.render(r);
        assertThat(rows(html, "B")).containsExactly(3, 5);
        assertThat(rows(html, "W")).containsExactly(6, 2, 4);
        for (int move : new int[] {2, 3, 4, 5, 6}) {
            MoveReview m = r.moves().get(move - 1);
            String played = m.move().toGtp(r.geometry());
            assertThat(html).contains("<figure id=\"move-" + move + "\">");
            assertThat(html).contains("data-move=\"" + move + "\" data-played=\"" + played + "\" data-engine=\"J9\"");
        }
        // Move 3 is Black's C1 over the stones of moves 1 and 2: two stones, then the played one and the ghost J9.
        String board = figure(html, 3);
        assertThat(count(board, "class=\"stone black\"")).isEqualTo(1);
        assertThat(count(board, "class=\"stone white\"")).isEqualTo(1);
        assertThat(count(board, "class=\"stone black played\"")).isEqualTo(1);
        assertThat(count(board, "class=\"engine black\"")).isEqualTo(1);
        // The previous move (White's B1) is ringed; the graph marks the five moves judged, each by its judgement.
        assertThat(count(board, "class=\"last on-white\"")).isEqualTo(1);
        assertThat(count(html, "class=\"marker ")).isEqualTo(5);
        assertThat(count(html, "class=\"marker inaccuracy ")).isEqualTo(2);
        assertThat(count(html, "class=\"marker blunder ")).isEqualTo(2);
        // Names are escaped.
        assertThat(html).contains("Alice &lt;b&gt; (B) vs Bob &amp; co (W)").doesNotContain("<b>");
        assertThat(r.biggestMistakes(Stone.WHITE, ReviewHtml.LISTED)).hasSize(3);
    }

    private static List<double[]> points(String html, String id) {
        Matcher m = Pattern.compile("<path id=\"" + id + "\" d=\"([^\"]*)\"").matcher(html);
        assertThat(m.find()).as(id).isTrue();
        List<double[]> out = new ArrayList<>();
        Matcher p = Pattern.compile("[ML](-?[0-9.]+),(-?[0-9.]+)").matcher(m.group(1));
        while (p.find()) {
            out.add(new double[] {Double.parseDouble(p.group(1)), Double.parseDouble(p.group(2))});
        }
        return out;
    }

    private static List<Double> numbers(String json, String key) {
        List<Double> out = new ArrayList<>();
        Matcher m = Pattern.compile("\"" + key + "\":(-?[0-9.]+)").matcher(json);
        while (m.find()) {
            out.add(Double.parseDouble(m.group(1)));
        }
        return out;
    }

    private static List<Integer> rows(String html, String colour) {
        Matcher t = Pattern.compile("<table class=\"mistakes\" data-colour=\"" + colour + "\">(.*?)</table>",
                Pattern.DOTALL).matcher(html);
        assertThat(t.find()).isTrue();
        List<Integer> out = new ArrayList<>();
        Matcher row = Pattern.compile("<tr data-move=\"(\\d+)\">").matcher(t.group(1));
        while (row.find()) {
            out.add(Integer.parseInt(row.group(1)));
        }
        return out;
    }

    private static String figure(String html, int move) {
        int start = html.indexOf("<figure id=\"move-" + move + "\">");
        return html.substring(start, html.indexOf("</figure>", start));
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
