package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.engine.Clock;
import org.tengen.engine.Decision;
import org.tengen.engine.Player;
import org.tengen.engine.SearchRequest;

/** The time commands set the clock, and genmove asks the player to keep to it. */
class GtpClockTest {
    private static final long MS = 1_000_000L;
    private static final long S = 1000 * MS;

    /** Passes, or resigns when told to, and remembers the time limit of each move it was asked for. */
    private static final class RecordingPlayer implements Player {
        final List<Long> limits = new ArrayList<>();
        final List<Long> maxima = new ArrayList<>();
        boolean resign;

        @Override
        public Decision decide(Game game, SearchRequest request) {
            limits.add(request.timeLimitNanos());
            maxima.add(request.maxTimeNanos());
            return Decision.of(resign ? Move.RESIGN : Move.PASS);
        }

        long last() {
            return limits.get(limits.size() - 1);
        }

        long lastMax() {
            return maxima.get(maxima.size() - 1);
        }
    }

    private final RecordingPlayer player = new RecordingPlayer();
    // 9x9, with a lag margin of 100 ms.
    private final GtpEngine engine = new GtpEngine(Geometry.of(9), RulesPresets.get("chinese"), player, new Clock(100 * MS));

    private String send(String command) {
        String reply = engine.answer(command);
        assertThat(reply).as(command).startsWith("= ");
        return reply.substring(2).trim();
    }

    @Test
    void withoutTimeSettingsThereIsNoLimit() {
        send("genmove b");
        assertThat(player.last()).isEqualTo(Clock.NO_LIMIT);
        send("time_left w 0 0"); // sent by some controllers when there is no limit
        send("genmove w");
        assertThat(player.last()).isEqualTo(Clock.NO_LIMIT);
    }

    @Test
    void oneSecondAMoveIsJustUnderOneSecond() {
        send("time_settings 0 1 1"); // what tengen match --time 1 sends
        send("genmove b");
        assertThat(player.last()).isEqualTo(900 * MS);
        send("genmove w");
        assertThat(player.last()).isEqualTo(900 * MS);
    }

    @Test
    void absoluteTimeFollowsTimeLeft() {
        send("time_settings 60 0 0");
        send("time_left w 29 0"); // 81 empty points: 29 moves left, a second each
        send("genmove w");
        assertThat(player.last()).isEqualTo(900 * MS);
    }

    @Test
    void aMoveMayBorrowFromTheMainTimeButNotFromAPeriod() {
        send("time_settings 60 0 0"); // absolute: 81 empty points, 29 moves left
        send("genmove b");
        assertThat(player.last()).isEqualTo(60 * S / 29 - 100 * MS);
        assertThat(player.lastMax()).isEqualTo(12 * S - 100 * MS); // up to a fifth of the time left
        send("reg_genmove w");
        assertThat(player.lastMax()).isEqualTo(12 * S - 100 * MS);
        send("time_settings 0 1 1"); // a second every move: nothing to borrow from
        send("genmove b");
        assertThat(player.lastMax()).isEqualTo(player.last()).isEqualTo(900 * MS);
        send("kgs-time_settings byoyomi 0 10 3");
        send("genmove w");
        assertThat(player.lastMax()).isEqualTo(player.last()).isEqualTo(9900 * MS);
    }

    @Test
    void kgsTimeSettingsOfEachKind() {
        send("kgs-time_settings byoyomi 0 10 3");
        send("genmove b");
        assertThat(player.last()).isEqualTo(9900 * MS);
        send("kgs-time_settings canadian 0 30 10");
        send("genmove b");
        assertThat(player.last()).isEqualTo(2900 * MS);
        send("kgs-time_settings absolute 290");
        send("genmove b");
        assertThat(player.last()).isEqualTo(9900 * MS);
        send("kgs-time_settings none");
        send("genmove b");
        assertThat(player.last()).isEqualTo(Clock.NO_LIMIT);
    }

    @Test
    void byoYomiTimeWithoutStonesMeansNoLimit() {
        send("time_settings 300 30 0");
        send("genmove b");
        assertThat(player.last()).isEqualTo(Clock.NO_LIMIT);
    }

    @Test
    void theEngineCountsItsOwnTimeForGenmoveButNotRegGenmove() {
        send("time_settings 290 0 0");
        send("reg_genmove b");
        assertThat(engine.clock().left(Stone.BLACK)).isEqualTo(290 * S);
        send("genmove b");
        assertThat(engine.clock().left(Stone.BLACK)).isLessThan(290 * S).isPositive();
        assertThat(engine.clock().left(Stone.WHITE)).isEqualTo(290 * S);
    }

    @Test
    void aNewGameHasTheWholeTimeAgain() {
        send("time_settings 290 0 0");
        send("time_left b 29 0");
        send("clear_board");
        send("genmove b");
        assertThat(player.last()).isEqualTo(9900 * MS);
        send("time_left b 29 0");
        send("boardsize 9");
        assertThat(engine.clock().left(Stone.BLACK)).isEqualTo(290 * S);
    }

    @Test
    void aResignationIsAnsweredButNotRecorded() {
        send("play b E5");
        player.resign = true;
        assertThat(send("genmove b")).isEqualTo("resign"); // out of turn, too
        assertThat(engine.game().isOver()).isFalse();
        assertThat(engine.game().toMove()).isEqualTo(Stone.WHITE);
        assertThat(send("move_history")).isEqualTo("black E5");
        send("play w D4");
        send("undo");
        send("undo");
        assertThat(send("list_stones black")).isEmpty();
    }
}
