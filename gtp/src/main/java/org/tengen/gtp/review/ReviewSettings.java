package org.tengen.gtp.review;

import java.util.Locale;
import org.tengen.engine.Clock;

/**
 * How a game is reviewed: the search's budget for each position (at most {@code playouts}, at most
 * {@code seconds}; either may be unlimited, not both), its threads and seed, and the mistake thresholds. With
 * one thread, a seed and no time limit, a review is the same every run.
 *
 * @param playouts   the most playouts a position, or {@link Integer#MAX_VALUE} for no limit
 * @param seconds    the most seconds a position, or 0 for no limit
 * @param threads    the search's threads
 * @param seed       the search's seed
 * @param thresholds the win-rate drops that make inaccuracies, mistakes and blunders
 */
public record ReviewSettings(int playouts, double seconds, int threads, long seed, MistakeThresholds thresholds) {
    /** The default playouts a position: with {@link #DEFAULT_SECONDS}, a 250-move 19x19 game in a few minutes on two cores. */
    public static final int DEFAULT_PLAYOUTS = 2000;
    /** The default time cap a position, in seconds. */
    public static final double DEFAULT_SECONDS = 1.0;

    public ReviewSettings {
        if (playouts < 1) {
            throw new IllegalArgumentException("the playouts a position must be 1 or more, not " + playouts);
        }
        if (!(seconds >= 0 && seconds <= 86_400)) {
            throw new IllegalArgumentException("the seconds a position must be above 0 (0: no limit), not " + seconds);
        }
        if (playouts == Integer.MAX_VALUE && seconds == 0) {
            throw new IllegalArgumentException("a review needs a budget: playouts, seconds or both");
        }
        if (threads < 1 || threads > 256) {
            throw new IllegalArgumentException("the threads must be 1 to 256, not " + threads);
        }
    }

    /** {@return the defaults: {@link #DEFAULT_PLAYOUTS} or {@link #DEFAULT_SECONDS} a position, one thread, seed 1} */
    public static ReviewSettings defaults() {
        return new ReviewSettings(DEFAULT_PLAYOUTS, DEFAULT_SECONDS, 1, 1, MistakeThresholds.DEFAULT);
    }

    /** {@return the time cap in nanoseconds, or {@link Clock#NO_LIMIT}} */
    public long nanos() {
        return seconds == 0 ? Clock.NO_LIMIT : Clock.nanos(seconds);
    }

    /** {@return the budget for people: {@code 2000 playouts or 1 s a position, 1 thread}} */
    public String describe() {
        String p = playouts == Integer.MAX_VALUE ? null : playouts + " playouts";
        String s = seconds == 0 ? null : String.format(Locale.ROOT, "%s s", trim(seconds));
        String budget = p == null ? s : s == null ? p : p + " or " + s;
        return budget + " a position, " + threads + (threads == 1 ? " thread" : " threads");
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
