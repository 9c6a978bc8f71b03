package org.tengen.engine.features;

/**
 * The groups of move features. A candidate move has at most one feature of each group, so the learner's
 * generalized Bradley-Terry model (Coulom 2007) can update one group at a time. Each group has a stable tag,
 * written into every {@link FeatureKey}: never renumber one, since learned weights files are keyed by it.
 */
public enum FeatureGroup {
    /** The pass. Values {@link #PASS_AFTER_MOVE} (the last move was a play, or there was none) and {@link #PASS_AFTER_PASS}. */
    PASS(1),
    /**
     * Captures an opponent chain. Values: {@link #CAPTURE_SAVES} (a captured chain touches a chain of the
     * mover's in atari), {@link #CAPTURE_LAST_MOVE} (it takes the stone just played), {@link #CAPTURE_OTHER}.
     */
    CAPTURE(2),
    /**
     * Extends a chain of the mover's out of atari (plays its last liberty). Values {@link #ESCAPE_REAL} and
     * {@link #ESCAPE_INTO_LADDER} (the chain stays in atari or is caught by a ladder: the ladder reader says so).
     */
    ESCAPE(3),
    /**
     * Puts an opponent chain in atari. Values {@link #ATARI_LADDER} (a ladder then captures it),
     * {@link #ATARI_KO} (there is a ko on the board), {@link #ATARI_OTHER}.
     */
    ATARI(4),
    /** Leaves the new stone's chain with one liberty, capturing nothing. Values {@link #SELF_ATARI_STONE} (a lone stone) and {@link #SELF_ATARI_CHAIN}. */
    SELF_ATARI(5),
    /** Gridcular distance |dx|+|dy|+max(|dx|,|dy|) to the last move: 2..16, and 17 for 17 or more. Absent after a pass or at the start. */
    DIST_PREV(6),
    /** The same distance to the move before the last (the mover's own previous move). */
    DIST_PREV2(7),
    /** The line the move is on, counted from the nearest edge: 1..4, and 5 for the fifth line or beyond. */
    EDGE(8),
    /** The canonical 3x3 pattern: the 8 neighbours' colours and their chains' liberties (see {@link Pattern3}). */
    PATTERN3(9),
    /** The spatial pattern of every point at gridcular distance 3 or less (the 13-point diamond); a 56-bit hash. */
    PATTERN_D3(19),
    /** Spatial pattern, gridcular distance 4 or less (21 points). */
    PATTERN_D4(20),
    /** Spatial pattern, gridcular distance 5 or less. */
    PATTERN_D5(21),
    /** Spatial pattern, gridcular distance 6 or less. */
    PATTERN_D6(22),
    /** Spatial pattern, gridcular distance 7 or less. */
    PATTERN_D7(23),
    /** Spatial pattern, gridcular distance 8 or less. */
    PATTERN_D8(24),
    /** Spatial pattern, gridcular distance 9 or less. */
    PATTERN_D9(25),
    /** Spatial pattern, gridcular distance 10 or less. */
    PATTERN_D10(26);

    public static final int PASS_AFTER_MOVE = 1;
    public static final int PASS_AFTER_PASS = 2;
    public static final int CAPTURE_SAVES = 1;
    public static final int CAPTURE_LAST_MOVE = 2;
    public static final int CAPTURE_OTHER = 3;
    public static final int ESCAPE_REAL = 1;
    public static final int ESCAPE_INTO_LADDER = 2;
    public static final int ATARI_LADDER = 1;
    public static final int ATARI_KO = 2;
    public static final int ATARI_OTHER = 3;
    public static final int SELF_ATARI_STONE = 1;
    public static final int SELF_ATARI_CHAIN = 2;
    /** The distance value that stands for 17 or more. */
    public static final int DIST_FAR = 17;
    /** The edge value that stands for the fifth line or beyond. */
    public static final int EDGE_FAR = 5;

    /** The smallest and largest gridcular radius of a spatial pattern group. */
    public static final int MIN_SPATIAL = 3;
    public static final int MAX_SPATIAL = 10;

    private static final FeatureGroup[] BY_TAG = new FeatureGroup[256];

    static {
        for (FeatureGroup g : values()) {
            BY_TAG[g.tag] = g;
        }
    }

    private final int tag;

    FeatureGroup(int tag) {
        this.tag = tag;
    }

    /** {@return the group's stable tag, 1 to 255, the top byte of its keys} */
    public int tag() {
        return tag;
    }

    /** {@return the group with this tag, or {@code null} if none has it} */
    public static FeatureGroup ofTag(int tag) {
        return tag > 0 && tag < BY_TAG.length ? BY_TAG[tag] : null;
    }

    /** {@return the spatial pattern group of gridcular radius {@code d}, {@value #MIN_SPATIAL} to {@value #MAX_SPATIAL}} */
    public static FeatureGroup spatial(int d) {
        if (d < MIN_SPATIAL || d > MAX_SPATIAL) {
            throw new IllegalArgumentException("spatial pattern radius " + d + " is not in " + MIN_SPATIAL + ".." + MAX_SPATIAL);
        }
        return BY_TAG[PATTERN_D3.tag + d - MIN_SPATIAL];
    }

    /** {@return whether this is a spatial pattern group, whose values are hashes rather than small numbers} */
    public boolean isSpatial() {
        return tag >= PATTERN_D3.tag && tag <= PATTERN_D10.tag;
    }
}
