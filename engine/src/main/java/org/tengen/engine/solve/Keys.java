package org.tengen.engine.solve;

/**
 * The solver's keys. A position of at most {@link #MAX_CELLS} points is its own key (two cell masks; see
 * {@link Searcher}), so nothing here is random; {@link #mix} only spreads keys over the table's buckets. A
 * change in how keys are made is a new {@link SolvedTable#VERSION}.
 */
final class Keys {
    static final int MAX_CELLS = 30;

    private Keys() {
    }

    /** SplitMix64's finaliser. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
