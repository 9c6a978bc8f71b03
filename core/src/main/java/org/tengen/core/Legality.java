package org.tengen.core;

/** Whether a move may be played, and if not, why. A value, so callers can tell a user the reason. */
public enum Legality {
    /** The move may be played. */
    LEGAL("legal"),
    /** The point is not on the board. */
    OFF_BOARD("off board"),
    /** A stone already stands on the point. */
    OCCUPIED("occupied"),
    /** The stone would leave its own chain without liberties, and the rules forbid that. */
    SUICIDE("suicide"),
    /** The stone would retake a ko at once: the point where a single stone was just captured. */
    KO("ko"),
    /** The stones would repeat an earlier position (positional or situational superko, by the rules). */
    SUPERKO("superko"),
    /** It is the other colour's turn. */
    WRONG_TURN("wrong turn"),
    /** The game has ended: by two passes, resignation or the move limit. */
    GAME_OVER("game over");

    private final String reason;

    Legality(String reason) {
        this.reason = reason;
    }

    /** {@return whether this is {@link #LEGAL}} */
    public boolean isLegal() {
        return this == LEGAL;
    }

    /** {@return a short lower-case reason, such as {@code occupied} or {@code superko}} */
    public String reason() {
        return reason;
    }
}
