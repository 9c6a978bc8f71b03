package org.tengen.gtp.match;

import org.tengen.core.Stone;

/**
 * The referee's clock of one game with main time: each side has {@code main} for the game, then, with a
 * {@code period}, that much for every move after it (Canadian byo-yomi of one stone); without one, the
 * main time is all (absolute time). It charges each side's moves as the match measured them, tells the
 * engines their time left as GTP's {@code time_left}, and says who ran out. Pure arithmetic: it reads no time.
 */
final class MatchClock {
    private final long periodNanos;
    // Per colour (index Stone.code()): main time left, and whether the side is in byo-yomi.
    private final long[] left = new long[3];
    private final boolean[] overtime = new boolean[3];

    /** A clock of {@code mainNanos} (more than 0) each, then {@code periodNanos} a move (0 for none). */
    MatchClock(long mainNanos, long periodNanos) {
        if (mainNanos <= 0 || periodNanos < 0) {
            throw new IllegalArgumentException("a match clock needs main time and a period not negative");
        }
        this.periodNanos = periodNanos;
        left[1] = mainNanos;
        left[2] = mainNanos;
    }

    /**
     * Charges {@code stone} a move of {@code usedNanos}; false when it overran its time: the main time with no
     * byo-yomi after it, or the period of a move in byo-yomi.
     */
    boolean charge(Stone stone, long usedNanos) {
        int c = stone.code();
        if (!overtime[c]) {
            if (usedNanos <= left[c]) {
                left[c] -= usedNanos;
                return true;
            }
            usedNanos -= left[c]; // the main time ran out during this move, which is byo-yomi's first
            left[c] = 0;
            if (periodNanos == 0) {
                return false;
            }
            overtime[c] = true;
        }
        return usedNanos <= periodNanos;
    }

    /** The main time {@code stone} has left (0 in byo-yomi). */
    long left(Stone stone) {
        return left[stone.code()];
    }

    /**
     * GTP's {@code time_left} for {@code stone}, in whole seconds rounded down (GTP's times are whole): the main
     * time left and 0 stones; in byo-yomi, the period and its one stone.
     */
    String timeLeftCommand(Stone stone) {
        String color = stone == Stone.BLACK ? "black" : "white";
        if (overtime[stone.code()]) {
            return "time_left " + color + " " + periodNanos / 1_000_000_000L + " 1";
        }
        return "time_left " + color + " " + left[stone.code()] / 1_000_000_000L + " 0";
    }
}
