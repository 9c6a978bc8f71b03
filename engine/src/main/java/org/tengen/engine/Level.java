package org.tengen.engine;

/**
 * Playing strength from 1 (weakest) to 10 (strongest) as a search budget: a playout count, with a time cap
 * so that large boards stay responsive. Each level roughly doubles the playouts of the one below.
 */
public record Level(int level, int playouts, double maxSeconds) {
    private static final int[] PLAYOUTS = {50, 150, 400, 1000, 2000, 4000, 8000, 15000, 30000, 60000};

    public static final int MIN = 1;
    public static final int MAX = 10;

    /** The budget of {@code level}, from {@link #MIN} to {@link #MAX}; fails with the range otherwise. */
    public static Level of(int level) {
        if (level < MIN || level > MAX) {
            throw new IllegalArgumentException("level " + level + " is out of range (expected " + MIN + " to " + MAX + ")");
        }
        return new Level(level, PLAYOUTS[level - 1], level * 1.5);
    }
}
