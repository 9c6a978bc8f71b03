package org.tengen.gtp.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The controller's lines, read on a thread of their own so that the end of the input is seen while a command
 * (a long genmove) runs. The engine takes the lines in order; the reading thread tells {@code onGone} when
 * the controller went away: the input broke, or it ended while tengen was waiting for more of it, unless the
 * controller had sent {@code quit}. Input that had already ended when tengen came to read on (a script piped
 * in) is not that: every command in it is answered in full.
 */
final class InputLines implements AutoCloseable {
    /** A line without its line break, cut at the maximum when {@code tooLong}. */
    record Line(String text, boolean tooLong) {
    }

    /**
     * A read that ends the input after waiting this long was a wait for the controller: it closed its side
     * later, mid-command. A script's input ends at once (a read of a closed pipe does not wait), so only a
     * stall of the reading thread this long (a long garbage collection) could make it look the same.
     */
    static final long CLOSED_LATER_NANOS = TimeUnit.MILLISECONDS.toNanos(200);
    /** Lines read ahead at most: a controller that floods the engine is held back, not buffered. */
    private static final int AHEAD = 256;
    private static final Line END = new Line("", false);

    private final LineReader lines;
    private final Runnable onGone;
    private final BlockingQueue<Line> queue = new ArrayBlockingQueue<>(AHEAD);
    private final Thread thread;
    private volatile boolean closed;
    /** Notified whenever a line (or the end) is queued, for {@link #awaitNext}. */
    private final Object arrived = new Object();

    private InputLines(BufferedReader in, int max, Runnable onGone) {
        this.lines = new LineReader(in, max);
        this.onGone = onGone;
        this.thread = new Thread(this::readAll, "tengen-gtp-input");
        thread.setDaemon(true); // a read blocked on a controller that never closes must not keep the process alive
    }

    /** Starts reading {@code in}, lines cut at {@code max} characters; {@code onGone} runs on the reading thread. */
    static InputLines start(BufferedReader in, int max, Runnable onGone) {
        InputLines lines = new InputLines(in, max, onGone);
        lines.thread.start();
        return lines;
    }

    /** The next line, waiting for it; null once the input has ended and every line before was taken. */
    Line take() throws InterruptedIOException {
        try {
            Line line = queue.take();
            if (line == END) {
                queue.offer(END); // later calls see the end too
                return null;
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for the controller");
        }
    }

    /**
     * Waits up to {@code millis} until a line, or the end of the input, is there to {@link #take}, without
     * taking it: a streamed analysis runs until then. Answers whether one is there.
     */
    boolean awaitNext(long millis) throws InterruptedIOException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        synchronized (arrived) {
            long left;
            while (queue.isEmpty() && (left = end - System.nanoTime()) > 0) {
                try {
                    TimeUnit.NANOSECONDS.timedWait(arrived, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new InterruptedIOException("interrupted while waiting for the controller");
                }
            }
            return !queue.isEmpty();
        }
    }

    /** Stops handing on lines (after quit): the reading thread ends at its next line and tells no one. */
    @Override
    public void close() {
        closed = true;
        queue.clear();
    }

    private void readAll() {
        boolean quitSeen = false;
        boolean gone;
        while (true) {
            long waitStart = System.nanoTime();
            String text;
            try {
                text = lines.next();
            } catch (IOException e) {
                gone = true; // the input broke: nobody is there
                break;
            }
            if (text == null) {
                gone = !quitSeen && System.nanoTime() - waitStart >= CLOSED_LATER_NANOS;
                break;
            }
            Line line = new Line(text, lines.wasTooLong());
            if (!line.tooLong()) {
                GtpRequest request = GtpRequest.parse(text);
                quitSeen |= request != null && request.name().equals("quit");
            }
            if (!hand(line)) {
                return;
            }
        }
        if (gone && !closed) {
            onGone.run();
        }
        hand(END);
    }

    /** Queues {@code line}, waiting for room; false once closed. */
    private boolean hand(Line line) {
        try {
            while (!closed) {
                if (queue.offer(line, 50, TimeUnit.MILLISECONDS)) {
                    synchronized (arrived) {
                        arrived.notifyAll();
                    }
                    return true;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }
}
