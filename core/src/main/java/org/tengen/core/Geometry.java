package org.tengen.core;

import java.util.Locale;

/**
 * The shape of one board size: converts between point indices and (column, row), GTP vertices and SGF
 * points, and owns the neighbour offsets.
 *
 * <p>A point is an {@code int} index into a padded one-dimensional array with a border ring, so the four
 * neighbours of {@code p} are {@code p - 1, p + 1, p - stride, p + stride} and never need a bounds check.
 * One border column is shared between the right edge of a row and the left edge of the next. Columns and
 * rows count from 0 at the top-left corner; GTP row numbers count from 1 at the bottom.
 */
public final class Geometry {
    /** The largest width or height: GTP letters A..Z without I give 25 columns. */
    public static final int MAX_SIZE = 25;
    /** Index 0 is always a border point; the board uses it to mean "no point". */
    public static final int NO_POINT = 0;

    private static final String COLUMN_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    private static final Geometry[][] CACHE = new Geometry[MAX_SIZE + 1][MAX_SIZE + 1];

    private final int width;
    private final int height;
    private final int stride;
    private final int length;
    private final int[] points;

    private Geometry(int width, int height) {
        this.width = width;
        this.height = height;
        this.stride = width + 1;
        this.length = (height + 2) * stride + 1;
        this.points = new int[width * height];
        int i = 0;
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                points[i++] = (row + 1) * stride + col + 1;
            }
        }
    }

    /**
     * The geometry of a square board; one shared instance per size.
     *
     * @param size the number of lines, 1 to {@value #MAX_SIZE}
     * @return the geometry of a {@code size} by {@code size} board
     * @throws IllegalArgumentException if the size is out of range
     */
    public static Geometry of(int size) {
        return of(size, size);
    }

    /**
     * The geometry of a rectangular board; one shared instance per shape.
     *
     * @param width the number of columns, 1 to {@value #MAX_SIZE}
     * @param height the number of rows, 1 to {@value #MAX_SIZE}
     * @return the geometry of the board
     * @throws IllegalArgumentException if either is out of range
     */
    public static Geometry of(int width, int height) {
        if (width < 1 || width > MAX_SIZE || height < 1 || height > MAX_SIZE) {
            throw new IllegalArgumentException("board size " + width + "x" + height
                    + " is out of range (expected 1 to " + MAX_SIZE + " in each direction)");
        }
        synchronized (CACHE) {
            Geometry g = CACHE[width][height];
            if (g == null) {
                g = new Geometry(width, height);
                CACHE[width][height] = g;
            }
            return g;
        }
    }

    /**
     * Parses a board size as people write it.
     *
     * @param text {@code 19}, or {@code 19x13} for width x height
     * @return the geometry of that board
     * @throws IllegalArgumentException quoting the text, if it is not a size or is out of range
     */
    public static Geometry parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (!t.matches("-?[0-9]{1,3}(x-?[0-9]{1,3})?")) {
            throw new IllegalArgumentException("'" + text + "' is not a board size (expected N or WxH, such as 19 or 9x7)");
        }
        try {
            int x = t.indexOf('x');
            if (x < 0) {
                return of(Integer.parseInt(t));
            }
            return of(Integer.parseInt(t.substring(0, x)), Integer.parseInt(t.substring(x + 1)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a board size (expected N or WxH, such as 19 or 9x7)");
        }
    }

    /** {@return the number of columns} */
    public int width() {
        return width;
    }

    /** {@return the number of rows} */
    public int height() {
        return height;
    }

    /** {@return the distance between vertically adjacent points: the offset to the point below} */
    public int stride() {
        return stride;
    }

    /** {@return the length of the padded arrays a board allocates; every point index is below it} */
    public int length() {
        return length;
    }

    /** {@return the number of points on the board, width times height} */
    public int area() {
        return width * height;
    }

    /** {@return the on-board points, top-left to bottom-right, row by row; shared, so do not modify it} */
    public int[] points() {
        return points;
    }

    /**
     * The point index of a column and row.
     *
     * @param col the column, 0 at the left
     * @param row the row, 0 at the top
     * @return the point's index into the board's padded arrays
     * @throws IllegalArgumentException if the column or row is off the board
     */
    public int point(int col, int row) {
        if (col < 0 || col >= width || row < 0 || row >= height) {
            throw new IllegalArgumentException("(" + col + ", " + row + ") is off a " + describe() + " board");
        }
        return (row + 1) * stride + col + 1;
    }

    /**
     * Whether a column and row lie on the board.
     *
     * @param col the column, 0 at the left
     * @param row the row, 0 at the top
     * @return true if both are in range
     */
    public boolean isOnBoard(int col, int row) {
        return col >= 0 && col < width && row >= 0 && row < height;
    }

    /**
     * Whether an int is the index of a point on the board, not of the border or outside the arrays.
     *
     * @param p any int
     * @return true if {@code p} is an on-board point
     */
    public boolean isOnBoard(int p) {
        if (p <= 0 || p >= length) {
            return false;
        }
        int col = p % stride - 1;
        int row = p / stride - 1;
        return col >= 0 && row >= 0 && row < height;
    }

    /**
     * The column of a point.
     *
     * @param p an on-board point
     * @return its column, 0 at the left
     */
    public int col(int p) {
        return p % stride - 1;
    }

    /**
     * The row of a point.
     *
     * @param p an on-board point
     * @return its row, 0 at the top
     */
    public int row(int p) {
        return p / stride - 1;
    }

    /**
     * How far a point is from the nearest edge.
     *
     * @param p an on-board point
     * @return its line counted from the nearest edge, less one: 0 on the edge, 2 on the third line
     */
    public int edgeDistance(int p) {
        int col = col(p);
        int row = row(p);
        return Math.min(Math.min(col, width - 1 - col), Math.min(row, height - 1 - row));
    }

    /**
     * The GTP name of a point.
     *
     * @param p an on-board point
     * @return the vertex, such as {@code D4}: column letters skip I, row 1 is the bottom
     */
    public String toGtp(int p) {
        return String.valueOf(COLUMN_LETTERS.charAt(col(p))) + (height - row(p));
    }

    /**
     * Parses a GTP vertex.
     *
     * @param vertex a vertex such as {@code D4} or {@code q16}: a column letter (no I) and a row number
     * @return its point
     * @throws IllegalArgumentException quoting the text ({@link Quote}) and the board's columns and rows, if it is not a
     *     vertex or lies off the board
     */
    public int parseGtp(String vertex) {
        String v = vertex.trim().toUpperCase(Locale.ROOT);
        if (v.length() < 2 || v.length() > 3) {
            throw new IllegalArgumentException(Quote.quote(vertex) + " is not a vertex (expected a letter and a number, such as D4)");
        }
        int col = COLUMN_LETTERS.indexOf(v.charAt(0));
        if (col < 0) {
            throw new IllegalArgumentException(Quote.quote(vertex) + " is not a vertex: the column must be a letter A to Z without I");
        }
        for (int i = 1; i < v.length(); i++) {
            // Digits only: Integer.parseInt would also take a sign, so "A+1" would pass as A1.
            if (v.charAt(i) < '0' || v.charAt(i) > '9') {
                throw new IllegalArgumentException(Quote.quote(vertex) + " is not a vertex (expected a letter and a number, such as D4)");
            }
        }
        int number = Integer.parseInt(v.substring(1));
        if (col >= width || number < 1 || number > height) {
            throw new IllegalArgumentException(Quote.quote(vertex) + " is off the " + describe() + " board (columns A to "
                    + COLUMN_LETTERS.charAt(width - 1) + ", rows 1 to " + height + ")");
        }
        return point(col, height - number);
    }

    /**
     * The SGF name of a point.
     *
     * @param p an on-board point
     * @return two letters, column then row, {@code aa} at the top left; {@code A} to {@code Z} follow
     *     {@code z}
     */
    public String toSgf(int p) {
        return "" + (char) ('a' + col(p)) + (char) ('a' + row(p));
    }

    /**
     * Parses an SGF point.
     *
     * @param text two letters such as {@code dd}, column then row
     * @return its point
     * @throws IllegalArgumentException quoting the text, if it is not two letters or lies off the board
     */
    public int parseSgf(String text) {
        if (text.length() != 2) {
            throw new IllegalArgumentException("'" + text + "' is not an SGF point (expected two letters such as dd)");
        }
        int col = sgfCoordinate(text.charAt(0));
        int row = sgfCoordinate(text.charAt(1));
        if (col < 0 || row < 0 || !isOnBoard(col, row)) {
            throw new IllegalArgumentException("SGF point '" + text + "' is off the " + describe() + " board");
        }
        return point(col, row);
    }

    private static int sgfCoordinate(char c) {
        if (c >= 'a' && c <= 'z') {
            return c - 'a';
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 26;
        }
        return -1;
    }

    /**
     * The column letter GTP uses.
     *
     * @param col a column index, 0 to 24
     * @return its letter, {@code A} to {@code Z} without {@code I}
     */
    public static char columnLetter(int col) {
        return COLUMN_LETTERS.charAt(col);
    }

    /** {@return the size as people write it: {@code 19x19}, or {@code 9x7} for a rectangle} */
    public String describe() {
        return width + "x" + height;
    }

    @Override
    public String toString() {
        return "Geometry " + describe();
    }
}
