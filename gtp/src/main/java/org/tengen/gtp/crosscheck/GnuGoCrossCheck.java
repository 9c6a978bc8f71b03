package org.tengen.gtp.crosscheck;

import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import org.tengen.core.Geometry;
import org.tengen.core.HandicapBonus;
import org.tengen.core.KoRule;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.ScoringRule;
import org.tengen.core.SuicideRule;
import org.tengen.gtp.client.GnuGoLauncher;
import org.tengen.gtp.client.GtpClient;
import org.tengen.gtp.client.GtpClientException;
import org.tengen.gtp.crosscheck.CrossCheckReport.Mismatch;

/**
 * Differential test of tengen's rules against GNU Go 3.8 over GTP: seeded random games played in a
 * tengen {@link org.tengen.core.Game} and in GNU Go side by side, comparing before every move the legal moves of the side
 * to move ({@code all_legal}) and after every move the stones ({@code list_stones}) and the prisoners
 * ({@code captures}).
 *
 * <p>Each game draws a board size and its own seed from the run's seed, and takes the next ko rule x
 * suicide rule combination in turn; GNU Go gets the matching flags ({@link GnuGoLauncher#arguments}). Moves are
 * mostly uniform among the legal points; when there is one, the generator deliberately tries a ko
 * recapture, a superko repetition or a suicide (both programs must then agree whether it is allowed), and
 * now and then it passes (never twice in a row, which would end tengen's game). A game lasts three times
 * the board's area in moves, at least {@value #MIN_GAME_LENGTH} (repetitions need long games), and under
 * superko at most {@value #GNUGO_HISTORY_LIMIT}: GNU Go keeps only that many moves of history and folds
 * older positions away, so it forgets them for superko.
 *
 * <p>On the first disagreement the run stops and reports it with the game's seed, size, rules and move
 * list, then looks for a shorter move list that still disagrees the same way (within a time budget), and
 * prints a GTP script that shows GNU Go's side. {@link #replay} checks a given move list the same way.
 *
 * <p>Differences that are understood and documented ({@link KnownDifference}) are tolerated by default:
 * they are counted in the report, not raised, and the generator never plays such a move.
 */
public final class GnuGoCrossCheck {
    /** GNU Go's largest board. */
    public static final int GNUGO_MAX_SIZE = 19;
    /** GNU Go 3.8 keeps this many moves for superko (MAX_MOVE_HISTORY); older positions are forgotten. */
    public static final int GNUGO_HISTORY_LIMIT = 500;

    /** Small boards play longer than three times their area: repetitions need long games. */
    static final int MIN_GAME_LENGTH = 200;

    /** Where GNU Go 3.8 and tengen are known to differ, with the reason; tolerated unless told otherwise. */
    public enum KnownDifference {
        /**
         * GNU Go 3.8 does not apply superko to a suicide. Under positional or situational superko with
         * suicide allowed ({@code --allow-suicide} or {@code --allow-all-suicide}), a suicide that
         * recreates an earlier position (or, situational, an earlier position with the same player to
         * move) is legal in GNU Go and refused as superko by tengen. The smallest case is a single-stone
         * suicide, which leaves the stones as they were: on 5x5 after {@code B A2, W pass, B B1}, GNU Go
         * lets White play the suicide A1 under positional superko, and again and again after it. tengen
         * follows the rules as written: "no move may recreate an earlier position" holds for every move,
         * and Tromp-Taylor's "a move that doesn't repeat an earlier grid coloring" too.
         */
        SUPERKO_IGNORED_FOR_SUICIDE
    }

    private final Path gnugo;
    private final Set<KnownDifference> tolerated;
    private final int threads;
    private final Duration shrinkBudget;
    private final Duration gtpTimeout;

    /** A checker that runs GNU Go from {@code gnugo}, tolerates the known differences, on one thread. */
    public GnuGoCrossCheck(Path gnugo) {
        this(gnugo, EnumSet.allOf(KnownDifference.class), 1, Duration.ofSeconds(60), Duration.ofSeconds(30));
    }

    private GnuGoCrossCheck(Path gnugo, Set<KnownDifference> tolerated, int threads, Duration shrinkBudget,
                            Duration gtpTimeout) {
        this.gnugo = gnugo;
        this.tolerated = tolerated.isEmpty() ? EnumSet.noneOf(KnownDifference.class) : EnumSet.copyOf(tolerated);
        this.threads = threads;
        this.shrinkBudget = shrinkBudget;
        this.gtpTimeout = gtpTimeout;
    }

    /** A copy that tolerates exactly {@code differences}: any other difference is a mismatch. */
    public GnuGoCrossCheck tolerating(Set<KnownDifference> differences) {
        return new GnuGoCrossCheck(gnugo, differences, threads, shrinkBudget, gtpTimeout);
    }

