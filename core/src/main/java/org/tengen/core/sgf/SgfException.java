package org.tengen.core.sgf;

/**
 * A problem in an SGF file, with where it is: the line and column (both from 1) of the character, value
 * or property at fault. The message reads {@code line 3, column 14: ...}.
 */
public final class SgfException extends IllegalArgumentException {
    /** The line of the problem, from 1. */
    private final int line;
    /** The column of the problem, from 1. */
    private final int column;
    /** What was wrong, without the position. */
    private final String reason;

    /**
     * A problem at a place in the file; the message is {@code line L, column C: reason}.
     *
     * @param line the line, from 1
     * @param column the column, from 1
     * @param reason what was wrong and what was expected, without the position
     */
    public SgfException(int line, int column, String reason) {
        super("line " + line + ", column " + column + ": " + reason);
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    /**
     * A problem with a property, placed at its identifier.
     *
     * @param property the property at fault, with its line and column in the file
     * @param reason what was wrong and what was expected
     * @return the exception, to throw
     */
    public static SgfException at(SgfProperty property, String reason) {
        return new SgfException(property.line(), property.column(), reason);
    }

    /** {@return the line of the problem, from 1} */
    public int line() {
        return line;
    }

    /** {@return the column of the problem, from 1} */
    public int column() {
        return column;
    }

    /** {@return what was wrong, without the position} */
    public String reason() {
        return reason;
    }
}
