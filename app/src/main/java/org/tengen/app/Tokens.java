package org.tengen.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The whitespace-separated words of a problem's input, each with its line and column, for the referee
 * commands: a mistake is reported where it is, as {@code line 3, column 5: expected ..., found 'x'}.
 */
final class Tokens {
    private final String text;
    private int pos;
    private int line = 1;
    private int column = 1;
    private int tokenLine;
    private int tokenColumn;

    Tokens(String text) {
        this.text = text;
    }

    /** The words of a file, or of standard input for {@code -} or no file. */
    static Tokens read(String file) {
        try {
            if (file == null || file.equals("-")) {
                return new Tokens(new String(System.in.readAllBytes(), StandardCharsets.UTF_8));
            }
            return new Tokens(Files.readString(Path.of(file), StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            throw new InputException(file + ": no such file");
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new InputException(file + ": cannot read it (" + e.getMessage() + ")");
        }
    }

    /** Whether another word follows. */
    boolean hasNext() {
        skipSpace();
        return pos < text.length();
    }

    /** The next word; an error saying what was {@code expected} at the end of the input. */
    String next(String expected) {
        if (!hasNext()) {
            // The line of the last word: a trailing line break doesn't move the end of the input.
            throw new InputException("line " + Math.max(tokenLine, 1) + ": expected " + expected
                    + ", found the end of the input");
        }
        tokenLine = line;
        tokenColumn = column;
        int start = pos;
        while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))) {
            pos++;
            column++;
        }
        return text.substring(start, pos);
    }

    /** The next word as an integer. */
    int nextInt(String expected) {
        String word = next(expected);
        int i = word.startsWith("-") || word.startsWith("+") ? 1 : 0;
        if (word.length() == i || word.length() - i > 9) {
            throw error("expected " + expected + ", found '" + shorten(word) + "'");
        }
        int value = 0;
        for (int k = i; k < word.length(); k++) {
            char c = word.charAt(k);
            if (c < '0' || c > '9') {
                throw error("expected " + expected + ", found '" + shorten(word) + "'");
            }
            value = value * 10 + (c - '0');
        }
        return word.charAt(0) == '-' ? -value : value;
    }

    /** An error at the word read last. */
    InputException error(String reason) {
        return errorAt(place(), reason);
    }

    /** Where the word read last is, to report an error about it after reading more. */
    int[] place() {
        return new int[] {tokenLine, tokenColumn};
    }

    /** An error at a place {@link #place()} gave. */
    static InputException errorAt(int[] place, String reason) {
        return new InputException("line " + place[0] + ", column " + place[1] + ": " + reason);
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            if (text.charAt(pos) == '\n') {
                line++;
                column = 1;
            } else if (text.charAt(pos) != '\r') {
                column++;
            }
            pos++;
        }
    }

    private static String shorten(String word) {
        return word.length() <= 20 ? word : word.substring(0, 20) + "...";
    }
}