    /** A copy that plays games on {@code n} threads, each with its own GNU Go processes. */
    public GnuGoCrossCheck withThreads(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + n);
        }
        return new GnuGoCrossCheck(gnugo, tolerated, n, shrinkBudget, gtpTimeout);
    }

    /** A copy that spends at most {@code budget} looking for a shorter mismatch (zero: don't look). */
    public GnuGoCrossCheck withShrinkBudget(Duration budget) {
        return new GnuGoCrossCheck(gnugo, tolerated, threads, budget, gtpTimeout);
    }

    /** A copy whose GTP commands to GNU Go time out after {@code timeout}. */
    public GnuGoCrossCheck withGtpTimeout(Duration timeout) {
        return new GnuGoCrossCheck(gnugo, tolerated, threads, shrinkBudget, timeout);
    }

    /** The tengen rules a check uses: the given ko and suicide rules, area scoring, no move limit. */
    public static Rules rules(KoRule ko, SuicideRule suicide) {
        return new Rules(ko, suicide, ScoringRule.AREA, 7.5, HandicapBonus.ZERO, 0);
    }

    /** {@code new GnuGoCrossCheck(gnugo).run(...)}: the defaults, one thread. */
    public static CrossCheckReport run(int games, long seed, List<KoRule> koRules, List<SuicideRule> suicideRules,
                                       int minSize, int maxSize, Path gnugo, Consumer<CrossCheckReport> progress) {
        return new GnuGoCrossCheck(gnugo).run(games, seed, koRules, suicideRules, minSize, maxSize, progress);
    }

    /**
     * Plays {@code games} seeded random games, game {@code i} under the {@code i}-th combination (cycling)
     * of {@code koRules} x {@code suicideRules}, on sizes drawn uniformly from {@code minSize..maxSize}.
     * The same arguments give the same games and the same first mismatch, on any number of threads; after
     * a mismatch, games that had not started are skipped. {@code progress}, if not null, receives a report
     * of the games so far after each game (from the thread that finished it, one call at a time).
     *
     * @throws IllegalArgumentException for no games, empty rule lists or sizes outside 1..19
     * @throws GtpClientException if GNU Go cannot be started
     */
    public CrossCheckReport run(int games, long seed, List<KoRule> koRules, List<SuicideRule> suicideRules,
                                int minSize, int maxSize, Consumer<CrossCheckReport> progress) {
        if (games < 1) {
            throw new IllegalArgumentException("games must be at least 1, not " + games);
        }
        if (koRules.isEmpty() || suicideRules.isEmpty()) {
            throw new IllegalArgumentException("give at least one ko rule and one suicide rule");
        }
        if (minSize < 1 || maxSize > GNUGO_MAX_SIZE || minSize > maxSize) {
            throw new IllegalArgumentException("sizes " + minSize + ".." + maxSize + " are out of range (expected "
                    + "1 <= min <= max <= " + GNUGO_MAX_SIZE + ", GNU Go's largest board)");
        }
        GnuGoLauncher launcher = launcher();
        launcher.checkInstalled();
        GameSpec[] specs = GameSpec.plan(games, seed, koRules, suicideRules, minSize, maxSize);
        MismatchShrinker shrinker = new MismatchShrinker(shrinkBudget, new MoveListReplay(tolerated));
        return new ParallelGames(specs, launcher, new RandomGameCheck(tolerated), shrinker, progress).run(threads);
    }

    /**
     * Replays {@code moves} (GTP vertices or {@code pass}, optionally with a colour first such as
     * {@code B D4}; colours alternate from Black) on an empty board in tengen and GNU Go, checking as a
     * run does: the legal moves before every move and after the last, stones and prisoners after each.
     *
     * @return the first disagreement, or empty when they agree all the way
     * @throws IllegalArgumentException if a move cannot be read, is out of turn, or both programs refuse it
     */
    public Optional<Mismatch> replay(int size, KoRule ko, SuicideRule suicide, List<String> moves) {
        GnuGoLauncher launcher = launcher();
        launcher.checkInstalled();
        List<Move> parsed = GtpMoves.parse(Geometry.of(size), moves);
        try (GtpClient client = launcher.start(ko, suicide)) {
            MoveListReplay.Outcome r = new MoveListReplay(tolerated).replay(client, size, ko, suicide, parsed);
            if (r.invalidAt() >= 0) {
                throw new IllegalArgumentException("move " + (r.invalidAt() + 1) + " (" + moves.get(r.invalidAt())
                        + ") is illegal in both tengen and GNU Go");
            }
            return Optional.ofNullable(r.mismatch());
        }
    }

    private GnuGoLauncher launcher() {
        return new GnuGoLauncher(gnugo, gtpTimeout);
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "GnuGoCrossCheck[%s, tolerating %s, %d thread(s)]", gnugo, tolerated, threads);
    }
}
