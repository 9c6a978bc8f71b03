package org.tengen.core;

/** A stone's colour. Empty is not a colour: a point is empty, or it holds a stone. */
public enum Stone {
    BLACK(1, 'X'),
    WHITE(2, 'O');

    private final int code;
    private final char symbol;

    Stone(int code, char symbol) {
        this.code = code;
        this.symbol = symbol;
    }

    /** The code the board stores for this colour: 1 for black, 2 for white (0 is empty, 3 the border). */
    public int code() {
        return code;
    }

    /** The diagram symbol: {@code X} for black, {@code O} for white. */
    public char symbol() {
        return symbol;
    }

    public Stone opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** The colour for a board code 1 or 2. */
    public static Stone ofCode(int code) {
        switch (code) {
            case 1: return BLACK;
            case 2: return WHITE;
            default: throw new IllegalArgumentException("not a stone code: " + code);
        }
    }

    /** Parses {@code b}, {@code w}, {@code black}, {@code white} in any case. */
    public static Stone parse(String text) {
        switch (text.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "b": case "black": return BLACK;
            case "w": case "white": return WHITE;
            default: throw new IllegalArgumentException("'" + text + "' is not a colour (expected b, w, black or white)");
        }
    }

    /** Lower-case name, as GTP and people write it. */
    public String lowerName() {
        return this == BLACK ? "black" : "white";
    }
}
