package org.tengen.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.engine.Decision;
import org.tengen.engine.Player;
import org.tengen.engine.RandomPlayer;
import org.tengen.engine.SearchRequest;

/**
 * Perfect play from the solver: the move it plays keeps the proven value, it gets at least that value against
 * any opponent, and outside the boards and rules it solves (or out of time) its fallback decides.
 */
class PerfectPlayerTest {
    private static final Rules TROMP_TAYLOR = RulesPresets.get("tromp-taylor").withKomi(0);
    /** The most a solve may take here: only a cap for a loaded machine, the solves take well under a second. */
    private static final long PATIENT = TimeUnit.MINUTES.toNanos(5);

    /** A fallback that counts its calls, remembers the requests and passes. */
    private static final class Fallback implements Player {
        final List<SearchRequest> requests = new ArrayList<>();

        @Override
        public synchronized Decision decide(Game game, SearchRequest request) {
            requests.add(request);
            return Decision.of(Move.PASS);
        }
    }

    private static Solution solve(Game g) {
        return new Solver(g, Solver.Options.defaults().withTable(16).withProof(false)).solve(s -> { });
    }

    @Test
    void onABoardItSolvesItPlaysAMoveThatKeepsTheProvenValue() {
        Game g = new Game(Geometry.parse("2x2"), TROMP_TAYLOR);
        Fallback fallback = new Fallback();
        Decision d = new PerfectPlayer(fallback, null, PerfectPlayer.DEFAULT_AUTO_AREA, PATIENT).decide(g, SearchRequest.MOVE);
        assertThat(fallback.requests).isEmpty();
        assertThat(solve(g).bestMoves()).contains(d.move());
        assertThat(d.scoreLead()).isEqualTo(1.0); // 2x2 is B+1
        assertThat(d.winRate()).isEqualTo(1.0);

        g.play(d.move());
        Decision white = new PerfectPlayer(fallback, null, PerfectPlayer.DEFAULT_AUTO_AREA, PATIENT).decide(g, SearchRequest.MOVE);
        assertThat(white.scoreLead()).isEqualTo(-1.0);
        assertThat(white.winRate()).isEqualTo(0.0);
        assertThat(solve(g).bestMoves()).contains(white.move());
    }

    @Test
    void againstRandomOpponentsThePerfectSideNeverGetsLessThanTheValue() {
        for (String size : List.of("2x2", "2x3", "1x5")) {
            int value = solve(new Game(Geometry.parse(size), TROMP_TAYLOR)).margin();
            for (long seed = 1; seed <= 6; seed++) {
                for (boolean perfectIsBlack : new boolean[] {true, false}) {
                    Game g = new Game(Geometry.parse(size), TROMP_TAYLOR);
                    Player perfect = new PerfectPlayer(new Fallback(), null, PerfectPlayer.DEFAULT_AUTO_AREA, PATIENT);
                    Player random = new RandomPlayer(seed);
                    while (!g.isOver()) {
                        boolean perfectToMove = (g.toMove() == org.tengen.core.Stone.BLACK) == perfectIsBlack;
                        Move m = (perfectToMove ? perfect : random).decide(g, SearchRequest.MOVE).move();
                        assertThat(g.play(m).isLegal()).as("%s seed %d: %s", size, seed, m).isTrue();
                    }
                    int margin = g.score(List.of()).areaDifference();
                    if (perfectIsBlack) {
                        assertThat(margin).as("%s seed %d, perfect Black", size, seed).isGreaterThanOrEqualTo(value);
                    } else {
                        assertThat(margin).as("%s seed %d, perfect White", size, seed).isLessThanOrEqualTo(value);
                    }
                }
            }
        }
    }

    @Test
    void outsideItsBoardsAndRulesTheFallbackDecides() {
        Fallback fallback = new Fallback();
        PerfectPlayer p = new PerfectPlayer(fallback, null, PerfectPlayer.DEFAULT_AUTO_AREA, PATIENT);
        Game big = new Game(Geometry.of(9), TROMP_TAYLOR);
        Game simpleKo = new Game(Geometry.parse("2x3"), RulesPresets.get("chinese"));
        Game tooBigToSolveAlone = new Game(Geometry.of(3), TROMP_TAYLOR);
        for (Game g : List.of(big, simpleKo, tooBigToSolveAlone)) {
            assertThat(p.covers(g)).as(g.geometry().describe()).isFalse();
            assertThat(p.decide(g, SearchRequest.MOVE).move()).isEqualTo(Move.PASS);
        }
        assertThat(fallback.requests).hasSize(3);
    }

