package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;
import org.tengen.core.sgf.SgfReplay;

class ReviewCommandTest {
    private static final String GAME = "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Chinese]PB[Ann]PW[Ben]RE[B+R]\n"
            + ";B[cc];W[bc];B[cb];W[dc];B[cd];W[bb])\n";

    @TempDir
    Path dir;

    private Path game(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void writesTheAnnotatedGameAndThePageBesideTheGame() throws IOException {
        Path f = game("small.sgf", GAME);
        String[] r = CommandRun.run("review", f.toString(), "--playouts", "50");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).startsWith(f + ": 7 positions reviewed in ")
                .contains("(50 playouts a position, 1 thread)")
                .contains("Black: ").contains("White: ")
                .contains("wrote " + dir.resolve("small-review.sgf"))
                .contains("wrote " + dir.resolve("small-review.html"));
        assertThat(r[2]).contains("review: [##############################] 7/7 positions, done in");
        SgfNode root = SgfReader.read(dir.resolve("small-review.sgf")).get(0);
        assertThat(SgfReplay.mainLine(root, SgfReplay.Mode.STRICT).moves()).isEqualTo(6);
        assertThat(root.value("PB")).isEqualTo("Ann");
        assertThat(Files.readString(dir.resolve("small-review.html"))).contains("Ann (B) vs Ben (W)");
    }

    @Test
    void writesIntoTheOutputDirectoryCreatingIt() throws IOException {
        Path f = game("small.sgf", GAME);
        Path out = dir.resolve("reviews/new");
        String[] r = CommandRun.run("review", f.toString(), "--playouts", "20", "--output", out.toString(),
                "--thresholds", "2,4,8");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(out.resolve("small-review.sgf")).exists();
        assertThat(out.resolve("small-review.html")).exists();
        assertThat(Files.readString(out.resolve("small-review.sgf"))).contains("DO 2.0 points or more");
    }

    @Test
    void aMalformedRecordIsAnErrorWithItsPlace() throws IOException {
        Path f = game("broken.sgf", "(;SZ[9]\n;B[cc];W[dd\n");
        String[] r = CommandRun.run("review", f.toString(), "--playouts", "10");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).startsWith("tengen review: " + f + ": line 2, column ").contains("never closed");
        assertThat(r[2].lines()).hasSize(1);
    }

    @Test
    void aMoveOnAStoneIsAnErrorWithItsNumber() throws IOException {
        Path f = game("occupied.sgf", "(;SZ[9];B[cc];W[dd];B[cc])");
        String[] r = CommandRun.run("review", f.toString(), "--playouts", "10");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).isEqualTo("tengen review: " + f + ": move 3 (B C7): occupied (line 1, column 21)"
                + System.lineSeparator());
        assertThat(dir.resolve("occupied-review.sgf")).doesNotExist();
    }

    @Test
    void anOutputThatCannotBeWrittenIsAnErrorBeforeTheAnalysis() throws IOException {
        Path f = game("small.sgf", GAME);
        Path file = game("a-file", "not a directory");
        String[] r = CommandRun.run("review", f.toString(), "--output", file.toString());
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).startsWith("tengen review: " + file + ": not a directory").doesNotContain("positions");
        r = CommandRun.run("review", f.toString(), "--output", file.resolve("sub").toString());
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).startsWith("tengen review: " + file.resolve("sub") + ": cannot create the output directory");
    }

    @Test
    void badOptionsAndMissingFilesAreUsageErrors() throws IOException {
        Path f = game("small.sgf", GAME);
        assertThat(CommandRun.run("review", f.toString(), "--playouts", "0")[2])
                .startsWith("tengen review: --playouts 0: expected 1 or more");
        assertThat(CommandRun.run("review", f.toString(), "--seconds", "-1")[0]).isEqualTo("2");
        assertThat(CommandRun.run("review", f.toString(), "--threads", "0")[0]).isEqualTo("2");
        String[] r = CommandRun.run("review", f.toString(), "--thresholds", "20,10,5");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).startsWith("tengen review: --thresholds 20,10,5: expected points of win rate rising");
        r = CommandRun.run("review", dir.resolve("missing.sgf").toString());
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).isEqualTo("tengen review: " + dir.resolve("missing.sgf") + ": no such file" + System.lineSeparator());
        r = CommandRun.run("review", f.toString(), "--game", "2");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("holds 1 game; there is no game 2");
    }

    @Test
    void anOutputFileThatCannotBeWrittenStopsTheReviewBeforeItsAnalysisAndWritesNothing() throws IOException {
        Path f = game("small.sgf", GAME);
        Files.createDirectory(dir.resolve("small-review.html")); // the page's name taken by a directory
        String[] r = CommandRun.run("review", f.toString(), "--playouts", "20");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).isEqualTo("tengen review: " + dir.resolve("small-review.html")
                + ": cannot write it (it is a directory)" + System.lineSeparator()); // no progress: no analysis
        assertThat(dir.resolve("small-review.sgf")).doesNotExist();
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("small.sgf", "small-review.html");
        }
    }

    @Test
    void theThresholdsAreThreeNumbers() throws IOException {
        Path f = game("small.sgf", GAME);
        for (String bad : new String[] {"5,10,20,1,2,3", "5,10", "5,x,20", "5,,20"}) {
            String[] r = CommandRun.run("review", f.toString(), "--thresholds", bad);
            assertThat(r[0]).isEqualTo("2");
            assertThat(r[2]).isEqualTo("tengen review: --thresholds " + bad + ": expected three numbers, such as 5,10,20"
                    + System.lineSeparator());
        }
        assertThat(CommandRun.run("review", "--help")[1]).contains("--thresholds=I,M,B ").doesNotContain("I,M,B...");
    }

    @Test
    void theReviewGivesNoResultTheRecordDoesNotAndWarnsOfRulesItDoesNotKnow() throws IOException {
        Path f = game("passes.sgf", "(;GM[1]FF[4]SZ[5]KM[0.5]RU[bogus];B[cc];W[bc];B[];W[])");
        String[] r = CommandRun.run("review", f.toString(), "--playouts", "20");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[2]).startsWith(f + ": warning: unknown rules RU[bogus], reviewed under japanese");
        SgfNode root = SgfReader.read(dir.resolve("passes-review.sgf")).get(0);
        assertThat(root.has("RE")).isFalse();
        assertThat(root.value("RU")).isEqualTo("bogus"); // as written
        assertThat(root.value("KM")).isEqualTo("0.5");
    }
}
