package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.testing.Diagrams;

/**
 * Thinking longer on an unsure move: when the root's statistics make a choice unsure ({@link Unsure}), what
 * a {@link SearchRequest} lends, and how much of it the player takes ({@link MctsPlayer#extensionNanos}).
 */
class ThinkLongerTest {
    private static final long MS = 1_000_000L;
    private static final SearchParameters D = SearchParameters.defaults();

    // Black owns the whole board: every move wins, so there is no one best move.
    private static final String WON = """
            . . X . .
            . . X . .
            X . X . .
            . . X . .
            . . X . .
            """;
    // White's D4 is in atari: capturing it wins, everything else loses (komi 5.5).
    private static final String STONE_IN_ATARI = TacticsTest.STONE_IN_ATARI;

    private static Decision.Candidate move(int point, int visits, double winRate) {
        return new Decision.Candidate(Move.play(point), visits, winRate, 0.5);
    }

    @Test
    void aClearLeaderWithTheBestWinRateIsSure() {
        // The third's better win rate rests on a tenth of the leader's visits: under the fair share of 0.3.
        List<Decision.Candidate> root = List.of(move(10, 1000, 0.62), move(11, 300, 0.58), move(12, 100, 0.70));
        assertThat(Unsure.unsure(root, false, D)).isFalse();
    }

    @Test
    void aChangeOfTheMostVisitedMoveIsUnsure() {
        List<Decision.Candidate> root = List.of(move(10, 1000, 0.62), move(11, 300, 0.58));
        assertThat(Unsure.unsure(root, true, D)).isTrue();
    }

    @Test
    void aSecondCloseBehindIsUnsure() {
        // 1000 visits against 700: fewer than 1.5 times as many.
        assertThat(Unsure.unsure(List.of(move(10, 1000, 0.62), move(11, 700, 0.60)), false, D)).isTrue();
        assertThat(Unsure.unsure(List.of(move(10, 1000, 0.62), move(11, 666, 0.60)), false, D)).isFalse();
        assertThat(Unsure.unsure(List.of(move(10, 1000, 0.62), move(11, 700, 0.60)), false,
                D.with("extendCloseRatio", "1.4"))).isFalse();
    }

    @Test
    void aBetterWinRateOnAFairShareOfTheVisitsIsUnsure() {
        // The third has 0.3 of the leader's visits and a better win rate.
        List<Decision.Candidate> root = List.of(move(10, 1000, 0.62), move(11, 400, 0.58), move(12, 300, 0.63));
        assertThat(Unsure.unsure(root, false, D)).isTrue();
        assertThat(Unsure.unsure(root, false, D.with("extendFairShare", "0.31"))).isFalse();
    }

    @Test
    void aRootOfOneMoveOrNoVisitsIsSure() {
        assertThat(Unsure.unsure(List.of(move(10, 1000, 0.5)), false, D)).isFalse();
        assertThat(Unsure.unsure(List.of(), false, D)).isFalse();
        assertThat(Unsure.unsure(List.of(move(10, 0, 0), move(11, 0, 0)), false, D)).isFalse();
    }

    @Test
    void theLeaderIsDecidedWhenTheSecondCouldNotCatchUpInTheTimeLeft() {
        List<Decision.Candidate> root = List.of(move(10, 1000, 0.62), move(11, 500, 0.58), move(12, 100, 0.70));
        assertThat(Unsure.decided(root, 499)).isTrue();
        assertThat(Unsure.decided(root, 500)).isFalse(); // a tie is still possible
        assertThat(Unsure.decided(root, -1)).isFalse(); // no early end asked for
        assertThat(Unsure.decided(List.of(move(10, 3, 0.5)), 1000)).isTrue(); // nothing to choose from
    }

