package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;

/**
 * Golden transcripts of {@code tengen play}: {@code play/NAME.in} holds the rules on its first line
 * ({@code size rules}) and the typed lines after it; {@code play/NAME.out} the whole expected output.
 */
class PlaySessionTest {
    @ParameterizedTest
    @ValueSource(strings = {"capture-and-score", "illegal-moves", "ko-and-undo", "resign"})
    void transcript(String name) throws IOException {
        String input = resource("play/" + name + ".in");
        String expected = resource("play/" + name + ".out");
        int firstLine = input.indexOf('\n');
        String[] header = input.substring(0, firstLine).split(" ");
        Game game = new Game(Geometry.parse(header[0]), Rules.parse(header[1]));
        StringWriter out = new StringWriter();
        PrintWriter writer = new PrintWriter(out);
        new PlaySession(game, new BufferedReader(new StringReader(input.substring(firstLine + 1))), writer, true).run();
        writer.flush();
        assertThat(out.toString().replace(System.lineSeparator(), "\n")).isEqualTo(expected);
    }

    /** A huge or binary line is quoted in part, escaped, in the echo and the error alike: never copied back whole. */
    @org.junit.jupiter.api.Test
    void aHugeOrBinaryLineIsQuotedShortAndEscaped() throws IOException {
        Game game = new Game(Geometry.parse("9"), Rules.parse("chinese"));
        String huge = "x".repeat(2_000_000);
        String input = huge + "\n" + "D\u0007\u001b[2J4\n" + "\uFEFFE5\n" + "D4\n";
        StringWriter out = new StringWriter();
        PrintWriter writer = new PrintWriter(out);
        new PlaySession(game, new BufferedReader(new StringReader(input)), writer, true).run();
        writer.flush();
        String text = out.toString().replace(System.lineSeparator(), "\n");
        String forty = "x".repeat(40) + "...";
        assertThat(text.length()).isLessThan(3_000);
        assertThat(text).contains("> " + forty + " (2000000 characters)\n'" + forty + "' (2000000 characters) is not a vertex"
                + " (expected a letter and a number, such as D4). Type 'help' for commands.\n");
        assertThat(text).contains("> D\\u0007\\u001b[2J4\n'D\\u0007\\u001b[2J4' is not a vertex");
        assertThat(text).contains("'\\ufeffE5' is not a vertex");
        assertThat(text).doesNotContain("\u0007", "\u001b", "\uFEFF");
        // A line of a normal length is echoed as it was typed, and played.
        assertThat(text).contains("> D4\n");
        assertThat(game.moveCount()).isEqualTo(1);
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = PlaySessionTest.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IOException("missing test resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
