package org.tengen.core;

/** Whether a move may be played, and if not, why. A value, so callers can tell a user the reason. */
public enum Legality {
    LEGAL("legal"),
    OFF_BOARD("off board"),
    OCCUPIED("occupied"),
    SUICIDE("suicide"),
    KO("ko"),
    SUPERKO("superko"),
    WRONG_TURN("wrong turn"),
    GAME_OVER("game over");

    private final String reason;

    Legality(String reason) {
        this.reason = reason;
    }

    public boolean isLegal() {
        return this == LEGAL;
    }

    /** A short lower-case reason, such as {@code occupied} or {@code superko}. */
    public String reason() {
        return reason;
    }
}
