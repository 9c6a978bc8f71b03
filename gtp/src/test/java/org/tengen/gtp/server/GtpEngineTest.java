package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.RandomPlayer;
import org.tengen.engine.SearchBudget;

class GtpEngineTest {
    private static GtpEngine engine() {
        return new GtpEngine(Geometry.of(9), RulesPresets.get("chinese"), new RandomPlayer(7));
    }

    @Test
    void genmovePlaysALegalMoveAndRegGenmoveOnlySaysOne() {
        GtpEngine e = engine();
        for (int i = 0; i < 40; i++) {
            String reply = e.answer("genmove " + (i % 2 == 0 ? "b" : "w"));
            assertThat(reply).matches("= ([A-HJ][1-9]|pass)\n\n");
            String vertex = reply.substring(2, reply.length() - 2);
            if (!vertex.equals("pass")) {
                assertThat(e.answer("color " + vertex)).isEqualTo("= " + (i % 2 == 0 ? "black" : "white") + "\n\n");
            }
        }
        String before = e.answer("list_stones black") + e.answer("list_stones white");
        assertThat(e.answer("reg_genmove b")).matches("= ([A-HJ][1-9]|pass)\n\n");
        assertThat(e.answer("list_stones black") + e.answer("list_stones white")).isEqualTo(before);
    }

    @Test
    void genmovePassesWhenOnlyItsOwnEyesAreLeft() {
        GtpEngine e = engine();
        e.answer("boardsize 3");
        // Black walls the middle column; its empty points are Black's eyes, which genmove doesn't fill.
        for (String v : new String[] {"B1", "B2", "B3", "A2", "C2"}) {
            assertThat(e.answer("play b " + v)).isEqualTo("= \n\n");
        }
        assertThat(e.answer("genmove b")).isEqualTo("= pass\n\n");
        assertThat(e.answer("boardsize 1")).isEqualTo("= \n\n");
        assertThat(e.answer("genmove w")).isEqualTo("= pass\n\n"); // the only point is suicide
    }

    @Test
    void withTheSearchGenmoveTakesTheStoneInAtari() {
        GtpEngine e = new GtpEngine(Geometry.of(5), RulesPresets.get("chinese").withKomi(0), new MctsPlayer(1, 5000, 60));
        for (String v : new String[] {"C4", "B3", "D3"}) {
            e.answer("play b " + v);
        }
        e.answer("play w C3");
        assertThat(e.answer("genmove b")).isEqualTo("= C2\n\n");
        assertThat(e.answer("captures b")).isEqualTo("= 1\n\n");
    }

    @Test
    void playAfterTwoPassesResumesTheGame() {
        GtpEngine e = engine();
        e.answer("play b pass");
        e.answer("play w pass");
        assertThat(e.answer("play b E5")).isEqualTo("= \n\n");
        assertThat(e.answer("color E5")).isEqualTo("= black\n\n");
    }

    @Test
    void komiKeepsTheGameGoing() {
        GtpEngine e = engine();
        e.answer("play b E5");
        e.answer("play w C3");
        assertThat(e.answer("komi 0.5")).isEqualTo("= \n\n");
        assertThat(e.answer("list_stones black")).isEqualTo("= E5\n\n");
        assertThat(e.answer("last_move")).isEqualTo("= white C3\n\n");
        assertThat(e.answer("get_komi")).isEqualTo("= 0.5\n\n");
    }

    @Test
    void randomBytesNeverBreakTheFraming() throws IOException {
        Random random = new Random(11);
        StringBuilder in = new StringBuilder();
        int commands = 0;
        for (int i = 0; i < 20_000; i++) {
            StringBuilder line = new StringBuilder();
            int length = random.nextInt(30);
            for (int k = 0; k < length; k++) {
                line.append((char) (random.nextInt(5) == 0 ? random.nextInt(0x3000) : 32 + random.nextInt(95)));
            }
            String text = line.toString().replace("\n", " ").replace("\r", " ");
            if (GtpRequest.parse(text) != null && !GtpRequest.parse(text).name().equals("quit")) {
                commands++;
                in.append(text).append('\n');
            }
        }
        in.append("name\n");
        StringWriter out = new StringWriter();
        engine().run(new StringReader(in.toString()), out);
        String[] replies = out.toString().split("\n\n", -1);
        assertThat(replies.length - 1).isEqualTo(commands + 1);
        for (int i = 0; i < replies.length - 1; i++) {
            assertThat(replies[i]).matches("(?s)[=?][0-9]* .*");
        }
        assertThat(replies[replies.length - 2]).isEqualTo("= tengen");
    }

