package org.tengen.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The page in a real browser: Debian's chromium driven by playwright-core ({@code src/test/node/browser.js})
 * against the server in its own process on 127.0.0.1 and a free port: a 9x9 game against tengen to the end,
 * undo, a refused move with its reason, an SGF stepped through with a ko refused and a variation, analysis
 * labels and ownership, the screenshot {@code target/browser/board.png}; then a game left mid-way, the server
 * killed ({@code kill -9}) and started again, and both games listed and opened with every move.
 */
@Tag("slow")
class BrowserTest {
    private static final Path CHROMIUM = Path.of(System.getenv().getOrDefault("CHROMIUM", "/usr/bin/chromium"));
    private static final Path WEB = Path.of("src", "main", "web");
    private static final Path SCRIPT = Path.of("src", "test", "node", "browser.js");
    private static final Path OUT = Path.of("target", "browser");

    @Test
    void aGameAStudyAndAKilledServerInChromium() throws Exception {
        requireTools();
        Files.createDirectories(OUT);
        Path data = Files.createTempDirectory(OUT.toAbsolutePath(), "games");
        Path log = OUT.resolve("server.log");
        JsonNode played;
        JsonNode left;
        try (ServerProcess server = ServerProcess.start(data, log)) {
            String base = "http://127.0.0.1:" + server.port;
            played = node("play", base);
            assertThat(played.get("refused").asText()).contains("occupied");
            assertThat(played.get("ko").asText()).contains("ko");
            assertThat(played.get("result").asText()).matches("[BW]\\+.*");
            assertThat(played.get("labels").size()).isPositive();
            assertThat(played.get("painted").asInt()).isPositive();
            assertThat(OUT.resolve("board.png")).isNotEmptyFile();
            left = node("midgame", base);
            server.kill(); // kill -9, right after the last move was shown
        }
        try (ServerProcess again = ServerProcess.start(data, log)) {
            String base = "http://127.0.0.1:" + again.port;
            JsonNode seen = node("after", base, played.get("game").asText() + ":" + played.get("moves").asInt(),
                    left.get("game").asText() + ":" + left.get("moves").asInt());
            assertThat(seen.get(left.get("game").asText()).get("stones").asInt()).isEqualTo(left.get("stones").asInt());
            assertThat(seen.get(played.get("game").asText()).get("listed").get(5).asText())
                    .isEqualTo(played.get("result").asText());
        }
    }

    /**
     * Skips the test with how to install them when chromium, Node.js or playwright-core are missing, as the GNU Go
     * tests do without GNU Go; fails instead where {@code TENGEN_REQUIRE_BROWSER=1} (CI sets it, after installing
     * them), so that a browser test never goes missing there unseen.
     */
    private static void requireTools() {
        List<String> missing = new ArrayList<>();
        if (!Files.isExecutable(CHROMIUM)) {
            missing.add(CHROMIUM + " (install it: apt-get update && apt-get install -y chromium)");
        }
        try {
            Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (p.waitFor() != 0) {
                missing.add("node (install Node.js 18 or later)");
            }
        } catch (IOException | InterruptedException e) {
            missing.add("node (install Node.js 18 or later)");
        }
        if (!Files.isDirectory(WEB.resolve("node_modules").resolve("playwright-core"))) {
            missing.add("playwright-core (install it: cd serve/src/main/web && npm ci)");
        }
        if (!missing.isEmpty()) {
            String message = "the browser tests need " + String.join(", ", missing)
                    + "; .ci/run installs them on a fresh machine";
            if ("1".equals(System.getenv("TENGEN_REQUIRE_BROWSER"))) {
                throw new AssertionError(message);
            }
            Assumptions.abort(message);
        }
    }

    private static JsonNode node(String phase, String base, String... games) throws Exception {
        List<String> command = new ArrayList<>(List.of("node", SCRIPT.toString(), phase, base, OUT.toString()));
        command.addAll(List.of(games));
        Path err = OUT.resolve(phase + ".err");
        Process p = new ProcessBuilder(command).redirectError(err.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError(phase + ": the browser did not finish in 5 minutes");
        }
        if (p.exitValue() != 0) {
            throw new AssertionError(phase + " failed (" + p.exitValue() + "): " + Files.readString(err) + out);
        }
        String[] lines = out.strip().split("\n");
        return Api.JSON.readTree(lines[lines.length - 1]);
    }
}
