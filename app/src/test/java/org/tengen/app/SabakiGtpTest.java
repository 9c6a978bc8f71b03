package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A real client: the npm package @sabaki/gtp (the GTP controller inside Sabaki) drives {@code tengen gtp}
 * through a short game (src/test/node/sabaki-gtp-game.js), and through the streamed analysis commands
 * (src/test/node/sabaki-gtp-analyze.js). Skipped with a message where Node.js or npm is absent, or the npm
 * registry can't be reached.
 */
@Tag("slow")
class SabakiGtpTest {
    private static final Path MODULES = Path.of("target", "sabaki-gtp");

    @Test
    void sabakisControllerPlaysAGameWithUndo() throws IOException, InterruptedException {
        runScript("sabaki-gtp-game.js", "the game ends within two minutes");
    }

    @Test
    void sabakisControllerReceivesTheStreamedAnalysis() throws IOException, InterruptedException {
        runScript("sabaki-gtp-analyze.js", "the analyses end within two minutes");
    }

    /** Runs src/test/node/{@code script} with @sabaki/gtp installed, tengen's class path and this JVM. */
    private static void runScript(String script, String endsInTime) throws IOException, InterruptedException {
        Assumptions.assumeTrue(run(List.of("node", "--version"), 20) == 0, "Node.js is absent: skipping the @sabaki/gtp test");
        if (!Files.isDirectory(MODULES.resolve("node_modules/@sabaki/gtp"))) {
            Files.createDirectories(MODULES);
            int installed = run(List.of("npm", "install", "--prefix", MODULES.toString(), "--no-audit", "--no-fund",
                    "--loglevel=error", "@sabaki/gtp@3"), 180);
            Assumptions.assumeTrue(installed == 0, "npm could not install @sabaki/gtp: skipping the @sabaki/gtp test");
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path log = Files.createTempFile("sabaki-gtp", ".log");
        Process node = new ProcessBuilder("node", Path.of("src/test/node", script).toString(),
                MODULES.resolve("node_modules").toAbsolutePath().toString(), java, System.getProperty("java.class.path"))
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean finished = node.waitFor(120, TimeUnit.SECONDS);
        if (!finished) {
            node.destroyForcibly();
        }
        assertThat(finished).as(endsInTime).isTrue();
        assertThat(node.exitValue()).as(Files.readString(log, StandardCharsets.UTF_8)).isZero();
    }

    private static int run(List<String> command, int seconds) throws InterruptedException {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return -1;
            }
            return p.exitValue();
        } catch (IOException e) {
            return -1;
        }
    }
}
