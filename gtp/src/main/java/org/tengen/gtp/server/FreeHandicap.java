package org.tengen.gtp.server;

import java.util.Arrays;
import org.tengen.core.Geometry;
import org.tengen.core.Handicap;

/**
 * Where {@code place_free_handicap} puts its stones. GTP v2 lets the engine choose any number from 2 up (and a
 * board keeps at least one point empty); it may place fewer only when fewer could not lose, which tengen never
 * claims, so every stone asked for is placed. Up to the largest fixed handicap of the board they are the
 * stones of {@code fixed_handicap}; each further stone goes where it is farthest from the stones already
 * placed and from the edge, so the stones spread over the board as handicap stones do.
 */
final class FreeHandicap {
    private FreeHandicap() {
    }

    /** The most stones a free handicap can have on {@code g}: every point but one. */
    static int max(Geometry g) {
        return g.area() - 1;
    }

    /**
     * The points of {@code stones} handicap stones, 2 to {@link #max}.
     *
     * @return distinct on-board points, the fixed handicap's first
     */
    static int[] place(Geometry g, int stones) {
        if (stones < 2 || stones > max(g)) {
            throw new IllegalArgumentException("a free handicap of " + stones + " stones is not possible on " + g.describe());
        }
        int fixed = Math.min(stones, Handicap.maxFixed(g));
        int[] points = new int[stones];
        int n = 0;
        if (fixed >= 2) {
            for (int p : Handicap.fixed(g, fixed)) {
                points[n++] = p;
            }
        }
        // far[p]: how far p is from the nearest stone placed and, counting double, from the edge; -1 when taken.
        int[] far = new int[g.length()];
        Arrays.fill(far, -1);
        for (int p : g.points()) {
            far[p] = 2 * (g.edgeDistance(p) + 1);
        }
        for (int i = 0; i < n; i++) {
            mark(g, far, points[i]);
        }
        while (n < stones) {
            int best = -1;
            for (int p : g.points()) { // the farthest point; on a tie the one farther from the edge, then board order
                if (far[p] >= 0 && (best < 0 || far[p] > far[best]
                        || (far[p] == far[best] && g.edgeDistance(p) > g.edgeDistance(best)))) {
                    best = p;
                }
            }
            points[n++] = best;
            mark(g, far, best);
        }
        return points;
    }

    /** A stone on {@code s}: no point is farther from the stones than from it. */
    private static void mark(Geometry g, int[] far, int s) {
        for (int p : g.points()) {
            if (far[p] >= 0) {
                int d = Math.abs(g.col(p) - g.col(s)) + Math.abs(g.row(p) - g.row(s));
                far[p] = Math.min(far[p], d);
            }
        }
        far[s] = -1;
    }
}
