package org.tengen.core;

/**
 * Fixed handicap placement, point for point the same as GNU Go 3.8's {@code fixed_handicap} (and the GTP
 * specification): star points on the third line up to 11x11 and on the fourth line from 12x12; at most
 * 9 stones on odd sizes from 9 up, at most 4 otherwise from 7 up, none below 7.
 */
public final class Handicap {
    private Handicap() {
    }

    /**
     * The largest fixed handicap a board takes.
     *
     * @param g the board
     * @return 9 on odd sizes from 9x9, 4 on other boards from 7x7, 0 below 7x7
     */
    public static int maxFixed(Geometry g) {
        int w = g.width();
        int h = g.height();
        if (w < 7 || h < 7) {
            return 0;
        }
        if (w % 2 == 1 && h % 2 == 1 && w >= 9 && h >= 9) {
            return 9;
        }
        return 4;
    }

    /**
     * Where fixed handicap stones go.
     *
     * @param g the board
     * @param stones how many: 2 to {@link #maxFixed(Geometry)}
     * @return their points, in GNU Go's order
     * @throws IllegalArgumentException if the board does not take that many, saying what it takes
     */
    public static int[] fixed(Geometry g, int stones) {
        int max = maxFixed(g);
        if (stones < 2 || stones > max) {
            throw new IllegalArgumentException("a fixed handicap of " + stones + " is not possible on "
                    + g.describe() + (max == 0 ? " (boards below 7x7 take none)" : " (expected 2 to " + max + ")"));
        }
        int dx = g.width() > 11 ? 3 : 2;
        int dy = g.height() > 11 ? 3 : 2;
        int left = dx;
        int right = g.width() - 1 - dx;
        int top = dy;
        int bottom = g.height() - 1 - dy;
        int midX = g.width() / 2;
        int midY = g.height() / 2;
        int[] result = new int[stones];
        int n = 0;
        result[n++] = g.point(right, top);
        result[n++] = g.point(left, bottom);
        if (stones >= 3) {
            result[n++] = g.point(left, top);
        }
        if (stones >= 4) {
            result[n++] = g.point(right, bottom);
        }
        if (stones >= 6) {
            result[n++] = g.point(left, midY);
            result[n++] = g.point(right, midY);
        }
        if (stones >= 8) {
            result[n++] = g.point(midX, top);
            result[n++] = g.point(midX, bottom);
        }
        if (stones % 2 == 1 && stones >= 5) {
            result[n++] = g.point(midX, midY);
        }
        return result;
    }
}
