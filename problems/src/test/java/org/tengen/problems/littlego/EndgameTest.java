package org.tengen.problems.littlego;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tengen.core.Geometry;
import org.tengen.core.Stone;

/**
 * The exact search against a deliberately plain minimax over the referee's own board: the same value for
 * every position of many seeded random games in their last moves.
 */
class EndgameTest {
    private static final Geometry G = AgentInput.GEOMETRY;

    /** Full-width minimax on the referee's board: the mover's final lead in half points. */
    private static int naive(int colour, RefereeBoard previous, RefereeBoard board, boolean lastWasPass, int movesLeft) {
        if (movesLeft == 0) {
            return lead(colour, board);
        }
        int best = lastWasPass ? lead(colour, board) : -naive(3 - colour, board, board, true, movesLeft - 1);
        for (RefereeBoard.Candidate c : board.legalMoves(colour, previous)) {
            best = Math.max(best, -naive(3 - colour, board, c.after(), false, movesLeft - 1));
        }
        return best;
    }

    private static int lead(int colour, RefereeBoard board) {
        int black = 2 * (board.count(1) - board.count(2)) - 5;
        return colour == 1 ? black : -black;
    }

    @Test
    void agreesWithPlainMinimaxOnTheLastMovesOfRandomGames() {
        Random random = new Random(7);
        int positions = 0;
        for (int game = 0; game < 40; game++) {
            RefereeBoard previous = RefereeBoard.empty();
            RefereeBoard board = RefereeBoard.empty();
            boolean lastWasPass = false;
            int colour = 1;
            for (int moves = 0; moves < LittleGoRules.PRESET.moveLimit(); moves++) {
                int movesLeft = LittleGoRules.PRESET.moveLimit() - moves;
                if (movesLeft <= 4) {
                    AgentInput in = AgentInput.of(Stone.ofCode(colour), previous.rows(), board.rows());
                    Reconstruction r = Reconstruction.of(in, moves);
                    Endgame.Answer answer = new Endgame(r.board(), Long.MAX_VALUE, Long.MAX_VALUE)
                            .solve(colour, movesLeft, r.opponentPassed());
                    assertThat(answer.exact()).isTrue();
                    int expected = naive(colour, previous, board, lastWasPass, movesLeft);
                    assertThat(answer.value()).as("game %d, move %d, %s to move on%n%s", game, moves + 1,
                            Stone.ofCode(colour), board).isEqualTo(expected);
                    positions++;
                }
                List<RefereeBoard.Candidate> legal = board.legalMoves(colour, previous);
                // Some passes, so that the end by two passes is searched too.
                if (legal.isEmpty() || random.nextInt(8) == 0) {
                    if (lastWasPass) {
                        break;
                    }
                    previous = board;
                    lastWasPass = true;
                } else {
                    RefereeBoard.Candidate c = legal.get(random.nextInt(legal.size()));
                    previous = board;
                    board = c.after();
                    lastWasPass = false;
                }
                colour = 3 - colour;
            }
        }
        assertThat(positions).isGreaterThan(100);
    }

    @Test
    void theLastMoveTakesTheGroupThatDecidesTheGame() {
        // White's move 24: taking the four black stones at the top (their last liberty is (0,0)) wins;
        // any other move leaves Black ahead, 11 against 10.5.
        String[] current = {"01120", "21120", "22220", "01010", "11111"};
        String[] previous = {"01120", "21120", "22220", "01010", "11110"};
        AgentInput in = AgentInput.of(Stone.WHITE, previous, current);
        Reconstruction r = Reconstruction.of(in, 23);
        Endgame.Answer answer = new Endgame(r.board(), Long.MAX_VALUE, Long.MAX_VALUE).solve(2, 1, false);
        assertThat(answer.point()).isEqualTo(G.point(0, 0));
        // Black 7, White 8 + 2.5: White wins by 3.5, 7 half points.
        assertThat(answer.value()).isEqualTo(7);
    }

    @Test
    void whenTheBudgetRunsOutTheAnswerIsTheDeepestSearchCompleted() {
        String[] empty = {"00000", "00000", "00000", "00000", "00000"};
        Reconstruction r = Reconstruction.of(AgentInput.of(Stone.BLACK, empty, empty), 0);
        Endgame.Answer answer = new Endgame(r.board(), 20_000, Long.MAX_VALUE).solve(1, 24, false);
        assertThat(answer.exact()).isFalse();
        assertThat(answer.depth()).isBetween(2, 22);
        assertThat(answer.point()).isNotEqualTo(Geometry.NO_POINT);
        assertThat(answer.nodes()).isLessThan(22_000);
    }

    @Test
    void aFewPliesAlreadyTakeTheGroupInAtari() {
        // White's three stones in the middle have one liberty, (2,4); ten moves are left, and the budget
        // allows a few plies only.
        String[] previous = {"00000", "01110", "12200", "01110", "00000"};
        String[] current = {"00000", "01110", "12220", "01110", "00000"};
        Reconstruction r = Reconstruction.of(AgentInput.of(Stone.BLACK, previous, current), 14);
        Endgame.Answer answer = new Endgame(r.board(), 2048, Long.MAX_VALUE).solve(1, 10, false);
        assertThat(answer.depth()).isBetween(2, 9);
        assertThat(answer.exact()).isFalse();
        assertThat(answer.point()).isEqualTo(G.point(4, 2));
    }
}
