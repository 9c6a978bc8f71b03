package org.tengen.engine;

import org.tengen.core.Stone;

/**
 * A game clock as GTP describes it, and how long the next move may take. The settings are one of: no
 * limit, absolute time (sudden death), Canadian byo-yomi (after the main time, a period for a number of
 * stones) or Japanese byo-yomi (after the main time, a number of periods, each lost only by overrunning it).
 * Each side's state is what the controller last said with {@code time_left}, or, when it says nothing, what
 * the engine's own moves have used since ({@link #spent}).
 *
 * <p>The budget of a move ({@link #moveNanos}): absolute time is spread over an estimate of the moves left;
 * in main time the overtime's share of a move is added (a period per stone, or one Japanese period), since
 * a move that runs into overtime still has that; in overtime a Canadian period is spread over its stones
 * left, and a Japanese period is used up to just under its length. A lag margin is kept back each move for
 * the controller and the network. A move may take longer than its budget, up to {@link #maxMoveNanos}, only
 * while there is main time to borrow from. Pure arithmetic: nothing here reads the time.
 */
public final class Clock {
    /** The budget when there is no time limit. */
    public static final long NO_LIMIT = Long.MAX_VALUE;
    /** The lag margin unless told otherwise: what a controller on the same machine costs, with room to spare. */
    public static final long DEFAULT_LAG_NANOS = 100_000_000L;
    /** The least a move is given, however little time is left: a search needs a moment to answer at all. */
    static final long MIN_MOVE_NANOS = 1_000_000L;
    /** The fewest own moves ever assumed to be left, so the end of a game never takes a big slice of the clock. */
    static final int MIN_MOVES_LEFT = 10;
    /** A move that thinks longer takes at most this share (one over it) of the main time left. */
    static final int MAX_BANK_DIVISOR = 5;

    /** The time system. */
    public enum Kind { NONE, ABSOLUTE, CANADIAN, BYOYOMI }

    private final long lagNanos;
    private Kind kind = Kind.NONE;
    private long mainNanos;
    private long periodNanos;
    private int periodStones; // Canadian: stones per period; Japanese: the number of periods
    // Per colour (index Stone.code()): main time left, or time left in the current period in overtime.
    private final long[] left = new long[3];
    // Per colour: 0 in main time; in overtime the Canadian stones or the Japanese periods left.
    private final int[] overtime = new int[3];

    /** A clock with no limit and the default lag margin. */
    public Clock() {
        this(DEFAULT_LAG_NANOS);
    }

    /** A clock with no limit that keeps {@code lagNanos} back on every move. */
    public Clock(long lagNanos) {
        if (lagNanos < 0) {
            throw new IllegalArgumentException("the lag margin must not be negative");
        }
        this.lagNanos = lagNanos;
    }

    /** Seconds as nanoseconds, as GTP's times are seconds. */
    public static long nanos(double seconds) {
        return Math.round(seconds * 1e9);
    }

    public Kind kind() {
        return kind;
    }

    /** Whether a move has a time limit. */
    public boolean hasLimit() {
        return kind != Kind.NONE;
    }

    /** No time limit. */
    public void unlimited() {
        set(Kind.NONE, 0, 0, 0);
    }

    /** Sudden death: {@code main} for the whole game; none at all counts as no limit. */
    public void absolute(long main) {
        if (main == 0) {
            unlimited();
        } else {
            set(Kind.ABSOLUTE, main, 0, 0);
        }
    }

    /** Canadian byo-yomi: {@code main}, then {@code period} for each {@code stones} stones. */
    public void canadian(long main, long period, int stones) {
        if (period == 0 || stones == 0) {
            absolute(main);
        } else {
            set(Kind.CANADIAN, main, period, stones);
        }
    }

    /** Japanese byo-yomi: {@code main}, then {@code periods} periods of {@code period}. */
    public void byoyomi(long main, long period, int periods) {
        if (period == 0 || periods == 0) {
            absolute(main);
        } else {
            set(Kind.BYOYOMI, main, period, periods);
        }
    }

    /**
     * GTP's {@code time_settings main_time byo_yomi_time byo_yomi_stones}: Canadian byo-yomi; a byo-yomi time
     * with no stones means no limit (GTP v2, 4.2), no byo-yomi time means absolute time, and all zeros no limit.
     */
    public void gtpSettings(long main, long byoYomi, int stones) {
        if (byoYomi > 0 && stones == 0) {
            unlimited();
        } else {
            canadian(main, byoYomi, stones);
        }
    }

    private void set(Kind kind, long main, long period, int stones) {
        if (main < 0 || period < 0 || stones < 0) {
            throw new IllegalArgumentException("times and stones must not be negative");
        }
        this.kind = kind;
        this.mainNanos = main;
        this.periodNanos = period;
        this.periodStones = stones;
        restart();
    }

    /** A new game: both sides have the whole of their time again. */
    public void restart() {
        for (Stone s : Stone.values()) {
            int c = s.code();
            left[c] = mainNanos;
            overtime[c] = 0;
            if (mainNanos == 0 && kind != Kind.NONE && kind != Kind.ABSOLUTE) {
                startOvertime(c);
            }
        }
    }

