package org.tengen.gtp.match;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import org.tengen.core.Stone;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfRecord;
import org.tengen.core.sgf.SgfWriter;
import org.tengen.gtp.client.GtpClient;
import org.tengen.gtp.client.GtpClientException;

/**
 * Games between two GTP engines, colours alternating (engine A takes Black first; Black takes any handicap),
 * the engines started once and again after a game lost by a timeout or a crash. Writes an SGF per game where
 * asked, and reports progress and a {@link MatchSummary}.
 */
public final class Match {
    /**
     * The settings: board, rules (with komi), Black's fixed handicap (0 for even games, else 2 to
     * {@link org.tengen.core.Handicap#maxFixed}), games, seconds per move (0: no limit), SGF folder (or null), and
     * main time in seconds for each side's game (0: none; then the seconds per move, if any, are byo-yomi).
     */
    public record Settings(Geometry size, Rules rules, int handicap, int games, double secondsPerMove, Path sgfDir,
            double mainSeconds) {
    }

    /**
     * An engine that failed before the first game: it exited or did not answer {@code protocol_version} (a bad
     * option on its command line, say). That is the match's set-up, not a game to forfeit.
     */
    public static final class EngineDoesNotAnswer extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String engine;

        EngineDoesNotAnswer(String engine, GtpClientException cause) {
            super(cause.getMessage(), cause);
            this.engine = engine;
        }

        /** {@return which engine: {@code A} (Black in the first game), {@code B} or {@code referee}} */
        public String engine() {
            return engine;
        }
    }

    private final List<String> commandA;
    private final List<String> commandB;
    private final List<String> refereeCommand;
    private final Settings settings;

    public Match(List<String> commandA, List<String> commandB, List<String> refereeCommand, Settings settings) {
        this.commandA = commandA;
        this.commandB = commandB;
        this.refereeCommand = refereeCommand;
        this.settings = settings;
    }

    /** Plays the match; a line per game goes to {@code progress}. */
    public MatchSummary run(PrintWriter progress) throws IOException {
        // A move may take the whole main time; the match's clock, not the timeout, decides a loss on time.
        double longest = settings.mainSeconds() + settings.secondsPerMove() * 3;
        Duration timeout = longest > 0 ? Duration.ofMillis((long) (longest * 1000) + 5000) : GtpClient.DEFAULT_TIMEOUT;
        GtpClient a = null;
        GtpClient b = null;
        GtpClient referee = null;
        try {
            a = GtpClient.start(commandA, timeout);
            b = GtpClient.start(commandB, timeout);
            referee = refereeCommand == null ? null : GtpClient.start(refereeCommand, GtpClient.DEFAULT_TIMEOUT);
            answers(a, "A");
            answers(b, "B");
            if (referee != null) {
                answers(referee, "referee");
            }
            String nameA = name(a, "A");
            String nameB = name(b, "B");
            if (nameA.equals(nameB)) { // tengen against itself, say: tell them apart
                nameA += " (A)";
                nameB += " (B)";
            }
            MatchSummary summary = new MatchSummary(nameA, nameB);
            MatchGame games = new MatchGame(settings.size(), settings.rules(), settings.handicap(), timeout, referee);
            if (settings.sgfDir() != null) {
                Files.createDirectories(settings.sgfDir());
            }
            for (int g = 1; g <= settings.games(); g++) {
                boolean aIsBlack = g % 2 == 1;
                MatchGame.Outcome o = aIsBlack ? games.play(a, b, settings.secondsPerMove(), settings.mainSeconds())
                        : games.play(b, a, settings.secondsPerMove(), settings.mainSeconds());
                int winner = o.winner() == null ? -1 : (o.winner() == Stone.BLACK) == aIsBlack ? 0 : 1;
                int colourA = aIsBlack ? 1 : 2;
                summary.add(aIsBlack, winner, o.nanos()[colourA], o.moves()[colourA], o.nanos()[3 - colourA],
                        o.moves()[3 - colourA]);
                if (settings.sgfDir() != null) {
                    writeSgf(g, o, aIsBlack ? nameA : nameB, aIsBlack ? nameB : nameA);
                }
                if (o.ending() == MatchGame.Ending.TIMEOUT || o.ending() == MatchGame.Ending.CRASH) {
                    // A client that timed out can't pair replies with commands any more: start both afresh.
                    a.close();
                    b.close();
                    a = GtpClient.start(commandA, timeout);
                    b = GtpClient.start(commandB, timeout);
                }
                progress.printf("game %d/%d: %s (Black) vs %s (White): %s, %s; %s %d, %s %d%n", g, settings.games(),
                        aIsBlack ? nameA : nameB, aIsBlack ? nameB : nameA, o.result(), o.detail(),
                        nameA, summary.wins(0), nameB, summary.wins(1));
                progress.flush();
            }
            return summary;
        } finally {
            // An engine that started is stopped even when the next one could not start.
            for (GtpClient c : new GtpClient[] {a, b, referee}) {
                if (c != null) {
                    c.close();
                }
            }
        }
    }

    /** Checks that an engine is up: any reply to {@code protocol_version}, even an error, will do. */
    private static void answers(GtpClient engine, String which) {
        try {
            engine.send("protocol_version");
        } catch (GtpClientException e) {
            if (e.kind() != GtpClientException.Kind.ERROR_REPLY) {
                throw new EngineDoesNotAnswer(which, e);
            }
        }
    }

    private static String name(GtpClient engine, String fallback) {
        try {
            return engine.send("name").trim();
        } catch (GtpClientException e) {
            return fallback;
        }
    }

    private void writeSgf(int number, MatchGame.Outcome o, String black, String white) throws IOException {
        SgfNode root = SgfRecord.of(o.game(), "tengen match");
        root.setText("PB", black);
        root.setText("PW", white);
        root.set("RE", o.result());
        root.setText("GN", "game " + number);
        root.setText("GC", o.detail());
        Files.writeString(settings.sgfDir().resolve(String.format("game-%03d.sgf", number)),
                SgfWriter.write(root), StandardCharsets.UTF_8);
    }
}
