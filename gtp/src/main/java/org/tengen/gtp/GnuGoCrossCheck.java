package org.tengen.gtp;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.HandicapBonus;
import org.tengen.core.KoRule;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.ScoringRule;
import org.tengen.core.Stone;
import org.tengen.core.SuicideRule;
import org.tengen.gtp.CrossCheckReport.Mismatch;

/**
 * Differential test of tengen's rules against GNU Go 3.8 over GTP: seeded random games played in a
 * tengen {@link Game} and in GNU Go side by side, comparing before every move the legal moves of the side
 * to move ({@code all_legal}) and after every move the stones ({@code list_stones}) and the prisoners
 * ({@code captures}).
 *
 * <p>Each game draws a board size and its own seed from the run's seed, and takes the next ko rule x
 * suicide rule combination in turn; GNU Go gets the matching flags ({@link #gnugoArguments}). Moves are
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
    /** Where Debian and Ubuntu install GNU Go. */
    public static final Path DEFAULT_GNUGO = Path.of("/usr/games/gnugo");
    /** GNU Go's largest board. */
    public static final int GNUGO_MAX_SIZE = 19;
    /** GNU Go 3.8 keeps this many moves for superko (MAX_MOVE_HISTORY); older positions are forgotten. */
    public static final int GNUGO_HISTORY_LIMIT = 500;

    /** Small boards play longer than three times their area: repetitions need long games. */
    private static final int MIN_GAME_LENGTH = 200;
    private static final double PASS_PROBABILITY = 0.03;
    private static final double KO_ATTEMPT_PROBABILITY = 0.5;
    private static final double SUPERKO_ATTEMPT_PROBABILITY = 0.5;
    private static final double SUICIDE_ATTEMPT_PROBABILITY = 0.15;

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

    /** The GNU Go options for a ko rule and a suicide rule, {@code --mode gtp} first. */
    public static List<String> gnugoArguments(KoRule ko, SuicideRule suicide) {
        String koFlag;
        switch (ko) {
            case NONE: koFlag = "--no-ko"; break;
            case SIMPLE: koFlag = "--simple-ko"; break;
            case POSITIONAL: koFlag = "--positional-superko"; break;
            default: koFlag = "--situational-superko"; break;
        }
        String suicideFlag;
        switch (suicide) {
            case FORBIDDEN: suicideFlag = "--forbid-suicide"; break;
            case MULTI_STONE: suicideFlag = "--allow-suicide"; break;
            default: suicideFlag = "--allow-all-suicide"; break;
        }
        return List.of("--mode", "gtp", koFlag, suicideFlag);
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
     * @throws GtpException if GNU Go cannot be started
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
        checkGnuGoExists();
        List<KoRule> kos = List.copyOf(new LinkedHashSet<>(koRules));
        List<SuicideRule> suicides = List.copyOf(new LinkedHashSet<>(suicideRules));
        GameSpec[] specs = new GameSpec[games];
        SplittableRandom master = new SplittableRandom(seed);
        int combos = kos.size() * suicides.size();
        for (int i = 0; i < games; i++) {
            int c = i % combos;
            int size = minSize + master.nextInt(maxSize - minSize + 1);
            specs[i] = new GameSpec(i, master.nextLong(), size, kos.get(c / suicides.size()),
                    suicides.get(c % suicides.size()));
        }

        long start = System.nanoTime();
        Tally[] results = new Tally[games];
        Tally running = new Tally();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger firstMismatch = new AtomicInteger(Integer.MAX_VALUE);
        int workers = Math.min(threads, games);
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "gnugo-crosscheck");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                futures.add(pool.submit(() -> {
                    Map<String, GtpClient> clients = new HashMap<>();
                    try {
                        while (true) {
                            int i = next.getAndIncrement();
                            if (i >= games || i > firstMismatch.get()) {
                                break;
                            }
                            GameSpec spec = specs[i];
                            GtpClient client = clients.computeIfAbsent(spec.ko + "/" + spec.suicide,
                                    k -> startGnuGo(spec.ko, spec.suicide));
                            Tally t = playGame(client, spec);
                            if (t.mismatch != null) {
                                firstMismatch.accumulateAndGet(i, Math::min);
                                clients.remove(spec.ko + "/" + spec.suicide).close();
                                // Shrink on a fresh GNU Go: the failed one may be broken.
                                try (GtpClient fresh = startGnuGo(spec.ko, spec.suicide)) {
                                    t.mismatch = shrink(fresh, t.mismatch);
                                }
                            }
                            results[i] = t;
                            if (progress != null) {
                                synchronized (running) {
                                    running.add(t);
                                    running.games++;
                                    progress.accept(running.report(games, System.nanoTime() - start));
                                }
                            }
                        }
                    } finally {
                        clients.values().forEach(GtpClient::close);
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("cross-check interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }

        Tally total = new Tally();
        for (Tally t : results) {
            if (t == null) {
                continue;
            }
            total.add(t);
            total.games++;
        }
        return total.report(games, System.nanoTime() - start);
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
        checkGnuGoExists();
        List<Move> parsed = parseMoves(Geometry.of(size), moves);
        try (GtpClient client = startGnuGo(ko, suicide)) {
            Replay r = replay(client, size, ko, suicide, parsed);
            if (r.invalidAt >= 0) {
                throw new IllegalArgumentException("move " + (r.invalidAt + 1) + " (" + moves.get(r.invalidAt)
                        + ") is illegal in both tengen and GNU Go");
            }
            return Optional.ofNullable(r.mismatch);
        }
    }

    // ---------------------------------------------------------------- one game

    private record GameSpec(int index, long seed, int size, KoRule ko, SuicideRule suicide) {
    }

    /** The most moves a game of this size and ko rule lasts. */
    static int moveLimit(int size, KoRule ko) {
        int limit = Math.max(3 * size * size, MIN_GAME_LENGTH);
        if (ko == KoRule.POSITIONAL || ko == KoRule.SITUATIONAL) {
            limit = Math.min(limit, GNUGO_HISTORY_LIMIT);
        }
        return limit;
    }

    private Tally playGame(GtpClient client, GameSpec spec) {
        Tally tally = new Tally();
        Session s = null;
        try {
            s = new Session(client, spec.size, spec.ko, spec.suicide, tally);
            SplittableRandom random = new SplittableRandom(spec.seed);
            int limit = moveLimit(spec.size, spec.ko);
            while (!s.game.isOver() && s.game.moveCount() < limit) {
                s.compareLegalMoves();
                Move attempt = chooseAttempt(s, random);
                if (attempt != null) {
                    tally.attempts++;
                    if (s.play(attempt)) {
                        s.compareAfterMove();
                        continue;
                    }
                    tally.attemptsRefused++;
                }
                if (!s.play(chooseMove(s, random))) {
                    throw new IllegalStateException("both programs refused a move tengen listed as legal");
                }
                s.compareAfterMove();
            }
        } catch (Found f) {
            tally.mismatch = s.mismatch(spec.index, spec.seed, f);
        } catch (GtpException e) {
            Found f = new Found(Mismatch.Kind.ENGINE, "GNU Go failed: " + e.getMessage());
            tally.mismatch = s == null
                    ? new Mismatch(spec.index, spec.seed, spec.size, spec.ko, spec.suicide, f.kind, List.of(),
                    f.getMessage(), "", List.of(), f.getMessage())
                    : s.mismatch(spec.index, spec.seed, f);
        }
        return tally;
    }

    /** A ko recapture, superko repetition or suicide to try now, or null. */
    private static Move chooseAttempt(Session s, SplittableRandom random) {
        BoardView board = s.game.board();
        Stone toMove = s.game.toMove();
        if (board.koPoint() != 0 && board.koColor() == toMove && random.nextDouble() < KO_ATTEMPT_PROBABILITY) {
            return Move.play(board.koPoint());
        }
        if (!s.superkoPoints.isEmpty() && random.nextDouble() < SUPERKO_ATTEMPT_PROBABILITY) {
            return Move.play(s.superkoPoints.get(random.nextInt(s.superkoPoints.size())));
        }
        if (!s.suicidePoints.isEmpty() && random.nextDouble() < SUICIDE_ATTEMPT_PROBABILITY) {
            return Move.play(s.suicidePoints.get(random.nextInt(s.suicidePoints.size())));
        }
        return null;
    }

    /** Mostly a uniformly random legal point; sometimes a pass, and a pass when nothing is legal. */
    private static Move chooseMove(Session s, SplittableRandom random) {
        boolean lastWasPass = s.game.consecutivePasses() > 0;
        if (s.legalPoints.isEmpty() || (!lastWasPass && random.nextDouble() < PASS_PROBABILITY)) {
            return Move.PASS;
        }
        return Move.play(s.legalPoints.get(random.nextInt(s.legalPoints.size())));
    }

    // ---------------------------------------------------------------- replay and shrinking

    private static final class Replay {
        Mismatch mismatch;
        /** Index of a move both programs refused, or -1. */
        int invalidAt = -1;
    }

    private Replay replay(GtpClient client, int size, KoRule ko, SuicideRule suicide, List<Move> moves) {
        Replay r = new Replay();
        Session s = null;
        try {
            s = new Session(client, size, ko, suicide, new Tally());
            for (int i = 0; i < moves.size(); i++) {
                if (s.game.isOver()) {
                    r.invalidAt = i;
                    return r;
                }
                s.compareLegalMoves();
                if (!s.play(moves.get(i))) {
                    r.invalidAt = i;
                    return r;
                }
                s.compareAfterMove();
            }
            if (!s.game.isOver()) {
                s.compareLegalMoves();
            }
        } catch (Found f) {
            r.mismatch = s.mismatch(-1, 0, f);
        } catch (GtpException e) {
            r.mismatch = s == null ? null : s.mismatch(-1, 0, new Found(Mismatch.Kind.ENGINE,
                    "GNU Go failed: " + e.getMessage()));
            if (r.mismatch == null) {
                throw e;
            }
        }
        return r;
    }

    /** Looks for a shorter move list with a mismatch of the same kind: removes ever smaller runs of moves. */
    private Mismatch shrink(GtpClient client, Mismatch original) {
        if (shrinkBudget.isZero() || original.kind() == Mismatch.Kind.ENGINE || original.moves().isEmpty()) {
            return original;
        }
        long deadline = System.nanoTime() + shrinkBudget.toNanos();
        Geometry g = Geometry.of(original.size());
        List<Move> best = parseMoves(g, original.moves());
        String bestDetail = original.detail();
        try {
            // Sweeps of removals, runs of half the moves down to pairs (which keep the colours of the
            // moves after them) and single moves, until a sweep removes nothing.
            boolean progress = true;
            while (progress && System.nanoTime() < deadline) {
                progress = false;
                int chunk = Math.max(1, best.size() / 2);
                while (chunk >= 1 && System.nanoTime() < deadline) {
                    int start = 0;
                    while (start < best.size() && System.nanoTime() < deadline) {
                        List<Move> candidate = new ArrayList<>(best.subList(0, start));
                        candidate.addAll(best.subList(Math.min(best.size(), start + chunk), best.size()));
                        Replay r = replay(client, original.size(), original.ko(), original.suicide(), candidate);
                        if (r.mismatch != null && r.mismatch.kind() == original.kind()) {
                            best = parseMoves(g, r.mismatch.moves());
                            bestDetail = r.mismatch.detail();
                            progress = true;
                        } else {
                            start += chunk;
                        }
                    }
                    chunk = chunk > 2 ? Math.max(2, chunk / 2) : chunk - 1;
                }
            }
        } catch (GtpException e) {
            // Keep what was found so far; the original mismatch stands either way.
        }
        List<String> shortest = new ArrayList<>();
        for (int i = 0; i < best.size(); i++) {
            shortest.add(gtpMove(g, i % 2 == 0 ? Stone.BLACK : Stone.WHITE, best.get(i)));
        }
        return original.withMinimal(shortest, bestDetail);
    }

    private static List<Move> parseMoves(Geometry g, List<String> moves) {
        List<Move> parsed = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            String[] parts = moves.get(i).trim().split("\\s+");
            if (parts.length == 2) {
                Stone expected = i % 2 == 0 ? Stone.BLACK : Stone.WHITE;
                if (Stone.parse(parts[0]) != expected) {
                    throw new IllegalArgumentException("move " + (i + 1) + " '" + moves.get(i) + "' is out of turn: "
                            + expected.lowerName() + " is to move (colours alternate from black)");
                }
            } else if (parts.length != 1) {
                throw new IllegalArgumentException("move " + (i + 1) + " '" + moves.get(i)
                        + "' is not a move (expected a vertex or pass, optionally after a colour, such as B D4)");
            }
            Move m = Move.parseGtp(g, parts[parts.length - 1]);
            if (m instanceof Move.Resign) {
                throw new IllegalArgumentException("move " + (i + 1) + " is a resignation, which cannot be replayed");
            }
            parsed.add(m);
        }
        return parsed;
    }

    // ---------------------------------------------------------------- the two programs side by side

    /** A disagreement found during a game: unwinds to the game loop. */
    private static final class Found extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final Mismatch.Kind kind;

        Found(Mismatch.Kind kind, String detail) {
            super(detail, null, false, false);
            this.kind = kind;
        }
    }

    /** One game in tengen and in GNU Go at once. */
    private final class Session {
        final GtpClient client;
        final Geometry g;
        final KoRule ko;
        final SuicideRule suicide;
        final Game game;
        final Tally tally;
        final List<String> moves = new ArrayList<>();
        /** From the last legal-move check: the legal points, and the superko and suicide points to try. */
        final List<Integer> legalPoints = new ArrayList<>();
        final List<Integer> superkoPoints = new ArrayList<>();
        final List<Integer> suicidePoints = new ArrayList<>();
        /**
         * Under superko, every situation so far, the current one included: the stones as text, and under
         * situational superko the player to move. Kept apart from tengen's hashes, so that a tolerated
         * difference is tolerated only where the suicide really repeats.
         */
        final Set<String> situations = new HashSet<>();

        Session(GtpClient client, int size, KoRule ko, SuicideRule suicide, Tally tally) {
            this.client = client;
            this.g = Geometry.of(size);
            this.ko = ko;
            this.suicide = suicide;
            this.game = new Game(g, rules(ko, suicide));
            this.tally = tally;
            recordSituation();
            client.send("boardsize " + size);
            client.send("clear_board");
        }

        void compareLegalMoves() {
            Stone toMove = game.toMove();
            Set<Integer> gnu = parseVertices(client.send("all_legal " + toMove.lowerName()), "all_legal");
            tally.legalMoveChecks++;
            legalPoints.clear();
            superkoPoints.clear();
            suicidePoints.clear();
            BoardView board = game.board();
            List<String> onlyGnu = new ArrayList<>();
            List<String> onlyTengen = new ArrayList<>();
            for (int p : g.points()) {
                if (board.at(p) != Board.EMPTY) {
                    if (gnu.contains(p)) {
                        onlyGnu.add(g.toGtp(p) + " (tengen: occupied)");
                    }
                    continue;
                }
                Legality l = game.legality(toMove, Move.play(p));
                tally.pointsCompared++;
                tally.reasons.merge(l, 1L, Long::sum);
                boolean known = isKnownDifference(p, l, toMove);
                if (l.isLegal()) {
                    legalPoints.add(p);
                    if (!gnu.contains(p)) {
                        onlyTengen.add(g.toGtp(p));
                    }
                } else if (gnu.contains(p)) {
                    if (known) {
                        tally.known.merge(KnownDifference.SUPERKO_IGNORED_FOR_SUICIDE, 1L, Long::sum);
                    } else {
                        onlyGnu.add(g.toGtp(p) + " (tengen: " + l.reason() + ")");
                    }
                }
                // Deliberate attempts never include a known difference, where the programs would diverge.
                if (!known) {
                    if (l == Legality.SUPERKO) {
                        superkoPoints.add(p);
                    }
                    if (l == Legality.SUICIDE || (l.isLegal() && isSuicide(board, p, toMove.code()))) {
                        suicidePoints.add(p);
                    }
                }
            }
            if (!onlyGnu.isEmpty() || !onlyTengen.isEmpty()) {
                StringBuilder d = new StringBuilder("legal moves for ").append(toMove.lowerName()).append(" differ:");
                if (!onlyGnu.isEmpty()) {
                    d.append(" only GNU Go allows ").append(String.join(", ", onlyGnu)).append(';');
                }
                if (!onlyTengen.isEmpty()) {
                    d.append(" only tengen allows ").append(String.join(", ", onlyTengen)).append(';');
                }
                throw new Found(Mismatch.Kind.LEGAL_MOVES, d.substring(0, d.length() - 1));
            }
        }

        /**
         * Whether tengen's refusal of {@code p} is the tolerated difference: a suicide refused as superko
         * that does repeat an earlier situation (checked here independently of tengen).
         */
        boolean isKnownDifference(int p, Legality l, Stone toMove) {
            return tolerated.contains(KnownDifference.SUPERKO_IGNORED_FOR_SUICIDE) && l == Legality.SUPERKO
                    && isSuicide(game.board(), p, toMove.code()) && suicideRepeats(p, toMove);
        }

        /** Whether the suicide of {@code toMove} at {@code p} leaves a situation that occurred before. */
        boolean suicideRepeats(int p, Stone toMove) {
            BoardView board = game.board();
            int c = toMove.code();
            int stride = g.stride();
            Set<Integer> dying = new HashSet<>();
            for (int q : new int[] {p - stride, p - 1, p + 1, p + stride}) {
                if (board.at(q) == c) {
                    dying.add(board.chainHead(q));
                }
            }
            StringBuilder stones = new StringBuilder(g.area() + 1);
            for (int q : g.points()) {
                int cq = board.at(q);
                stones.append(cq != Board.EMPTY && cq == c && dying.contains(board.chainHead(q)) ? 0 : cq);
            }
            return situations.contains(situationKey(stones, toMove.opponent()));
        }

        void recordSituation() {
            if (ko != KoRule.POSITIONAL && ko != KoRule.SITUATIONAL) {
                return;
            }
            BoardView board = game.board();
            StringBuilder stones = new StringBuilder(g.area() + 1);
            for (int q : g.points()) {
                stones.append(board.at(q));
            }
            situations.add(situationKey(stones, game.toMove()));
        }

        String situationKey(StringBuilder stones, Stone toMove) {
            return ko == KoRule.SITUATIONAL ? stones.append(toMove.symbol()).toString() : stones.toString();
        }

        /** Plays {@code move} in both if both allow it; returns whether it was played. */
        boolean play(Move move) {
            Stone toMove = game.toMove();
            String text = gtpMove(g, toMove, move);
            Legality l = game.legality(toMove, move);
            boolean gnuAccepted;
            String gnuMessage = null;
            try {
                client.send("play " + text);
                gnuAccepted = true;
            } catch (GtpException e) {
                if (e.kind() != GtpException.Kind.ERROR_REPLY) {
                    throw e;
                }
                gnuAccepted = false;
                gnuMessage = e.engineMessage();
            }
            if (gnuAccepted != l.isLegal()) {
                moves.add(text);
                throw new Found(Mismatch.Kind.PLAY, gnuAccepted
                        ? "GNU Go plays " + text + " but tengen refuses it (" + l.reason() + ")"
                        : "tengen plays " + text + " but GNU Go refuses it (" + gnuMessage + ")");
            }
            if (!gnuAccepted) {
                return false;
            }
            int before = game.board().prisoners(Stone.BLACK) + game.board().prisoners(Stone.WHITE);
            Legality played = game.play(toMove, move);
            if (!played.isLegal()) {
                throw new IllegalStateException("tengen refused " + text + " (" + played + ") after calling it legal");
            }
            moves.add(text);
            tally.moves++;
            recordSituation();
            if (move instanceof Move.Pass) {
                tally.passes++;
            } else if (game.board().isEmpty(((Move.Play) move).point())) {
                tally.suicidesPlayed++;
            }
            tally.stonesCaptured += game.board().prisoners(Stone.BLACK) + game.board().prisoners(Stone.WHITE) - before;
            return true;
        }

        void compareAfterMove() {
            BoardView board = game.board();
            StringBuilder d = new StringBuilder();
            for (Stone colour : Stone.values()) {
                Set<Integer> gnu = parseVertices(client.send("list_stones " + colour.lowerName()), "list_stones");
                List<String> onlyGnu = new ArrayList<>();
                List<String> onlyTengen = new ArrayList<>();
                for (int p : g.points()) {
                    boolean t = board.at(p) == colour.code();
                    if (t && !gnu.contains(p)) {
                        onlyTengen.add(g.toGtp(p));
                    } else if (!t && gnu.contains(p)) {
                        onlyGnu.add(g.toGtp(p));
                    }
                }
                if (!onlyGnu.isEmpty()) {
                    d.append(colour.lowerName()).append(" stones only GNU Go has: ").append(String.join(", ", onlyGnu)).append("; ");
                }
                if (!onlyTengen.isEmpty()) {
                    d.append(colour.lowerName()).append(" stones only tengen has: ").append(String.join(", ", onlyTengen)).append("; ");
                }
            }
            tally.stoneChecks++;
            if (d.length() > 0) {
                throw new Found(Mismatch.Kind.STONES, "after " + moves.get(moves.size() - 1) + ", "
                        + d.substring(0, d.length() - 2));
            }
            for (Stone colour : Stone.values()) {
                String reply = client.send("captures " + colour.lowerName()).trim();
                int gnu;
                try {
                    gnu = Integer.parseInt(reply);
                } catch (NumberFormatException e) {
                    throw new Found(Mismatch.Kind.ENGINE, "GNU Go answered 'captures " + colour.lowerName()
                            + "' with '" + reply + "', not a number");
                }
                int tengen = board.prisoners(colour);
                if (gnu != tengen) {
                    d.append("stones captured by ").append(colour.lowerName()).append(": GNU Go ").append(gnu)
                            .append(", tengen ").append(tengen).append("; ");
                }
            }
            tally.captureChecks++;
            if (d.length() > 0) {
                throw new Found(Mismatch.Kind.CAPTURES, "after " + moves.get(moves.size() - 1) + ", "
                        + d.substring(0, d.length() - 2));
            }
        }

        Set<Integer> parseVertices(String reply, String command) {
            Set<Integer> points = new HashSet<>();
            for (String v : reply.trim().split("\\s+")) {
                if (v.isEmpty()) {
                    continue;
                }
                try {
                    points.add(g.parseGtp(v));
                } catch (IllegalArgumentException e) {
                    throw new Found(Mismatch.Kind.ENGINE, "GNU Go's answer to " + command + " has '" + v
                            + "', not a vertex of the " + g.describe() + " board");
                }
            }
            return points;
        }

        Mismatch mismatch(int index, long seed, Found f) {
            return new Mismatch(index, seed, g.width(), ko, suicide, f.kind, moves, f.getMessage(),
                    game.board().position().toString(), moves, f.getMessage());
        }
    }

    /** Whether colour code {@code c} at the empty point {@code p} would leave its own chain without liberties. */
    static boolean isSuicide(BoardView board, int p, int c) {
        int stride = board.geometry().stride();
        int[] neighbours = {p - stride, p - 1, p + 1, p + stride};
        for (int q : neighbours) {
            int cq = board.at(q);
            if (cq == Board.EMPTY) {
                return false;
            }
            if (cq == c && board.liberties(q) > 1) {
                return false;
            }
            if (cq == (c ^ 3) && board.liberties(q) == 1) {
                return false;
            }
        }
        return true;
    }

    static String gtpMove(Geometry g, Stone stone, Move move) {
        return (stone == Stone.BLACK ? "B " : "W ") + move.toGtp(g);
    }

    private GtpClient startGnuGo(KoRule ko, SuicideRule suicide) {
        List<String> command = new ArrayList<>();
        command.add(gnugo.toString());
        command.addAll(gnugoArguments(ko, suicide));
        return GtpClient.start(command, gtpTimeout);
    }

    private void checkGnuGoExists() {
        // A bare name such as "gnugo" is looked up on the PATH when the process starts.
        if (gnugo.getParent() != null && !Files.isExecutable(gnugo)) {
            throw new GtpException(GtpException.Kind.UNAVAILABLE, null, "GNU Go is not at " + gnugo
                    + " (install the gnugo package, or give its path)", null, null, null);
        }
    }

    // ---------------------------------------------------------------- counting

    /** Counts of one game or of a whole run. */
    private static final class Tally {
        int games;
        long moves;
        long passes;
        long legalMoveChecks;
        long pointsCompared;
        long stoneChecks;
        long captureChecks;
        long attempts;
        long attemptsRefused;
        long suicidesPlayed;
        long stonesCaptured;
        final Map<Legality, Long> reasons = new EnumMap<>(Legality.class);
        final Map<KnownDifference, Long> known = new EnumMap<>(KnownDifference.class);
        Mismatch mismatch;

        void add(Tally t) {
            moves += t.moves;
            passes += t.passes;
            legalMoveChecks += t.legalMoveChecks;
            pointsCompared += t.pointsCompared;
            stoneChecks += t.stoneChecks;
            captureChecks += t.captureChecks;
            attempts += t.attempts;
            attemptsRefused += t.attemptsRefused;
            suicidesPlayed += t.suicidesPlayed;
            stonesCaptured += t.stonesCaptured;
            t.reasons.forEach((k, v) -> reasons.merge(k, v, Long::sum));
            t.known.forEach((k, v) -> known.merge(k, v, Long::sum));
            if (mismatch == null || (t.mismatch != null && t.mismatch.game() < mismatch.game())) {
                mismatch = t.mismatch != null ? t.mismatch : mismatch;
            }
        }

        CrossCheckReport report(int planned, long nanos) {
            return new CrossCheckReport(planned, games, moves, passes, legalMoveChecks, pointsCompared,
                    stoneChecks, captureChecks, attempts, attemptsRefused, suicidesPlayed, stonesCaptured,
                    reasons, known, Duration.ofNanos(nanos), mismatch);
        }
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "GnuGoCrossCheck[%s, tolerating %s, %d thread(s)]", gnugo, tolerated, threads);
    }
}
