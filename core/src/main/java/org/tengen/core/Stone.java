package org.tengen.core;

/** A stone's colour. Empty is not a colour: a point is empty, or it holds a stone. */
public enum Stone {
    /** Black, who moves first; board code 1, diagram symbol {@code X}. */
    BLACK(1, 'X'),
    /** White, who receives komi; board code 2, diagram symbol {@code O}. */
    WHITE(2, 'O');

    private final int code;
    private final char symbol;

    Stone(int code, char symbol) {
        this.code = code;
        this.symbol = symbol;
    }

    /** {@return the code the board stores for this colour: 1 for black, 2 for white (0 is empty, 3 the border)} */
    public int code() {
        return code;
    }

    /** {@return the diagram symbol: {@code X} for black, {@code O} for white} */
    public char symbol() {
        return symbol;
    }

    /** {@return the other colour} */
    public Stone opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /**
     * The colour a board code stands for.
     *
     * @param code a board code: 1 or 2
     * @return {@link #BLACK} for 1, {@link #WHITE} for 2
     * @throws IllegalArgumentException for any other code (empty and the border are not colours)
     */
    public static Stone ofCode(int code) {
        switch (code) {
            case 1: return BLACK;
            case 2: return WHITE;
            default: throw new IllegalArgumentException("not a stone code: " + code);
        }
    }

    /**
     * Parses a colour as GTP and people write it.
     *
     * @param text {@code b}, {@code w}, {@code black} or {@code white}, in any case, spaces around allowed
     * @return the colour named
     * @throws IllegalArgumentException naming the text and what was expected, for anything else
     */
    public static Stone parse(String text) {
        switch (text.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "b": case "black": return BLACK;
            case "w": case "white": return WHITE;
            default: throw new IllegalArgumentException("'" + text + "' is not a colour (expected b, w, black or white)");
        }
    }

    /** {@return the lower-case name, {@code black} or {@code white}, as GTP and people write it} */
    public String lowerName() {
        return this == BLACK ? "black" : "white";
    }
}
