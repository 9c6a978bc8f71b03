package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;

/**
 * Every golden pair under {@code referee/COMMAND/}: {@code NAME.in} run through {@code tengen COMMAND NAME.in}
 * must print exactly {@code NAME.out}, byte for byte, and exit 0.
 */
class RefereeGoldenTest {
    @TestFactory
    Stream<DynamicTest> everyGoldenFileGivesItsOutputByteForByte() throws IOException, URISyntaxException {
        Path root = Path.of(RefereeGoldenTest.class.getResource("/referee").toURI());
        List<Path> inputs;
        try (Stream<Path> files = Files.walk(root)) {
            inputs = files.filter(p -> p.toString().endsWith(".in")).sorted().collect(Collectors.toList());
        }
        assertThat(inputs).as("golden inputs under " + root).hasSizeGreaterThan(10);
        return inputs.stream().map(input -> DynamicTest.dynamicTest(root.relativize(input).toString(), () -> {
            String command = input.getParent().getFileName().toString();
            Path expected = Path.of(input.toString().replaceFirst("\\.in$", ".out"));
            assertThat(expected).as("the .out beside " + input).exists();
            String[] r = run(command, input.toString());
            assertThat(r[2]).as("standard error").isEmpty();
            assertThat(r[0]).isEqualTo("0");
            assertThat(r[1]).isEqualTo(Files.readString(expected, StandardCharsets.UTF_8));
        }));
    }

    /** A byte-order mark, as Windows editors write before UTF-8, changes nothing: each command skips it. */
    @TestFactory
    Stream<DynamicTest> aByteOrderMarkBeforeTheInputIsSkipped(@org.junit.jupiter.api.io.TempDir Path dir) {
        String[][] cases = {
            {"score", "7 1\nB(0,0)\n0 0\n", "48 0\n"},
            {"validate", "3\n1\n...\n...\n...\nB 1 1\n", "...\n.B.\n...\n"},
            {"simulate", "1 1 -1 -1\n", "Game #1\nTotal 1 turn(s)\n"},
            {"move", "__\n__\n1\n", null},
            {"agent", "2\n" + "00000\n".repeat(5) + "00000\n00000\n00100\n00000\n00000\n", null},
        };
        return Stream.of(cases).map(c -> DynamicTest.dynamicTest(c[0], () -> {
            Path input = dir.resolve(c[0] + ".in");
            Files.writeString(input, "\uFEFF" + c[1], StandardCharsets.UTF_8);
            String[] r = c[0].equals("agent")
                    ? run("agent", "--input", input.toString(), "--output", dir.resolve("output.txt").toString(), "--playouts", "10")
                    : c[0].equals("move") ? run("move", "--playouts", "10", input.toString()) : run(c[0], input.toString());
            assertThat(r[2]).as("standard error").isEmpty();
            assertThat(r[0]).isEqualTo("0");
            if (c[2] != null) {
                assertThat(r[1]).startsWith(c[2]);
            }
        }));
    }

    /** Runs a command with its output captured as UTF-8 bytes; returns exit status, out and err. */
    static String[] run(String... args) {
        CommandLine cl = Main.commandLine();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        cl.setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true));
        int status = cl.execute(args);
        cl.getOut().flush();
        cl.getErr().flush();
        return new String[] {String.valueOf(status), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }
}
