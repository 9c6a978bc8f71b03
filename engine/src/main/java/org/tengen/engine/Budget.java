package org.tengen.engine;

import java.util.concurrent.atomic.AtomicInteger;

/** How long a search runs: a number of playouts and a deadline, shared by its threads; whichever ends first. */
final class Budget {
    private final AtomicInteger started = new AtomicInteger();
    private final int maxPlayouts;
    private final long deadlineNanos;
    private volatile boolean stopped;

    Budget(int maxPlayouts, long deadlineNanos) {
        this.maxPlayouts = maxPlayouts;
        this.deadlineNanos = deadlineNanos;
    }

    /**
     * Claims one playout; false once the budget is spent. Reads the clock every time: it costs some 25 ns
     * against tens of microseconds a playout, and a cold JVM's first playouts are slow enough that every
     * 16th would overrun a short budget.
     */
    boolean take() {
        if (stopped) {
            return false;
        }
        int n = started.getAndIncrement();
        if (n >= maxPlayouts || (deadlineNanos != Long.MAX_VALUE && System.nanoTime() >= deadlineNanos)) {
            stopped = true;
            return false;
        }
        return true;
    }

    /** Ends the search early, from any thread. */
    void stop() {
        stopped = true;
    }
}
