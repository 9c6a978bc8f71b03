package org.tengen.core;

/**
 * The random 64-bit keys of the incremental position hash: one per colour and point index, shared by
 * every board size (a hash is only ever compared with hashes of the same size), and one for the side to
 * move.
 */
final class Zobrist {
    private static final int MAX_LENGTH = (Geometry.MAX_SIZE + 2) * (Geometry.MAX_SIZE + 1) + 1;

    /** {@code KEYS[code][point]} for codes 1 (black) and 2 (white). */
    static final long[][] KEYS = new long[3][MAX_LENGTH];
    /** Mixed into a situational hash when White is to move. */
    static final long WHITE_TO_MOVE;

    static {
        long state = 0x7E46E11L;
        for (int code = 1; code <= 2; code++) {
            for (int p = 0; p < MAX_LENGTH; p++) {
                state += 0x9E3779B97F4A7C15L;
                KEYS[code][p] = mix(state);
            }
        }
        state += 0x9E3779B97F4A7C15L;
        WHITE_TO_MOVE = mix(state);
    }

    private Zobrist() {
    }

    /** SplitMix64's finaliser: a fixed, well-spread key for each counter value. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    static long sideKey(Stone toMove) {
        return toMove == Stone.WHITE ? WHITE_TO_MOVE : 0L;
    }
}
