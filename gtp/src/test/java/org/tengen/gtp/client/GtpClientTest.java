package org.tengen.gtp.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;


/**
 * The client's protocol and error paths, with tiny shell scripts as engines (every path but the last
 * test needs only {@code sh}); the happy path against GNU Go is skipped when it is not installed.
 */
@Timeout(60)
class GtpClientTest {

    /** An engine written in sh: reads one command a line, answers from a case statement. */
    private static GtpClient script(String body, Duration timeout) {
        return GtpClient.start(List.of("sh", "-c", body), timeout);
    }

    private static GtpClientException failure(ThrowingCallable call) {
        return catchThrowableOfType(GtpClientException.class, call);
    }

    private static final String ECHO_ENGINE = String.join("\n",
            "while IFS= read -r line; do",
            "  case \"$line\" in",
            "    name) printf '= fake\\n\\n' ;;",
            "    'two lines') printf '= first\\nsecond\\n\\n' ;;",
            "    'with id') printf '=7 seven\\n\\n' ;;",
            "    crlf) printf '= windows\\r\\n\\r\\n' ;;",
            "    empty) printf '=\\n\\n' ;;",
            "    garbage) printf 'hello there\\n\\n' ;;",
            "    die) echo 'fatal: out of cheese' >&2; exit 3 ;;",
            "    quit) printf '=\\n\\n'; exit 0 ;;",
            "    *) printf '? unknown command\\n\\n' ;;",
            "  esac",
            "done");

    @Test
    void readsSingleLineMultiLineEmptyAndNumberedReplies() {
        try (GtpClient c = script(ECHO_ENGINE, Duration.ofSeconds(10))) {
            assertThat(c.send("name")).isEqualTo("fake");
            assertThat(c.send("two lines")).isEqualTo("first\nsecond");
            assertThat(c.send("with id")).isEqualTo("seven");
            assertThat(c.send("crlf")).isEqualTo("windows");
            assertThat(c.send("empty")).isEmpty();
            assertThat(c.send("  name  ")).isEqualTo("fake");
        }
    }

    @Test
    void anErrorReplyThrowsWithTheEnginesMessageAndLeavesTheClientUsable() {
        try (GtpClient c = script(ECHO_ENGINE, Duration.ofSeconds(10))) {
            GtpClientException e = failure(() -> c.send("frobnicate"));
            assertThat(e.kind()).isEqualTo(GtpClientException.Kind.ERROR_REPLY);
            assertThat(e.engineMessage()).isEqualTo("unknown command");
            assertThat(e.command()).isEqualTo("frobnicate");
            assertThat(e.getMessage()).contains("frobnicate", "unknown command");
            assertThat(c.send("name")).isEqualTo("fake");
        }
    }

    @Test
    void anEngineThatExitsAtOnceIsReportedWithItsExitCode() {
        try (GtpClient c = script("exit 3", Duration.ofSeconds(10))) {
            GtpClientException e = failure(() -> c.send("name"));
            assertThat(e.kind()).isEqualTo(GtpClientException.Kind.ENGINE_EXITED);
            assertThat(e.exitCode()).isEqualTo(3);
            assertThat(e.getMessage()).contains("exited with code 3", "'name'");
            // Later commands fail at once, without waiting for the timeout.
            assertThat(failure(() -> c.send("name")).kind())
                    .isEqualTo(GtpClientException.Kind.UNAVAILABLE);
        }
    }

    @Test
    void anEngineThatDiesMidSessionIsReportedWithItsStandardError() {
        try (GtpClient c = script(ECHO_ENGINE, Duration.ofSeconds(10))) {
            assertThat(c.send("name")).isEqualTo("fake");
            GtpClientException e = failure(() -> c.send("die"));
            assertThat(e.kind()).isEqualTo(GtpClientException.Kind.ENGINE_EXITED);
            assertThat(e.exitCode()).isEqualTo(3);
            assertThat(e.getMessage()).contains("out of cheese");
            assertThat(c.stderrTail()).contains("fatal: out of cheese");
            assertThat(c.isAlive()).isFalse();
        }
    }

