package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Handicap;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;
import org.tengen.core.sgf.SgfReplay;

/** {@code tengen match --handicap}: games set up with fixed_handicap on both engines, and the SGF that says so. */
class MatchHandicapTest {
    @TempDir
    Path dir;

    @Test
    @Tag("slow")
    void twoEnginesPlayHandicapGamesAndTheSgfHasTheStones() throws IOException {
        Path sgf = dir.resolve("games");
        String[] r = CommandRun.run("match", "--black", "self --playouts 50 --seed 3",
                "--white", "self --playouts 50 --seed 4 --param dynamicKomiPerStone=7", "--games", "2",
                "--size", "9", "--handicap", "2", "--sgf-dir", sgf.toString());
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[2]).contains("game 1/2: tengen (A) (Black) vs tengen (B) (White): ")
                .contains("game 2/2: tengen (B) (Black) vs tengen (A) (White): ");
        assertThat(r[2]).doesNotContain("set-up failed").doesNotContain("+F").doesNotContain("+T");
        List<Path> files;
        try (Stream<Path> s = Files.list(sgf)) {
            files = s.sorted().collect(Collectors.toList());
        }
        assertThat(files).hasSize(2);
        Geometry g = Geometry.of(9);
        String[] stones = Arrays.stream(Handicap.fixed(g, 2)).mapToObj(g::toSgf).toArray(String[]::new);
        for (Path f : files) {
            SgfNode root = SgfReader.read(f).get(0);
            assertThat(root.value("HA")).isEqualTo("2");
            assertThat(root.value("KM")).isEqualTo("0.5"); // a handicap game's komi unless told otherwise
            assertThat(Files.readString(f)).contains("AB[" + stones[0] + "]").contains("[" + stones[1] + "]");
            SgfReplay replay = SgfReplay.mainLine(root, SgfReplay.Mode.STRICT);
            assertThat(replay.problem()).as(f.toString()).isEmpty();
            Game game = replay.game();
            assertThat(game.handicapStones()).isEqualTo(2);
            assertThat(replay.moves()).isGreaterThan(10);
            Turn first = game.history().get(2); // after the two handicap stones
            assertThat(first.setup()).isFalse();
            assertThat(first.stone()).isEqualTo(Stone.WHITE);
            assertThat(root.simpleText("RE")).matches("[BW]\\+([0-9.]+|R)|0");
        }
    }

    @Test
    void aHandicapTheBoardDoesNotTakeIsAUsageError() {
        String[] one = CommandRun.run("match", "--black", "self", "--white", "self", "--handicap", "1");
        assertThat(one[0]).isEqualTo("2");
        assertThat(one[2]).isEqualTo("tengen match: --handicap 1: expected 0 (none) or 2 to 9 on 9x9" + System.lineSeparator());
        String[] ten = CommandRun.run("match", "--black", "self", "--white", "self", "--handicap", "10", "--size", "19");
        assertThat(ten[0]).isEqualTo("2");
        assertThat(ten[2]).contains("--handicap 10: expected 0 (none) or 2 to 9 on 19x19");
        assertThat(CommandRun.run("match", "--black", "self", "--white", "self", "--handicap", "5", "--size", "8")[2])
                .contains("--handicap 5: expected 0 (none) or 2 to 4 on 8x8");
        assertThat(CommandRun.run("match", "--black", "self", "--white", "self", "--handicap", "2", "--size", "5")[2])
                .contains("--handicap 2: expected 0 (none) or nothing else on 5x5 (boards below 7x7 take no handicap)");
        assertThat(CommandRun.run("match", "--black", "self", "--white", "self", "--handicap", "-1")[0]).isEqualTo("2");
    }
}
