package org.tengen.problems.littlego;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tengen.core.Geometry;
import org.tengen.core.Stone;

/** The agent's check of the referee's rules in the game it rebuilds from the two boards, and that game. */
class LegalMovesTest {
    private static final Geometry G = AgentInput.GEOMETRY;
    /** Black's stone at (2,2) was just taken by White at (2,1): a ko. */
    private static final String[] BEFORE = {"00000", "01200", "10120", "01200", "00000"};
    private static final String[] KO = {"00000", "01200", "12020", "01200", "00000"};

    /** Whether the agent may play at {@code p} on {@code in}, the game rebuilt as the agent does. */
    private static boolean isLegal(AgentInput in, int p) {
        return Agent.isLegal(Reconstruction.of(in, MoveCount.of(in, Optional.empty())), p);
    }

    /** The agent's legal points on {@code in}. */
    private static int[] legal(AgentInput in) {
        return Reconstruction.of(in, MoveCount.of(in, Optional.empty())).game().legalPoints();
    }

    private static int point(int row, int col) {
        return G.point(col, row);
    }

    @Test
    void theRetakeThatRecreatesThePreviousBoardIsRefused() {
        AgentInput in = AgentInput.of(Stone.BLACK, BEFORE, KO);
        assertThat(isLegal(in, point(2, 2))).isFalse();
        assertThat(legal(in)).doesNotContain(point(2, 2)).contains(point(0, 0), point(2, 4));
        // The same shape with another previous board: the capture is allowed.
        AgentInput elsewhere = AgentInput.of(Stone.BLACK, KO, KO);
        assertThat(isLegal(elsewhere, point(2, 2))).isTrue();
    }

    @Test
    void occupiedOffBoardAndSuicidePointsAreRefused() {
        String[] board = {"02000", "20000", "00000", "00000", "00000"};
        AgentInput in = AgentInput.of(Stone.BLACK, board, board);
        assertThat(isLegal(in, point(0, 0))).isFalse(); // suicide
        assertThat(isLegal(in, point(0, 1))).isFalse(); // occupied
        assertThat(isLegal(in, Geometry.NO_POINT)).isFalse();
        assertThat(isLegal(in, 10_000)).isFalse();
        assertThat(legal(in)).hasSize(22);
        // For White the corner is an ordinary point.
        assertThat(isLegal(AgentInput.of(Stone.WHITE, board, board), point(0, 0))).isTrue();
    }

    @Test
    void theOpponentsKoCaptureIsReplayedSoTheGameKnowsTheKo() {
        AgentInput in = AgentInput.of(Stone.BLACK, BEFORE, KO);
        Reconstruction r = Reconstruction.of(in, 8);
        assertThat(r.lastMove()).isEqualTo(Reconstruction.LastMove.PLAY);
        assertThat(r.game().moveCount()).isEqualTo(8);
        assertThat(r.game().toMove()).isEqualTo(Stone.BLACK);
        assertThat(r.game().legalPoints()).doesNotContain(point(2, 2)).contains(point(0, 0));
        assertThat(r.board().koPoint()).isEqualTo(point(2, 2));
    }

    @Test
    void anUnchangedBoardIsThePassOfTheOpponentExceptAtTheStart() {
        String[] board = {"00000", "01200", "00000", "00000", "00000"};
        Reconstruction pass = Reconstruction.of(AgentInput.of(Stone.BLACK, board, board), 2);
        assertThat(pass.opponentPassed()).isTrue();
        assertThat(pass.game().moveCount()).isEqualTo(2);
        assertThat(pass.game().consecutivePasses()).isEqualTo(1);
        String[] empty = {"00000", "00000", "00000", "00000", "00000"};
        assertThat(Reconstruction.of(AgentInput.of(Stone.BLACK, empty, empty), 0).lastMove())
                .isEqualTo(Reconstruction.LastMove.START);
        // Boards no single move connects: the current board alone, counted as given.
        String[] far = {"11111", "00000", "00000", "00000", "22222"};
        Reconstruction unknown = Reconstruction.of(AgentInput.of(Stone.BLACK, board, far), 10);
        assertThat(unknown.lastMove()).isEqualTo(Reconstruction.LastMove.UNKNOWN);
        assertThat(unknown.game().moveCount()).isEqualTo(10);
        assertThat(unknown.game().toMove()).isEqualTo(Stone.BLACK);
    }
}
