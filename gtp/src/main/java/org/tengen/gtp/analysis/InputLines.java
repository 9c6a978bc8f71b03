package org.tengen.gtp.analysis;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.tengen.gtp.server.LineReader;

/**
 * The service's input lines, read on a daemon thread of their own, so that the service can give up on a client
 * that stopped reading answers even while it keeps its input open (a blocked read cannot be interrupted). Memory
 * stays flat whatever the client sends: a line is kept up to {@link #MAX_LINE} characters (the rest is read and
 * dropped, and the line is handed on as {@link #isTooLong too long}), and at most {@link #AHEAD} lines are read
 * ahead of the service.
 */
final class InputLines {
    /** The longest line kept: far beyond any real query (a 19x19 game of 1,000 moves is about 12,000 characters). */
    static final int MAX_LINE = 1 << 20;
    /** Lines read ahead at most: a client that floods the service is held back, not buffered. */
    private static final int AHEAD = 256;
    /** How often a wait for input asks whether to give up. */
    private static final long CHECK_MILLIS = 100;
    /** The marker of the end of the input (or of a failed read), compared by identity: no line read is this object. */
    private static final String END = new String("end of input");
    /** The marker of a line cut at {@link #MAX_LINE}, compared by identity. */
    private static final String TOO_LONG = new String("line too long");

    private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(AHEAD);
    private volatile IOException failure;

    InputLines(BufferedReader in) {
        Thread reader = new Thread(() -> {
            LineReader lineReader = new LineReader(in, MAX_LINE);
            try {
                String line;
                while ((line = lineReader.next()) != null) {
                    lines.put(lineReader.wasTooLong() ? TOO_LONG : line);
                }
            } catch (IOException e) {
                failure = e;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            try {
                lines.put(END);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "tengen-analysis-input");
        reader.setDaemon(true); // blocked on a full queue or an open input nobody writes to, it keeps no process alive
        reader.start();
    }

    /** Whether {@code line}, as {@link #next} returned it, stands for a line longer than {@link #MAX_LINE}. */
    static boolean isTooLong(String line) {
        return line == TOO_LONG;
    }

    /**
     * The next line; null at the end of the input, or as soon as {@code giveUp} answers true while waiting.
     *
     * @throws IOException if reading the input failed
     */
    String next(BooleanSupplier giveUp) throws IOException {
        while (!giveUp.getAsBoolean()) {
            String line;
            try {
                line = lines.poll(CHECK_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
            if (line == END) {
                lines.offer(END); // later calls see the end too
                if (failure != null) {
                    throw failure;
                }
                return null;
            }
            if (line != null) {
                return line;
            }
        }
        return null;
    }
}
