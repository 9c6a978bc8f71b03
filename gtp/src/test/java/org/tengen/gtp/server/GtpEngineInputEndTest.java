package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.engine.Decision;
import org.tengen.engine.Player;
import org.tengen.engine.SearchRequest;

/**
 * The end of the controller's input while a command runs: a controller that went away stops the search, a
 * script that had already ended (or that ends with quit) is answered in full, and a reply nobody can read
 * ends the session.
 */
@Tag("slow")
class GtpEngineInputEndTest {
    /** Long enough that a read waiting this long was waiting for the controller. */
    private static final long LATER_MILLIS = 3 * TimeUnit.NANOSECONDS.toMillis(InputLines.CLOSED_LATER_NANOS);

    /**
     * A search that runs until stopped (or for {@code searchMillis}, whichever comes first), and answers
     * where it stood: E5 when stopped, otherwise pass.
     */
    private static final class StoppableSearch implements Player {
        final CountDownLatch searching = new CountDownLatch(1);
        final CountDownLatch stopped = new CountDownLatch(1);
        private final long searchMillis;

        StoppableSearch(long searchMillis) {
            this.searchMillis = searchMillis;
        }

        @Override
        public Decision decide(Game game, SearchRequest request) {
            searching.countDown();
            try {
                boolean wasStopped = stopped.await(searchMillis, TimeUnit.MILLISECONDS);
                return Decision.of(wasStopped ? Move.play(game.geometry().parseGtp("E5")) : Move.PASS);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void stop() {
            stopped.countDown();
        }
    }

    /** What a reader does once its text is read: return -1 (the end), block, or throw. */
    private interface AtEnd {
        int read() throws IOException, InterruptedException;
    }

    /** {@code text}, then whatever {@code atEnd} does at each read after it. */
    private static Reader textThen(String text, AtEnd atEnd) {
        return new Reader() {
            private final StringReader lines = new StringReader(text);

            @Override
            public int read(char[] buf, int off, int len) throws IOException {
                int n = lines.read(buf, off, len);
                if (n != -1) {
                    return n;
                }
                try {
                    return atEnd.read();
                } catch (InterruptedException e) {
                    throw new IOException(e);
                }
            }

            @Override
            public void close() {
            }
        };
    }

    /** {@code text}, then the end of the input once the search has been running for a while (the controller left). */
    private static Reader endingMidSearch(String text, StoppableSearch search) {
        return textThen(text, () -> {
            search.searching.await();
            Thread.sleep(LATER_MILLIS);
            return -1;
        });
    }

    private static GtpEngine engine(Player player) {
        return new GtpEngine(Geometry.of(9), RulesPresets.get("chinese"), player);
    }

    @Test
    void theEndOfTheInputMidSearchStopsTheSearchWhichStillAnswers() {
        StoppableSearch search = new StoppableSearch(TimeUnit.MINUTES.toMillis(10));
        StringWriter out = new StringWriter();
        assertTimeoutPreemptively(Duration.ofMinutes(2), () -> engine(search).run(endingMidSearch("1 name\n2 genmove b\n", search), out));
        assertThat(search.stopped.getCount()).isZero();
        assertThat(out.toString()).isEqualTo("=1 tengen\n\n=2 E5\n\n");
    }

    @Test
    void commandsStillQueuedWhenTheControllerLeftAreAnsweredInOrder() {
        StoppableSearch search = new StoppableSearch(TimeUnit.MINUTES.toMillis(10));
        StringWriter out = new StringWriter();
        assertTimeoutPreemptively(Duration.ofMinutes(2),
                () -> engine(search).run(endingMidSearch("genmove b\nshowboard\n3 list_stones black\n", search), out));
        assertThat(out.toString()).startsWith("= E5\n\n= \n").endsWith("\n\n=3 E5\n\n");
    }

    @Test
    void aScriptThatHadEndedIsAnsweredInFull() {
        // The input has ended before the search starts, as a script's piped in has: nothing stops the search.
        StoppableSearch search = new StoppableSearch(LATER_MILLIS * 2);
        StringWriter out = new StringWriter();
        assertTimeoutPreemptively(Duration.ofMinutes(2), () -> engine(search).run(new StringReader("boardsize 9\ngenmove b\n"), out));
        assertThat(search.stopped.getCount()).isOne();
        assertThat(out.toString()).isEqualTo("= \n\n= pass\n\n");
    }

    @Test
    void aControllerThatSentQuitIsAnsweredInFullWhenItsInputEndsLater() {
        StoppableSearch search = new StoppableSearch(LATER_MILLIS * 3);
        StringWriter out = new StringWriter();
        assertTimeoutPreemptively(Duration.ofMinutes(2),
                () -> engine(search).run(endingMidSearch("genmove b\nquit\n", search), out));
        assertThat(search.stopped.getCount()).isOne();
        assertThat(out.toString()).isEqualTo("= pass\n\n= \n\n");
    }

    @Test
    void aReplyNobodyCanReadStopsThePlayerAndEndsTheSession() {
        StoppableSearch search = new StoppableSearch(0);
        Writer closed = new Writer() {
            @Override
            public void write(char[] buf, int off, int len) throws IOException {
                throw new IOException("Broken pipe");
            }

            @Override
            public void flush() throws IOException {
                throw new IOException("Broken pipe");
            }

            @Override
            public void close() {
            }
        };
        // Input that never ends: only the failed reply can end the session.
        Reader endless = textThen("genmove b\n", () -> {
            new CountDownLatch(1).await();
            return -1;
        });
        assertTimeoutPreemptively(Duration.ofMinutes(2), () -> engine(search).run(endless, closed));
        assertThat(search.stopped.getCount()).isZero();
    }

    @Test
    void anInputThatBreaksStopsTheSearch() {
        StoppableSearch search = new StoppableSearch(TimeUnit.MINUTES.toMillis(10));
        Reader breaking = textThen("genmove b\n", () -> {
            search.searching.await();
            throw new IOException("Connection reset");
        });
        StringWriter out = new StringWriter();
        assertTimeoutPreemptively(Duration.ofMinutes(2), () -> engine(search).run(breaking, out));
        assertThat(out.toString()).isEqualTo("= E5\n\n");
    }
}
