package org.tengen.gtp.server;

import java.io.BufferedReader;
import java.io.IOException;

/**
 * Lines of a stream, each cut off at a maximum length: the rest of an over-long line is read and thrown
 * away, so a controller that sends megabytes without a line break costs no memory. Used by the GTP server and
 * the JSON analysis service.
 */
public final class LineReader {
    private final BufferedReader in;
    private final int max;
    private final StringBuilder line = new StringBuilder();
    private boolean tooLong;

    /** Reads {@code in}, keeping at most {@code max} characters of each line. */
    public LineReader(BufferedReader in, int max) {
        this.in = in;
        this.max = max;
    }

    /** The next line without its line break (at most {@code max} characters), or null at the end. */
    public String next() throws IOException {
        line.setLength(0);
        tooLong = false;
        int c;
        while ((c = in.read()) != -1 && c != '\n') {
            if (line.length() < max) {
                line.append((char) c);
            } else {
                tooLong = true;
            }
        }
        if (c == -1 && line.length() == 0 && !tooLong) {
            return null;
        }
        return line.toString();
    }

    /** Whether the last line was longer than the maximum (and so cut). */
    public boolean wasTooLong() {
        return tooLong;
    }
}
