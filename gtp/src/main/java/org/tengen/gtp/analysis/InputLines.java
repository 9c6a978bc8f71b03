package org.tengen.gtp.analysis;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The service's input lines, read on a daemon thread of their own, so that the service can give up on a client
 * that stopped reading answers even while it keeps its input open (a blocked read cannot be interrupted).
 */
final class InputLines {
    /** How often a wait for input asks whether to give up. */
    private static final long CHECK_MILLIS = 100;
    /** The marker of the end of the input (or of a failed read), compared by identity: no line read is this object. */
    private static final String END = new String("end of input");

    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private volatile IOException failure;

    InputLines(BufferedReader in) {
        Thread reader = new Thread(() -> {
            try {
                String line;
                while ((line = in.readLine()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                failure = e;
            } finally {
                lines.add(END);
            }
        }, "tengen-analysis-input");
        reader.setDaemon(true);
        reader.start();
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
