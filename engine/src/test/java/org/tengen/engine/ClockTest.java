package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tengen.core.Stone;

/** The clock's arithmetic, with times in whole milliseconds so each expected budget can be checked by hand. */
class ClockTest {
    private static final long MS = 1_000_000L;
    private static final long S = 1000 * MS;
    private static final Stone B = Stone.BLACK;
    private static final Stone W = Stone.WHITE;

    /** A clock with a 100 ms lag margin. */
    private static Clock clock() {
        return new Clock(100 * MS);
    }

    @Test
    void movesLeftAreAThirdOfTheEmptyPointsAndNeverFewerThanTen() {
        assertThat(Clock.movesLeft(361)).isEqualTo(127); // 126.35 rounded up
        assertThat(Clock.movesLeft(81)).isEqualTo(29);
        assertThat(Clock.movesLeft(100)).isEqualTo(35);
        assertThat(Clock.movesLeft(20)).isEqualTo(10);
        assertThat(Clock.movesLeft(0)).isEqualTo(10);
    }

    @Test
    void withoutSettingsThereIsNoLimitAndTimeLeftIsIgnored() {
        Clock c = clock();
        assertThat(c.hasLimit()).isFalse();
        assertThat(c.moveNanos(B, 81)).isEqualTo(Clock.NO_LIMIT);
        c.timeLeft(B, 0, 0); // some controllers send this when there is no limit
        c.spent(B, 5 * S);
        assertThat(c.moveNanos(B, 81)).isEqualTo(Clock.NO_LIMIT);
    }

    @Test
    void gtpSettingsFollowTheSpec() {
        Clock c = clock();
        c.gtpSettings(60 * S, 10 * S, 0); // byo-yomi time without stones: no limit
        assertThat(c.kind()).isEqualTo(Clock.Kind.NONE);
        c.gtpSettings(60 * S, 0, 0); // no byo-yomi time: absolute
        assertThat(c.kind()).isEqualTo(Clock.Kind.ABSOLUTE);
        c.gtpSettings(0, 0, 0); // nothing at all: no limit rather than no time
        assertThat(c.kind()).isEqualTo(Clock.Kind.NONE);
        c.gtpSettings(60 * S, 30 * S, 5);
        assertThat(c.kind()).isEqualTo(Clock.Kind.CANADIAN);
        assertThat(c.left(B)).isEqualTo(60 * S);
        assertThat(c.overtimeLeft(B)).isZero();
    }

    @Test
    void absoluteTimeIsSpreadOverTheMovesLeftLessTheLag() {
        Clock c = clock();
        c.absolute(290 * S);
        // 81 empty points: 29 moves left, 10 s each, less 100 ms.
        assertThat(c.moveNanos(B, 81)).isEqualTo(10 * S - 100 * MS);
        // Late in the game: never fewer than 10 moves, so 29 s each.
        assertThat(c.moveNanos(B, 5)).isEqualTo(29 * S - 100 * MS);
    }

    @Test
    void absoluteTimeCountsTheEnginesOwnMovesAndTimeLeftOverridesThem() {
        Clock c = clock();
        c.absolute(300 * S);
        c.spent(B, 10 * S);
        c.spent(B, 30 * S);
        assertThat(c.left(B)).isEqualTo(260 * S);
        assertThat(c.left(W)).isEqualTo(300 * S);
        c.timeLeft(B, 100 * S, 0);
        assertThat(c.left(B)).isEqualTo(100 * S);
        assertThat(c.moveNanos(B, 0)).isEqualTo(10 * S - 100 * MS);
        c.spent(B, 500 * S); // lost on time: nothing left, not less than nothing
        assertThat(c.left(B)).isZero();
        assertThat(c.moveNanos(B, 81)).isEqualTo(Clock.MIN_MOVE_NANOS);
    }

    @Test
    void theLagNeverTakesMoreThanHalfOfAMove() {
        Clock c = clock();
        c.absolute(2900 * MS); // 100 ms a move over 29 moves
        assertThat(c.moveNanos(B, 81)).isEqualTo(50 * MS);
        Clock noLag = new Clock(0);
        noLag.absolute(2900 * MS);
        assertThat(noLag.moveNanos(B, 81)).isEqualTo(100 * MS);
    }

    @Test
    void canadianInMainTimeAddsThePeriodsShareOfAMove() {
        Clock c = clock();
        c.canadian(290 * S, 30 * S, 10);
        // 290 s over 29 moves, plus 30 s / 10 stones, less the lag.
        assertThat(c.moveNanos(B, 81)).isEqualTo(13 * S - 100 * MS);
    }

    @Test
    void canadianOvertimeSpreadsThePeriodOverItsStones() {
        Clock c = clock();
        c.canadian(0, 30 * S, 10); // no main time: overtime from the start
        assertThat(c.overtimeLeft(B)).isEqualTo(10);
        assertThat(c.moveNanos(B, 81)).isEqualTo(3 * S - 100 * MS);
        c.timeLeft(B, 10 * S, 4);
        assertThat(c.moveNanos(B, 81)).isEqualTo(2500 * MS - 100 * MS);
    }

