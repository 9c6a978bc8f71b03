package org.tengen.engine.features;

import static org.tengen.engine.features.FeatureGroup.*;

import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.engine.Atari;
import org.tengen.engine.Ladder;

/**
 * The features of one candidate move, as {@link FeatureKey}s written into a caller's buffer: no allocation
 * per call. One extractor per thread (it keeps a ladder reader's scratch board and per-size tables).
 *
 * <p>A move is a point on the board, {@link #PASS}, or for the moves before it also {@link #NO_MOVE} (none:
 * the start of the game). Keys come in a fixed order, at most {@link #MAX_FEATURES} of them: PATTERN3, the
 * spatial patterns from radius 3 up to 10, EDGE, then whichever of DIST_PREV, DIST_PREV2, CAPTURE, ESCAPE,
 * ATARI, SELF_ATARI apply. A pass has the one feature PASS.
 */
public final class FeatureExtractor {
    /** The most keys one candidate gets. */
    public static final int MAX_FEATURES = 16;
    /** No move: before the first move of a game. */
    public static final int NO_MOVE = Geometry.NO_POINT;
    /** A pass, as a move before the candidate or as the candidate. */
    public static final int PASS = -1;

    /** STATE[mover][board colour]: the spatial state of a point from the mover's point of view. */
    private static final int[][] STATE = {
        {},
        {SpatialPatterns.EMPTY, SpatialPatterns.OWN, SpatialPatterns.OPPONENT, SpatialPatterns.OFF_BOARD},
        {SpatialPatterns.EMPTY, SpatialPatterns.OPPONENT, SpatialPatterns.OWN, SpatialPatterns.OFF_BOARD},
    };

    private final Ladder ladder = new Ladder();
    private Geometry geometry;
    /** The point offset of each spatial offset, for the current geometry. */
    private int[] delta;

    /**
     * Writes the features of {@code mover} playing the empty point {@code p}, which must be legal.
     *
     * @param board the position before the move; not changed
     * @param mover {@link Board#BLACK} or {@link Board#WHITE}
     * @param p the candidate point
     * @param last the last move: a point, {@link #PASS} or {@link #NO_MOVE}
     * @param beforeLast the move before it, likewise
     * @param out the buffer, with room for {@link #MAX_FEATURES} keys from {@code at}
     * @param at where to write the first key
     * @return how many keys were written
     */
    public int extract(Board board, int mover, int p, int last, int beforeLast, long[] out, int at) {
        prepare(board.geometry());
        int n = at;
        out[n++] = FeatureKey.of(PATTERN3, Pattern3.code(board, p, mover));
        n = spatial(board, mover, p, out, n);
        int col = geometry.col(p);
        int row = geometry.row(p);
        out[n++] = FeatureKey.of(EDGE, Math.min(geometry.edgeDistance(p) + 1, EDGE_FAR));
        if (last > 0) {
            out[n++] = FeatureKey.of(DIST_PREV, distance(col, row, last));
        }
        if (beforeLast > 0) {
            out[n++] = FeatureKey.of(DIST_PREV2, distance(col, row, beforeLast));
        }
        n = tactics(board, mover, p, last, out, n);
        return n - at;
    }

    /**
     * Writes the one feature of a pass.
     *
     * @param last the last move: a point, {@link #PASS} or {@link #NO_MOVE}
     * @return how many keys were written: 1
     */
    public static int extractPass(int last, long[] out, int at) {
        out[at] = FeatureKey.of(FeatureGroup.PASS, last == PASS ? PASS_AFTER_PASS : PASS_AFTER_MOVE);
        return 1;
    }

    /** {@return the gridcular distance from (col, row) to point {@code q}, capped at {@link FeatureGroup#DIST_FAR}} */
    private int distance(int col, int row, int q) {
        return Math.min(SpatialPatterns.distance(col - geometry.col(q), row - geometry.row(q)), DIST_FAR);
    }