    @Test
    void aLineLongerThanTheLimitIsRefusedAndForgotten() throws IOException {
        String longLine = "play b " + "x".repeat(GtpEngine.MAX_LINE * 3);
        StringWriter out = new StringWriter();
        engine().run(new StringReader(longLine + "\nname\n"), out);
        assertThat(out.toString()).isEqualTo("? line longer than " + GtpEngine.MAX_LINE + " characters\n\n= tengen\n\n");
    }

    @Test
    void theReplyToALineTooLongCarriesTheIdItBeganWith() throws IOException {
        String tail = "x".repeat(GtpEngine.MAX_LINE);
        String digits = "7".repeat(GtpEngine.MAX_LINE + 10); // a number that goes on past the cut: no id known
        StringWriter out = new StringWriter();
        engine().run(new StringReader("12 play b " + tail + "\n \t 34\tplay " + tail + "\n" + digits + " name\n"
                + "56#" + tail + "\n" + "# 78 " + tail + "\n9 name\n"), out);
        String refused = " line longer than " + GtpEngine.MAX_LINE + " characters\n\n";
        assertThat(out.toString()).isEqualTo("?12" + refused + "?34" + refused + "?" + refused + "?56" + refused
                + "?" + refused + "=9 tengen\n\n");
    }

    @Test
    void theIdOfACutLineIsItsLeadingNumberOnlyWhenTheNumberEnded() {
        assertThat(GtpRequest.idOfCutLine("12 genmove")).isEqualTo("12");
        assertThat(GtpRequest.idOfCutLine("  12 ")).isEqualTo("12");
        assertThat(GtpRequest.idOfCutLine("12")).isEmpty();
        assertThat(GtpRequest.idOfCutLine("12#")).isEqualTo("12");
        assertThat(GtpRequest.idOfCutLine("12a")).isEmpty();
        assertThat(GtpRequest.idOfCutLine("1\u00012 x")).isEqualTo("12"); // control characters go before anything else
        assertThat(GtpRequest.idOfCutLine("genmove 12")).isEmpty();
        assertThat(GtpRequest.idOfCutLine("")).isEmpty();
    }

    @Tag("slow")
    @Test
    void aMillionLinesRunThroughWithoutKeepingThem() throws IOException {
        // Lines made on the fly: the engine reads one line at a time and keeps nothing of answered ones.
        Reader lines = new Reader() {
            private final String[] cycle = {"is_legal b E5\n", "name\n", "bogus\n", "\n", "# comment\n"};
            private int line;
            private int pos;

            @Override
            public int read(char[] buf, int off, int len) {
                if (line >= 1_000_000) {
                    return -1;
                }
                String s = cycle[line % cycle.length];
                int n = Math.min(len, s.length() - pos);
                s.getChars(pos, pos + n, buf, off);
                pos += n;
                if (pos == s.length()) {
                    pos = 0;
                    line++;
                }
                return n;
            }

            @Override
            public void close() {
            }
        };
        CountingWriter out = new CountingWriter();
        engine().run(lines, out);
        assertThat(out.replies).isEqualTo(600_000);
    }

    /** Counts replies (their closing empty lines) and keeps nothing. */
    private static final class CountingWriter extends java.io.Writer {
        int replies;
        private char last;

        @Override
        public void write(char[] buf, int off, int len) {
            for (int i = off; i < off + len; i++) {
                if (buf[i] == '\n' && last == '\n') {
                    replies++;
                }
                last = buf[i];
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    @Test
    void genmoveThroughTheSearchPlaysLegalMovesForEitherColour() {
        GtpEngine e = new GtpEngine(Geometry.of(7), RulesPresets.get("chinese").withKomi(0), new MctsPlayer(1, 1, SearchBudget.of(64, null), 0.1));
        for (int i = 0; i < 30; i++) {
            String colour = i % 3 == 2 ? "b" : i % 2 == 0 ? "b" : "w"; // now and then out of turn
            String reply = e.answer("genmove " + colour);
            assertThat(reply).matches("= ([A-HJ][1-7]|pass)\n\n");
            String vertex = reply.substring(2, reply.length() - 2);
            if (!vertex.equals("pass")) {
                assertThat(e.answer("color " + vertex)).isEqualTo("= " + (colour.equals("b") ? "black" : "white") + "\n\n");
            }
        }
    }
}
