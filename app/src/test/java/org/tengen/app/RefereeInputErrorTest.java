package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input to the referee commands: one line naming the place and what was expected, exit 2, earlier output kept. */
class RefereeInputErrorTest {
    @TempDir
    Path dir;

    private String[] run(String command, String input) throws IOException {
        Path file = dir.resolve(command + ".in");
        Files.writeString(file, input, StandardCharsets.UTF_8);
        return RefereeGoldenTest.run(command, file.toString());
    }

    private static void assertError(String[] r, String out, String err) {
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[1]).isEqualTo(out);
        assertThat(r[2]).isEqualTo(err + System.lineSeparator());
    }

    @Test
    void scoreWithFewerPlacementsThanAnnounced() throws IOException {
        assertError(run("score", "7 2\nB(0,0)\n"), "",
                "tengen score: line 2: expected placement 2 of 2, such as B(0,0), found the end of the input");
    }

    @Test
    void scoreOffTheBoardNamesThePlacement() throws IOException {
        assertError(run("score", "7 1\nB(9,0)\n0 0\n"), "",
                "tengen score: line 2, column 1: B(9,0): (9,0) is off the board: x and y go from -3 to 3");
    }

    @Test
    void scoreKeepsTheCasesBeforeAMistake() throws IOException {
        assertError(run("score", "3 1\nB(0,0)\n4 1\nB(0,0)\n0 0\n"), "8 0\n",
                "tengen score: line 3, column 1: board size 4: expected an odd number from 3 to 19");
        assertError(run("score", "x 1\n"), "",
                "tengen score: line 1, column 1: expected a test case 'n m', or '0 0' to end, found 'x'");
        assertError(run("score", "3 1\nB(0;0)\n0 0\n"), "",
                "tengen score: line 2, column 1: expected a placement such as B(-2,3), found 'B(0;0)'");
        assertError(run("score", "3 2\nB(0,0)\nW(0,0)\n0 0\n"), "",
                "tengen score: line 3, column 1: W(0,0): (0,0) is occupied");
    }

    @Test
    void validateRowsMustHaveTheSizeAndTheCharacters() throws IOException {
        assertError(run("validate", "3\n0\n...\n..\n...\n"), "",
                "tengen validate: line 4, column 1: row 2 is '..': expected 3 characters, each '.', 'B' or 'W'");
        assertError(run("validate", "3\n0\n...\n.x.\n...\n"), "",
                "tengen validate: line 4, column 1: row 2 is '.x.': expected 3 characters, each '.', 'B' or 'W'");
        assertError(run("validate", "3\n2\n...\n...\n...\nB 1 1\n"), "",
                "tengen validate: line 6: expected move 2 of 2, such as B 2 3, found the end of the input");
        assertError(run("validate", "3\n1\n...\n...\n...\nX 1 1\n"), "",
                "tengen validate: line 6, column 1: expected B or W to begin move 1, found 'X'");
        assertError(run("validate", "3\n1\n...\n...\n...\nB 1 1\nW 0 0\n"), "",
                "tengen validate: line 7, column 1: unexpected text after the 1 move announced");
        assertError(run("validate", "0\n0\n"), "", "tengen validate: line 1, column 1: board size 0: expected 1 to 19");
        assertError(run("validate", "20\n0\n"), "", "tengen validate: line 1, column 1: board size 20: expected 1 to 19");
    }

    @Test
    void eachLineHoldsWhatTheFormatPutsOnIt() throws IOException {
        assertError(run("validate", "3\n1\n... ...\n...\nB 0 0\n"), "",
                "tengen validate: line 3, column 5: expected the end of the line after row 1, found '...'");
        assertError(run("validate", "3\n1\n...\n...\n...\nB 0 0 W\n"), "",
                "tengen validate: line 6, column 7: expected the end of the line after move 1, found 'W'");
        assertError(run("score", "7 1 B(0,0)\n0 0\n"), "",
                "tengen score: line 1, column 5: expected the end of the line after n and m, found 'B(0,0)'");
        // A line that ends too early is named where it ends, not at the line after it.
        assertError(run("score", "7\n1\nB(0,0)\n0 0\n"), "",
                "tengen score: line 1, column 2: expected the number of stones m after n, found the end of the line");
        assertError(run("score", "3 1\nB(0,0)\n0 \n0\n"), "8 0\n",
                "tengen score: line 3, column 3: expected the number of stones m after n, found the end of the line");
        assertError(run("validate", "3\n2\n...\n...\n...\nB 0\nB 1 1\n"), "",
                "tengen validate: line 6, column 4: expected the column of move 1, found the end of the line");
        assertError(run("validate", "3\n1\n...\n...\n...\nB\r\n0 0\r\n"), "",
                "tengen validate: line 6, column 2: expected the row of move 1, found the end of the line");
        // At the end of the input, the input's end is what was found.
        assertError(run("validate", "3\n1\n...\n...\n...\nB 0\n\n"), "",
                "tengen validate: line 6: expected the column of move 1, found the end of the input");
    }

    @Test
    void scoreNeedsTheFinalZeroZeroAndNothingAfterIt() throws IOException {
        assertError(run("score", "7 1\nB(0,0)\n"), "48 0\n",
                "tengen score: line 2: expected a test case 'n m', or '0 0' to end, found the end of the input");
        assertError(run("score", "3 0\n0 0\nmore\n"), "0 0\n",
                "tengen score: line 3, column 1: unexpected text after the final '0 0'");
        assertError(run("score", "3 1\nB(99999999,0)\n0 0\n"), "", "tengen score: line 2, column 1: B(99999999,0): off the board");
    }

    @Test
    void numbersTooLargeAreNamedSo() throws IOException {
        assertError(run("simulate", "4 9999999999"), "",
                "tengen simulate: line 1, column 3: expected the column number of the pair, found '9999999999' (too large)");
    }

    @Test
    void windowsLineEndsAndTabsReadLikeAnyOther() throws IOException {
        String[] r = run("validate", "3\r\n1\r\n...\r\n.\t\r\n");
        assertThat(r[2]).isEqualTo("tengen validate: line 4, column 1: row 2 is '.': expected 3 characters, each '.', 'B' or 'W'"
                + System.lineSeparator());
        assertThat(run("validate", "3\r\n1\r\n...\r\n...\r\n...\r\nB\t1 1\r\n")[1]).isEqualTo("...\n.B.\n...\n");
    }

    @Test
    void validateRefusesABoardThatIsNoPosition() throws IOException {
        assertError(run("validate", "3\n0\n...\n..B\n.BW\n"), "",
                "tengen validate: line 5, column 3: this stone's chain has no liberty: the board is not a position of Go");
    }

    @Test
    void simulateKeepsWhatItPrintedBeforeAMistake() throws IOException {
        assertError(run("simulate", "4 4 0 0 x"), "Game #1\nTurn 2 white pass (by player)\n",
                "tengen simulate: line 1, column 9: expected a row number, found 'x'");
        assertError(run("simulate", "4 4 5"), "Game #1\n",
                "tengen simulate: line 1: expected the column number of the pair, found the end of the input");
    }

    @Test
    void aMissingFileIsNamed() {
        String[] r = RefereeGoldenTest.run("simulate", dir.resolve("none.in").toString());
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("none.in: no such file");
    }
}
