package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.engine.RandomPlayer;

/**
 * loadsgf is all or nothing: a record that cannot be read, or whose moves cannot all be played, is refused
 * with the reason (the move, why and where), and the game and rules stay as they were.
 */
class LoadSgfTest {
    @TempDir
    Path tmp;

    /** A 9x9 game of two moves under Chinese rules, komi 6.5. */
    private static GtpEngine engine() {
        GtpEngine e = new GtpEngine(Geometry.of(9), RulesPresets.get("chinese").withKomi(6.5), new RandomPlayer(1));
        e.answer("play b C3");
        e.answer("play w G7");
        return e;
    }

    private static String state(GtpEngine e) {
        return e.answer("move_history") + e.answer("list_stones black") + e.answer("list_stones white")
                + e.answer("query_boardsize") + e.answer("kata-get-rules") + e.answer("gogui-rules_side_to_move");
    }

    private String file(String name, String text) throws IOException {
        Path p = tmp.resolve(name);
        Files.writeString(p, text);
        return p.toString();
    }

    @Test
    void aRecordThatStopsAtAnIllegalMoveIsRefusedAndNothingChanges() throws IOException {
        GtpEngine e = engine();
        String before = state(e);
        String occupied = file("occupied.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[ee];B[cc])");
        assertThat(e.answer("3 loadsgf " + occupied))
                .isEqualTo("?3 cannot load '" + occupied + "': move 2 (W E5): occupied (line 1, column 25)\n\n");
        assertThat(state(e)).isEqualTo(before);
        // Before the illegal move, the record loads.
        assertThat(e.answer("loadsgf " + occupied + " 2")).isEqualTo("= white\n\n");
        assertThat(e.answer("move_history")).isEqualTo("= black E5\n\n");
    }

    @Test
    void aRecordPastItsMoveLimitIsRefused() throws IOException {
        GtpEngine e = engine();
        String before = state(e);
        String limited = file("limited.sgf",
                "(;GM[1]FF[4]SZ[9]KM[7]RU[{\"ko\":\"SIMPLE\",\"scoring\":\"AREA\",\"suicide\":false,\"moveLimit\":2}]\n;B[ee];W[cc];B[gg])");
        assertThat(e.answer("loadsgf " + limited))
                .isEqualTo("? cannot load '" + limited + "': move 3 (B G3): past the rules' move limit (2 moves) (line 2, column 14)\n\n");
        assertThat(state(e)).isEqualTo(before);
        assertThat(e.answer("loadsgf " + limited + " 3")).isEqualTo("= black\n\n");
    }

    @Test
    void eachFileThatCannotBeLoadedSaysWhy() throws IOException {
        GtpEngine e = engine();
        String before = state(e);
        String dir = Files.createDirectory(tmp.resolve("dir.sgf")).toString();
        String[][] cases = {
            {tmp.resolve("missing.sgf").toString(), "no such file"},
            {dir, "a directory, not a file"},
            {file("empty.sgf", ""), "not a readable SGF record: line 1, column 1: no SGF game tree in the input"},
            {file("text.sgf", "hello\nworld\n"), "not a readable SGF record: line 1, column 1: no SGF game tree"},
            {file("open.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[cc"), "not a readable SGF record: line 1, column 26: "},
            {file("huge.sgf", "(;GM[1]FF[4]SZ[30];B[ee])"), "line 1, column 13: SZ[30]: tengen plays boards from 1x1 to 25x25"},
            {file("chess.sgf", "(;GM[3]FF[4]SZ[9];B[ee])"), "line 1, column 3: GM[3]: the record is not of a game of Go"},
            {file("komi.sgf", "(;GM[1]FF[4]SZ[9]KM[lots];B[ee])"), "line 1, column 18: KM[lots]: expected a komi"},
        };
        for (String[] c : cases) {
            assertThat(e.answer("loadsgf " + c[0])).as(c[0]).startsWith("? cannot load '" + c[0] + "': " + c[1]).endsWith("\n\n")
                    .doesNotContain("Exception");
            assertThat(state(e)).as(c[0]).isEqualTo(before);
        }
        assertThat(e.answer("loadsgf " + file("fine.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[cc])") + " x"))
                .isEqualTo("? move number not an integer\n\n");
        assertThat(state(e)).isEqualTo(before);
    }

    @Test
    void theSessionsRulesAndKomiStayWhereTheRecordGivesNone() throws IOException {
        GtpEngine e = engine();
        String chinese65 = e.answer("kata-get-rules");
        assertThat(e.answer("loadsgf " + file("bare.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[cc])"))).isEqualTo("= black\n\n");
        assertThat(e.answer("kata-get-rules")).isEqualTo(chinese65);
        assertThat(e.answer("get_komi")).isEqualTo("= 6.5\n\n");
        assertThat(e.answer("move_history")).isEqualTo("= white C7\nblack E5\n\n");

        assertThat(e.answer("loadsgf " + file("km.sgf", "(;GM[1]FF[4]SZ[9]KM[0.5];B[ee])"))).isEqualTo("= white\n\n");
        assertThat(e.answer("kata-get-rules")).isEqualTo(chinese65.replace("\"komi\":6.5", "\"komi\":0.5"));

        e.answer("komi 6.5");
        assertThat(e.answer("loadsgf " + file("ru.sgf", "(;GM[1]FF[4]SZ[9]RU[Japanese];B[ee])"))).isEqualTo("= white\n\n");
        assertThat(e.answer("kata-get-rules")).contains("\"scoring\":\"TERRITORY\"").contains("\"komi\":6.5");

        e.answer("kgs-rules chinese");
        assertThat(e.answer("loadsgf " + file("unknown.sgf", "(;GM[1]FF[4]SZ[9]RU[Calvinball]KM[3];B[ee])"))).isEqualTo("= white\n\n");
        assertThat(e.answer("kata-get-rules")).isEqualTo(chinese65.replace("\"komi\":6.5", "\"komi\":3"));

        // Both given: the record's, as before.
        assertThat(e.answer("loadsgf " + file("both.sgf", "(;GM[1]FF[4]SZ[9]RU[AGA]KM[7.5];B[ee])"))).isEqualTo("= white\n\n");
        assertThat(e.answer("kata-get-rules")).contains("\"komi\":7.5").doesNotContain("\"komi\":6.5");
    }

    @Test
    void theSessionsMoveLimitAppliesToARecordWithoutRules() throws IOException {
        GtpEngine e = new GtpEngine(Geometry.of(9), RulesPresets.get("chinese").withMoveLimit(2), new RandomPlayer(1));
        e.answer("play b C3");
        String before = state(e);
        String three = file("three.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg])");
        assertThat(e.answer("loadsgf " + three))
                .isEqualTo("? cannot load '" + three + "': move 3 (B G3): past the rules' move limit (2 moves) (line 1, column 31)\n\n");
        assertThat(state(e)).isEqualTo(before);
        assertThat(e.answer("loadsgf " + three + " 3")).isEqualTo("= black\n\n");
        assertThat(e.answer("kata-get-rules")).contains("\"moveLimit\":2");
    }
}
