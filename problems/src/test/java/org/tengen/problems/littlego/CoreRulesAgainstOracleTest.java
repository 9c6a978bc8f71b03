package org.tengen.problems.littlego;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.Position;

/**
 * The referee and the opponents judge with the core's board: on every position of many seeded random
 * games (passes included) its legal moves, the boards after them and their captures are the ones the
 * problem's own rules give, as the plain {@link RefereeBoard} applies them (ko: a capture that recreates
 * the board before the opponent's last move).
 */
@Tag("slow")
class CoreRulesAgainstOracleTest {
    private static final Geometry G = AgentInput.GEOMETRY;

    @Test
    void theCoresLegalMovesAreTheProblemsOnRandomGames() {
        Random random = new Random(13);
        int positions = 0;
        int kos = 0;
        for (int game = 0; game < 400; game++) {
            Board core = new Board(G);
            RefereeBoard previous = RefereeBoard.empty();
            RefereeBoard board = RefereeBoard.empty();
            int colour = 1;
            for (int moves = 0; moves < 60; moves++) {
                List<RefereeBoard.Candidate> expected = board.legalMoves(colour, previous);
                List<Candidate> actual = Candidate.all(core, colour);
                List<String> e = new ArrayList<>();
                for (RefereeBoard.Candidate c : expected) {
                    e.add(c.answer() + " " + c.captured() + "\n" + c.after());
                }
                List<String> a = new ArrayList<>();
                for (Candidate c : actual) {
                    a.add(c.answer() + " " + c.captured() + "\n" + Referee.rows(c.after()));
                }
                assertThat(a).as("game %d, move %d on%n%s", game, moves + 1, board).isEqualTo(e);
                for (int i = 0; i < RefereeBoard.SIZE; i++) {
                    for (int j = 0; j < RefereeBoard.SIZE; j++) {
                        if (board.play(colour, i, j, previous).verdict() == RefereeBoard.Verdict.KO) {
                            kos++;
                        }
                    }
                }
                positions++;
                if (expected.isEmpty() || random.nextInt(10) == 0) {
                    previous = board;
                    core.pass();
                } else {
                    int k = random.nextInt(expected.size());
                    previous = board;
                    board = expected.get(k).after();
                    core.playUnchecked(actual.get(k).point(), colour);
                }
                assertThat(Position.of(core)).isEqualTo(AgentInput.position(board.rows()));
                colour = 3 - colour;
            }
        }
        assertThat(positions).isEqualTo(400 * 60);
        assertThat(kos).as("ko retakes met").isGreaterThan(50);
    }
}
