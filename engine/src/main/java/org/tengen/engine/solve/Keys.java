package org.tengen.engine.solve;

/**
 * The solver's own 64-bit keys, fixed for ever (a saved table's keys depend on them; change them and
 * bump {@link SolvedTable#VERSION}): one per colour and cell for the position hash that symmetries map,
 * one for White to move, one for a pending pass, and the mixing that turns the set of positions on the
 * line of play into one key.
 */
final class Keys {
    static final int MAX_CELLS = 30;
    /** CELL[code][cell] for codes 1 (black) and 2 (white). */
    static final long[][] CELL = new long[3][MAX_CELLS];
    static final long WHITE_TO_MOVE;
    static final long PASS_PENDING;
    /** Mixed into a table key when White is to move (the position hash carries the side only under situational superko). */
    static final long TABLE_WHITE;
    /** Mixed into a superko key (the core's stone hash) when White is to move, under situational superko. */
    static final long SUPERKO_WHITE;

    static {
        long state = 0x5017E5L;
        for (int code = 1; code <= 2; code++) {
            for (int i = 0; i < MAX_CELLS; i++) {
                state += 0x9E3779B97F4A7C15L;
                CELL[code][i] = mix(state);
            }
        }
        state += 0x9E3779B97F4A7C15L;
        WHITE_TO_MOVE = mix(state);
        state += 0x9E3779B97F4A7C15L;
        PASS_PENDING = mix(state);
        state += 0x9E3779B97F4A7C15L;
        TABLE_WHITE = mix(state);
        state += 0x9E3779B97F4A7C15L;
        SUPERKO_WHITE = mix(state);
    }

    private Keys() {
    }

    /** SplitMix64's finaliser. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The term one position (its symmetric hash, with the side to move under situational superko) adds to a path key. */
    static long pathTerm(long positionHash) {
        return mix(positionHash ^ 0x2545F4914F6CDD1DL);
    }

    /** The table key of a position hash and the path key of the line that reached it. */
    static long combine(long positionHash, long pathKey) {
        long k = mix(positionHash ^ Long.rotateLeft(pathKey, 29));
        return k == 0 ? 1 : k;
    }
}
