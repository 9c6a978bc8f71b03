package org.tengen.gtp.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tengen.core.Game;
import org.tengen.core.KoRule;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.SuicideRule;
import org.tengen.gtp.client.GnuGoLauncher;
import org.tengen.gtp.client.GtpClient;
import org.tengen.gtp.crosscheck.CrossCheckReport.Mismatch;

/**
 * tengen's rules against GNU Go 3.8: seeded random games under every ko rule x suicide rule, comparing
 * legal moves, stones and prisoners at every move (see {@link GnuGoCrossCheck}); then the one known
 * difference, pinned down by its smallest cases so that a change on either side shows.
 *
 * <p>The random part plays 288 games on 5x5 to 19x19 and 240 on 2x2 to 4x4 (where repetitions, and so
 * superko decisions, are frequent), on two threads.
 */
@Tag("slow")
class GnuGoDifferentialTest {
    private static final int GAMES_PER_RULES = 24;
    private static final int SMALL_BOARD_GAMES_PER_RULES = 20;

    // Per test rather than per class, so that each skipped test is reported with the reason.
    @BeforeEach
    void needsGnuGo() {
        Assumptions.assumeTrue(Files.isExecutable(GnuGoLauncher.DEFAULT_GNUGO),
                "GNU Go is not installed at " + GnuGoLauncher.DEFAULT_GNUGO
                        + ": skipping the differential tests against it (apt-get install gnugo)");
    }

    static Stream<Arguments> everyRuleCombination() {
        List<Arguments> all = new ArrayList<>();
        for (KoRule ko : KoRule.values()) {
            for (SuicideRule suicide : SuicideRule.values()) {
                all.add(Arguments.of(ko, suicide));
            }
        }
        return all.stream();
    }

    private static CrossCheckReport run(KoRule ko, SuicideRule suicide, int games, int minSize, int maxSize) {
        long seed = 1_000L * ko.ordinal() + 10L * suicide.ordinal() + minSize;
        AtomicInteger progressCalls = new AtomicInteger();
        CrossCheckReport report = new GnuGoCrossCheck(GnuGoLauncher.DEFAULT_GNUGO)
                .withThreads(2)
                .run(games, seed, List.of(ko), List.of(suicide), minSize, maxSize, r -> progressCalls.incrementAndGet());
        System.out.println(ko + " / " + suicide + " on " + minSize + ".." + maxSize + ": " + report.summary());
        assertThat(report.agreed()).as("%s", report).isTrue();
        assertThat(report.games()).isEqualTo(games);
        assertThat(progressCalls).hasValue(games);
        assertThat(report.moves()).isGreaterThan(games * 20L);
        assertThat(report.stonesCaptured()).isPositive();
        assertThat(report.passes()).isPositive();
        return report;
    }

    @ParameterizedTest(name = "{0} ko, {1} suicide")
    @MethodSource("everyRuleCombination")
    void randomGamesAgreeOnLegalMovesStonesAndPrisoners(KoRule ko, SuicideRule suicide) {
        CrossCheckReport report = run(ko, suicide, GAMES_PER_RULES, 5, 19);
        if (suicide != SuicideRule.FORBIDDEN) {
            assertThat(report.suicidesPlayed()).as("suicides played").isPositive();
        }
    }

    @ParameterizedTest(name = "{0} ko, {1} suicide")
    @MethodSource("everyRuleCombination")
    void randomGamesOnTinyBoardsAgreeWhereRepetitionsAreFrequent(KoRule ko, SuicideRule suicide) {
        CrossCheckReport report = run(ko, suicide, SMALL_BOARD_GAMES_PER_RULES, 2, 4);
        if (ko == KoRule.POSITIONAL || ko == KoRule.SITUATIONAL) {
            long superko = report.tengenReasons().getOrDefault(Legality.SUPERKO, 0L);
            long tolerated = report.knownDifferences().values().stream().mapToLong(Long::longValue).sum();
            assertThat(superko - tolerated).as("superko decisions both programs made").isPositive();
        }
    }

    // ---------------------------------------------------------------- the known difference

