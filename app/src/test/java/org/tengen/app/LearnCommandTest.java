package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.sgf.SgfRecord;
import org.tengen.core.sgf.SgfWriter;

/** {@code tengen learn} end to end on a small collection: the weights file, the report, --evaluate, mistakes. */
class LearnCommandTest {
    @TempDir
    Path dir;

    private static String[] run(String... args) {
        return CommandRun.run(args);
    }

    /** A collection of {@code count} seeded random 9x9 games of 40 moves. */
    private Path collection(int count) throws IOException {
        Random random = new Random(5);
        StringBuilder sgf = new StringBuilder();
        for (int n = 0; n < count; n++) {
            Game game = new Game(Geometry.of(9), RulesPresets.get("chinese"));
            for (int m = 0; m < 40; m++) {
                int[] legal = game.legalPoints();
                game.play(Move.play(legal[random.nextInt(legal.length)]));
            }
            sgf.append(SgfWriter.write(SgfRecord.of(game, "test"))).append('\n');
        }
        Path file = dir.resolve("games.sgf");
        Files.writeString(file, sgf.toString());
        return file;
    }

    @Test
    void learnsWritesTheWeightsAndMeasuresThemOnAnyGames() throws IOException {
        Path games = collection(12);
        Path weights = dir.resolve("w.bin");
        String[] r = run("learn", games.toString(), "--held-out", "2", "--passes", "5", "--curve", "4",
                "--out", weights.toString());
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).contains("12 games read from 1 file").contains("holding out 2 games, training on 10")
                .containsPattern("curve: 4 games: top-1 [0-9.]+% top-5 [0-9.]+% top-10 [0-9.]+% log-evidence -[0-9.]+")
                .contains("wrote " + weights).contains("held out: 80 positions of 2 games");
        assertThat(r[1].strip().lines().reduce((a, b) -> b).orElseThrow())
                .matches("top-1 [0-9.]+% top-5 [0-9.]+% top-10 [0-9.]+% log-evidence -[0-9.]+");
        assertThat(Files.size(weights)).isPositive();

        String[] e = run("learn", "--evaluate", "--weights", weights.toString(), games.toString());
        assertThat(e[0]).as(e[2]).isEqualTo("0");
        assertThat(e[1]).contains("480 positions of 12 games");
        assertThat(e[1].strip().lines().reduce((a, b) -> b).orElseThrow())
                .matches("top-1 [0-9.]+% top-5 [0-9.]+% top-10 [0-9.]+% log-evidence -[0-9.]+");

        // The weights the engine ships, by default.
        String[] shipped = run("learn", "--evaluate", games.toString());
        assertThat(shipped[0]).as(shipped[2]).isEqualTo("0");
        assertThat(shipped[1].strip().lines().reduce((a, b) -> b).orElseThrow())
                .matches("top-1 [0-9.]+% top-5 [0-9.]+% top-10 [0-9.]+% log-evidence -[0-9.]+");

        // The same games, the same file.
        Path again = dir.resolve("again.bin");
        run("learn", games.toString(), "--held-out", "2", "--passes", "5", "--out", again.toString());
        Path once = dir.resolve("once.bin");
        run("learn", games.toString(), "--held-out", "2", "--passes", "5", "--out", once.toString());
        assertThat(Files.readAllBytes(again)).isEqualTo(Files.readAllBytes(once));
    }

    @Test
    void mistakesAreUsageErrors() throws IOException {
        String[] missing = run("learn", dir.resolve("nope.sgf").toString());
        assertThat(missing[0]).isEqualTo("2");
        assertThat(missing[2]).contains("nope.sgf: no such file");
        Path games = collection(3);
        assertThat(run("learn", games.toString(), "--held-out", "0")[2]).contains("--held-out 0: expected 1 or more games");
        Path broken = dir.resolve("broken.bin");
        Files.write(broken, new byte[] {1, 2, 3});
        String[] bad = run("learn", "--evaluate", "--weights", broken.toString(), games.toString());
        assertThat(bad[0]).isEqualTo("2");
        assertThat(bad[2]).contains("broken.bin");
        String[] tooFew = run("learn", collection(1).toString());
        assertThat(tooFew[0]).isEqualTo("2");
        assertThat(tooFew[2]).contains("too few");
    }

    @Test
    void moreHeldOutThanGamesAndBadPathsAreToldBeforeAnyTraining() throws IOException {
        Path games = collection(3);
        for (String heldOut : new String[] {"3", "4", "500"}) { // 500 is the default: a small collection met it
            String[] r = run("learn", games.toString(), "--held-out", heldOut);
            assertThat(r[0]).isEqualTo("2");
            assertThat(r[2]).isEqualTo("tengen learn: 3 games read: too few to hold " + heldOut
                    + " out and train on the rest" + System.lineSeparator());
        }
        Path nowhere = dir.resolve("no-dir").resolve("w.bin");
        String[] out = run("learn", games.toString(), "--held-out", "1", "--out", nowhere.toString());
        assertThat(out[0]).isEqualTo("2");
        assertThat(out[1]).doesNotContain("MM passes"); // refused before training
        assertThat(out[2]).contains("--out " + nowhere + ": cannot write it (the directory " + nowhere.getParent()
                + " does not exist)");
        String[] weights = run("learn", "--evaluate", "--weights", dir.resolve("missing.bin").toString(), games.toString());
        assertThat(weights[2]).contains("--weights " + dir.resolve("missing.bin") + ": no such file");
        String[] directory = run("learn", dir.toString());
        assertThat(directory[2]).contains(dir + ": a directory, not an SGF file");
        assertThat(run("learn", games.toString(), "--passes", "0")[2]).contains("--passes 0: expected 1 or more");
        assertThat(run("learn", games.toString(), "--min-played", "0")[2]).contains("--min-played 0: expected 1 or more");
        assertThat(run("learn", games.toString(), "--threads", "0")[2]).contains("--threads 0: expected 1 to 64");
    }
}