    @Test
    void aReplyThatIsNotGtpIsGarbledAndBreaksTheClient() {
        try (GtpClient c = script(ECHO_ENGINE, Duration.ofSeconds(10))) {
            GtpClientException e = failure(() -> c.send("garbage"));
            assertThat(e.kind()).isEqualTo(GtpClientException.Kind.GARBLED_REPLY);
            assertThat(e.getMessage()).contains("hello there");
            GtpClientException after = failure(() -> c.send("name"));
            assertThat(after.kind()).isEqualTo(GtpClientException.Kind.UNAVAILABLE);
            assertThat(after.getMessage()).contains("hello there");
        }
    }

    @Test
    void anEngineThatDoesNotAnswerTimesOutAndCloseEndsIt() {
        GtpClient c = script("sleep 10", Duration.ofMillis(300));
        long start = System.nanoTime();
        GtpClientException e = failure(() -> c.send("name"));
        assertThat(e.kind()).isEqualTo(GtpClientException.Kind.TIMEOUT);
        assertThat(e.getMessage()).contains("did not answer 'name' within 300 ms");
        assertThat(failure(() -> c.send("name")).kind())
                .isEqualTo(GtpClientException.Kind.UNAVAILABLE);
        c.close();
        assertThat(c.isAlive()).isFalse();
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(9));
    }

    @Test
    void aPartialReplyAlsoTimesOut() {
        try (GtpClient c = script("read line; printf '= half a reply\\n'; sleep 10", Duration.ofMillis(300))) {
            assertThat(failure(() -> c.send("name")).kind())
                    .isEqualTo(GtpClientException.Kind.TIMEOUT);
        }
    }

    @Test
    void aProgramThatCannotBeStartedIsUnavailable() {
        GtpClientException e = failure(
                () -> GtpClient.start(List.of("/nonexistent/engine", "--mode", "gtp")));
        assertThat(e.kind()).isEqualTo(GtpClientException.Kind.UNAVAILABLE);
        assertThat(e.getMessage()).contains("/nonexistent/engine");
    }

    @Test
    void closeSendsQuitAndIsIdempotentAndCommandsAfterItFail() throws Exception {
        Path log = Files.createTempFile("gtp-client", ".log");
        try {
            GtpClient c = script("while IFS= read -r line; do echo \"$line\" >> '" + log + "'; "
                    + "printf '=\\n\\n'; [ \"$line\" = quit ] && exit 0; done", Duration.ofSeconds(10));
            c.send("boardsize 9");
            c.close();
            c.close();
            assertThat(c.isAlive()).isFalse();
            assertThat(Files.readAllLines(log)).containsExactly("boardsize 9", "quit");
            assertThat(failure(() -> c.send("name")).kind())
                    .isEqualTo(GtpClientException.Kind.UNAVAILABLE);
        } finally {
            Files.deleteIfExists(log);
        }
    }

    @Test
    void aCommandMustBeOneNonEmptyLine() {
        try (GtpClient c = script(ECHO_ENGINE, Duration.ofSeconds(10))) {
            assertThatThrownBy(() -> c.send("play black D4\ngenmove white"))
                    .isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> c.send("   ")).isInstanceOf(IllegalArgumentException.class);
            assertThat(c.send("name")).isEqualTo("fake");
        }
    }

    @Tag("slow")
    @Test
    void talksToGnuGo() {
        Assumptions.assumeTrue(Files.isExecutable(GnuGoLauncher.DEFAULT_GNUGO),
                "GNU Go is not installed at " + GnuGoLauncher.DEFAULT_GNUGO + " (apt-get install gnugo)");
        try (GtpClient c = new GnuGoLauncher(GnuGoLauncher.DEFAULT_GNUGO).start()) {
            assertThat(c.send("protocol_version")).isEqualTo("2");
            assertThat(c.send("name")).isEqualTo("GNU Go");
            c.send("boardsize 5");
            c.send("clear_board");
            c.send("play black C3");
            assertThat(c.send("list_stones black")).isEqualTo("C3");
            GtpClientException e = failure(() -> c.send("play white C3"));
            assertThat(e.engineMessage()).isEqualTo("illegal move");
        }
    }
}
