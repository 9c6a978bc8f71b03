package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tengen.core.KoRule;
import org.tengen.core.SuicideRule;
import org.tengen.gtp.client.GnuGoLauncher;
import org.tengen.gtp.client.GtpClient;
import org.tengen.gtp.client.GtpClientException;

/**
 * {@code tengen gtp} against GNU Go 3.8, both as separate processes speaking GTP, as issue 5 asks: only
 * what goes over the pipes is compared, never tengen's classes.
 *
 * <ul>
 *   <li>Seeded random games on 5x5 to 13x13 (and a couple on 2x2 to 4x4) under each of GNU Go's four ko options and three suicide options
 *       (tengen gets the same rules through {@code kata-set-rules}, GNU Go its flags and
 *       {@code --chinese-rules}). Before every move {@code all_legal} of the player about to move (and now and
 *       then of the other) and {@code is_legal} of either colour on random vertices (occupied ones and
 *       {@code pass} included) must agree; after every move {@code list_stones} and {@code captures} of both
 *       colours, and {@code last_move}. Moves are drawn from tengen's {@code all_legal}, often a capture, now
 *       and then a suicide or a pass (two passes in a row included, after which play goes on); now and then
 *       the same colour plays twice (as Sabaki sends setup stones), a game starts with {@code fixed_handicap},
 *       {@code komi} changes mid-game, and {@code color}, {@code countlib}, {@code findlib},
 *       {@code move_history}, an illegal {@code play} (a ko recapture where there is one) that both must refuse
 *       alike, and an {@code undo} or {@code gg-undo 2} that both must take back alike.</li>
 *   <li>{@code fixed_handicap} for every size 1 to 19 and every count from -1 to 10: the same vertex sets, and
 *       the same refusal where GNU Go refuses.</li>
 *   <li>Fixed scripts of shared commands (undo, ko bans, chains, errors) whose replies must be identical.</li>
 *   <li>SGF both ways: tengen's {@code printsgf} and GNU Go's load alike in both, in full and up to every
 *       move.</li>
 *   <li>{@code final_score} after games played to the end by tengen's {@code genmove}: always GNU Go's format,
 *       and GNU Go's number wherever neither program finds a dead stone (elsewhere dead stone judgement may
 *       differ, which is printed, not failed).</li>
 * </ul>
 *
 * <p>One tolerated difference, exactly as the in-process cross-check tolerates it
 * ({@code GnuGoCrossCheck.KnownDifference.SUPERKO_IGNORED_FOR_SUICIDE}): GNU Go does not apply superko to a
 * suicide, so under positional or situational superko with suicide allowed it may allow a suicide that tengen
 * refuses as {@code superko}. Such a point is tolerated only where tengen's {@code tengen-illegal_reason} says
 * {@code superko}, the test's own board finds the move a suicide, and the stones it leaves (with the player to
 * move, under situational superko) occurred before in this game. The random player never plays it, since it
 * chooses among tengen's legal moves.
 *
 * <p>Where the two programs answer the same thing in a different form, the comparison is by meaning: vertex
 * lists as sets (GNU Go lists {@code fixed_handicap} in board order, tengen in placement order), vertices in
 * {@code move_history} and {@code last_move} case-insensitively (GNU Go writes {@code PASS}, tengen
 * {@code pass}; GTP vertices are case-insensitive), and komi as a number (GNU Go {@code " 7.0"}, tengen
 * {@code 7}).
 *
 * <p>Any disagreement fails with the rules, both command lines and a GTP script of the game so far (moves both
 * refused are marked with a comment) that reproduces it when piped into either program.
 */
@Tag("slow")
class GtpProcessVsGnuGoTest {
    private static final Path GNUGO = GnuGoLauncher.DEFAULT_GNUGO;
    private static final String LETTERS = "ABCDEFGHJKLMNOPQRST";
    private static final double KOMI = 7.5;

    /** Games per ko rule x suicide rule combination on 5x5 to 13x13; 12 combinations. */
    private static final int GAMES_PER_RULES = 5;
    /** And on 2x2 to 4x4, where repetitions, and so superko decisions, are frequent. */
    private static final int TINY_GAMES_PER_RULES = 2;
    private static final int MIN_SIZE = 5;
    private static final int MAX_SIZE = 13;
    /**
     * At most this many moves a game: well under GNU Go's 500 moves of superko history, and enough for
     * captures, kos, suicides and repetitions on the small boards.
     */
    private static final int MAX_MOVES = 200;
    /** On the tiny boards, where every move is quick to check but the games are many moves of the same. */
    private static final int TINY_MAX_MOVES = 120;

    /** Black's C2 is a ko capture, then White's B2 takes back: Black may not retake at once but with no ko rule. */
    private static final List<String> KO_OPENING = List.of("B3", "C3", "A2", "D2", "B1", "C1", "C2", "B2");

    /** A ko option: tengen's name in kata-set-rules, and the core's rule (whose GNU Go flag GnuGoLauncher gives). */
    enum Ko {
        NONE(KoRule.NONE), SIMPLE(KoRule.SIMPLE), POSITIONAL(KoRule.POSITIONAL), SITUATIONAL(KoRule.SITUATIONAL);

        final KoRule rule;

        Ko(KoRule rule) {
            this.rule = rule;
        }

        boolean isSuperko() {
            return this == POSITIONAL || this == SITUATIONAL;
        }
    }

    /** A suicide option: tengen's name in kata-set-rules, and the core's rule (whose GNU Go flag GnuGoLauncher gives). */
    enum Suicide {
        FORBIDDEN(SuicideRule.FORBIDDEN), MULTI_STONE(SuicideRule.MULTI_STONE), ALL(SuicideRule.ALL);

        final SuicideRule rule;

        Suicide(SuicideRule rule) {
            this.rule = rule;
        }
    }

