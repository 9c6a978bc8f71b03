package org.tengen.problems.littlego;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tengen.core.Stone;

/**
 * The agent when its time is gone before the search starts (a busy machine; issue 12 saw 85 searches of 140
 * run no playout and the agent open at 0,0): the move still comes from judgement, a one-ply choice by
 * captures, liberties and the centre, made at once, never the first point of the board.
 */
class AgentWithoutTimeTest {
    private static final String[] EMPTY = {"00000", "00000", "00000", "00000", "00000"};
    private static final long NO_TIME = 1;

    private static AgentMove decide(Stone colour, String[] previous, String[] current) {
        return new Agent(1).decide(AgentInput.of(colour, previous, current), Optional.empty(), Integer.MAX_VALUE, NO_TIME);
    }

    @Test
    void blackOpensInTheCentre() {
        AgentMove move = decide(Stone.BLACK, EMPTY, EMPTY);
        assertThat(move.text()).isEqualTo("2,2");
        assertThat(move.reason()).contains("no time left");
    }

    @Test
    void whiteAnswersTheCentreNextToIt() {
        String[] current = {"00000", "00000", "00100", "00000", "00000"};
        String text = decide(Stone.WHITE, EMPTY, current).text();
        assertThat(text).isIn("1,2", "2,1", "2,3", "3,2", "1,1", "1,3", "3,1", "3,3");
    }

    @Test
    void aLargeGroupInAtariIsTaken() {
        // White's three stones in the middle have one liberty, (2,4); ten moves to go by the boards' count.
        String[] previous = {"00000", "01110", "12200", "01110", "00000"};
        String[] current = {"00000", "01110", "12220", "01110", "00000"};
        assertThat(decide(Stone.BLACK, previous, current).text()).isEqualTo("2,4");
    }
}
