package org.tengen.core;

/** Points White receives for Black's handicap stones under area scoring. */
public enum HandicapBonus {
    /** Nothing. */
    ZERO,
    /** One point per handicap stone (Chinese). */
    N,
    /** One point per handicap stone after the first (AGA). */
    N_MINUS_ONE;

    /**
     * The bonus for a handicap.
     *
     * @param stones the number of handicap stones Black received, 0 for an even game
     * @return the points White receives: 0, {@code stones}, or {@code stones - 1} (0 for no handicap)
     */
    public int points(int stones) {
        switch (this) {
            case N: return stones;
            case N_MINUS_ONE: return Math.max(0, stones - 1);
            default: return 0;
        }
    }
}
