package org.tengen.core.sgf;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.tengen.core.Geometry;
import org.tengen.core.Move;

/** Points as SGF writes them: {@code dd}, lists and compressed rectangles {@code aa:cc}, and moves. */
public final class SgfPoints {
    private SgfPoints() {
    }

    /**
     * The points of a point-list property (AB, AW, AE, TB, TW, markup), compressed rectangles expanded,
     * each point once, in the order written.
     *
     * @param property the property; an empty value is an empty list
     * @param geometry the board the points lie on
     * @return the points
     * @throws SgfException at the property, for a value that is not a point of the board
     */
    public static int[] points(SgfProperty property, Geometry geometry) {
        List<Integer> points = new ArrayList<>();
        boolean[] seen = new boolean[geometry.length()];
        expand(property, geometry, p -> {
            if (!seen[p]) {
                seen[p] = true;
                points.add(p);
            }
        });
        return points.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The points a point list names more than once ({@code AB[aa][aa]}, {@code AB[aa:cc][bb]}), each once.
     *
     * @throws SgfException at the property, for a value that is not a point of the board
     */
    static int[] repeated(SgfProperty property, Geometry geometry) {
        List<Integer> repeated = new ArrayList<>();
        byte[] times = new byte[geometry.length()];
        expand(property, geometry, p -> {
            if (times[p] < 2 && ++times[p] == 2) {
                repeated.add(p);
            }
        });
        return repeated.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Every point the values name, compressed rectangles expanded, repeats included, in the order written. */
    private static void expand(SgfProperty property, Geometry geometry, IntConsumer each) {
        for (String v : property.values()) {
            String value = v.trim();
            if (value.isEmpty()) {
                continue; // an empty list, as FF[4] writes "no points"
            }
            String[] corners = SgfText.splitCompose(value);
            if (corners == null) {
                each.accept(point(property, value, geometry));
                continue;
            }
            int a = point(property, corners[0].trim(), geometry);
            int b = point(property, corners[1].trim(), geometry);
            int left = Math.min(geometry.col(a), geometry.col(b));
            int right = Math.max(geometry.col(a), geometry.col(b));
            int top = Math.min(geometry.row(a), geometry.row(b));
            int bottom = Math.max(geometry.row(a), geometry.row(b));
            for (int row = top; row <= bottom; row++) {
                for (int col = left; col <= right; col++) {
                    each.accept(geometry.point(col, row));
                }
            }
        }
    }

    /**
     * Reads one point of a property.
     *
     * @param property the property the value belongs to, for the error's place
     * @param value an SGF point such as {@code dd}
     * @param geometry the board the point lies on
     * @return the point
     * @throws SgfException at the property, if the value is not a point of the board
     */
    public static int point(SgfProperty property, String value, Geometry geometry) {
        try {
            return geometry.parseSgf(value);
        } catch (IllegalArgumentException e) {
            throw SgfException.at(property, property.id() + "[" + value + "]: " + e.getMessage());
        }
    }

    /**
     * Reads the move of a B or W property.
     *
     * @param property the B or W property
     * @param geometry the board
     * @return a pass for {@code []} (and {@code [tt]} up to 19x19), else a play at the point
     * @throws SgfException at the property, if it has several values or its value is not a point of the board
     */
    public static Move move(SgfProperty property, Geometry geometry) {
        if (property.values().size() != 1) {
            throw SgfException.at(property, property.id() + " has " + property.values().size() + " values; a move has one");
        }
        String value = property.value().trim();
        if (value.isEmpty() || (value.equals("tt") && geometry.width() <= 19 && geometry.height() <= 19)) {
            return Move.PASS;
        }
        return Move.play(point(property, value, geometry));
    }

    /**
     * Writes a move as the value of B or W.
     *
     * @param move a play or a pass
     * @param geometry the board
     * @return the point such as {@code dd}, or the empty value for a pass
     * @throws IllegalArgumentException for a resignation, which SGF writes in RE, not as a move
     */
    public static String value(Move move, Geometry geometry) {
        if (move instanceof Move.Play) {
            return geometry.toSgf(((Move.Play) move).point());
        }
        if (move instanceof Move.Pass) {
            return "";
        }
        throw new IllegalArgumentException("a resignation is not an SGF move (it goes in RE)");
    }
}
