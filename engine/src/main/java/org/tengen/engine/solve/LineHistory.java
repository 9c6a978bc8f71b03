package org.tengen.engine.solve;

/**
 * The questions the history rules ask of a line of play (each position's stones by ply, its superko key and its
 * Bloom bits) and of the game before the line's root, shared by the alpha-beta and the proof-number searches (see
 * {@link Searcher}: rule 2, and the static bounds' condition of {@link SafePoints}).
 */
final class LineHistory {
    private LineHistory() {
    }

    /** The two Bloom filter bits of a position's key (each search keys its filters its own way, consistently). */
    static long bloom(long key) {
        long h = Keys.mix(key);
        return 1L << (h & 63) | 1L << ((h >>> 6) & 63);
    }

    /**
     * Whether one of the first {@code count} positions of {@code stones} (one colour's stones by position) held a
     * stone in {@code region} together with every one of {@code walls}.
     */
    static boolean barred(int[] stones, int count, int region, int walls) {
        for (int i = 0; i < count; i++) {
            if ((stones[i] & region) != 0 && (stones[i] & walls) == walls) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether one of the first {@code count} positions may be one that a stored result's proof created: it agrees
     * with the node on every stone the proof kept ({@code kept}: Black's {@code keptBlack}, White's {@code
     * keptWhite}), is not the node's own position ({@code own}), and its Bloom bits lie in the proof's filter
     * {@code went}.
     */
    static boolean mayHaveCreated(int[] blacks, int[] whites, long[] keys, long[] blooms, int count, int kept,
                                  int keptBlack, int keptWhite, long own, long went) {
        for (int i = 0; i < count; i++) {
            if ((blacks[i] & kept) == keptBlack && (whites[i] & kept) == keptWhite && keys[i] != own
                    && (blooms[i] & ~went) == 0) {
                return true;
            }
        }
        return false;
    }
}
