package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tengen serve}'s options; the server itself is tested in the serve module. */
class ServeCommandTest {
    @Test
    void aPortOutOfRangeIsAUsageError() {
        String[] r = CommandRun.run("serve", "--port", "70000");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("--port 70000: expected 0 to 65535");
    }

    @Test
    void anAddressThatCannotBeBoundIsOneLineAndStatus2() {
        String[] r = CommandRun.run("serve", "--port", "0", "--host", "203.0.113.1", "--data",
                System.getProperty("java.io.tmpdir") + "/tengen-serve-command-test");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("cannot listen on 203.0.113.1:0");
    }

    @Test
    void aDataDirectoryThatCannotBeUsedIsOneLineAndStatus2(@TempDir Path tmp) throws Exception {
        Path file = Files.writeString(tmp.resolve("afile"), "x");
        String[] r = CommandRun.run("serve", "--port", "0", "--data", file.toString());
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).endsWith("--data " + file + ": not a directory" + System.lineSeparator());
        assertThat(r[2].strip().lines()).hasSize(1);
        r = CommandRun.run("serve", "--port", "0", "--data", file.resolve("x").toString());
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("cannot create " + file.resolve("x") + ": Not a directory")
                .doesNotContain("Exception").doesNotContain("\tat ");
        r = CommandRun.run("serve", "--port", "0", "--data", "/proc/nope/x");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("cannot create /proc/nope/x: ").doesNotContain("Exception");
        assertThat(r[2].strip().lines()).hasSize(1);
    }

    @Test
    void theHelpSaysWhatItDoes() {
        String[] r = CommandRun.run("serve", "--help");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).contains("--port").contains("--host").contains("--data").contains("127.0.0.1");
    }
}
