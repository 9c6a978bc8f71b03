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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.engine.solve.Solution;
import org.tengen.engine.solve.Solver;
import org.tengen.problems.gtsa.GtsaPlayer;

/**
 * Perfect play through the commands: {@code tengen gtp} solves tiny boards itself, {@code tengen move --solved}
 * plays a proven best move from a table, and a bad table is the user's mistake.
 */
class PerfectPlayTest {
    @TempDir
    Path dir;

    @Test
    void gtpPassesOnTheEmpty2x3AsPerfectPlayDoesWhereTheSearchWouldPlay() throws Exception {
        // 2x3 under Tromp-Taylor is 0, and Black's only move that keeps it is the pass (a search of a few
        // playouts plays a stone: any stone there loses points against perfect play).
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "gtp", "--size", "2x3", "--rules", "tromp-taylor", "--komi", "0",
                "--playouts", "50", "--seed", "1"));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            OutputStream in = p.getOutputStream();
            in.write("1 genmove b\n2 quit\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            assertThat(GtpCommandProcessTest.reply(out)).isEqualTo("=1 pass\n");
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void moveWithATablePlaysAProvenBestMoveWhateverTheSeed() throws IOException {
        Path table = dir.resolve("2x2-gtsa.solved");
        String[] solved = CommandRun.run("solve", "--size", "2x2", "--rules", "gtsa", "--no-proof", "--save", table.toString());
        assertThat(solved[0]).as(solved[2]).isEqualTo("0");

        // Black (1) at the top left, White (2) to move.
        Position position = Position.parse("X.\n..\n");
        Game game = GtsaPlayer.game(position, Stone.WHITE);
        Solution s = new Solver(game, Solver.Options.defaults().withTable(16).withProof(false)).solve(x -> { });
        Geometry g = position.geometry();
        List<String> best = new ArrayList<>();
        for (Move m : s.bestMoves()) {
            best.add(m instanceof Move.Play play ? g.col(play.point()) + " " + g.row(play.point()) : "-1 0");
        }
        assertThat(best).isNotEmpty().hasSizeLessThan(4); // not every answer keeps the value

        Path input = dir.resolve("board.txt");
        Files.writeString(input, "1_\n__\n2\n", StandardCharsets.UTF_8);
        for (int seed = 1; seed <= 5; seed++) {
            String[] r = CommandRun.run("move", "--solved", table.toString(), "--playouts", "1", "--seed",
                    String.valueOf(seed), "--time", "60", input.toString());
            assertThat(r[0]).as(r[2]).isEqualTo("0");
            assertThat(best).as("seed %d", seed).contains(r[1].trim());
        }
    }

    @Test
    void aMissingOrBadTableIsOneLineAndStatus2() throws IOException {
        String[] missing = CommandRun.run("gtp", "--solved", dir.resolve("none.solved").toString());
        assertThat(missing[0]).isEqualTo("2");
        assertThat(missing[2]).contains("--solved").contains("no such file").doesNotContain("Exception");

        Path notATable = dir.resolve("x.solved");
        Files.writeString(notATable, "hello\n", StandardCharsets.UTF_8);
        String[] bad = CommandRun.run("move", "--solved", notATable.toString(), dir.resolve("board.txt").toString());
        assertThat(bad[0]).isEqualTo("2");
        assertThat(bad[2]).contains("--solved").contains("not a tengen solve table").doesNotContain("Exception");

        String[] both = CommandRun.run("gtp", "--no-solve", "--solved", notATable.toString());
        assertThat(both[0]).isEqualTo("2");
        assertThat(both[2]).contains("--no-solve");
    }
}
