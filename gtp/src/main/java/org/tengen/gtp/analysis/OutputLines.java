package org.tengen.gtp.analysis;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * The service's output: one JSON object a line, written whole and flushed, from any thread. Once a write fails
 * (the client stopped reading) it is {@link #broken()} and later lines are dropped.
 */
final class OutputLines {
    private final Writer out;
    private final ObjectMapper mapper;
    private volatile boolean broken;

    OutputLines(Writer out, ObjectMapper mapper) {
        this.out = out;
        this.mapper = mapper;
    }

    /** Writes {@code line} and a newline, and flushes; nothing once the output is broken. */
    void write(ObjectNode line) {
        String text;
        try {
            text = mapper.writeValueAsString(line);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e); // a tree of plain nodes always serialises
        }
        synchronized (this) {
            if (broken) {
                return;
            }
            try {
                out.write(text);
                out.write('\n');
                out.flush();
            } catch (IOException e) {
                broken = true;
            }
        }
    }

    /** Whether a write has failed. */
    boolean broken() {
        return broken;
    }
}
