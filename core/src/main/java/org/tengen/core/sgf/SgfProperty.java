package org.tengen.core.sgf;

import java.util.List;

/**
 * One property of a node: its identifier ({@code B}, {@code AB}, {@code C}) and its values as written in
 * the file, escapes and soft line breaks included (line breaks read as {@code \n}). {@link SgfText}
 * decodes a value as Text or SimpleText; {@link SgfPoints} as points. The line and column are those of
 * the identifier in the file read, or 0 for a property made in code.
 */
public record SgfProperty(String id, List<String> values, int line, int column) {

    /**
     * Checks the identifier and copies the values.
     *
     * @param id the identifier: one or more capital letters
     * @param values the values as written, at least one
     * @param line the identifier's line in the file, from 1, or 0 for a property made in code
     * @param column the identifier's column, from 1, or 0
     * @throws IllegalArgumentException if the identifier is not capital letters or there is no value
     */
    public SgfProperty {
        if (!isIdentifier(id)) {
            throw new IllegalArgumentException("'" + id + "' is not an SGF property identifier (expected capital letters such as B or AB)");
        }
        if (values.isEmpty()) {
            throw new IllegalArgumentException("property " + id + " needs at least one value");
        }
        values = List.copyOf(values);
    }

    /**
     * A property made in code, at line and column 0.
     *
     * @param id the identifier: one or more capital letters
     * @param values the values as written, at least one
     * @throws IllegalArgumentException if the identifier is not capital letters or there is no value
     */
    public SgfProperty(String id, List<String> values) {
        this(id, values, 0, 0);
    }

    /** {@return the first value, as written} */
    public String value() {
        return values.get(0);
    }

    /**
     * Whether a string is a property identifier of FF[4].
     *
     * @param s any string, null included
     * @return true if it is one or more capital letters
     */
    public static boolean isIdentifier(String s) {
        if (s == null || s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 'A' || c > 'Z') {
                return false;
            }
        }
        return true;
    }

    /** Content equality: identifier and values; the position in the file doesn't count. */
    @Override
    public boolean equals(Object o) {
        return o instanceof SgfProperty && ((SgfProperty) o).id.equals(id) && ((SgfProperty) o).values.equals(values);
    }

    @Override
    public int hashCode() {
        return id.hashCode() * 31 + values.hashCode();
    }
}