    @Test
    void oneStonePerPeriodIsJustUnderThePeriod() {
        Clock c = clock();
        c.gtpSettings(0, 1 * S, 1); // what tengen match sends for one second a move
        assertThat(c.moveNanos(B, 81)).isEqualTo(900 * MS);
        c.spent(B, 950 * MS);
        assertThat(c.overtimeLeft(B)).isEqualTo(1); // a new period for the next stone
        assertThat(c.left(B)).isEqualTo(1 * S);
        assertThat(c.moveNanos(B, 30)).isEqualTo(900 * MS);
    }

    @Test
    void canadianOwnCountingRunsIntoOvertimeAndRenewsThePeriod() {
        Clock c = clock();
        c.canadian(10 * S, 30 * S, 3);
        c.spent(B, 4 * S);
        assertThat(c.left(B)).isEqualTo(6 * S);
        assertThat(c.overtimeLeft(B)).isZero();
        c.spent(B, 8 * S); // 6 s of main time, then 2 s of the period, whose first stone this is
        assertThat(c.overtimeLeft(B)).isEqualTo(2);
        assertThat(c.left(B)).isEqualTo(28 * S);
        assertThat(c.moveNanos(B, 81)).isEqualTo(14 * S - 100 * MS);
        c.spent(B, 10 * S);
        assertThat(c.overtimeLeft(B)).isEqualTo(1);
        assertThat(c.left(B)).isEqualTo(18 * S);
        c.spent(B, 15 * S); // the period's last stone: a fresh period
        assertThat(c.overtimeLeft(B)).isEqualTo(3);
        assertThat(c.left(B)).isEqualTo(30 * S);
        assertThat(c.left(W)).isEqualTo(10 * S);
    }

    @Test
    void canadianTimeLeftSaysWhetherMainTimeOrAPeriodIsRunning() {
        Clock c = clock();
        c.canadian(600 * S, 60 * S, 20);
        c.timeLeft(W, 290 * S, 0);
        assertThat(c.overtimeLeft(W)).isZero();
        assertThat(c.moveNanos(W, 81)).isEqualTo(10 * S + 3 * S - 100 * MS);
        c.timeLeft(W, 40 * S, 8);
        assertThat(c.overtimeLeft(W)).isEqualTo(8);
        assertThat(c.moveNanos(W, 81)).isEqualTo(5 * S - 100 * MS);
        // Main time gone but the period not yet begun: the period's share of a move.
        c.timeLeft(W, 0, 0);
        assertThat(c.moveNanos(W, 81)).isEqualTo(3 * S - 100 * MS);
    }

    @Test
    void japaneseByoyomiUsesMainTimeThenJustUnderOnePeriod() {
        Clock c = clock();
        c.byoyomi(290 * S, 30 * S, 5);
        // The main time's share, plus the period a move may use once the main time is gone.
        assertThat(c.moveNanos(B, 81)).isEqualTo(10 * S + 30 * S - 100 * MS);
        c.timeLeft(B, 30 * S, 3); // in byo-yomi, 3 periods left (KGS's form)
        assertThat(c.moveNanos(B, 81)).isEqualTo(30 * S - 100 * MS);
        c.timeLeft(B, 12 * S, 3); // the controller's count of this period so far
        assertThat(c.moveNanos(B, 200)).isEqualTo(12 * S - 100 * MS);
    }

    @Test
    void japaneseOwnCountingLosesAPeriodOnlyByOverrunningIt() {
        Clock c = clock();
        c.byoyomi(10 * S, 30 * S, 3);
        c.spent(W, 25 * S); // 10 s of main time, then 15 s of the first period: kept
        assertThat(c.overtimeLeft(W)).isEqualTo(3);
        assertThat(c.left(W)).isEqualTo(30 * S);
        c.spent(W, 29 * S);
        assertThat(c.overtimeLeft(W)).isEqualTo(3);
        c.spent(W, 31 * S); // one period overrun
        assertThat(c.overtimeLeft(W)).isEqualTo(2);
        c.spent(W, 95 * S); // three more: the last is kept, the game would be lost on time
        assertThat(c.overtimeLeft(W)).isEqualTo(1);
        assertThat(c.moveNanos(W, 81)).isEqualTo(30 * S - 100 * MS);
    }

    @Test
    void byoyomiWithoutMainTimeStartsInOvertime() {
        Clock c = clock();
        c.byoyomi(0, 10 * S, 5);
        assertThat(c.overtimeLeft(B)).isEqualTo(5);
        assertThat(c.moveNanos(B, 361)).isEqualTo(10 * S - 100 * MS);
    }

    @Test
    void noPeriodOrNoStonesMeansAbsoluteTime() {
        Clock c = clock();
        c.canadian(60 * S, 0, 5);
        assertThat(c.kind()).isEqualTo(Clock.Kind.ABSOLUTE);
        c.byoyomi(60 * S, 30 * S, 0);
        assertThat(c.kind()).isEqualTo(Clock.Kind.ABSOLUTE);
        c.absolute(0);
        assertThat(c.kind()).isEqualTo(Clock.Kind.NONE);
    }