    @Test
    void aRequestLendsOnlyWhatTheClockAllows() {
        assertThat(SearchRequest.within(900 * MS, 2900 * MS).extensionNanos()).isEqualTo(2000 * MS);
        assertThat(SearchRequest.within(900 * MS).extensionNanos()).isZero();
        assertThat(SearchRequest.MOVE.extensionNanos()).isZero();
        assertThat(SearchRequest.within(900 * MS, 100 * MS).maxTimeNanos()).isEqualTo(900 * MS); // never below the limit
        SearchRequest r = SearchRequest.within(900 * MS, 2900 * MS).withoutResigning().countingAsItStands().withAnalysis();
        assertThat(r.maxTimeNanos()).isEqualTo(2900 * MS);
        assertThatThrownBy(() -> new SearchRequest(900 * MS, 100 * MS, false, true, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("below its time limit");
    }

    @Test
    void thePlayerTakesItsFactorOfTheTimeWithinWhatTheClockLends() {
        MctsPlayer off = new MctsPlayer(1, 1, SearchBudget.byDefault(), 0, D.with("extendFactor", "0"));
        MctsPlayer byDefault = new MctsPlayer(1, 1, SearchBudget.byDefault(), 0);
        MctsPlayer doubling = new MctsPlayer(1, 1, SearchBudget.byDefault(), 0, D.with("extendFactor", "1"));
        SearchRequest lends = SearchRequest.within(900 * MS, 5000 * MS);
        SearchBudget clockBound = SearchBudget.byDefault().within(900 * MS);
        assertThat(off.extensionNanos(lends, clockBound)).isZero();
        assertThat(byDefault.extensionNanos(lends, clockBound)).isEqualTo(900 * MS); // up to twice by default
        assertThat(doubling.extensionNanos(lends, clockBound)).isEqualTo(900 * MS);
        assertThat(doubling.extensionNanos(SearchRequest.within(900 * MS, 1200 * MS), clockBound)).isEqualTo(300 * MS);
        assertThat(doubling.extensionNanos(SearchRequest.within(900 * MS), clockBound)).isZero(); // nothing to borrow
        // A budget of the player's own shorter than the clock's time is not the clock's to lengthen.
        SearchBudget ownSecond = SearchBudget.of(null, 0.5).within(900 * MS);
        assertThat(doubling.extensionNanos(lends, ownSecond)).isZero();
    }

    @Test
    void goingOnWithASearchIsTheSameAsSearchingAsLongInOneGo() {
        Game game = new Game(9, RulesPresets.get("chinese"));
        Mcts once = new Mcts(7);
        Mcts.Choice whole = once.search(game, 1500, Long.MAX_VALUE);
        Mcts twice = new Mcts(7);
        twice.search(game, 1000, Long.MAX_VALUE);
        Mcts.Choice more = twice.searchOn(500, Long.MAX_VALUE);
        assertThat(more.playouts()).isEqualTo(1500);
        assertThat(more).isEqualTo(whole);
        assertThat(twice.rootCandidates()).isEqualTo(once.rootCandidates());
        assertThat(new Mcts(7).searchOn(500, Long.MAX_VALUE).playouts()).isZero(); // nothing to go on with
    }

    @Test
    void anUnsureMoveThinksLongerButNoLongerThanItsFactorOrTheLoan() {
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(0), WON, Stone.BLACK);
        // A close ratio that calls any runner-up close: the choice stays unsure.
        SearchParameters unsure = D.with("extendFactor", "2").with("extendCloseRatio", "1000000");
        MctsPlayer player = new MctsPlayer(1, 1, SearchBudget.byDefault(), 0, unsure);
        // Twice the 400 ms more, as the clock lends 5 s.
        long ms = timed(player, game, SearchRequest.within(400 * MS, 5000 * MS));
        assertThat(ms).isBetween(1200L, 1200L + 1000);
        // The clock lends only 200 ms.
        ms = timed(player, game, SearchRequest.within(400 * MS, 600 * MS));
        assertThat(ms).isBetween(600L, 600L + 1000);
        // Nothing to borrow from: the time limit.
        ms = timed(player, game, SearchRequest.within(400 * MS));
        assertThat(ms).isBetween(400L, 400L + 1000);
    }

    @Test
    void aSureMoveDoesNotThinkLonger() {
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(5.5), STONE_IN_ATARI, Stone.BLACK);
        MctsPlayer player = new MctsPlayer(1, 1, SearchBudget.byDefault(), 0, D.with("extendFactor", "2"));
        long ms = timed(player, game, SearchRequest.within(500 * MS, 5000 * MS));
        // Up to 1.5 s if it were unsure; the time limit and room for a busy machine.
        assertThat(ms).isBetween(500L, 1000L);
    }

    @Test
    void aDecidedMoveEndsBeforeItsTimeWhenTheClockTakesTheRestBack() {
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(5.5), STONE_IN_ATARI, Stone.BLACK);
        MctsPlayer player = new MctsPlayer(1, 1, SearchBudget.byDefault(), 0, D.with("earlyStopShare", "1"));
        // The capture has nearly every visit: it is decided well before the second's end.
        Decision d = player.decide(game, SearchRequest.within(1000 * MS, 5000 * MS).withAnalysis());
        assertThat(d.move()).isEqualTo(Move.play(Diagrams.point(game, "D4")));
        long ms = timed(player, game, SearchRequest.within(1000 * MS, 5000 * MS));
        assertThat(ms).isLessThan(900L);
        // A fixed time a move has nothing to give back to: it takes all of it.
        ms = timed(player, game, SearchRequest.within(1000 * MS));
        assertThat(ms).isGreaterThanOrEqualTo(1000L);
    }

    @Test
    void aStoppedPlayerDoesNotThinkLonger() {
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(0), WON, Stone.BLACK);
        MctsPlayer player = new MctsPlayer(1, 1, SearchBudget.byDefault(), 0,
                D.with("extendFactor", "2").with("extendCloseRatio", "1000000"));
        player.stop();
        // Not even the time limit (the pool's allocation takes a moment), let alone more.
        long start = System.nanoTime();
        Decision d = player.decide(game, SearchRequest.within(3000 * MS, 10_000 * MS));
        assertThat((System.nanoTime() - start) / MS).isLessThan(3000L);
        assertThat(d.playouts()).isZero();
    }

    /** The milliseconds {@code player} takes to decide. */
    private static long timed(MctsPlayer player, Game game, SearchRequest request) {
        long start = System.nanoTime();
        player.decide(game, request);
        return (System.nanoTime() - start) / MS;
    }
}
