package org.tengen.problems.littlego;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tengen.core.Stone;

/** How many moves were played: exact from the state, else the fewest the boards allow. */
class MoveCountTest {
    private static final String[] EMPTY = {"00000", "00000", "00000", "00000", "00000"};

    private static AgentInput input(Stone colour, String[] previous, String[] current) {
        return AgentInput.of(colour, previous, current);
    }

    @Test
    void eachPlayersFirstMoveIsExactWithoutAState() {
        assertThat(MoveCount.of(input(Stone.BLACK, EMPTY, EMPTY), Optional.empty())).isZero();
        String[] one = {"00000", "00000", "00100", "00000", "00000"};
        assertThat(MoveCount.of(input(Stone.WHITE, EMPTY, one), Optional.empty())).isEqualTo(1);
        // Black passed at move 1.
        assertThat(MoveCount.of(input(Stone.WHITE, EMPTY, EMPTY), Optional.empty())).isEqualTo(1);
    }

    @Test
    void withoutAStateEachSideHasPlayedAtLeastAsManyMovesAsItHasStones() {
        String[] previous = {"11100", "22000", "00000", "00000", "00000"};
        String[] current = {"11100", "22200", "00000", "00000", "00000"};
        // Black to move with 3 stones each: 6 moves.
        assertThat(MoveCount.fromBoards(input(Stone.BLACK, previous, current))).isEqualTo(6);
        // White to move, Black with 4 stones: at least 7 moves (Black has had one more than White).
        String[] after = {"11110", "22200", "00000", "00000", "00000"};
        assertThat(MoveCount.fromBoards(input(Stone.WHITE, current, after))).isEqualTo(7);
        // Captures hide moves: the count can only be too low, and never reaches the limit.
        String[] full = {"11111", "11111", "11111", "11111", "11110"};
        assertThat(MoveCount.fromBoards(input(Stone.WHITE, full, full))).isEqualTo(23);
        assertThat(MoveCount.fromBoards(input(Stone.BLACK, full, full))).isEqualTo(22);
    }

    @Test
    void aStateThatTheInputFollowsGivesTheExactCount() {
        String[] ours = {"11100", "22000", "00000", "00000", "00000"};
        String[] now = {"11100", "22200", "00000", "00000", "00000"};
        // Passes and captures earlier in the game: 12 moves, not the 6 the stones show.
        AgentState state = new AgentState(Stone.BLACK, 11, AgentInput.position(ours));
        assertThat(MoveCount.of(input(Stone.BLACK, ours, now), Optional.of(state))).isEqualTo(12);
    }

    @Test
    void aStateFromAnotherGameIsIgnored() {
        String[] ours = {"11100", "22000", "00000", "00000", "00000"};
        String[] now = {"11100", "22200", "00000", "00000", "00000"};
        String[] other = {"10000", "00000", "00000", "00000", "00000"};
        // Its board is not the input's previous board: a new game began.
        AgentState stale = new AgentState(Stone.BLACK, 11, AgentInput.position(other));
        assertThat(MoveCount.of(input(Stone.BLACK, ours, now), Optional.of(stale))).isEqualTo(6);
        // The other colour.
        AgentState white = new AgentState(Stone.WHITE, 11, AgentInput.position(ours));
        assertThat(MoveCount.of(input(Stone.BLACK, ours, now), Optional.of(white))).isEqualTo(6);
        // A count the boards contradict (fewer moves than stones) or at the limit.
        AgentState low = new AgentState(Stone.BLACK, 1, AgentInput.position(ours));
        assertThat(MoveCount.of(input(Stone.BLACK, ours, now), Optional.of(low))).isEqualTo(6);
        AgentState late = new AgentState(Stone.BLACK, 23, AgentInput.position(ours));
        assertThat(MoveCount.of(input(Stone.BLACK, ours, now), Optional.of(late))).isEqualTo(6);
        // A new game as Black starts at 0 whatever the state says.
        AgentState empty = new AgentState(Stone.BLACK, 9, AgentInput.position(EMPTY));
        assertThat(MoveCount.of(input(Stone.BLACK, EMPTY, EMPTY), Optional.of(empty))).isZero();
    }
}
