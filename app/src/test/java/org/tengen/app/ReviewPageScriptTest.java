package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The review page's script, run by Node.js against a stand-in for the DOM (src/test/node/review-page-script.js):
 * pointing at each position of the graph reads out that position's numbers from the embedded data, and a click
 * on a marker scrolls to the move's diagram. Skipped with a message where Node.js is absent.
 */
@Tag("slow")
class ReviewPageScriptTest {
    @TempDir
    Path dir;

    @Test
    void pointingAtTheGraphReadsOutEachPosition() throws IOException, InterruptedException {
        Assumptions.assumeTrue(nodeRuns(), "Node.js is absent: skipping the review page's script test");
        Path game = dir.resolve("small.sgf");
        Files.writeString(game, "(;SZ[7]KM[0.5]RU[Chinese];B[dd];W[cc];B[dc];W[cd];B[ce];W[be];B[de];W[bd])");
        String[] r = CommandRun.run("review", game.toString(), "--playouts", "100");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        Path page = dir.resolve("small-review.html");
        String html = Files.readString(page, StandardCharsets.UTF_8);
        List<Double> rates = new ArrayList<>();
        Matcher m = Pattern.compile("\"blackWinRate\":([0-9.]+)").matcher(html);
        while (m.find()) {
            rates.add(Double.parseDouble(m.group(1)));
        }
        Path out = dir.resolve("node.out");
        Process node = new ProcessBuilder("node", Path.of("src/test/node/review-page-script.js").toString(),
                page.toString(), "3").redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertThat(node.waitFor(60, TimeUnit.SECONDS)).isTrue();
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertThat(node.exitValue()).as(String.join("\n", lines)).isZero();
        assertThat(lines).hasSize(rates.size() + 1);
        assertThat(lines.get(0)).startsWith("Start \u2014 Black ");
        Pattern readout = Pattern.compile("\u2014 Black ([0-9.]+)%, score ");
        for (int k = 0; k < rates.size(); k++) {
            if (k > 0) {
                assertThat(lines.get(k)).startsWith("Move " + k + ": " + (k % 2 == 1 ? "Black " : "White "));
            }
            Matcher rate = readout.matcher(lines.get(k));
            assertThat(rate.find()).as(lines.get(k)).isTrue();
            assertThat(Double.parseDouble(rate.group(1))).as(lines.get(k)).isCloseTo(100 * rates.get(k), offset(0.0501));
        }
        assertThat(lines.get(rates.size())).isEqualTo("scrolled to move-3");
    }

    private static boolean nodeRuns() throws InterruptedException {
        try {
            Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        }
    }
}
