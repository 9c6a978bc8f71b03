package org.tengen.core;

/** How a finished game is counted. */
public enum ScoringRule {
    /** Stones on the board plus empty points that reach only that colour (Tromp-Taylor, Chinese). */
    AREA,
    /** Empty points surrounded by one colour plus prisoners (Japanese, Korean). */
    TERRITORY,
    /** Stones on the board only. */
    STONES
}
