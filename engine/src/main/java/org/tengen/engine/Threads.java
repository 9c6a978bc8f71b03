package org.tengen.engine;

/** Small helpers for the threads the search and its servers start. */
public final class Threads {
    private Threads() {
    }

    /**
     * Waits for {@code thread} to end even if this thread is interrupted meanwhile (a search or an analysis must
     * not be left running), and keeps the interrupt for the caller to see afterwards.
     */
    public static void joinUninterruptibly(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