    /** The spatial pattern keys of radius 3 to 10, in that order. */
    private int spatial(Board board, int mover, int p, long[] out, int n) {
        int[] state = STATE[mover];
        long[] keys = SpatialPatterns.KEYS;
        int[] end = SpatialPatterns.END;
        int col = geometry.col(p);
        int row = geometry.row(p);
        boolean inside = geometry.edgeDistance(p) >= SpatialPatterns.REACH;
        long h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0;
        int i = 0;
        for (int d = 1; d <= SpatialPatterns.MAX_D; d++) {
            for (; i < end[d]; i++) {
                int s;
                if (inside || geometry.isOnBoard(col + SpatialPatterns.DX[i], row + SpatialPatterns.DY[i])) {
                    s = state[board.at(p + delta[i])];
                } else {
                    s = SpatialPatterns.OFF_BOARD;
                }
                int k = (i * 4 + s) * Symmetry.COUNT;
                h0 ^= keys[k];
                h1 ^= keys[k + 1];
                h2 ^= keys[k + 2];
                h3 ^= keys[k + 3];
                h4 ^= keys[k + 4];
                h5 ^= keys[k + 5];
                h6 ^= keys[k + 6];
                h7 ^= keys[k + 7];
            }
            if (d >= FeatureGroup.MIN_SPATIAL) {
                long min = Math.min(Math.min(Math.min(h0, h1), Math.min(h2, h3)), Math.min(Math.min(h4, h5), Math.min(h6, h7)));
                out[n++] = FeatureKey.of(FeatureGroup.spatial(d), min >>> 8); // the top 56 bits
            }
        }
        return n;
    }

    /** CAPTURE, ESCAPE, ATARI and SELF_ATARI, each when it applies. */
    private int tactics(Board board, int mover, int p, int last, long[] out, int n) {
        int s = geometry.stride();
        int opponent = mover ^ 3;
        int capture = 0;
        int escapeFrom = 0;
        int atari = 0;
        boolean nextToOwn = false;
        int seen0 = 0;
        int seen1 = 0;
        int seen2 = 0;
        for (int j = 0; j < 4; j++) {
            int q = neighbour(p, j, s);
            int v = board.at(q);
            if (v == mover) {
                nextToOwn = true;
                if (board.liberties(q) == 1 && escapeFrom == 0) {
                    escapeFrom = q;
                }
            } else if (v == opponent) {
                int h = board.chainHead(q);
                if (h == seen0 || h == seen1 || h == seen2) {
                    continue;
                }
                if (j == 0) {
                    seen0 = h;
                } else if (j == 1) {
                    seen1 = h;
                } else {
                    seen2 = h;
                }
                int libs = board.liberties(q);
                if (libs == 1) {
                    capture = Math.max(capture, captureKind(board, mover, q, last));
                } else if (libs == 2) {
                    int kind = ladder.ataried(board, p, mover, q) ? 3 : board.koPoint() != 0 ? 2 : 1;
                    atari = Math.max(atari, kind);
                }
            }
        }
        if (capture > 0) {
            out[n++] = FeatureKey.of(CAPTURE, capture == 3 ? CAPTURE_SAVES : capture == 2 ? CAPTURE_LAST_MOVE : CAPTURE_OTHER);
        }
        if (escapeFrom != 0) {
            boolean caught = ladder.extensionIsCaptured(board, p, mover, escapeFrom);
            out[n++] = FeatureKey.of(ESCAPE, caught ? ESCAPE_INTO_LADDER : ESCAPE_REAL);
        }
        if (atari > 0) {
            out[n++] = FeatureKey.of(ATARI, atari == 3 ? ATARI_LADDER : atari == 2 ? ATARI_KO : ATARI_OTHER);
        }
        if (capture == 0 && Atari.libertiesAfter(board, p, mover) < 2) {
            out[n++] = FeatureKey.of(SELF_ATARI, nextToOwn ? SELF_ATARI_CHAIN : SELF_ATARI_STONE);
        }
        return n;
    }

    /** 3: the chain at {@code q} (in atari) touches a chain of the mover's in atari; 2: it holds the last move; 1: other. */
    private static int captureKind(Board board, int mover, int q, int last) {
        int s = board.geometry().stride();
        int r = q;
        do {
            for (int j = 0; j < 4; j++) {
                int e = neighbour(r, j, s);
                if (board.at(e) == mover && board.liberties(e) == 1) {
                    return 3;
                }
            }
            r = board.nextInChain(r);
        } while (r != q);
        boolean holdsLast = last > 0 && board.at(last) == (mover ^ 3) && board.chainHead(last) == board.chainHead(q);
        return holdsLast ? 2 : 1;
    }

    private static int neighbour(int p, int j, int s) {
        return switch (j) {
            case 0 -> p - s;
            case 1 -> p - 1;
            case 2 -> p + 1;
            default -> p + s;
        };
    }

    private void prepare(Geometry g) {
        if (g == geometry) {
            return;
        }
        geometry = g;
        delta = new int[SpatialPatterns.DX.length];
        for (int i = 0; i < delta.length; i++) {
            delta[i] = SpatialPatterns.DY[i] * g.stride() + SpatialPatterns.DX[i];
        }
    }
}