    @Test
    void aTableCoversItsBoardAndRulesWhateverTheKomiAndNothingElse() throws IOException {
        Solver solver = new Solver(new Game(Geometry.parse("2x3"), TROMP_TAYLOR), Solver.Options.defaults().withTable(16)
                .withProof(false));
        solver.solve(s -> { });
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        solver.table().write(bytes);
        SolvedTable table = SolvedTable.read(new ByteArrayInputStream(bytes.toByteArray()));

        Fallback fallback = new Fallback();
        PerfectPlayer p = new PerfectPlayer(fallback, table, 0, PATIENT);
        assertThat(p.covers(new Game(Geometry.parse("2x3"), TROMP_TAYLOR.withKomi(7)))).isTrue();
        assertThat(p.covers(new Game(Geometry.parse("3x2"), TROMP_TAYLOR))).isFalse();
        assertThat(p.covers(new Game(Geometry.parse("2x3"), RulesPresets.get("gtsa")))).isFalse(); // no suicide
        assertThat(p.covers(new Game(Geometry.parse("2x2"), TROMP_TAYLOR))).isFalse(); // no auto area

        Game g = new Game(Geometry.parse("2x3"), TROMP_TAYLOR);
        Decision d = p.decide(g, SearchRequest.MOVE);
        assertThat(fallback.requests).isEmpty();
        assertThat(d.move()).isEqualTo(Move.PASS); // 2x3 is 0, and Black's pass keeps it
        assertThat(d.scoreLead()).isEqualTo(0.0);
    }

    @Test
    void aSolveOutOfTimeLeavesTheRestOfTheTimeToTheFallback() {
        Fallback fallback = new Fallback();
        PerfectPlayer p = new PerfectPlayer(fallback, null, 12, TimeUnit.MILLISECONDS.toNanos(1));
        Game g = new Game(Geometry.parse("3x4"), TROMP_TAYLOR); // billions of nodes: never within a millisecond
        long limit = TimeUnit.SECONDS.toNanos(30);
        p.decide(g, SearchRequest.within(limit));
        assertThat(fallback.requests).hasSize(1);
        assertThat(fallback.requests.get(0).timeLimitNanos()).isPositive().isLessThan(limit);
    }

    @Test
    void aPositionItsTableDoesNotSettleGetsOnlyAShareOfTheSolveTime() {
        Game late = new Game(Geometry.parse("3x4"), TROMP_TAYLOR);
        // Black's wall down the middle with four eyes: pass-alive, the whole board Black's.
        for (String m : new String[] {"B1", "pass", "B2", "pass", "B3", "pass", "B4", "pass", "A2", "pass", "C3"}) {
            assertThat(late.play(Move.parseGtp(late.geometry(), m)).isLegal()).isTrue();
        }
        Solver solver = new Solver(late, Solver.Options.defaults().withTable(16).withProof(false));
        solver.solve(s -> { });
        SolvedTable table = solver.table();
        long limit = TimeUnit.SECONDS.toNanos(8);

        // The position the table was made for: settled by it, played at once.
        Fallback fallback = new Fallback();
        PerfectPlayer p = new PerfectPlayer(fallback, table, 0, limit);
        p.decide(late, SearchRequest.within(limit));
        assertThat(fallback.requests).isEmpty();

        // The empty board: the table does not settle it, and 3x4 is not solved in seconds, so the solve gets an
        // eighth of its time (half the move's) and the fallback the rest, not the half it would have had.
        p.decide(new Game(Geometry.parse("3x4"), TROMP_TAYLOR), SearchRequest.within(limit));
        assertThat(fallback.requests).hasSize(1);
        assertThat(fallback.requests.get(0).timeLimitNanos()).isGreaterThan(limit * 3 / 4);
    }