    /** The smallest cases of {@link GnuGoCrossCheck.KnownDifference#SUPERKO_IGNORED_FOR_SUICIDE}. */
    static Stream<Arguments> suicidesThatRepeat() {
        return Stream.of(
                // A single-stone suicide repeats the current position.
                Arguments.of(KoRule.POSITIONAL, SuicideRule.ALL, List.of("B A2", "W pass", "B B1"), "A1"),
                // The first suicide at A1 makes a new situation (same stones, Black to move); the second repeats it.
                Arguments.of(KoRule.SITUATIONAL, SuicideRule.ALL,
                        List.of("B A2", "W pass", "B B1", "W A1", "B pass"), "A1"),
                // White A1 then B1 is a two-stone suicide back to the stones after Black C1.
                Arguments.of(KoRule.POSITIONAL, SuicideRule.MULTI_STONE,
                        List.of("B A2", "W pass", "B B2", "W pass", "B C1", "W A1", "B pass"), "B1"),
                // The same, back to the stones after White E5 with Black to move.
                Arguments.of(KoRule.SITUATIONAL, SuicideRule.MULTI_STONE,
                        List.of("B A2", "W pass", "B B2", "W pass", "B C1", "W E5", "B pass", "W A1", "B pass"), "B1"));
    }

    @ParameterizedTest(name = "{0} ko, {1} suicide: {2} then W {3}")
    @MethodSource("suicidesThatRepeat")
    void gnuGoAllowsASuicideThatRepeatsAndTengenCallsItSuperko(KoRule ko, SuicideRule suicide, List<String> moves,
                                                             String suicidePoint) {
        GnuGoCrossCheck strict = new GnuGoCrossCheck(GnuGoLauncher.DEFAULT_GNUGO).tolerating(Set.of());
        Optional<Mismatch> m = strict.replay(5, ko, suicide, moves);
        assertThat(m).as("still a difference? if one side changed, update KnownDifference").isPresent();
        assertThat(m.get().kind()).isEqualTo(Mismatch.Kind.LEGAL_MOVES);
        assertThat(m.get().detail())
                .isEqualTo("legal moves for white differ: only GNU Go allows " + suicidePoint + " (tengen: superko)");

        // GNU Go really plays it; tengen refuses it as superko, and the same move is fine without superko.
        try (GtpClient gnugo = startGnuGo(ko, suicide)) {
            gnugo.send("boardsize 5");
            gnugo.send("clear_board");
            for (String move : moves) {
                gnugo.send("play " + move);
            }
            gnugo.send("play white " + suicidePoint);
        }
        Game game = new Game(5, GnuGoCrossCheck.rules(ko, suicide));
        for (String move : moves) {
            assertThat(game.play(Move.parseGtp(game.geometry(), move.substring(2)))).isEqualTo(Legality.LEGAL);
        }
        Move suicideMove = Move.parseGtp(game.geometry(), suicidePoint);
        assertThat(game.legality(Stone.WHITE, suicideMove)).isEqualTo(Legality.SUPERKO);

        // Tolerated by default: counted, not raised.
        assertThat(new GnuGoCrossCheck(GnuGoLauncher.DEFAULT_GNUGO).replay(5, ko, suicide, moves)).isEmpty();
    }

    @Test
    void aStrictRunStopsAtTheKnownDifferenceAndShrinksItToAFewMoves() {
        GnuGoCrossCheck strict = new GnuGoCrossCheck(GnuGoLauncher.DEFAULT_GNUGO).tolerating(Set.of());
        CrossCheckReport report = strict.run(20, 7, List.of(KoRule.POSITIONAL), List.of(SuicideRule.ALL), 5, 7, null);
        assertThat(report.agreed()).isFalse();
        Mismatch m = report.mismatch();
        assertThat(m.kind()).isEqualTo(Mismatch.Kind.LEGAL_MOVES);
        assertThat(m.detail()).contains("only GNU Go allows").contains("(tengen: superko)").doesNotContain("only tengen");
        assertThat(m.minimalMoves().size()).isBetween(3, 5);
        assertThat(m.describe()).contains("seed " + m.gameSeed(), m.size() + "x" + m.size(),
                "--positional-superko --allow-all-suicide", "play " + m.minimalMoves().get(0), "all_legal");
        // The report's move list reproduces it.
        assertThat(strict.replay(m.size(), m.ko(), m.suicide(), m.moves())).isPresent();
        assertThat(strict.replay(m.size(), m.ko(), m.suicide(), m.minimalMoves())).isPresent();
    }

