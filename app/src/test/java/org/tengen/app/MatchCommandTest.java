package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;
import org.tengen.core.sgf.SgfReplay;
import org.tengen.gtp.client.GnuGoLauncher;

/** A match between tengen and GNU Go, end to end, with the SGF it writes read back and replayed strictly. */
@Tag("slow")
class MatchCommandTest {
    private static final Path GNUGO = GnuGoLauncher.DEFAULT_GNUGO;
    /** GNU Go in GTP mode, as one string the way {@code tengen match} takes an engine. */
    private static final String GNUGO_GTP = String.join(" ", new GnuGoLauncher(GNUGO).command());

    @TempDir
    Path dir;

    @Test
    void tengenAgainstGnuGoPlaysAndWritesValidSgf() throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(GNUGO), "GNU Go is absent: skipping the match test");
        Path sgf = dir.resolve("games");
        // tengen's search on a tiny budget, so the games stay short.
        String[] r = RefereeGoldenTest.run("match", "--black", "self --playouts 50 --seed 3",
                "--white", GNUGO_GTP + " --level 1", "--games", "2", "--size", "7", "--komi", "0.5",
                "--sgf-dir", sgf.toString(), "--referee", GNUGO_GTP);
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).containsPattern("^2 games: tengen \\d wins \\(\\d as Black, \\d as White\\), GNU Go \\d wins");
        assertThat(r[1]).containsPattern("tengen scores [0-9.]+% \\(95% interval [0-9.]+% to [0-9.]+%\\), Elo ");
        assertThat(r[2]).contains("game 1/2: tengen (Black) vs GNU Go (White): ").contains("game 2/2: GNU Go (Black)");
        List<Path> files;
        try (Stream<Path> s = Files.list(sgf)) {
            files = s.sorted().collect(Collectors.toList());
        }
        assertThat(files).extracting(p -> p.getFileName().toString()).containsExactly("game-001.sgf", "game-002.sgf");
        for (Path f : files) {
            SgfNode root = SgfReader.read(f).get(0);
            assertThat(root.simpleText("RE")).matches("[BW]\\+([0-9.]+|R|T|F)|0");
            assertThat(root.value("SZ")).isEqualTo("7");
            SgfReplay replay = SgfReplay.mainLine(root, SgfReplay.Mode.STRICT);
            assertThat(replay.problem()).as(f.toString()).isEmpty();
            assertThat(replay.moves()).isPositive();
        }
        assertThat(Files.readString(files.get(0))).contains("PB[tengen]").contains("PW[GNU Go]");
    }

    @Test
    void theSummaryAsJson() {
        Assumptions.assumeTrue(Files.isExecutable(GNUGO), "GNU Go is absent: skipping the match test");
        String[] r = RefereeGoldenTest.run("match", "--black", "self --random", "--white", "self --level 1", "--games", "1",
                "--size", "5", "--json");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).startsWith("{\"games\":1,").contains("\"a\":{\"name\":\"tengen (A)\"").contains("\"interval95\":[");
    }

    @Test
    void badArgumentsAreUsageErrors() {
        assertThat(RefereeGoldenTest.run("match", "--black", "self", "--white", "self", "--games", "0")[2])
                .contains("--games 0: expected 1 or more");
        assertThat(RefereeGoldenTest.run("match", "--black", "self", "--white", "self", "--main-time", "-60")[2])
                .contains("--main-time -60: expected 0 to 86400 seconds");
        assertThat(RefereeGoldenTest.run("match", "--black", "self")[0]).isEqualTo("2");
        String[] missing = RefereeGoldenTest.run("match", "--black", "self", "--white", "/no/such/engine", "--games", "1");
        assertThat(missing[0]).isEqualTo("2");
        assertThat(missing[2]).startsWith("tengen match: cannot start an engine: ").doesNotContain("\tat ");
    }

    @Test
    void anEngineThatDoesNotAnswerIsAUsageErrorNotAForfeit() {
        String[] badOption = RefereeGoldenTest.run("match", "--black", "self --random", "--white", "self --bogus",
                "--games", "2", "--size", "5");
        assertThat(badOption[0]).isEqualTo("2");
        assertThat(badOption[1]).isEmpty(); // no games, no summary
        assertThat(badOption[2]).startsWith("tengen match: --white self --bogus: the engine does not answer GTP (")
                .contains("Unknown option: '--bogus'").doesNotContain("\tat ");
        String[] silent = RefereeGoldenTest.run("match", "--black", "/bin/false", "--white", "self --random", "--games", "1",
                "--size", "5");
        assertThat(silent[0]).isEqualTo("2");
        assertThat(silent[2]).startsWith("tengen match: --black /bin/false: the engine does not answer GTP (");
        String[] referee = RefereeGoldenTest.run("match", "--black", "self --random", "--white", "self --random",
                "--referee", "/bin/false", "--games", "1", "--size", "5");
        assertThat(referee[0]).isEqualTo("2");
        assertThat(referee[2]).startsWith("tengen match: --referee /bin/false: the engine does not answer GTP (");
    }

    @Test
    void anSgfDirectoryThatCannotBeMadeIsAUsageError(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        String[] r = RefereeGoldenTest.run("match", "--black", "self --random", "--white", "self --random", "--games", "1",
                "--size", "5", "--sgf-dir", file.toString());
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).isEqualTo("tengen match: --sgf-dir " + file + ": not a directory" + System.lineSeparator());
        r = RefereeGoldenTest.run("match", "--black", "self --random", "--white", "self --random", "--games", "1",
                "--size", "5", "--sgf-dir", file.resolve("sub").toString());
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).startsWith("tengen match: --sgf-dir " + file.resolve("sub") + ": cannot create it (")
                .doesNotContain("Exception");
    }
}
