package org.tengen.problems.littlego;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tengen.core.Stone;

/**
 * The agent on hand-made positions, each with a seed and a playout budget: the move is legal by the
 * referee's own board, and where one move obviously wins, it is that move.
 */
class AgentGoldenTest {
    private static final String[] EMPTY = {"00000", "00000", "00000", "00000", "00000"};
    private static final int PLAYOUTS = 3000;

    private static AgentMove decide(Stone colour, String[] previous, String[] current, Optional<AgentState> state) {
        AgentMove move = new Agent(1).decide(AgentInput.of(colour, previous, current), state, PLAYOUTS, Long.MAX_VALUE);
        assertLegal(colour, previous, current, move.text());
        return move;
    }

    private static AgentMove decide(Stone colour, String[] previous, String[] current) {
        return decide(colour, previous, current, Optional.empty());
    }

    /** The referee's verdict on the answer: a pass, or a legal point. */
    private static void assertLegal(Stone colour, String[] previous, String[] current, String answer) {
        if (answer.equals("PASS")) {
            return;
        }
        assertThat(answer).matches("[0-4],[0-4]");
        String[] ij = answer.split(",");
        RefereeBoard.Play play = RefereeBoard.of(current).play(colour.code(), Integer.parseInt(ij[0]),
                Integer.parseInt(ij[1]), RefereeBoard.of(previous));
        assertThat(play.verdict()).as(answer).isEqualTo(RefereeBoard.Verdict.LEGAL);
    }

    @Test
    void blacksFirstMoveIsAStoneOnTheEmptyBoard() {
        AgentMove move = decide(Stone.BLACK, EMPTY, EMPTY);
        assertThat(move.isPass()).isFalse();
        assertThat(move.state().movesAfter()).isEqualTo(1);
    }

    @Test
    void whiteTakesTheGroupThatDecidesTheGameWithTheLastMove() {
        // Black's four stones at the top have one liberty, (0,0); any other white move leaves Black ahead.
        String[] previous = {"01120", "21120", "22220", "01010", "11110"};
        String[] current = {"01120", "21120", "22220", "01010", "11111"};
        AgentState state = new AgentState(Stone.WHITE, 22, AgentInput.position(previous));
        assertThat(decide(Stone.WHITE, previous, current, Optional.of(state)).text()).isEqualTo("0,0");
        // In a fresh directory the count comes out lower (move 22), and the capture is still the move.
        assertThat(decide(Stone.WHITE, previous, current).text()).isEqualTo("0,0");
    }

    @Test
    void blackTakesTheGroupThatDecidesTheGameAtMove23() {
        // White's four stones at the top have one liberty, (0,0). Taking them: Black 10 against White 4 (5
        // after White's last move) + 2.5; anything else: Black 10 against White 9 + 2.5.
        String[] previous = {"02211", "12210", "11111", "00000", "22200"};
        String[] current = {"02211", "12210", "11111", "00000", "22220"};
        AgentState state = new AgentState(Stone.BLACK, 21, AgentInput.position(previous));
        assertThat(decide(Stone.BLACK, previous, current, Optional.of(state)).text()).isEqualTo("0,0");
        assertThat(decide(Stone.BLACK, previous, current).text()).isEqualTo("0,0");
    }

    @Test
    void takesALargeGroupInAtariInTheMiddleOfTheGame() {
        // White's three stones in the middle have one liberty, (2,4); ten moves to go by the boards' count.
        String[] previous = {"00000", "01110", "12200", "01110", "00000"};
        String[] current = {"00000", "01110", "12220", "01110", "00000"};
        assertThat(decide(Stone.BLACK, previous, current).text()).isEqualTo("2,4");
    }

    @Test
    void neverRetakesAKoAtOnce() {
        // White just took Black's stone at (2,2) by playing (2,1); retaking would recreate the previous board.
        String[] previous = {"00000", "01200", "10120", "01200", "00000"};
        String[] current = {"00000", "01200", "12020", "01200", "00000"};
        AgentMove move = decide(Stone.BLACK, previous, current);
        assertThat(move.text()).isNotEqualTo("2,2").isNotEqualTo("PASS");
    }

    @Test
    void passesWhenTheOpponentPassedAndTheCountWins() {
        // Black passed at move 1: White's pass ends the game, 0 against 2.5.
        assertThat(decide(Stone.WHITE, EMPTY, EMPTY).text()).isEqualTo("PASS");
        String[] board = {"00000", "01200", "01200", "01200", "00000"};
        assertThat(decide(Stone.WHITE, board, board).text()).isEqualTo("PASS");
    }

    @Test
    void neverPassesWhileBehind() {
        // White passed; Black's 4 stones against White's 3 + 2.5: passing would lose at once.
        String[] board = {"00000", "01200", "01200", "01200", "01000"};
        AgentMove move = decide(Stone.BLACK, board, board);
        assertThat(move.isPass()).isFalse();
    }

    @Test
    void passesWhenNoMoveIsLegal() {
        // Every empty point is an eye of Black's: a white stone there would have no liberty.
        String[] previous = {"01111", "11111", "11111", "11111", "11100"};
        String[] current = {"01111", "11111", "11111", "11111", "11110"};
        assertThat(decide(Stone.WHITE, previous, current).text()).isEqualTo("PASS");
    }

    @Test
    void theSameSeedAndBudgetGiveTheSameMove() {
        String[] previous = {"00000", "00100", "00000", "00200", "00000"};
        String[] current = {"00000", "00100", "00000", "00200", "00010"};
        assertThat(decide(Stone.WHITE, previous, current).text()).isEqualTo(decide(Stone.WHITE, previous, current).text());
    }
}