    @Test
    void theSameSeedPlaysTheSameGames() {
        GnuGoCrossCheck check = new GnuGoCrossCheck(GnuGoLauncher.DEFAULT_GNUGO);
        List<KoRule> kos = List.of(KoRule.SIMPLE, KoRule.SITUATIONAL);
        List<SuicideRule> suicides = List.of(SuicideRule.MULTI_STONE);
        CrossCheckReport one = check.run(6, 99, kos, suicides, 5, 9, null);
        CrossCheckReport two = check.withThreads(2).run(6, 99, kos, suicides, 5, 9, null);
        assertThat(two.moves()).isEqualTo(one.moves());
        assertThat(two.tengenReasons()).isEqualTo(one.tengenReasons());
        assertThat(two.stonesCaptured()).isEqualTo(one.stonesCaptured());
    }

    @Test
    void withoutSuperkoTheSameSuicidesAreLegalInBoth() {
        GnuGoCrossCheck strict = new GnuGoCrossCheck(GnuGoLauncher.DEFAULT_GNUGO).tolerating(Set.of());
        assertThat(strict.replay(5, KoRule.SIMPLE, SuicideRule.ALL, List.of("B A2", "W pass", "B B1", "W A1"))).isEmpty();
        assertThat(strict.replay(5, KoRule.NONE, SuicideRule.MULTI_STONE,
                List.of("B A2", "W pass", "B B2", "W pass", "B C1", "W A1", "B pass", "W B1"))).isEmpty();
    }

    // ---------------------------------------------------------------- semantics both share

    @Test
    void suicidedStonesAreTheOpponentsPrisonersInBoth() {
        try (GtpClient gnugo = startGnuGo(KoRule.SIMPLE, SuicideRule.ALL)) {
            gnugo.send("boardsize 5");
            gnugo.send("clear_board");
            for (String move : List.of("black A2", "white pass", "black B1", "white A1")) {
                gnugo.send("play " + move);
            }
            assertThat(gnugo.send("list_stones white")).isEmpty();
            assertThat(gnugo.send("captures black")).isEqualTo("1");
            assertThat(gnugo.send("captures white")).isEqualTo("0");
        }
        Game game = new Game(5, GnuGoCrossCheck.rules(KoRule.SIMPLE, SuicideRule.ALL));
        for (String move : List.of("A2", "pass", "B1", "A1")) {
            assertThat(game.play(Move.parseGtp(game.geometry(), move))).isEqualTo(Legality.LEGAL);
        }
        assertThat(game.board().prisoners(Stone.BLACK)).isEqualTo(1);
        assertThat(game.board().prisoners(Stone.WHITE)).isZero();
    }

    @Test
    void aKoFightAgreesUnderEveryRule() {
        // White B2 takes the ko at C2; Black passes, White plays elsewhere, and Black takes back.
        List<String> moves = List.of("B B3", "W C3", "B A2", "W D2", "B B1", "W C1", "B C2", "W B2",
                "B pass", "W E5", "B C2");
        // Tolerant: under superko with all suicide allowed, White's suicide at A1 is the known difference.
        GnuGoCrossCheck check = new GnuGoCrossCheck(GnuGoLauncher.DEFAULT_GNUGO);
        for (KoRule ko : KoRule.values()) {
            for (SuicideRule suicide : SuicideRule.values()) {
                assertThat(check.replay(5, ko, suicide, moves)).as("%s ko, %s suicide", ko, suicide).isEmpty();
            }
            // The immediate recapture: only without a ko rule.
            Game game = new Game(5, GnuGoCrossCheck.rules(ko, SuicideRule.FORBIDDEN));
            for (String move : moves.subList(0, 8)) {
                game.play(Move.parseGtp(game.geometry(), move.substring(2)));
            }
            assertThat(game.legality(Move.parseGtp(game.geometry(), "C2")))
                    .isEqualTo(ko == KoRule.NONE ? Legality.LEGAL : Legality.KO);
        }
    }

    private static GtpClient startGnuGo(KoRule ko, SuicideRule suicide) {
        return new GnuGoLauncher(GnuGoLauncher.DEFAULT_GNUGO).start(ko, suicide);
    }
}
