package org.tengen.gtp.analysis;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * What is wrong with a line that is not JSON, in our words and short: what went wrong, where (Jackson's line and
 * column) and at most {@value #QUOTE} characters of the line around that place, however long the line. Jackson's
 * own messages name its classes and settings, which mean nothing to a client.
 */
final class JsonErrors {
    /** The most characters of the line an error quotes. */
    static final int QUOTE = 40;

    private JsonErrors() {
    }

    /** Why {@code line} could not be read as JSON, and where. */
    static String describe(JsonProcessingException e, String line) {
        JsonLocation at = e.getLocation();
        String where = "";
        int offset = -1;
        if (at != null && at.getLineNr() > 0 && at.getColumnNr() > 0) {
            where = " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
            offset = at.getCharOffset() >= 0 ? (int) Math.min(at.getCharOffset(), line.length()) : at.getColumnNr() - 1;
        }
        return reason(e) + where + ": " + (offset >= 0 ? around(line, offset) : start(line));
    }

    private static String reason(JsonProcessingException e) {
        String original = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (e instanceof StreamConstraintsException) {
            if (original.contains("nesting depth")) {
                return "arrays and objects nested too deep (at most 1000 levels)";
            }
            if (original.contains("Number value length")) {
                return "a number too long (at most 1000 digits)";
            }
            if (original.contains("String value length")) {
                return "a string too long";
            }
            return "a value too large to read";
        }
        if (e instanceof JsonEOFException) {
            return "the line ends before the JSON value does";
        }
        if (e instanceof MismatchedInputException && original.startsWith("Trailing token")) {
            return "more text after the JSON value (one query a line)";
        }
        if (original.startsWith("Unrecognized token")) {
            return "a word that is not JSON (strings need double quotes; true, false and null are lower case)";
        }
        if (original.startsWith("Unexpected character") || original.startsWith("Illegal unquoted character")) {
            return "a character that does not belong there";
        }
        if (original.contains("Invalid numeric value") || original.contains("Leading zeroes")
                || original.contains("Non-standard token")) {
            return "a number not written as JSON writes numbers";
        }
        return "not valid JSON";
    }

    /** At most {@link #QUOTE} characters of {@code line} around {@code offset}, quoted, with {@code ...} where cut. */
    static String around(String line, int offset) {
        if (line.length() <= QUOTE) {
            return "'" + line + "'";
        }
        int from = Math.max(0, Math.min(offset - QUOTE / 2, line.length() - QUOTE));
        int to = from + QUOTE;
        return "'" + (from > 0 ? "..." : "") + line.substring(from, to) + (to < line.length() ? "..." : "") + "'";
    }

    /** The start of {@code line}: at most {@link #QUOTE} characters, quoted. */
    static String start(String line) {
        return around(line, 0);
    }
}