    @Test
    void stopEndsASolveInProgressAndTheFallbackAnswers() {
        Fallback fallback = new Fallback();
        PerfectPlayer p = new PerfectPlayer(fallback, null, 12, TimeUnit.HOURS.toNanos(1));
        // 3x4 is not solved in hours; 3x3 now is in well under a second, which raced the stopper
        Game g = new Game(Geometry.parse("3x4"), TROMP_TAYLOR);
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                return;
            }
            p.stop();
        });
        stopper.start();
        Decision d = Assertions.assertTimeoutPreemptively(Duration.ofMinutes(2), () -> p.decide(g, SearchRequest.MOVE));
        assertThat(d.move()).isEqualTo(Move.PASS);
        assertThat(fallback.requests).hasSize(1);
    }

    @Test
    void withATimeLimitItProvesTheWhole5x5BoardForBlackAndKeepsItToTheEnd() {
        // Game 3 of bench/games/2026-11-21-5x5-gnugo-level10 before Black's 15th move: 5x5 is too big to solve
        // whole within a move, but "Black takes all 25 points" is proven here, and again after every reply.
        Rules aga = RulesPresets.get("aga").withKomi(0);
        Game g = new Game(Geometry.parse("5x5"), aga);
        for (String m : new String[] {"C3", "B3", "B4", "C4", "B2", "D3", "C2", "B5", "A3", "D2", "D4", "D5", "C5",
            "pass"}) {
            assertThat(g.play(Move.parseGtp(g.geometry(), m)).isLegal()).as(m).isTrue();
        }
        Fallback fallback = new Fallback();
        PerfectPlayer black = new PerfectPlayer(fallback, null, PerfectPlayer.DEFAULT_AUTO_AREA, PATIENT);
        java.util.Random random = new java.util.Random(3);
        int blackMoves = 0;
        while (!g.isOver()) {
            if (g.toMove() == org.tengen.core.Stone.BLACK) {
                Decision d = black.decide(g, SearchRequest.within(2 * PATIENT));
                assertThat(fallback.requests).as("the fallback never moves").isEmpty();
                assertThat(d.scoreLead()).isEqualTo(25.0);
                assertThat(d.winRate()).isEqualTo(1.0);
                assertThat(g.play(d.move()).isLegal()).isTrue();
                blackMoves++;
            } else { // White answers at random, passing now and then
                int[] legal = g.legalPoints();
                Move m = legal.length == 0 || random.nextInt(4) == 0 ? Move.PASS
                        : Move.play(legal[random.nextInt(legal.length)]);
                assertThat(g.play(m).isLegal()).isTrue();
            }
        }
        assertThat(blackMoves).isGreaterThan(1);
        assertThat(g.score(List.of()).areaDifference()).isEqualTo(25);
    }

    @Test
    void refutedMarginsAreTriedOnePointLowerUntilOneIsProvenForEitherColour() {
        // 2x3 is 0 (Black's pass keeps it). With no board solved whole (auto area 1), a move with a time limit
        // tries margins: the whole board (6) first, refuted, then 5, and so on down to 0, which holds: exact.
        Fallback fallback = new Fallback();
        PerfectPlayer p = new PerfectPlayer(fallback, null, 1, PATIENT);
        Game g = new Game(Geometry.parse("2x3"), TROMP_TAYLOR);
        Decision zero = p.decide(g, SearchRequest.within(2 * PATIENT));
        assertThat(fallback.requests).isEmpty();
        assertThat(zero.scoreLead()).isEqualTo(0.0);
        assertThat(zero.winRate()).isEqualTo(0.5);
        assertThat(solve(g).bestMoves()).contains(zero.move());
        // White after Black's B2 on 3x3 (Black's 9): White's margins 9 down to -8 refuted, -9 proven.
        Game g3 = new Game(Geometry.of(3), TROMP_TAYLOR);
        g3.play(Move.parseGtp(g3.geometry(), "B2"));
        Decision white = new PerfectPlayer(fallback, null, 1, PATIENT).decide(g3, SearchRequest.within(2 * PATIENT));
        assertThat(fallback.requests).isEmpty();
        assertThat(white.scoreLead()).isEqualTo(-9.0);
        assertThat(white.winRate()).isEqualTo(0.0); // -8 was refuted: the margin is the value, a loss
        assertThat(solve(g3).bestMoves()).contains(white.move());
        // With komi 7.5 the same margin is White's lead of -1.5.
        Game komi = new Game(Geometry.of(3), TROMP_TAYLOR.withKomi(7.5));
        komi.play(Move.parseGtp(komi.geometry(), "B2"));
        Decision withKomi = new PerfectPlayer(fallback, null, 1, PATIENT).decide(komi, SearchRequest.within(2 * PATIENT));
        assertThat(withKomi.scoreLead()).isEqualTo(-1.5);
    }

    @Test
    void noMarginIsTriedWithoutATimeLimitOrWithNoSolve() {
        // 3x3 is 9, the whole board, proven in a blink: a margin tried would leave the fallback out.
        Game g = new Game(Geometry.of(3), TROMP_TAYLOR);
        Fallback tried = new Fallback();
        Decision nine = new PerfectPlayer(tried, null, 1, PATIENT).decide(g, SearchRequest.within(2 * PATIENT));
        assertThat(tried.requests).isEmpty();
        assertThat(nine.scoreLead()).isEqualTo(9.0);
        assertThat(nine.move()).isEqualTo(Move.parseGtp(g.geometry(), "B2"));
        Fallback other = new Fallback();
        new PerfectPlayer(other, null, 1, PATIENT).decide(g, SearchRequest.MOVE);
        new PerfectPlayer(other, null, 0, PATIENT).decide(g, SearchRequest.within(2 * PATIENT));
        assertThat(other.requests).hasSize(2);
    }
}
