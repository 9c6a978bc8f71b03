package org.tengen.gtp.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tengen.core.Stone;

/** The match's own clock: what it charges, when a side has run out, and the time_left it sends. */
class MatchClockTest {
    private static final long MS = 1_000_000L;
    private static final long S = 1000 * MS;

    @Test
    void suddenDeathEndsWhenTheMainTimeIsUsedUp() {
        MatchClock c = new MatchClock(60 * S, 0);
        assertThat(c.timeLeftCommand(Stone.BLACK)).isEqualTo("time_left black 60 0");
        assertThat(c.charge(Stone.BLACK, 20_500 * MS)).isTrue();
        assertThat(c.left(Stone.BLACK)).isEqualTo(39_500 * MS);
        assertThat(c.timeLeftCommand(Stone.BLACK)).isEqualTo("time_left black 39 0"); // whole seconds, rounded down
        assertThat(c.timeLeftCommand(Stone.WHITE)).isEqualTo("time_left white 60 0"); // each side its own
        assertThat(c.charge(Stone.BLACK, 39_500 * MS)).isTrue(); // to the last nanosecond
        assertThat(c.charge(Stone.BLACK, 1)).isFalse();
        assertThat(c.charge(Stone.WHITE, 60 * S + 1)).isFalse();
    }

    @Test
    void byoyomiFollowsTheMainTimeAndEachMoveMustKeepToThePeriod() {
        MatchClock c = new MatchClock(10 * S, 2 * S);
        assertThat(c.charge(Stone.BLACK, 9 * S)).isTrue();
        // The main time runs out during this move, which is byo-yomi's first: 1.5 s of it, within the period.
        assertThat(c.charge(Stone.BLACK, 2500 * MS)).isTrue();
        assertThat(c.left(Stone.BLACK)).isZero();
        assertThat(c.timeLeftCommand(Stone.BLACK)).isEqualTo("time_left black 2 1");
        assertThat(c.charge(Stone.BLACK, 2 * S)).isTrue();
        assertThat(c.charge(Stone.BLACK, 2 * S + 1)).isFalse();
        // Running past main time and the first period at once.
        assertThat(c.charge(Stone.WHITE, 12 * S + 1)).isFalse();
    }

    @Test
    void aClockNeedsMainTime() {
        assertThatThrownBy(() -> new MatchClock(0, S)).isInstanceOf(IllegalArgumentException.class);
    }
}
