package org.tengen.core.sgf;

/**
 * A problem in an SGF file, with where it is: the line and column (both from 1) of the character, value
 * or property at fault. The message reads {@code line 3, column 14: ...}.
 */
public final class SgfException extends IllegalArgumentException {
    private final int line;
    private final int column;
    private final String reason;

    public SgfException(int line, int column, String reason) {
        super("line " + line + ", column " + column + ": " + reason);
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    /** A problem with a property, placed at its identifier. */
    public static SgfException at(SgfProperty property, String reason) {
        return new SgfException(property.line(), property.column(), reason);
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** What was wrong, without the position. */
    public String reason() {
        return reason;
    }
}
