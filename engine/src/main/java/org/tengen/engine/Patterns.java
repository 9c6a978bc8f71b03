package org.tengen.engine;

import org.tengen.core.Board;

/**
 * The 3x3 shapes around a point that make a good local answer, after the MoGo paper (Gelly, Wang, Munos and
 * Teytaud 2006): hane, cuts and edge moves. A shape is matched in all 8 orientations and with the colours
 * swapped, so it says nothing about who is to move. The table is built once from the diagrams below; a
 * lookup reads the 8 neighbours into a 16-bit code.
 */
final class Patterns {
    /*
     * Diagrams: the move is the centre. X and O are the two colours (either way round), '.' empty,
     * 'x' not X (empty or O), 'o' not O (empty or X), '#' off the board, '?' anything.
     */
    private static final String[] SHAPES = {
        "XOX" + "..." + "???", // hane that encloses
        "XO." + "..." + "?.?", // hane that doesn't cut
        "XO?" + "X.." + "x.?", // magari
        "XOO" + "..." + "?.?", // thin hane
        ".O." + "X.." + "...", // diagonal attachment
        "XO?" + "O.o" + "?o?", // unprotected cut
        "XO?" + "O.X" + "???", // cut after a peep
        "?X?" + "O.O" + "ooo", // cut in the middle (de)
        "OX?" + "o.O" + "???", // cut of a knight's move
        "X.?" + "O.?" + "###", // edge: chase
        "OX?" + "X.O" + "###", // edge: block a side cut
        "?X?" + "x.O" + "###", // edge: block a connection
        "?XO" + "x.x" + "###", // edge: descend (sagari)
        "?OX" + "X.O" + "###", // edge: cut
    };

    /** Neighbour order of the code: NW, N, NE, W, E, SW, S, SE, two bits each (a board colour code). */
    private static final int[] CELL = {0, 1, 2, 3, 5, 6, 7, 8};

    private static final boolean[] TABLE = build();

    private Patterns() {
    }

    /** Whether a move at the empty point {@code p} makes one of the shapes. */
    static boolean matches(Board board, int p) {
        return TABLE[code(board, p)];
    }

    /** Whether none of the 8 neighbours of {@code p} holds a stone (the edge may). */
    static boolean noStoneAround(Board board, int p) {
        int code = code(board, p);
        return ((code ^ code >> 1) & 0x5555) == 0; // a stone is 01 or 10: its two bits differ
    }

    /** The 16-bit code of the 8 neighbours of {@code p}. */
    static int code(Board board, int p) {
        int s = board.geometry().stride();
        return board.at(p - s - 1) | board.at(p - s) << 2 | board.at(p - s + 1) << 4
                | board.at(p - 1) << 6 | board.at(p + 1) << 8
                | board.at(p + s - 1) << 10 | board.at(p + s) << 12 | board.at(p + s + 1) << 14;
    }

    private static boolean[] build() {
        boolean[] table = new boolean[1 << 16];
        for (String shape : SHAPES) {
            String s = shape;
            for (int turn = 0; turn < 4; turn++) {
                s = rotate(s);
                add(table, s);
                add(table, mirror(s));
                add(table, swapColours(s));
                add(table, swapColours(mirror(s)));
            }
        }
        return table;
    }

    private static String rotate(String s) {
        char[] out = new char[9];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                out[c * 3 + (2 - r)] = s.charAt(r * 3 + c);
            }
        }
        return new String(out);
    }

    private static String mirror(String s) {
        char[] out = new char[9];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                out[r * 3 + (2 - c)] = s.charAt(r * 3 + c);
            }
        }
        return new String(out);
    }

    private static String swapColours(String s) {
        char[] out = s.toCharArray();
        for (int i = 0; i < 9; i++) {
            switch (out[i]) {
                case 'X' -> out[i] = 'O';
                case 'O' -> out[i] = 'X';
                case 'x' -> out[i] = 'o';
                case 'o' -> out[i] = 'x';
                default -> { }
            }
        }
        return new String(out);
    }

    /** Marks every code the diagram matches, X as black; wildcards are expanded one cell at a time. */
    private static void add(boolean[] table, String s) {
        expand(table, s, 0, 0);
    }

    private static void expand(boolean[] table, String s, int cell, int code) {
        if (cell == CELL.length) {
            table[code] = true;
            return;
        }
        for (int colour = 0; colour < 4; colour++) {
            if (allows(s.charAt(CELL[cell]), colour)) {
                expand(table, s, cell + 1, code | colour << (2 * cell));
            }
        }
    }

    private static boolean allows(char symbol, int colour) {
        return switch (symbol) {
            case 'X' -> colour == Board.BLACK;
            case 'O' -> colour == Board.WHITE;
            case '.' -> colour == Board.EMPTY;
            case 'x' -> colour == Board.EMPTY || colour == Board.WHITE;
            case 'o' -> colour == Board.EMPTY || colour == Board.BLACK;
            case '#' -> colour == Board.BORDER;
            case '?' -> true;
            default -> throw new IllegalStateException("unknown pattern symbol " + symbol);
        };
    }
}
