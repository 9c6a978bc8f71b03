package org.tengen.core.sgf;

/**
 * Something the reading took although FF[4] doesn't allow it (a variation opened without {@code ;},
 * {@code B[zz]} as a pass, {@code BL[0:07:42]}), or a guess it made (the charset of a file without
 * {@code CA}): where it is (line and column from 1, or 0 for the whole file) and what was read instead.
 */
public record SgfWarning(int line, int column, String reason) {
    /**
     * A warning about the whole file, such as the charset it was read in.
     *
     * @param reason what was guessed or taken
     * @return a warning at line and column 0
     */
    public static SgfWarning ofFile(String reason) {
        return new SgfWarning(0, 0, reason);
    }

    /** A warning placed at a property's identifier. */
    static SgfWarning at(SgfProperty property, String reason) {
        return new SgfWarning(property.line(), property.column(), reason);
    }

    /** {@return a node by its place on its path from the root: {@code the root}, {@code node 3}} */
    static String node(int depth) {
        return depth == 0 ? "the root" : "node " + depth;
    }

    /** {@return one line for people: {@code line 3, column 14: ...}, or the reason alone for the whole file} */
    public String describe() {
        return line > 0 ? "line " + line + ", column " + column + ": " + reason : reason;
    }
}