    // Per test rather than per class, so that each skipped test is reported with the reason.
    @BeforeEach
    void needsGnuGo() {
        Assumptions.assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed at " + GNUGO
                + ": skipping the process-against-process GTP tests (apt-get install gnugo)");
    }

    static Stream<Arguments> everyRuleCombination() {
        List<Arguments> all = new ArrayList<>();
        for (Ko ko : Ko.values()) {
            for (Suicide suicide : Suicide.values()) {
                all.add(Arguments.of(ko, suicide));
            }
        }
        return all.stream();
    }

    // ================================================================ random games

    @ParameterizedTest(name = "{0} ko, {1} suicide")
    @MethodSource("everyRuleCombination")
    void randomGamesAgreeMoveByMove(Ko ko, Suicide suicide) {
        long seed = 5_000L + 100L * ko.ordinal() + 10L * suicide.ordinal();
        Random sizes = new Random(seed);
        Stats stats = new Stats();
        try (Duel duel = Duel.start(ko, suicide, seed)) {
            duel.setRules(KOMI);
            for (int game = 0; game < GAMES_PER_RULES + TINY_GAMES_PER_RULES; game++) {
                int size = game < GAMES_PER_RULES ? MIN_SIZE + sizes.nextInt(MAX_SIZE - MIN_SIZE + 1)
                        : 2 + sizes.nextInt(3);
                long gameSeed = seed * 1_000 + game;
                // The first game opens with a ko, so that every ko rule has something to decide.
                new RandomGame(duel, size, gameSeed, stats).play(game == 0 ? KO_OPENING : List.of());
            }
        }
        System.out.printf(Locale.ROOT, "%s ko, %s suicide: %s%n", ko, suicide, stats);
        assertThat(stats.moves).as("moves played").isGreaterThan(GAMES_PER_RULES * 40);
        assertThat(stats.captured).as("stones captured").isPositive();
        assertThat(stats.passes).as("passes").isPositive();
        assertThat(stats.undos).as("undos").isPositive();
        assertThat(stats.refusedPlays).as("illegal plays both refused").isPositive();
        if (suicide != Suicide.FORBIDDEN) {
            assertThat(stats.suicides).as("suicides played").isPositive();
        } else {
            assertThat(stats.suicides).as("suicides played").isZero();
        }
        if (ko != Ko.NONE) {
            assertThat(stats.koRefusals).as("points both refused for ko or superko").isPositive();
        }
        if (ko.isSuperko()) {
            assertThat(stats.reasons.getOrDefault("superko", 0)).as("points both refused for superko").isPositive();
        }
    }

    /** One seeded random game in both programs, checked at every move. */
    private static final class RandomGame {
        private final Duel duel;
        private final int size;
        private final Stats stats;
        private final Random rng;
        private final Board board;
        /** The moves played and not taken back, as GTP {@code play} arguments. */
        private final List<String> moves = new ArrayList<>();
        /** The situation after each move in {@link #moves}, and before the first: for the tolerated difference. */
        private final Deque<String> situations = new ArrayDeque<>();
        /** The points tengen refuses the side to move for ko or superko, found by compareLegalMoves. */
        private final List<String> koPoints = new ArrayList<>();

        RandomGame(Duel duel, int size, long seed, Stats stats) {
            this.duel = duel;
            this.size = size;
            this.stats = stats;
            this.rng = new Random(seed);
            this.board = new Board(size);
            duel.newGame(size, "game seed " + seed);
        }

        /** Plays {@code opening} (alternating from Black), then random moves up to the game's move cap. */
        void play(List<String> opening) {
            int toMove = 1;
            if (opening.isEmpty() && size >= 7 && rng.nextInt(4) == 0) {
                // A handicap game now and then: White moves first, and the stones are no moves to undo.
                int stones = 2 + rng.nextInt(3);
                Set<String> tengen = vertexSet(duel.tengen("fixed_handicap " + stones));
                Set<String> gnugo = vertexSet(duel.gnugo("fixed_handicap " + stones));
                if (!tengen.equals(gnugo)) {
                    throw duel.mismatch("fixed_handicap " + stones + ": tengen " + tengen + ", GNU Go " + gnugo);
                }
                compareAfterMove();
                toMove = 2;
            }
            situations.push(board.situation(duel.ko, toMove));
            int cap = size < MIN_SIZE ? TINY_MAX_MOVES : MAX_MOVES;
            for (int n = 0; n < cap; n++) {
                // Now and then the same colour plays twice, as Sabaki sends setup stones.
                boolean scripted = n < opening.size();
                int mover = !scripted && rng.nextInt(12) == 0 ? 3 - toMove : toMove;
                if (rng.nextInt(4) == 0) {
                    compareLegalMoves(3 - mover);
                }
                List<String> legal = compareLegalMoves(mover); // last: it keeps the mover's ko points
                compareIsLegal();
                if (rng.nextInt(8) == 0 || (!koPoints.isEmpty() && rng.nextBoolean())) {
                    tryIllegalPlay(mover, legal);
                }
                if (rng.nextInt(6) == 0) {
                    compareChainQueries();
                }
                if (rng.nextInt(30) == 0) {
                    // A controller may set komi at any time; tengen then replays the game under new rules.
                    String komi = String.valueOf(rng.nextInt(8)) + (rng.nextBoolean() ? ".5" : "");
                    duel.both("komi " + komi);
                    stats.komiChanges++;
                }
                if (!scripted && !moves.isEmpty() && rng.nextInt(25) == 0) {
                    int back = moves.size() >= 2 && rng.nextBoolean() ? 2 : 1;
                    String firstTakenBack = moves.get(moves.size() - back);
                    takeBack(back);
                    // The player of the first move taken back is to move again.
                    toMove = firstTakenBack.startsWith("black") ? 1 : 2;
                    continue;
                }
                String vertex = scripted ? opening.get(n) : chooseMove(mover, legal);
                String move = colourName(mover) + " " + vertex;
                int capturedBefore = board.prisoners();
                duel.both("play " + move);
                if (mover != toMove && duel.ko == Ko.SITUATIONAL) {
                    // tengen then counts the position before as one with the mover to play (Game.setToMove).
                    situations.pop();
                    situations.push(board.situation(duel.ko, mover));
                }
                moves.add(move);
                stats.moves++;
                if (mover != toMove) {
                    stats.outOfTurn++;
                }
                if (vertex.equals("pass")) {
                    stats.passes++;
                }
                toMove = 3 - mover;
                compareAfterMove();
                if (!vertex.equals("pass") && board.at(parse(vertex, size)) == 0) {
                    stats.suicides++;
                }
                stats.captured += board.prisoners() - capturedBefore;
                situations.push(board.situation(duel.ko, toMove));
                if (n % 20 == 19) {
                    compareMoveHistory();
                }
            }
            compareMoveHistory();
            stats.games++;
        }

        /** The legal points of {@code colour}: equal in both, but for the tolerated difference. */
        private List<String> compareLegalMoves(int colour) {
            String command = "all_legal " + colourName(colour);
            Set<String> tengen = vertexSet(duel.tengen(command));
            Set<String> gnugo = vertexSet(duel.gnugo(command));
            List<String> onlyTengen = new ArrayList<>();
            List<String> onlyGnuGo = new ArrayList<>();
            for (String v : tengen) {
                if (!gnugo.contains(v)) {
                    onlyTengen.add(v);
                }
            }
            for (String v : gnugo) {
                if (!tengen.contains(v) && !tolerated(colour, v)) {
                    onlyGnuGo.add(v + " (tengen: " + reason(colour, v) + ")");
                }
            }
            if (!onlyTengen.isEmpty() || !onlyGnuGo.isEmpty()) {
                throw duel.mismatch(command + ": only tengen allows " + onlyTengen + ", only GNU Go allows "
                        + onlyGnuGo);
            }
            stats.legalChecks++;
            koPoints.clear();
            for (int p = 0; p < size * size; p++) {
                String v = name(p, size);
                if (board.at(p) == 0 && !tengen.contains(v) && !gnugo.contains(v)) {
                    String why = reason(colour, v);
                    stats.reasons.merge(why, 1, Integer::sum);
                    if (why.equals("ko") || why.equals("superko")) {
                        stats.koRefusals++;
                        koPoints.add(v);
                    }
                }
            }
            return new ArrayList<>(tengen);
        }

        /** {@code is_legal} of a random colour on random vertices, occupied ones and pass included. */
        private void compareIsLegal() {
            for (int i = 0; i < 3; i++) {
                int colour = 1 + rng.nextInt(2);
                String vertex = rng.nextInt(10) == 0 ? "pass" : name(rng.nextInt(size * size), size);
                String command = "is_legal " + colourName(colour) + " " + vertex;
                String tengen = duel.tengen(command);
                String gnugo = duel.gnugo(command);
                if (!tengen.equals(gnugo) && !(gnugo.equals("1") && tengen.equals("0") && tolerated(colour, vertex))) {
                    throw duel.mismatch(command + ": tengen says " + tengen + " (" + reason(colour, vertex)
                            + "), GNU Go " + gnugo);
                }
                stats.isLegalChecks++;
            }
        }

        /** A move tengen calls illegal, played in both: both must refuse it the same way and change nothing. */
        private void tryIllegalPlay(int colour, List<String> legal) {
            Set<String> allowed = new HashSet<>(legal);
            List<String> refused = new ArrayList<>();
            for (int p = 0; p < size * size; p++) {
                String v = name(p, size);
                if (!allowed.contains(v) && !tolerated(colour, v)) {
                    refused.add(v);
                }
            }
            if (refused.isEmpty()) {
                return;
            }
            // A ko recapture when there is one, so that both refuse it in play too.
            List<String> from = koPoints.isEmpty() ? refused : koPoints;
            String move = colourName(colour) + " " + from.get(rng.nextInt(from.size()));
            Reply tengen = duel.tengenReply("play " + move);
            Reply gnugo = duel.gnugoReply("play " + move);
            if (tengen.ok() || gnugo.ok() || !tengen.text().equals(gnugo.text())) {
                throw duel.mismatch("play " + move + ": tengen answers " + tengen + ", GNU Go " + gnugo);
            }
            duel.annotateLast("refused by both");
            stats.refusedPlays++;
        }

        private boolean tolerated(int colour, String vertex) {
            if (!duel.ko.isSuperko() || duel.suicide == Suicide.FORBIDDEN || vertex.equalsIgnoreCase("pass")) {
                return false;
            }
            int p = parse(vertex, size);
            String after = board.afterSuicide(p, colour, duel.suicide);
            if (after == null) {
                return false;
            }
            String key = duel.ko == Ko.SITUATIONAL ? after + (3 - colour) : after;
            if (!situations.contains(key) || !reason(colour, vertex).equals("superko")) {
                return false;
            }
            stats.tolerated++;
            return true;
        }

        private String reason(int colour, String vertex) {
            return duel.tengenReply("tengen-illegal_reason " + colourName(colour) + " " + vertex).text();
        }

        private String chooseMove(int colour, List<String> legal) {
            if (legal.isEmpty() || rng.nextInt(15) == 0) {
                return "pass";
            }
            int r = rng.nextInt(10);
            if (r < 4) {
                // Often a capture (kos come of them), now and then a suicide where legal.
                List<String> sharp = new ArrayList<>();
                for (String v : legal) {
                    if (r < 3 ? board.captures(parse(v, size), colour) : board.afterSuicide(parse(v, size), colour,
                            Suicide.ALL) != null) {
                        sharp.add(v);
                    }
                }
                if (!sharp.isEmpty()) {
                    return sharp.get(rng.nextInt(sharp.size()));
                }
            }
            return legal.get(rng.nextInt(legal.size()));
        }

        /** Stones and prisoners of both colours, and the last move, after a move or an undo. */
        private void compareAfterMove() {
            for (int colour = 1; colour <= 2; colour++) {
                String command = "list_stones " + colourName(colour);
                Set<String> tengen = vertexSet(duel.tengen(command));
                Set<String> gnugo = vertexSet(duel.gnugo(command));
                if (!tengen.equals(gnugo)) {
                    throw duel.mismatch(command + ": tengen " + new TreeSet<>(tengen) + ", GNU Go "
                            + new TreeSet<>(gnugo));
                }
                board.set(colour, tengen);
            }
            for (int colour = 1; colour <= 2; colour++) {
                String command = "captures " + colourName(colour);
                String tengen = duel.tengen(command);
                String gnugo = duel.gnugo(command);
                if (!tengen.equals(gnugo)) {
                    throw duel.mismatch(command + ": tengen " + tengen + ", GNU Go " + gnugo);
                }
                board.prisoners[colour] = Integer.parseInt(tengen);
            }
            Reply tengen = duel.tengenReply("last_move");
            Reply gnugo = duel.gnugoReply("last_move");
            if (!tengen.equalsIgnoringCase(gnugo)) {
                throw duel.mismatch("last_move: tengen answers " + tengen + ", GNU Go " + gnugo);
            }
            if (!moves.isEmpty()) {
                assertThat(tengen.text()).as("last_move after %s", moves.get(moves.size() - 1))
                        .isEqualToIgnoringCase(moves.get(moves.size() - 1));
            }
        }

        /** Random vertices' {@code color}, and {@code countlib} and {@code findlib} of a random stone. */
        private void compareChainQueries() {
            for (int i = 0; i < 2; i++) {
                duel.sameReply("color " + name(rng.nextInt(size * size), size));
            }
            List<Integer> stones = new ArrayList<>();
            for (int p = 0; p < size * size; p++) {
                if (board.at(p) != 0) {
                    stones.add(p);
                }
            }
            if (stones.isEmpty()) {
                duel.sameReply("countlib " + name(rng.nextInt(size * size), size));
                return;
            }
            String stone = name(stones.get(rng.nextInt(stones.size())), size);
            String tengenCount = duel.sameReply("countlib " + stone);
            String command = "findlib " + stone;
            Set<String> tengen = vertexSet(duel.tengen(command));
            Set<String> gnugo = vertexSet(duel.gnugo(command));
            if (!tengen.equals(gnugo)) {
                throw duel.mismatch(command + ": tengen " + tengen + ", GNU Go " + gnugo);
            }
            assertThat(tengen).as("findlib %s against countlib %s", stone, stone)
                    .hasSize(Integer.parseInt(tengenCount));
            stats.chainChecks++;
        }

        private void compareMoveHistory() {
            String tengen = duel.tengen("move_history");
            String gnugo = duel.gnugo("move_history");
            if (!tengen.equalsIgnoreCase(gnugo)) {
                throw duel.mismatch("move_history: tengen answers\n" + tengen + "\nGNU Go\n" + gnugo);
            }
            // Most recent first, one "colour vertex" a line.
            List<String> expected = new ArrayList<>(moves);
            Collections.reverse(expected);
            assertThat(tengen.isEmpty() ? List.of() : Arrays.asList(tengen.toLowerCase(Locale.ROOT).split("\n")))
                    .as("tengen's move_history")
                    .isEqualTo(expected.stream().map(m -> m.toLowerCase(Locale.ROOT)).toList());
        }

        /** {@code undo} (one move) or {@code gg-undo 2} in both, then the position must be the same again. */
        private void takeBack(int n) {
            duel.both(n == 1 ? "undo" : "gg-undo 2");
            for (int i = 0; i < n; i++) {
                moves.remove(moves.size() - 1);
                situations.pop();
            }
            stats.undos++;
            compareAfterMove();
            String expected = board.situation(duel.ko, 0);
            String recorded = situations.peek();
            if (!recorded.startsWith(expected)) {
                throw duel.mismatch("after undo the stones are not those of " + moves.size() + " moves ago");
            }
        }
    }

    // ================================================================ fixed handicap

    @Test
    void fixedHandicapPlacesTheSameStonesAndRefusesTheSameCounts() {
        int accepted = 0;
        try (Duel duel = Duel.start(Ko.SIMPLE, Suicide.FORBIDDEN, 1)) {
            for (int size = 1; size <= 19; size++) {
                int largest = 0;
                for (int count = -1; count <= 10; count++) {
                    duel.newGame(size, "fixed_handicap " + count + " on " + size + "x" + size);
                    Reply tengen = duel.tengenReply("fixed_handicap " + count);
                    Reply gnugo = duel.gnugoReply("fixed_handicap " + count);
                    if (!gnugo.ok()) {
                        if (tengen.ok() || !tengen.text().equals(gnugo.text())) {
                            throw duel.mismatch("fixed_handicap " + count + " on " + size + "x" + size
                                    + ": GNU Go refuses it (" + gnugo + "), tengen answers " + tengen);
                        }
                        continue;
                    }
                    if (!tengen.ok()) {
                        throw duel.mismatch("fixed_handicap " + count + " on " + size + "x" + size
                                + ": GNU Go places " + gnugo.text() + ", tengen refuses it (" + tengen + ")");
                    }
                    assertThat(vertexSet(tengen.text())).as("fixed_handicap %d on %dx%d", count, size, size)
                            .hasSize(count).isEqualTo(vertexSet(gnugo.text()));
                    assertThat(vertexSet(duel.tengen("list_stones black"))).as("tengen's stones")
                            .isEqualTo(vertexSet(tengen.text()));
                    assertThat(vertexSet(duel.gnugo("list_stones black"))).as("GNU Go's stones")
                            .isEqualTo(vertexSet(gnugo.text()));
                    // Handicap stones are no moves: nothing to undo, no history, White to play.
                    duel.sameReply("move_history");
                    duel.sameReply("last_move");
                    duel.sameReply("undo");
                    Set<String> whiteLegal = vertexSet(duel.tengen("all_legal white"));
                    assertThat(whiteLegal).isEqualTo(vertexSet(duel.gnugo("all_legal white")));
                    // A second handicap on the same board is refused by both.
                    duel.sameReply("fixed_handicap 2");
                    largest = count;
                    accepted++;
                }
                if (size >= 7) {
                    // GNU Go's rule: 9 on odd sizes from 9x9, 4 on even sizes and on 7x7.
                    assertThat(largest).as("largest handicap on %dx%d", size, size)
                            .isEqualTo(size % 2 == 1 && size >= 9 ? 9 : 4);
                } else {
                    assertThat(largest).as("no fixed handicap on %dx%d", size, size).isZero();
                }
            }
            // Not an integer, or on a board with a stone: the same refusal.
            duel.newGame(9, "fixed_handicap with a bad argument");
            duel.sameReply("fixed_handicap two");
            duel.sameReply("play black E5");
            duel.sameReply("fixed_handicap 4");
        }
        // 9x9 to 19x19 odd: 2..9 (8 counts, 6 sizes); 7x7 and the 6 even sizes: 2..4 (3 counts).
        assertThat(accepted).isEqualTo(6 * 8 + 7 * 3);
    }

    // ================================================================ scripts both must answer alike

    static Stream<Arguments> scripts() {
        return Stream.of(
                Arguments.of("undo and gg-undo, from the empty board to a capture and back", Ko.SIMPLE,
                        Suicide.FORBIDDEN, 9, List.of(
                        "undo", "gg-undo", "last_move", "move_history",
                        "play black C3", "play white D3", "play black D4", "play white C4", "play black E3",
                        "play white pass", "play black D2", "list_stones white", "captures black", "last_move",
                        "undo", "list_stones white", "captures black", "color D3", "last_move", "move_history",
                        "gg-undo 3", "move_history", "list_stones black", "gg-undo 3",
                        "gg-undo 2", "move_history", "undo", "undo", "last_move", "list_stones black")),
                Arguments.of("undo restores a ko ban, and superko after two passes", Ko.POSITIONAL,
                        Suicide.FORBIDDEN, 5, List.of(
                        "play B B3", "play W C3", "play B A2", "play W D2", "play B B1", "play W C1",
                        "play B C2", "play W B2", "is_legal B C2", "all_legal B", "play B pass", "is_legal B C2",
                        "undo", "is_legal B C2", "all_legal B", "play B E5", "play W pass", "is_legal B C2",
                        "undo", "undo", "play B pass", "play W pass", "is_legal B C2", "all_legal B",
                        "play B C2", "list_stones white", "captures black", "move_history")),
                Arguments.of("chains: color, countlib, findlib", Ko.SIMPLE, Suicide.FORBIDDEN, 7, List.of(
                        "play B D4", "play B D5", "play B E5", "play W C4", "play W C5", "play W D6",
                        "play W D3", "play W A1", "color D4", "color C4", "color G7", "color A1", "countlib D4",
                        "countlib E5", "findlib D5", "countlib A1", "findlib A1", "countlib B2", "findlib B2",
                        "countlib H8", "color H8", "color pass", "play W E6", "play W F5", "play W E4",
                        "countlib D4", "findlib D4", "play W G5", "play W F4", "play W E3", "play W F6",
                        "play W F3", "play W G6", "play W G4", "play W D7", "play W E7", "play W F7",
                        "play W G7", "play W C6", "play W C7", "play W B7", "play W B6", "countlib D4", "findlib D4")),
                Arguments.of("errors: bad colours, vertices and moves", Ko.SIMPLE, Suicide.FORBIDDEN, 5, List.of(
                        "play black", "play", "play x A1", "play black Z9", "play black A1", "play white A1",
                        "all_legal x", "list_stones x", "captures x", "color Z1", "countlib Z1", "findlib Z1",
                        "countlib B2", "last_move", "undo", "undo", "boardsize 26", "boardsize 0",
                        "boardsize x", "komi x")),
                // Black plays three times in a row (as Sabaki sends setup stones): tengen keys each position before
                // such a move with the player who did move, as GNU Go agrees. A komi change mid-game must keep
                // that: Black's A1 (capturing B1) is legal before and after it.
                Arguments.of("komi mid-game changes no superko verdict", Ko.SITUATIONAL, Suicide.FORBIDDEN, 2, List.of(
                        "play black B2", "play black A1", "play black A2", "play white B1", "play black B2",
                        "all_legal black", "is_legal black A1", "komi 6.5", "all_legal black", "is_legal black A1",
                        "komi 7.5", "all_legal white", "play black A1", "list_stones black", "captures black")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scripts")
    void sharedCommandsGiveTheSameReplies(String title, Ko ko, Suicide suicide, int size, List<String> script) {
        try (Duel duel = Duel.start(ko, suicide, 7)) {
            duel.setRules(KOMI);
            duel.newGame(size, title);
            for (String command : script) {
                Reply tengen = duel.tengenReply(command);
                Reply gnugo = duel.gnugoReply(command);
                boolean vertexList = command.startsWith("all_legal") || command.startsWith("list_stones")
                        || command.startsWith("findlib");
                boolean same = vertexList && tengen.ok() && gnugo.ok()
                        ? vertexSet(tengen.text()).equals(vertexSet(gnugo.text()))
                        : tengen.equalsIgnoringCase(gnugo);
                if (!same) {
                    throw duel.mismatch(command + ": tengen answers " + tengen + ", GNU Go " + gnugo);
                }
            }
        }
    }

    // ================================================================ SGF

    /**
     * A handicap game with a capture, a pass and Black playing twice in a row (as Sabaki sends setup stones):
     * tengen's {@code printsgf} (the moves) and GNU Go's (the final stones) must load alike in both, in full
     * and up to every move: the same stones, prisoners, history, komi and player to move.
     */
    @Test
    void sgfFilesFromEitherLoadAlikeInBoth(@TempDir Path dir) {
        List<String> moves = List.of("white D3", "black D4", "white pass", "black E3", "white C4", "black D2",
                "white E2", "black C5", "black B4", "white F2", "black F3");
        Path fromTengen = dir.resolve("tengen.sgf");
        Path fromGnuGo = dir.resolve("gnugo.sgf");
        try (Duel duel = Duel.start(Ko.SIMPLE, Suicide.FORBIDDEN, 3)) {
            duel.setRules(6.5);
            duel.newGame(9, "an SGF round trip");
            assertThat(vertexSet(duel.tengen("fixed_handicap 2"))).isEqualTo(vertexSet(duel.gnugo("fixed_handicap 2")));
            for (String move : moves) {
                duel.both("play " + move);
            }
            assertThat(duel.tengen("captures black")).isEqualTo(duel.gnugo("captures black")).isNotEqualTo("0");
            duel.tengen("printsgf " + fromTengen);
            duel.gnugo("printsgf " + fromGnuGo);
            assertThat(fromTengen).exists();
            assertThat(fromGnuGo).exists();
            List<String> loads = new ArrayList<>();
            loads.add("loadsgf " + fromGnuGo);
            loads.add("loadsgf " + fromTengen);
            for (int n = 1; n <= moves.size() + 1; n++) {
                loads.add("loadsgf " + fromTengen + " " + n);
            }
            for (String load : loads) {
                duel.newGame(5, load);
                String tengen = duel.tengen(load);
                String gnugo = duel.gnugo(load);
                if (!tengen.equals(gnugo)) {
                    throw duel.mismatch(load + ": tengen says " + tengen + " is to move, GNU Go " + gnugo
                            + "; the file:\n" + read(load.split(" ")[1]));
                }
                duel.sameReply("query_boardsize");
                for (String colour : List.of("black", "white")) {
                    assertThat(vertexSet(duel.tengen("list_stones " + colour))).as("%s: list_stones %s", load, colour)
                            .isEqualTo(vertexSet(duel.gnugo("list_stones " + colour)));
                    duel.sameReply("captures " + colour);
                }
                duel.sameReply("move_history");
                assertThat(Double.parseDouble(duel.tengen("get_komi"))).as("%s: komi", load)
                        .isEqualTo(Double.parseDouble(duel.gnugo("get_komi")));
            }
        }
    }

    private static String read(String file) {
        try {
            return Files.readString(Path.of(file));
        } catch (java.io.IOException e) {
            return "(unreadable: " + e + ")";
        }
    }

    // ================================================================ final_score

    /** A result as GNU Go writes one: {@code B+3.5}, {@code W+7.0} or {@code 0}. */
    private static final String SCORE_FORMAT = "0|[BW]\\+[0-9]+\\.[05]";

    @Test
    void finalScoreAfterGamesPlayedToTheEnd() {
        int compared = 0;
        List<String> notes = new ArrayList<>();
        // Integer komi too, so that ".0" margins and (rarely) a draw come up.
        double[] komis = {7.5, 7, 6, 0.5};
        try (Duel duel = Duel.start(Ko.SIMPLE, Suicide.FORBIDDEN, 11)) {
            for (int game = 0; game < 16; game++) {
                int size = 5 + game % 9;
                double komi = komis[game % komis.length];
                duel.setRules(komi);
                duel.newGame(size, "genmove game " + game + ", komi " + komi);
                // tengen's player plays both sides (a random legal move that doesn't fill its own eye) until
                // it passes twice; GNU Go must accept every move.
                int passes = 0;
                int toMove = 1;
                for (int n = 0; n < 400 && passes < 2; n++) {
                    String vertex = duel.tengen("genmove " + colourName(toMove));
                    duel.record("play " + colourName(toMove) + " " + vertex);
                    duel.gnugo("play " + colourName(toMove) + " " + vertex);
                    passes = vertex.equalsIgnoreCase("pass") ? passes + 1 : 0;
                    toMove = 3 - toMove;
                }
                assertThat(passes).as("game %d ends in two passes", game).isEqualTo(2);
                for (int colour = 1; colour <= 2; colour++) {
                    String command = "list_stones " + colourName(colour);
                    assertThat(vertexSet(duel.tengen(command))).as(command).isEqualTo(vertexSet(duel.gnugo(command)));
                }
                String tengenScore = duel.tengen("final_score");
                String gnugoScore = duel.gnugo("final_score");
                assertThat(tengenScore).as("tengen's final_score").matches(SCORE_FORMAT);
                assertThat(gnugoScore).as("GNU Go's final_score").matches(SCORE_FORMAT);
                String tengenDead = duel.tengen("final_status_list dead");
                String gnugoDead = duel.gnugo("final_status_list dead");
                if (tengenDead.isEmpty() && gnugoDead.isEmpty()) {
                    if (!tengenScore.equals(gnugoScore)) {
                        throw duel.mismatch("final_score with no dead stones in either: tengen " + tengenScore
                                + ", GNU Go " + gnugoScore);
                    }
                    compared++;
                } else if (!tengenScore.equals(gnugoScore)) {
                    notes.add(size + "x" + size + " game " + game + ": tengen " + tengenScore + " (dead: "
                            + tengenDead + "), GNU Go " + gnugoScore + " (dead: " + gnugoDead + ")");
                }
            }
        }
        notes.forEach(n -> System.out.println("final_score differs by dead stone judgement: " + n));
        assertThat(compared).as("games where both found no dead stones, so the scores must be equal").isPositive();
    }

    // ================================================================ the two processes

    /** tengen and GNU Go under the same rules, with the GTP script of the current game for reports. */
    private static final class Duel implements AutoCloseable {
        final Ko ko;
        final Suicide suicide;
        final long seed;
        final GtpClient tengen;
        final GtpClient gnugo;
        private final List<String> script = new ArrayList<>();
        private final List<String> setup = new ArrayList<>();
        private String context = "";

        private Duel(Ko ko, Suicide suicide, long seed, GtpClient tengen, GtpClient gnugo) {
            this.ko = ko;
            this.suicide = suicide;
            this.seed = seed;
            this.tengen = tengen;
            this.gnugo = gnugo;
        }

        static Duel start(Ko ko, Suicide suicide, long seed) {
            GtpClient gnugo = GtpClient.start(gnugoCommand(ko, suicide));
            try {
                return new Duel(ko, suicide, seed, GtpClient.start(tengenCommand(seed)), gnugo);
            } catch (RuntimeException e) {
                gnugo.close();
                throw e;
            }
        }

        static List<String> tengenCommand(long seed) {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            // The random player: these games are about the rules, and must end in two passes.
            return List.of(java, "-cp", System.getProperty("java.class.path"), "org.tengen.app.Main", "gtp",
                    "--random", "--seed", String.valueOf(seed));
        }

        static List<String> gnugoCommand(Ko ko, Suicide suicide) {
            List<String> command = new ArrayList<>(new GnuGoLauncher(GNUGO).command(ko.rule, suicide.rule));
            command.add("--chinese-rules");
            return command;
        }

        /** tengen's rules as GNU Go's flags set them, and the komi in both. */
        void setRules(double komi) {
            String k = komi == Math.rint(komi) ? String.valueOf((long) komi) : String.valueOf(komi);
            String rules = "kata-set-rules {\"ko\":\"" + ko + "\",\"suicide\":\"" + suicide
                    + "\",\"scoring\":\"AREA\",\"komi\":" + k + "}";
            tengen(rules);
            gnugo("komi " + k);
            setup.removeIf(c -> c.startsWith("kata-set-rules") || c.startsWith("komi"));
            setup.add(rules + "   # tengen only");
            setup.add("komi " + k);
            String json = tengen("kata-get-rules");
            assertThat(json).as("tengen's rules after %s", rules)
                    .contains("\"ko\":\"" + ko + "\"", "\"suicide\":\"" + suicide + "\"", "\"scoring\":\"AREA\"");
            assertThat(Double.parseDouble(tengen("get_komi"))).isEqualTo(komi);
            assertThat(Double.parseDouble(gnugo("get_komi"))).isEqualTo(komi);
        }

        void newGame(int size, String context) {
            this.context = context;
            script.clear();
            both("boardsize " + size);
            both("clear_board");
        }

        /** Sends a command both must accept. */
        void both(String command) {
            Reply t = tengenReply(command);
            Reply g = gnugoReply(command);
            if (!t.ok() || !g.ok()) {
                throw mismatch(command + ": tengen answers " + t + ", GNU Go " + g);
            }
        }

        /** Sends a command to both; the replies (ok or error) must be the same. Returns tengen's text. */
        String sameReply(String command) {
            Reply t = tengenReply(command);
            Reply g = gnugoReply(command);
            if (!t.equalsIgnoringCase(g)) {
                throw mismatch(command + ": tengen answers " + t + ", GNU Go " + g);
            }
            return t.text();
        }

        String tengen(String command) {
            Reply r = tengenReply(command);
            if (!r.ok()) {
                throw mismatch(command + ": tengen refuses it: " + r);
            }
            return r.text();
        }

        String gnugo(String command) {
            Reply r = gnugoReply(command);
            if (!r.ok()) {
                throw mismatch(command + ": GNU Go refuses it: " + r);
            }
            return r.text();
        }

        Reply tengenReply(String command) {
            record(command);
            return ask(tengen, command);
        }

        Reply gnugoReply(String command) {
            return ask(gnugo, command);
        }

        /** Keeps the commands that change the game, for the script in a report (tengen's side sends them). */
        void record(String command) {
            if (command.startsWith("play ") || command.startsWith("undo") || command.startsWith("gg-undo")
                    || command.startsWith("boardsize") || command.startsWith("clear_board")
                    || command.startsWith("fixed_handicap") || command.startsWith("komi")
                    || command.startsWith("loadsgf")) {
                script.add(command);
            }
        }

        /** Adds a GTP comment to the last command of the script. */
        void annotateLast(String comment) {
            script.set(script.size() - 1, script.get(script.size() - 1) + "   # " + comment);
        }

        private static Reply ask(GtpClient client, String command) {
            try {
                return new Reply(true, client.send(command));
            } catch (GtpClientException e) {
                if (e.kind() != GtpClientException.Kind.ERROR_REPLY) {
                    throw e;
                }
                return new Reply(false, e.engineMessage());
            }
        }

        AssertionError mismatch(String what) {
            StringBuilder s = new StringBuilder();
            s.append("tengen and GNU Go disagree: ").append(what).append('\n');
            s.append("rules: ").append(ko).append(" ko, ").append(suicide).append(" suicide; ").append(context)
                    .append('\n');
            s.append("tengen: ").append(String.join(" ", tengenCommand(seed)).replace(
                    System.getProperty("java.class.path"), "<test classpath>")).append('\n');
            s.append("GNU Go: ").append(String.join(" ", gnugoCommand(ko, suicide))).append('\n');
            s.append("GTP script to replay (pipe into either; the last command is where they part):\n");
            for (String c : setup) {
                s.append("  ").append(c).append('\n');
            }
            for (String c : script) {
                s.append("  ").append(c).append('\n');
            }
            String last = what.contains(":") ? what.substring(0, what.indexOf(':')) : what;
            if (script.isEmpty() || !script.get(script.size() - 1).equals(last)) {
                s.append("  ").append(last).append('\n');
            }
            return new AssertionError(s.toString());
        }

        @Override
        public void close() {
            try {
                tengen.close();
            } finally {
                gnugo.close();
            }
        }
    }

    /** One reply: its text, after {@code =} or {@code ?}. */
    private record Reply(boolean ok, String text) {
        boolean equalsIgnoringCase(Reply other) {
            return ok == other.ok && text.equalsIgnoreCase(other.text);
        }

        @Override
        public String toString() {
            return (ok ? "= " : "? ") + text.replace("\n", "\\n");
        }
    }

    /** Counts of what the random games exercised. */
    private static final class Stats {
        int games;
        int moves;
        int passes;
        int captured;
        int suicides;
        int undos;
        int refusedPlays;
        int koRefusals;
        int tolerated;
        int legalChecks;
        int isLegalChecks;
        int chainChecks;
        int outOfTurn;
        int komiChanges;
        final Map<String, Integer> reasons = new TreeMap<>();

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%d games, %d moves (%d passes, %d suicides, %d out of turn), "
                            + "%d stones captured, "
                            + "%d undos, %d illegal plays refused, %d ko/superko refusals, %d all_legal, "
                            + "%d is_legal, %d chain checks, %d tolerated superko suicides, %d komi changes",
                    games, moves, passes, suicides, outOfTurn, captured, undos, refusedPlays, koRefusals, legalChecks,
                    isLegalChecks, chainChecks, tolerated, komiChanges) + " " + reasons;
        }
    }

    // ================================================================ the test's own board

    /**
     * The stones both programs agreed on, for the test's own reasoning: which moves are captures or suicides,
     * and the stones a suicide leaves. Points are {@code row * size + column}, row 0 being row 1.
     */
    private static final class Board {
        final int size;
        final int[] at;
        final int[] prisoners = new int[3];

        Board(int size) {
            this.size = size;
            this.at = new int[size * size];
        }

        int at(int p) {
            return at[p];
        }

        int prisoners() {
            return prisoners[1] + prisoners[2];
        }

        void set(int colour, Set<String> vertices) {
            for (int p = 0; p < at.length; p++) {
                if (at[p] == colour) {
                    at[p] = 0;
                }
            }
            for (String v : vertices) {
                at[parse(v, size)] = colour;
            }
        }

        /** The stones as text, with the player to move under situational superko (0: none). */
        String situation(Ko ko, int toMove) {
            return stones(at) + (ko == Ko.SITUATIONAL && toMove != 0 ? String.valueOf(toMove) : "");
        }

        private static String stones(int[] grid) {
            StringBuilder sb = new StringBuilder(grid.length);
            for (int c : grid) {
                sb.append(c);
            }
            return sb.toString();
        }

        private List<Integer> neighbours(int p) {
            List<Integer> n = new ArrayList<>(4);
            int row = p / size;
            int col = p % size;
            if (row > 0) {
                n.add(p - size);
            }
            if (row < size - 1) {
                n.add(p + size);
            }
            if (col > 0) {
                n.add(p - 1);
            }
            if (col < size - 1) {
                n.add(p + 1);
            }
            return n;
        }

        private Set<Integer> chain(int[] grid, int p) {
            Set<Integer> chain = new LinkedHashSet<>();
            Deque<Integer> todo = new ArrayDeque<>(List.of(p));
            while (!todo.isEmpty()) {
                int q = todo.pop();
                if (chain.add(q)) {
                    for (int r : neighbours(q)) {
                        if (grid[r] == grid[p] && !chain.contains(r)) {
                            todo.push(r);
                        }
                    }
                }
            }
            return chain;
        }

        private boolean hasLiberty(int[] grid, Set<Integer> chain) {
            for (int q : chain) {
                for (int r : neighbours(q)) {
                    if (grid[r] == 0) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** Whether {@code colour} at the empty {@code p} captures something. */
        boolean captures(int p, int colour) {
            if (at[p] != 0) {
                return false;
            }
            int[] grid = at.clone();
            grid[p] = colour;
            for (int q : neighbours(p)) {
                if (grid[q] == 3 - colour && !hasLiberty(grid, chain(grid, q))) {
                    return true;
                }
            }
            return false;
        }

        /**
         * The stones after {@code colour}'s suicide at {@code p}, or null if the move is no suicide that the
         * suicide rule allows (a single stone under MULTI_STONE is not allowed by either program).
         */
        String afterSuicide(int p, int colour, Suicide rule) {
            if (at[p] != 0) {
                return null;
            }
            int[] grid = at.clone();
            grid[p] = colour;
            for (int q : neighbours(p)) {
                if (grid[q] == 3 - colour && !hasLiberty(grid, chain(grid, q))) {
                    return null; // a capture
                }
            }
            Set<Integer> own = chain(grid, p);
            if (hasLiberty(grid, own) || (rule == Suicide.MULTI_STONE && own.size() == 1)) {
                return null;
            }
            for (int q : own) {
                grid[q] = 0;
            }
            return stones(grid);
        }
    }

    // ================================================================ vertices

    private static String colourName(int colour) {
        return colour == 1 ? "black" : "white";
    }

    private static String name(int p, int size) {
        return LETTERS.charAt(p % size) + String.valueOf(p / size + 1);
    }

    private static int parse(String vertex, int size) {
        String v = vertex.toUpperCase(Locale.ROOT);
        int col = LETTERS.indexOf(v.charAt(0));
        int row = Integer.parseInt(v.substring(1)) - 1;
        if (col < 0 || col >= size || row < 0 || row >= size) {
            throw new IllegalArgumentException(vertex + " is not on the " + size + "x" + size + " board");
        }
        return row * size + col;
    }

    /** A vertex list as a set, upper case: the order is not compared. */
    private static Set<String> vertexSet(String reply) {
        Set<String> set = new LinkedHashSet<>();
        for (String v : reply.trim().split("\\s+")) {
            if (!v.isEmpty()) {
                set.add(v.toUpperCase(Locale.ROOT));
            }
        }
        return set;
    }
}
