package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tengen gtp} as a process whose controller goes away: it must not search on for nobody. Also the
 * file options' mistakes and their effect over the pipes.
 */
@Tag("slow")
class GtpCommandProcessTest {
    /** A search far longer than any wait below: a process that ran it out would fail the test. */
    private static final String LONG_SEARCH = "60";

    private static Process gtp(String... options) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "gtp"));
        command.addAll(List.of(options));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    /** One reply: its lines up to the empty line that ends it. */
    static String reply(BufferedReader out) throws IOException {
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = out.readLine()) != null && !line.isEmpty()) {
            sb.append(line).append('\n');
        }
        return sb.toString();
    }

    @Test
    void closingStandardInputMidGenmoveStopsTheSearchAndTheProcessExits() throws Exception {
        Process p = gtp("--time", LONG_SEARCH, "--seed", "1");
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            OutputStream in = p.getOutputStream();
            in.write("1 boardsize 9\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            assertThat(reply(out)).isEqualTo("=1 \n"); // the engine is up and reading
            in.write("2 genmove b\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            Thread.sleep(2000); // the search is under way: this is a controller leaving mid-move, not a script
            in.close();
            // A liveness bound, far under the search's 60 s: the move comes once the input has ended.
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("exited well within the search's budget").isTrue();
            assertThat(p.exitValue()).isZero();
            assertThat(reply(out)).matches("=2 [A-HJ][1-9]\n");
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void aControllerThatStoppedReadingEndsTheSession() throws Exception {
        Process p = gtp("--time", "1", "--seed", "1");
        try {
            p.getInputStream().close(); // nobody reads the replies any more
            OutputStream in = p.getOutputStream();
            // Standard input stays open: only the failed reply can end the session.
            in.write("boardsize 9\ngenmove b\ngenmove w\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("exited though its input is still open").isTrue();
            in.close();
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void aFileDirectoryKeepsPrintsgfInsideIt(@TempDir Path tmp) throws Exception {
        Path dir = Files.createDirectory(tmp.resolve("games"));
        Process p = gtp("--file-dir", dir.toString(), "--random", "--seed", "1");
        try (OutputStream in = p.getOutputStream()) {
            in.write("play b C3\nprintsgf game.sgf\nprintsgf ../escaped.sgf\nloadsgf /etc/passwd\nquit\n".getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(out).isEqualTo("= \n\n= \n\n? '../escaped.sgf' is outside the file directory (--file-dir)\n\n"
                + "? '/etc/passwd' is outside the file directory (--file-dir)\n\n= \n\n");
        assertThat(Files.readString(dir.resolve("game.sgf"))).contains(";B[cq]");
        assertThat(tmp.resolve("escaped.sgf")).doesNotExist();
    }

    @Test
    void fileOptionMistakesAreUsageErrors(@TempDir Path tmp) {
        String[] missing = RefereeGoldenTest.run("gtp", "--file-dir", tmp.resolve("missing").toString());
        assertThat(missing[0]).isEqualTo("2");
        assertThat(missing[2]).startsWith("tengen gtp: --file-dir " + tmp.resolve("missing") + ": expected an existing directory");
        String[] both = RefereeGoldenTest.run("gtp", "--no-file-commands", "--file-dir", tmp.toString());
        assertThat(both[0]).isEqualTo("2");
        assertThat(both[2]).startsWith("tengen gtp: --no-file-commands refuses every file");
    }
}
