package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tengen analysis} as a process, fed queries on its standard input as a tool would: it answers every turn,
 * refuses the bad query, exits 0 when its input ends; it gives up on a client that stopped reading; and a client
 * written the way KataGo's example query script works (Python, when there is a python3) runs against it unchanged.
 */
@Tag("slow")
class AnalysisProcessTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static List<String> command(String... options) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "analysis"));
        command.addAll(List.of(options));
        return command;
    }

    @Test
    void anInputThatCannotBeReadIsOneLineAndStatusTwo(@TempDir Path tmp) throws Exception {
        Path err = tmp.resolve("stderr");
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "a shell to give the process a directory as input");
        List<String> shell = new ArrayList<>(List.of("/bin/sh", "-c", "dir=$1; shift; exec \"$@\" < \"$dir\"", "sh",
                tmp.toString())); // Java itself won't open a directory as a process's input
        shell.addAll(command("--visits", "10"));
        Process p = new ProcessBuilder(shell).redirectError(err.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(out).isEmpty();
        assertThat(Files.readString(err)).isEqualTo("tengen analysis: Started, ready to begin handling requests\n"
                + "tengen analysis: cannot read standard input (Is a directory)\n");
    }

    @Test
    void theCommandAnswersEveryTurnAndExitsWhenItsInputEnds(@TempDir Path tmp) throws Exception {
        Path err = tmp.resolve("stderr");
        Process p = new ProcessBuilder(command("--visits", "100", "--seed", "1", "--threads", "2"))
                .redirectError(err.toFile()).start();
        try {
            try (OutputStream in = p.getOutputStream()) {
                in.write(("{\"id\":\"nine\",\"moves\":[[\"B\",\"E5\"],[\"W\",\"C3\"]],\"rules\":\"chinese\",\"komi\":7,"
                        + "\"boardXSize\":9,\"boardYSize\":9,\"analyzeTurns\":[0,1,2]}\n"
                        + "{\"id\":\"big\",\"moves\":[[\"B\",\"Q16\"]],\"rules\":\"japanese\",\"boardXSize\":19,"
                        + "\"boardYSize\":19,\"includeOwnership\":true,\"priority\":5}\n"
                        + "not json\n").getBytes(StandardCharsets.UTF_8));
            }
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).isZero();
            Map<String, JsonNode> answers = new HashMap<>();
            int errors = 0;
            for (String line : out.split("\n")) {
                JsonNode r = JSON.readTree(line);
                if (r.has("error")) {
                    errors++;
                    assertThat(r.has("id")).isFalse();
                } else {
                    assertThat(answers.put(r.get("id").asText() + "/" + r.get("turnNumber").asInt(), r)).isNull();
                }
            }
            assertThat(errors).isEqualTo(1);
            assertThat(answers.keySet()).containsExactlyInAnyOrder("nine/0", "nine/1", "nine/2", "big/1");
            assertThat(answers.get("big/1").get("ownership").size()).isEqualTo(361);
            assertThat(answers.get("big/1").get("rootInfo").get("currentPlayer").asText()).isEqualTo("W");
            assertThat(answers.get("nine/2").get("rootInfo").get("visits").asInt()).isEqualTo(100);
            assertThat(Files.readString(err)).contains("Started, ready to begin handling requests");
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void aClientThatStoppedReadingEndsTheService() throws Exception {
        Process p = new ProcessBuilder(command("--seed", "1")).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            p.getInputStream().close(); // nobody reads the answers any more
            OutputStream in = p.getOutputStream();
            // An endless search, reporting as it goes; standard input stays open: only a failed write can end it.
            in.write(("{\"id\":\"long\",\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":19,\"boardYSize\":19,"
                    + "\"maxVisits\":1000000000,\"reportDuringSearchEvery\":0.05}\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("exited though its input is still open").isTrue();
            in.close();
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void aClientWrittenLikeKataGosExampleScriptRunsUnchanged() throws Exception {
        Assumptions.assumeTrue(hasPython(), "no python3 here");
        Path script = Path.of(System.getProperty("user.dir")).getParent().resolve("tools/analysis-client/query.py");
        List<String> command = new ArrayList<>(List.of("python3", script.toString(), "--"));
        command.addAll(command("--seed", "1", "--visits", "100"));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as(out).isZero();
            assertThat(out).contains("ok: 6 turns analysed, the bad query refused");
        } finally {
            p.destroyForcibly();
        }
    }

    private static boolean hasPython() {
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
