package org.tengen.serve;

/** The server's input limits, in one place so that the README and the errors say the same. */
final class Limits {
    /** The largest request body: an SGF upload is the largest request the page sends. */
    static final int MAX_REQUEST_BYTES = 1 << 20;
    /** The largest SGF accepted by upload or paste, and read from the data directory. */
    static final int MAX_SGF_BYTES = 512 * 1024;
    /** The largest WebSocket message the page may send. */
    static final int MAX_WS_MESSAGE_BYTES = 16 * 1024;
    /** The smallest board side. */
    static final int MIN_SIZE = 5;
    /** The largest board side. */
    static final int MAX_SIZE = 25;
    /**
     * The most nodes a line of a game may hold after the root, moves and nodes without one (comments, setup)
     * alike, as each is sent to the page (a 25x25 game is rarely past 700 moves).
     */
    static final int MAX_LINE_NODES = 2000;
    /** Games kept in memory at once; those without an open page are dropped first and read again from disk. */
    static final int MAX_GAMES_IN_MEMORY = 64;
    /** The playouts of one analysis of a position, after which it waits for the position to change. */
    static final int ANALYSIS_PLAYOUTS = 20_000;
    /** The playouts of a hint. */
    static final int HINT_PLAYOUTS = 1000;

    private Limits() {
    }

    /** {@return the number of positions analysed at once: one per core} */
    static int maxAnalyses() {
        return Math.max(1, Runtime.getRuntime().availableProcessors());
    }
}
