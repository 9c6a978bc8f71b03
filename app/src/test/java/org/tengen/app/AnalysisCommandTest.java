package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code tengen analysis}'s options: each mistake is one line and exit status 2, before any input is read. */
class AnalysisCommandTest {
    @Test
    void badOptionsAreUsageErrors() {
        String[][] cases = {
            {"--visits", "0", "tengen analysis: --visits 0: expected 1 or more"},
            {"--threads", "0", "tengen analysis: --threads 0: expected 1 or more"},
            {"--search-threads", "0", "tengen analysis: --search-threads 0: expected 1 to 256"},
            {"--report-winrates-as", "GREEN", "tengen analysis: --report-winrates-as 'GREEN' is not a perspective"},
            {"--param", "nonsense=1", "tengen analysis: --param nonsense=1: "},
        };
        for (String[] c : cases) {
            String[] run = CommandRun.run("analysis", c[0], c[1]);
            assertThat(run[0]).as("%s %s", c[0], c[1]).isEqualTo("2");
            assertThat(run[2]).as("%s %s", c[0], c[1]).startsWith(c[2]);
            assertThat(run[2].strip()).doesNotContain("\n").doesNotContain("Exception");
        }
    }

    @Test
    void theHelpNamesTheProtocolAndGivesAnExample() {
        String[] run = CommandRun.run("analysis", "--help");
        assertThat(run[0]).isEqualTo("0");
        assertThat(run[1]).contains("KataGo's JSON analysis queries", "--threads", "--visits", "--seed", "--param",
                "--report-winrates-as", "Example:");
    }
}
