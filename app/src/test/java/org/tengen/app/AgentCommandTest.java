package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code tengen agent}, the little-go problem, through the real command and real files. */
class AgentCommandTest {
    private static final String EMPTY = "00000\n00000\n00000\n00000\n00000\n";

    @TempDir
    Path dir;

    private String[] run(String input, String... options) throws IOException {
        Files.writeString(dir.resolve("input.txt"), input, StandardCharsets.UTF_8);
        String[] args = new String[options.length + 5];
        args[0] = "agent";
        args[1] = "--input";
        args[2] = dir.resolve("input.txt").toString();
        args[3] = "--output";
        args[4] = dir.resolve("output.txt").toString();
        System.arraycopy(options, 0, args, 5, options.length);
        return RefereeGoldenTest.run(args);
    }

    private String output() throws IOException {
        return Files.readString(dir.resolve("output.txt"), StandardCharsets.UTF_8);
    }

    @Test
    void writesTheMoveAndTheStateBesideTheInput() throws IOException {
        String[] r = run("1\n" + EMPTY + EMPTY, "--playouts", "2000", "--seed", "1");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).isEmpty();
        assertThat(output()).matches("[0-4],[0-4]");
        String state = Files.readString(dir.resolve(".tengen-agent-state"), StandardCharsets.UTF_8);
        assertThat(state).startsWith("tengen-agent-state 1\ncolour 1\nmoves 1\n");
        assertThat(dir.toFile().list()).containsExactlyInAnyOrder("input.txt", "output.txt", ".tengen-agent-state");
    }

    @Test
    void theNextMoveCountsOnFromTheState() throws IOException {
        // After Black's first move (2,2) and White's reply (3,2): the state says move 3 exactly.
        String previous = "00000\n00000\n00100\n00000\n00000\n";
        String current = "00000\n00000\n00100\n00200\n00000\n";
        Files.writeString(dir.resolve(".tengen-agent-state"),
                "tengen-agent-state 1\ncolour 1\nmoves 1\nboard 00000/00000/00100/00000/00000\n");
        String[] r = run("1\n" + previous + current, "--playouts", "500", "--seed", "1", "--verbose");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[2]).startsWith("tengen agent: " + output() + ", move 3 of 24: ");
        assertThat(Files.readString(dir.resolve(".tengen-agent-state"))).contains("moves 3\n");
    }

    @Test
    void passesWhenTheOpponentPassedAndTheCountWins() throws IOException {
        String board = "00000\n01200\n01200\n01200\n00000\n";
        assertThat(run("2\n" + board + board, "--playouts", "100")[0]).isEqualTo("0");
        assertThat(output()).isEqualTo("PASS");
    }

    @Test
    void takesTheGroupThatWinsWithTheLastMove() throws IOException {
        String previous = "01120\n21120\n22220\n01010\n11110\n";
        String current = "01120\n21120\n22220\n01010\n11111\n";
        assertThat(run("2\n" + previous + current, "--playouts", "1000", "--seed", "2")[0]).isEqualTo("0");
        assertThat(output()).isEqualTo("0,0");
    }

    @Test
    void badInputIsNamedWithItsPlaceAndWritesNothing() throws IOException {
        assertThat(run("3\n" + EMPTY + EMPTY)[2]).isEqualTo("tengen agent: line 1, column 1: expected the colour to play,"
                + " 1 (black) or 2 (white), found '3'" + System.lineSeparator());
        assertThat(run("1\n" + EMPTY + "00000\n00000\n00300\n00000\n00000\n")[2])
                .contains("line 9, column 1: row 3 of the current board is '00300': expected 5 digits, each 0 (empty),"
                        + " 1 (black) or 2 (white)");
        assertThat(run("1\n" + EMPTY + "00000\n0000\n")[2]).contains("line 8, column 1: row 2 of the current board is '0000'");
        assertThat(run("1\n" + EMPTY + "00000\n")[2]).contains("line 7: expected row 2 of the current board, five digits");
        assertThat(run("1 2\n" + EMPTY + EMPTY)[2]).contains("line 1, column 3: expected the end of the line after the colour");
        assertThat(run("1\n" + EMPTY + EMPTY + "1\n")[2]).contains("line 12, column 1: expected the end of the input after"
                + " the current board, found '1'");
        // A chain without a liberty: White's stone in the corner, on line 7 (the current board's first row).
        String[] starved = run("1\n" + EMPTY + "21000\n10000\n00000\n00000\n00000\n");
        assertThat(starved[2]).contains("line 7, column 1: the chain of this stone on the current board (row 0, column 0)"
                + " has no liberty");
        assertThat(starved[0]).isEqualTo("2");
        assertThat(run("1\n" + EMPTY + EMPTY, "--time", "0")[2]).contains("--time 0: expected seconds above 0");
        assertThat(dir.resolve("output.txt")).doesNotExist();
        assertThat(dir.resolve(".tengen-agent-state")).doesNotExist();
        Files.delete(dir.resolve("input.txt"));
        String[] missing = RefereeGoldenTest.run("agent", "--input", dir.resolve("input.txt").toString());
        assertThat(missing[0]).isEqualTo("2");
        assertThat(missing[2]).contains("input.txt: no such file");
    }

    @Test
    void theProcessEntryBuildsTheAgentAloneAndBehavesTheSame() throws IOException {
        Files.writeString(dir.resolve("input.txt"), "7\n" + EMPTY + EMPTY, StandardCharsets.UTF_8);
        CommandLine cl = Main.agentCommandLine();
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err, true));
        int status = cl.execute("agent", "--input", dir.resolve("input.txt").toString(), "--output",
                dir.resolve("output.txt").toString());
        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).startsWith("tengen agent: line 1, column 1: expected the colour to play");
        assertThat(dir.resolve("output.txt")).doesNotExist();
        assertThat(cl.getSubcommands()).containsOnlyKeys("agent");
    }

    @Test
    void aBrokenStateFileIsNoState() throws IOException {
        Files.writeString(dir.resolve(".tengen-agent-state"), "garbage");
        String[] r = run("2\n" + EMPTY + "00000\n00000\n00100\n00000\n00000\n", "--playouts", "300", "--verbose");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[2]).contains("move 2 of 24");
        assertThat(Files.readString(dir.resolve(".tengen-agent-state"))).contains("colour 2\nmoves 2\n");
    }

    @Test
    void theArenaPrintsTheWinsPerColour() {
        String[] r = RefereeGoldenTest.run("agent", "--arena", "random", "--games", "1", "--playouts", "200");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).contains("agent against random: 1 games as each colour").containsPattern("(?m)^as black: \\d wins of 1")
                .containsPattern("(?m)^as white: \\d wins of 1");
        assertThat(r[2]).contains("game 1: agent black against random").contains("game 2: agent white against random");
        assertThat(RefereeGoldenTest.run("agent", "--arena", "gnugo")[2]).contains("unknown opponent 'gnugo'");
    }
}
