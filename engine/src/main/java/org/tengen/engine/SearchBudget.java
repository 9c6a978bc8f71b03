package org.tengen.engine;

/**
 * How long the search thinks about a move: at most {@code playouts} playouts and {@code nanos}. A time
 * limit from the game clock caps the time; a budget that {@code yieldsToClock} (the default, which the user
 * didn't choose) gives way to the clock entirely, so a controller's time settings are used in full.
 */
public record SearchBudget(int playouts, long nanos, boolean yieldsToClock) {
    /** The level of {@code tengen gtp} and {@code tengen play} when none is given: a few seconds a move on 19x19. */
    public static final int DEFAULT_LEVEL = 8;

    public SearchBudget {
        if (playouts < 1 || nanos < 1) {
            throw new IllegalArgumentException("a search budget needs at least one playout and some time");
        }
    }

    /** A level's playouts and time cap. */
    public static SearchBudget of(Level level) {
        return new SearchBudget(level.playouts(), Clock.nanos(level.maxSeconds()), false);
    }

    /** Playouts, seconds or both (whichever ends first); null for no limit of that kind, but not both null. */
    public static SearchBudget of(Integer playouts, Double seconds) {
        if (playouts == null && seconds == null) {
            throw new IllegalArgumentException("a search budget needs playouts or seconds");
        }
        return new SearchBudget(playouts != null ? playouts : Integer.MAX_VALUE,
                seconds != null ? Clock.nanos(seconds) : Clock.NO_LIMIT, false);
    }

    /** The default level, which a clock's time limit replaces. */
    public static SearchBudget byDefault() {
        SearchBudget level = of(Level.of(DEFAULT_LEVEL));
        return new SearchBudget(level.playouts(), level.nanos(), true);
    }

    /** This budget under a time limit of the clock ({@link Clock#NO_LIMIT} for none). */
    public SearchBudget within(long limitNanos) {
        if (limitNanos == Clock.NO_LIMIT) {
            return this;
        }
        long t = Math.max(1, limitNanos);
        return yieldsToClock ? new SearchBudget(Integer.MAX_VALUE, t, false)
                : new SearchBudget(playouts, Math.min(nanos, t), false);
    }
}
