package org.tengen.gtp.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.Writer;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A client that stops reading answers after its input has ended: the searches stop at the first failed write and
 * the queued turns are not searched, instead of every turn running to its visits for nobody.
 */
class ClientGoneTest {
    /** A turn of 10^8 visits (hours of search), reporting every 50 ms. */
    private static String longQuery(String id) {
        return "{\"id\":\"" + id + "\",\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":9,\"boardYSize\":9,"
                + "\"maxVisits\":100000000,\"reportDuringSearchEvery\":0.05}";
    }

    @Test
    void theSearchesStopWhenTheOutputFails() {
        AtomicInteger writes = new AtomicInteger();
        Writer gone = new Writer() {
            @Override
            public void write(char[] buf, int off, int len) throws IOException {
                writes.incrementAndGet();
                throw new IOException("Broken pipe");
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        String input = longQuery("a") + "\n" + longQuery("b") + "\n" + longQuery("c") + "\n";
        // Without the stop this would search for hours: the timeout only catches that, it measures nothing.
        assertTimeoutPreemptively(Duration.ofMinutes(2), () -> new AnalysisService(AnalysisSettings.of(1, 1))
                .run(new BufferedReader(new StringReader(input)), gone));
        assertThat(writes.get()).as("one failed write, then nothing more is written").isEqualTo(1);
    }
}
