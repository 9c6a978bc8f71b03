package org.tengen.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An immutable arrangement of stones: for history, records, the UI and tests. Equal when the sizes and
 * every point are equal.
 *
 * <p>As a diagram, a position is one line per row, top row first: {@code X} black, {@code O} white,
 * {@code .} or {@code +} empty; spaces between points are allowed and ignored.
 */
public final class Position {
    private final Geometry geometry;
    /** Codes 0, 1, 2 in row-major order from the top-left corner. */
    private final byte[] cells;

    private Position(Geometry geometry, byte[] cells) {
        this.geometry = geometry;
        this.cells = cells;
    }

    /**
     * The stones of a board, copied.
     *
     * @param board any board
     * @return its stones, which later moves on the board do not change
     */
    public static Position of(BoardView board) {
        Geometry g = board.geometry();
        int[] points = g.points();
        byte[] cells = new byte[points.length];
        for (int i = 0; i < points.length; i++) {
            cells[i] = (byte) board.at(points[i]);
        }
        return new Position(g, cells);
    }

    /**
     * An empty position.
     *
     * @param geometry the board's size
     * @return a position of that size without stones
     */
    public static Position empty(Geometry geometry) {
        return new Position(geometry, new byte[geometry.area()]);
    }

    /**
     * Parses a diagram (see the class comment); its size is the diagram's.
     *
     * @param diagram one line per row, every row with the same number of points
     * @return the position drawn
     * @throws IllegalArgumentException saying what is wrong (and in which row): an empty diagram, an unknown
     *     symbol, rows of different lengths, or a size beyond {@link Geometry#MAX_SIZE}
     */
    public static Position parse(String diagram) {
        List<String> rows = new ArrayList<>();
        for (String line : diagram.split("\n", -1)) {
            String row = line.replace(" ", "").replace("\t", "").replace("\r", "");
            if (!row.isEmpty()) {
                rows.add(row);
            }
        }
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("empty diagram (expected rows of X, O and .)");
        }
        int width = rows.get(0).length();
        Geometry g = Geometry.of(width, rows.size());
        byte[] cells = new byte[g.area()];
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            if (row.length() != width) {
                throw new IllegalArgumentException("diagram row " + (r + 1) + " has " + row.length()
                        + " points, expected " + width);
            }
            for (int c = 0; c < width; c++) {
                char ch = row.charAt(c);
                byte code;
                switch (ch) {
                    case 'X': case 'x': case 'B': code = 1; break;
                    case 'O': case 'o': case 'W': code = 2; break;
                    case '.': case '+': code = 0; break;
                    default:
                        throw new IllegalArgumentException("diagram row " + (r + 1) + ", column " + (c + 1)
                                + ": '" + ch + "' is not a point (expected X, O, . or +)");
                }
                cells[r * width + c] = code;
            }
        }
        return new Position(g, cells);
    }

    /** {@return the size of the board} */
    public Geometry geometry() {
        return geometry;
    }

    /**
     * What stands at a column and row.
     *
     * @param col the column, 0 at the left
     * @param row the row, 0 at the top
     * @return the code: 0 empty, 1 black, 2 white
     */
    public int at(int col, int row) {
        return cells[row * geometry.width() + col];
    }

    /**
     * What stands at a point.
     *
     * @param p an on-board point of this position's geometry
     * @return the code: 0 empty, 1 black, 2 white
     */
    public int atPoint(int p) {
        return at(geometry.col(p), geometry.row(p));
    }

    /**
     * Counts the stones of a colour.
     *
     * @param stone the colour
     * @return how many of its stones are on the board
     */
    public int count(Stone stone) {
        int n = 0;
        for (byte b : cells) {
            if (b == stone.code()) {
                n++;
            }
        }
        return n;
    }

    /**
     * A board holding these stones (placed as setup, without captures), with a new board's rules: suicide
     * forbidden, simple ko on. The position should have a liberty for every chain.
     *
     * @return a new board, with no history, no ko point and no prisoners
     */
    public Board toBoard() {
        Board board = new Board(geometry);
        int[] points = geometry.points();
        for (int i = 0; i < points.length; i++) {
            if (cells[i] != 0) {
                board.setStone(points[i], Stone.ofCode(cells[i]));
            }
        }
        return board;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position && ((Position) o).geometry == geometry
                && Arrays.equals(((Position) o).cells, cells);
    }

    @Override
    public int hashCode() {
        return geometry.hashCode() * 31 + Arrays.hashCode(cells);
    }

    /** The diagram: rows of {@code X O .} separated by spaces, each ending in a newline. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        int w = geometry.width();
        for (int r = 0; r < geometry.height(); r++) {
            for (int c = 0; c < w; c++) {
                if (c > 0) {
                    sb.append(' ');
                }
                int code = cells[r * w + c];
                sb.append(code == 0 ? '.' : code == 1 ? 'X' : 'O');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