    @Test
    void restartGivesBothSidesTheirWholeTimeAgain() {
        Clock c = clock();
        c.canadian(60 * S, 30 * S, 5);
        c.spent(B, 70 * S);
        c.timeLeft(W, 5 * S, 2);
        c.restart();
        for (Stone s : Stone.values()) {
            assertThat(c.left(s)).isEqualTo(60 * S);
            assertThat(c.overtimeLeft(s)).isZero();
        }
    }

    @Test
    void absoluteTimeLeftIgnoresStones() {
        Clock c = clock();
        c.absolute(100 * S);
        c.timeLeft(B, 50 * S, 7);
        assertThat(c.overtimeLeft(B)).isZero();
        assertThat(c.left(B)).isEqualTo(50 * S);
    }

    @Test
    void negativeValuesAreRefused() {
        Clock c = clock();
        assertThatThrownBy(() -> c.canadian(-1, 10, 1)).isInstanceOf(IllegalArgumentException.class);
        c.absolute(S);
        assertThatThrownBy(() -> c.timeLeft(B, -5, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Clock(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Clock.nanos(1.5)).isEqualTo(1500 * MS);
    }

    @Test
    void aMoveMayBorrowUpToAFifthOfTheMainTimeLeft() {
        Clock c = clock();
        c.absolute(290 * S);
        // 81 empty points: 29 moves left, 10 s each; a longer move up to 58 s, each less 100 ms.
        assertThat(c.moveNanos(B, 81)).isEqualTo(10 * S - 100 * MS);
        assertThat(c.maxMoveNanos(B, 81)).isEqualTo(58 * S - 100 * MS);
        // What a longer move took comes out of the bank: 232 s left, 8 s a move, up to 46.4 s.
        c.spent(B, 58 * S);
        assertThat(c.moveNanos(B, 81)).isEqualTo(8 * S - 100 * MS);
        assertThat(c.maxMoveNanos(B, 81)).isEqualTo(46_400 * MS - 100 * MS);
        // At the floor of ten moves left a move gets a tenth, and up to a fifth.
        c.timeLeft(B, 10 * S, 0);
        assertThat(c.moveNanos(B, 20)).isEqualTo(S - 100 * MS);
        assertThat(c.maxMoveNanos(B, 20)).isEqualTo(2 * S - 100 * MS);
        // Nearly out of time: the lag takes half of either, never more.
        c.timeLeft(B, 500 * MS, 0);
        assertThat(c.moveNanos(B, 20)).isEqualTo(25 * MS);
        assertThat(c.maxMoveNanos(B, 20)).isEqualTo(50 * MS);
    }

    @Test
    void mainTimeBeforeByoyomiLendsItsBankAndKeepsTheOvertimeShare() {
        Clock c = clock();
        c.canadian(290 * S, 30 * S, 10);
        // 10 s of the main time and 3 s of the period a move; up to 58 s and 3 s.
        assertThat(c.moveNanos(B, 81)).isEqualTo(13 * S - 100 * MS);
        assertThat(c.maxMoveNanos(B, 81)).isEqualTo(61 * S - 100 * MS);
        c.byoyomi(290 * S, 10 * S, 3);
        assertThat(c.moveNanos(B, 81)).isEqualTo(20 * S - 100 * MS);
        assertThat(c.maxMoveNanos(B, 81)).isEqualTo(68 * S - 100 * MS);
    }

    @Test
    void overtimeAndAFixedTimeAMoveLendNothing() {
        Clock c = clock();
        c.canadian(0, 30 * S, 10); // in overtime from the start: a period for ten stones
        assertThat(c.maxMoveNanos(B, 81)).isEqualTo(c.moveNanos(B, 81)).isEqualTo(3 * S - 100 * MS);
        c.byoyomi(0, 10 * S, 3);
        assertThat(c.maxMoveNanos(B, 81)).isEqualTo(c.moveNanos(B, 81)).isEqualTo(10 * S - 100 * MS);
        c.gtpSettings(0, S, 1); // what tengen match --time 1 sends: one second every move
        assertThat(c.maxMoveNanos(B, 81)).isEqualTo(c.moveNanos(B, 81)).isEqualTo(900 * MS);
        c.canadian(60 * S, 30 * S, 10);
        c.timeLeft(B, 20 * S, 4); // main time over: 20 s for 4 stones
        assertThat(c.maxMoveNanos(B, 81)).isEqualTo(c.moveNanos(B, 81)).isEqualTo(5 * S - 100 * MS);
        assertThat(c.maxMoveNanos(W, 81)).isGreaterThan(c.moveNanos(W, 81)); // White is still in main time
        c.unlimited();
        assertThat(c.maxMoveNanos(B, 81)).isEqualTo(Clock.NO_LIMIT);
    }
}
