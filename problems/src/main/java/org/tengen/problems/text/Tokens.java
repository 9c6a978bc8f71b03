package org.tengen.problems.text;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The whitespace-separated words of a problem's input, each with its line and column, for the problems'
 * adapters: a mistake is reported where it is, as {@code line 3, column 5: expected ..., found 'x'}. Formats
 * made of lines check with {@link #endLine(String)} that a line holds no more than it should, and read the
 * words after a line's first with {@link #nextOnLine(String)} so that it holds no less.
 */
public final class Tokens {
    /** Where a word starts: line and column, both from 1. */
    public record Place(int line, int column) {
    }

    private final String text;
    private int pos;
    private int line = 1;
    private int column = 1;
    private int tokenLine;
    private int tokenColumn;

    /** The words of {@code text}; a byte-order mark before the first line is skipped, as the editor that wrote it hides it. */
    public Tokens(String text) {
        this.text = text;
        this.pos = text.startsWith("\uFEFF") ? 1 : 0;
    }

    /** The words of a file, or of standard input for {@code -} or no file; bytes that aren't UTF-8 read as U+FFFD. */
    public static Tokens read(String file) {
        try {
            byte[] bytes = file == null || file.equals("-") ? System.in.readAllBytes() : Files.readAllBytes(Path.of(file));
            return new Tokens(new String(bytes, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            throw new InputError(file + ": no such file");
        } catch (IOException e) {
            throw new InputError(file + ": cannot read it (" + (Files.isDirectory(Path.of(file)) ? "a directory"
                    : e.getMessage()) + ")");
        }
    }

    /** Whether another word follows. */
    public boolean hasNext() {
        skipSpace();
        return pos < text.length();
    }

    /** The next word; an error saying what was {@code expected} at the end of the input. */
    public String next(String expected) {
        int start = start(expected);
        while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))) {
            pos++;
            column++;
        }
        return text.substring(start, pos);
    }

    /** As {@link #next(String)}, for a word the format puts on the current line: an error where the line ends first. */
    public String nextOnLine(String expected) {
        onLine(expected);
        return next(expected);
    }

    /** As {@link #nextInt(String)}, for a number the format puts on the current line: an error where the line ends first. */
    public int nextIntOnLine(String expected) {
        onLine(expected);
        return nextInt(expected);
    }

    /**
     * Fails at the end of the current line, the column after its last character, when the line ends before
     * the next word; at the end of the input, the word's own reading says so.
     */
    private void onLine(String expected) {
        int i = pos;
        int col = column;
        while (i < text.length() && text.charAt(i) != '\n' && Character.isWhitespace(text.charAt(i))) {
            if (text.charAt(i) != '\r') {
                col++;
            }
            i++;
        }
        if (i < text.length() && text.charAt(i) == '\n' && !text.substring(i).isBlank()) {
            throw new InputError("line " + line + ", column " + col + ": expected " + expected + ", found the end of the line");
        }
    }

    /** The next word as an integer of at most nine digits and an optional minus sign. */
    public int nextInt(String expected) {
        start(expected);
        boolean negative = text.charAt(pos) == '-';
        int i = negative ? pos + 1 : pos;
        int value = 0;
        int digits = 0;
        while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
            char c = text.charAt(i);
            if (c < '0' || c > '9' || ++digits > 9) {
                digits = -1;
                break;
            }
            value = value * 10 + (c - '0');
            i++;
        }
        if (digits <= 0) {
            String word = next(expected);
            throw error("expected " + expected + ", found '" + shorten(word) + "'"
                    + (word.matches("-?[0-9]+") ? " (too large)" : ""));
        }
        column += i - pos;
        pos = i;
        return negative ? -value : value;
    }

    /** Moves to the next word and marks where it starts; fails at the end of the input. */
    private int start(String expected) {
        if (!hasNext()) {
            // The line of the last word: a trailing line break doesn't move the end of the input.
            throw new InputError("line " + Math.max(tokenLine, 1) + ": expected " + expected
                    + ", found the end of the input");
        }
        tokenLine = line;
        tokenColumn = column;
        return pos;
    }

    /** Fails unless the rest of the current line is blank: a line of the format holds {@code what} only. */
    public void endLine(String what) {
        int i = pos;
        int col = column;
        while (i < text.length() && text.charAt(i) != '\n' && Character.isWhitespace(text.charAt(i))) {
            i++;
            col++;
        }
        if (i < text.length() && text.charAt(i) != '\n') {
            int end = i;
            while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                end++;
            }
            throw new InputError("line " + line + ", column " + col + ": expected the end of the line after "
                    + what + ", found '" + shorten(text.substring(i, end)) + "'");
        }
    }

    /** Fails unless nothing but blank space is left: the input ends after {@code what}. */
    public void endInput(String what) {
        if (hasNext()) {
            String extra = next("nothing");
            throw error("expected the end of the input after " + what + ", found '" + shorten(extra) + "'");
        }
    }

    /** An error at the word read last. */
    public InputError error(String reason) {
        return errorAt(place(), reason);
    }

    /** Where the word read last is, to report an error about it after reading more. */
    public Place place() {
        return new Place(tokenLine, tokenColumn);
    }

    /** An error at a place {@link #place()} gave. */
    public static InputError errorAt(Place place, String reason) {
        return new InputError("line " + place.line() + ", column " + place.column() + ": " + reason);
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
