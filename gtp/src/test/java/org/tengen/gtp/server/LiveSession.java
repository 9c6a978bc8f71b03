package org.tengen.gtp.server;

import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.Writer;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A GTP session as a controller holds it, for tests: the engine's loop runs on a thread of its own, reading
 * what {@link #send} writes, as a controller's pipe would; its output is kept and can be waited on.
 */
final class LiveSession implements AutoCloseable {
    private final PipedWriter toEngine = new PipedWriter();
    private final StringBuffer output = new StringBuffer();
    private final Thread loop;
    private volatile Throwable failure;

    LiveSession(GtpEngine engine) throws IOException {
        this(engine, null);
    }

    /** A session whose output goes to {@code out} too (null: kept only), to make writes fail, say. */
    LiveSession(GtpEngine engine, Writer out) throws IOException {
        PipedReader in = new PipedReader(toEngine, 1 << 16);
        Writer kept = new Writer() {
            @Override
            public void write(char[] buf, int off, int len) throws IOException {
                if (out != null) {
                    out.write(buf, off, len);
                }
                output.append(buf, off, len);
            }

            @Override
            public void flush() throws IOException {
                if (out != null) {
                    out.flush();
                }
            }

            @Override
            public void close() {
            }
        };
        loop = new Thread(() -> {
            try {
                engine.run(in, kept);
            } catch (Throwable t) {
                failure = t;
            }
        }, "gtp-session");
        loop.setDaemon(true);
        loop.start();
    }

    void send(String lines) throws IOException {
        toEngine.write(lines);
        toEngine.flush();
    }

    String output() {
        return output.toString();
    }

    /** Waits (up to a minute) until the output so far satisfies {@code ready}; false if it never did. */
    boolean awaitOutput(Predicate<String> ready) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < end) {
            if (ready.test(output())) {
                return true;
            }
            Thread.sleep(10);
        }
        return ready.test(output());
    }

    /** The number of lines of the output so far that start with {@code prefix}. */
    long linesStartingWith(String prefix) {
        return output().lines().filter(l -> l.startsWith(prefix)).count();
    }

    /** Ends the controller's input (as a controller that leaves does). */
    void closeInput() throws IOException {
        toEngine.close();
    }

    /** Waits (up to a minute) for the engine's loop to end; false if it is still running. */
    boolean awaitEnd() throws InterruptedException {
        loop.join(TimeUnit.MINUTES.toMillis(1));
        if (failure != null) {
            throw new AssertionError("the engine's loop failed", failure);
        }
        return !loop.isAlive();
    }

    @Override
    public void close() throws IOException {
        toEngine.close();
    }
}