    private void startOvertime(int c) {
        left[c] = periodNanos;
        overtime[c] = periodStones;
    }

    /**
     * GTP's {@code time_left COLOR TIME STONES}: with {@code stones} 0, {@code time} is the main time left
     * (absolute time: the time left); otherwise {@code time} is left in the current period, and
     * {@code stones} is the Canadian stones left in it or the Japanese periods left. Ignored without a time
     * limit, as some controllers send {@code time_left} 0 0 when there is none.
     */
    public void timeLeft(Stone stone, long time, int stones) {
        if (time < 0 || stones < 0) {
            throw new IllegalArgumentException("times and stones must not be negative");
        }
        int c = stone.code();
        if (kind == Kind.NONE) {
            return;
        }
        left[c] = time;
        overtime[c] = kind == Kind.ABSOLUTE ? 0 : stones;
    }

    /** What a move of {@code stone} used, counted by the engine itself where no {@code time_left} follows. */
    public void spent(Stone stone, long used) {
        int c = stone.code();
        switch (kind) {
            case NONE:
                return;
            case ABSOLUTE:
                left[c] = Math.max(0, left[c] - used);
                return;
            case CANADIAN:
                if (overtime[c] == 0) {
                    if (used <= left[c]) {
                        left[c] -= used;
                        return;
                    }
                    used -= left[c]; // the main time ran out during this move, which is the period's first stone
                    startOvertime(c);
                }
                left[c] = Math.max(0, left[c] - used);
                if (--overtime[c] == 0) {
                    startOvertime(c);
                }
                return;
            case BYOYOMI:
                if (overtime[c] == 0) {
                    if (used <= left[c]) {
                        left[c] -= used;
                        return;
                    }
                    used -= left[c];
                    startOvertime(c);
                }
                // Each period overrun is lost; the last one is kept, as the game is lost on time otherwise.
                overtime[c] = (int) Math.max(1, overtime[c] - used / periodNanos);
                left[c] = periodNanos;
                return;
            default:
                throw new AssertionError(kind);
        }
    }

    /** The time {@code stone} has in hand: main time left, or time left in the current period in overtime. */
    public long left(Stone stone) {
        return left[stone.code()];
    }

    /** 0 in main time; in overtime, the Canadian stones left in the period or the Japanese periods left. */
    public int overtimeLeft(Stone stone) {
        return overtime[stone.code()];
    }

    /**
     * The time the next move of {@code stone} should take, with {@code emptyPoints} empty points on the
     * board; {@link #NO_LIMIT} without a time limit.
     */
    public long moveNanos(Stone stone, int emptyPoints) {
        int c = stone.code();
        long available;
        switch (kind) {
            case NONE:
                return NO_LIMIT;
            case ABSOLUTE:
                available = left[c] / movesLeft(emptyPoints);
                break;
            case CANADIAN:
                available = overtime[c] > 0 ? left[c] / overtime[c]
                        : left[c] / movesLeft(emptyPoints) + periodNanos / periodStones;
                break;
            case BYOYOMI:
                available = overtime[c] > 0 ? left[c] : left[c] / movesLeft(emptyPoints) + periodNanos;
                break;
            default:
                throw new AssertionError(kind);
        }
        return lessLag(available);
    }

    /**
     * The most the next move of {@code stone} may take when the player chooses to think longer (on a move it
     * is unsure of): in absolute time and in main time before byo-yomi, up to a fifth of what is left of the
     * main time (a tenth is the most {@link #moveNanos} ever gives, at the floor of ten moves left), plus the
     * overtime's share as in {@link #moveNanos}, less the lag margin; never less than {@link #moveNanos}. In
     * overtime, where each move has its own time and no bank to borrow from, and without a time limit, it is
     * {@link #moveNanos}. What a longer move takes comes out of the main time, so later moves get less.
     */
    public long maxMoveNanos(Stone stone, int emptyPoints) {
        int c = stone.code();
        long normal = moveNanos(stone, emptyPoints);
        if (kind == Kind.NONE || overtime[c] > 0) {
            return normal;
        }
        long overtimeShare = switch (kind) {
            case CANADIAN -> periodNanos / periodStones;
            case BYOYOMI -> periodNanos;
            default -> 0;
        };
        return Math.max(normal, lessLag(left[c] / MAX_BANK_DIVISOR + overtimeShare));
    }

    /** {@code available} less the lag margin, which never takes more than half of it: a short period is kept mostly for thinking. */
    private long lessLag(long available) {
        return Math.max(MIN_MOVE_NANOS, available - Math.min(lagNanos, available / 2));
    }

    /**
     * The moves one side is likely still to play: about a third of the empty points (a game ends with
     * territory and dame left empty), never fewer than {@link #MIN_MOVES_LEFT}.
     */
    static int movesLeft(int emptyPoints) {
        return Math.max(MIN_MOVES_LEFT, (emptyPoints * 35 + 99) / 100);
    }
}
