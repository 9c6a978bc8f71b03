package org.tengen.gtp.analysis;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The analysis service running on a thread of its own, for a test that plays the client: it sends lines, reads the
 * answers as they come, and ends the input when it likes.
 */
final class LiveService implements AutoCloseable {
    private final PipedWriter input = new PipedWriter();
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Thread thread;
    private volatile Exception failure;

    LiveService(AnalysisSettings settings) throws IOException {
        PipedReader reader = new PipedReader(input, 1 << 16);
        Writer output = new Writer() {
            private final StringBuilder pending = new StringBuilder();

            @Override
            public void write(char[] buf, int off, int len) {
                for (int i = off; i < off + len; i++) {
                    if (buf[i] == '\n') {
                        lines.add(pending.toString());
                        pending.setLength(0);
                    } else {
                        pending.append(buf[i]);
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        thread = new Thread(() -> {
            try {
                new AnalysisService(settings).run(new BufferedReader(reader), output);
            } catch (Exception e) {
                failure = e;
            }
        }, "live-analysis-service");
        thread.start();
    }

    /** Sends one line of input. */
    void send(String line) throws IOException {
        input.write(line + "\n");
        input.flush();
    }

    /** The next output line, parsed; waits up to a minute (a liveness bound, not a speed claim). */
    JsonNode next() throws Exception {
        String line = lines.poll(60, TimeUnit.SECONDS);
        if (line == null) {
            throw new AssertionError("no answer within a minute");
        }
        return ServiceRun.JSON.readTree(line);
    }

    /** Ends the input and waits for the service to finish its work and return. */
    @Override
    public void close() throws Exception {
        input.close();
        thread.join(TimeUnit.MINUTES.toMillis(2));
        if (thread.isAlive()) {
            throw new AssertionError("the service did not end after its input did");
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** The output lines left once the service has ended. */
    List<JsonNode> rest() throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (String line : lines) {
            out.add(ServiceRun.JSON.readTree(line));
        }
        lines.clear();
        return out;
    }
}
