package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tengen.core.testing.Diagrams.game;
import static org.tengen.core.testing.Diagrams.legality;
import static org.tengen.core.testing.Diagrams.move;
import static org.tengen.core.testing.Diagrams.play;

import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

/** {@link Game#resume()}: play after two passes, until two new passes; undo across it; when it is refused. */
class ResumeTest {
    private static final Rules CHINESE = RulesPresets.get("chinese");

    /** Black owns the left two columns, White the right one; with komi 0.5 two passes give B+4.5. */
    private static final String SPLIT = """
            . . X O .
            . . X O .
            . . X O .
            . . X O .
            . . X O .
            """;

    private static Game endedByPasses() {
        Game g = game(CHINESE.withKomi(0.5), SPLIT);
        play(g, "pass", "pass");
        assertThat(g.isOver()).isTrue();
        assertThat(g.result().toSgf()).isEqualTo("B+4.5");
        return g;
    }

    @Test
    void resumeClearsTheResultAndOnlyTwoNewPassesEndTheGame() {
        Game g = endedByPasses();
        int history = g.history().size();
        g.resume();
        assertThat(g.isOver()).isFalse();
        assertThat(g.result()).isNull();
        assertThat(g.consecutivePasses()).isZero();
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
        assertThat(g.moveCount()).isEqualTo(2);
        assertThat(g.history()).hasSize(history);
        assertThat(legality(g, "E1")).isEqualTo(Legality.LEGAL);

        play(g, "pass");
        assertThat(g.isOver()).as("one pass after resuming").isFalse();
        assertThat(g.consecutivePasses()).isEqualTo(1);
        play(g, "pass");
        assertThat(g.isOver()).isTrue();
        assertThat(g.consecutivePasses()).isEqualTo(2);
        assertThat(g.result().toSgf()).isEqualTo("B+4.5");
    }

    @Test
    void playGoesOnAfterResumingAndTheNewEndCountsTheNewPosition() {
        Game g = endedByPasses();
        g.resume();
        play(g, "E1");
        assertThat(g.consecutivePasses()).isZero();
        play(g, "pass");
        assertThat(g.isOver()).isFalse();
        play(g, "pass");
        assertThat(g.isOver()).isTrue();
        // Black 5 + 10 + the stone on E1; E2 to E5 touch both colours; White 5 + 0.5.
        assertThat(g.result().toSgf()).isEqualTo("B+10.5");
        assertThat(g.moveCount()).isEqualTo(5);
    }

    @Test
    void undoStepsBackThroughTheResumptionToThePassThatEndedTheGame() {
        Game g = endedByPasses();
        g.resume();
        play(g, "E1");

        g.undo(); // E1: back to the resumed game
        assertThat(g.isOver()).isFalse();
        assertThat(g.consecutivePasses()).isZero();
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
        assertThat(g.moveCount()).isEqualTo(2);

        g.undo(); // White's pass, and the resumption with it
        assertThat(g.isOver()).isFalse();
        assertThat(g.consecutivePasses()).isEqualTo(1);
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        play(g, "pass");
        assertThat(g.isOver()).isTrue();
        assertThat(g.result().toSgf()).isEqualTo("B+4.5");
    }

    @Test
    void undoRightAfterResumingTakesBackTheEndingPass() {
        Game g = endedByPasses();
        g.resume();
        g.undo();
        assertThat(g.isOver()).isFalse();
        assertThat(g.consecutivePasses()).isEqualTo(1);
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        assertThat(g.moveCount()).isEqualTo(1);
        play(g, "pass");
        assertThat(g.isOver()).isTrue();
    }

    @Test
    void aSecondResumptionCountsOnlyThePassesAfterTheFirst() {
        Game g = endedByPasses();
        g.resume();
        play(g, "pass", "pass");
        assertThat(g.isOver()).isTrue();
        g.resume();
        assertThat(g.consecutivePasses()).isZero();
        g.undo(); // White's second pass and the second resumption
        assertThat(g.isOver()).isFalse();
        assertThat(g.consecutivePasses()).as("Black's pass after the first resumption").isEqualTo(1);
        g.undo(); // Black's pass: back to the first resumption
        assertThat(g.consecutivePasses()).isZero();
        play(g, "pass");
        assertThat(g.isOver()).isFalse();
        play(g, "pass");
        assertThat(g.isOver()).isTrue();
    }

    @Test
    void aRecordReplayedTolerantlyGoesOnAfterResuming() {
        Game g = new Game(5, CHINESE);
        play(g, "C3", "pass", "pass");
        assertThat(g.playTolerant(Stone.WHITE, move(g, "D3"))).isEqualTo(Legality.GAME_OVER);
        g.resume();
        assertThat(g.playTolerant(Stone.WHITE, move(g, "D3"))).isEqualTo(Legality.LEGAL);
        assertThat(g.board().at(g.geometry().parseGtp("D3"))).isEqualTo(Board.WHITE);
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
    }

    @Test
    void resumeIsRefusedWhileTheGameGoesOn() {
        Game g = new Game(5, CHINESE);
        assertThatThrownBy(g::resume).isInstanceOf(IllegalStateException.class).hasMessageContaining("not over");
        play(g, "pass");
        assertThatThrownBy(g::resume).isInstanceOf(IllegalStateException.class).hasMessageContaining("not over");
        assertThat(g.consecutivePasses()).isEqualTo(1);
    }

    @Test
    void resumeIsRefusedAfterAResignation() {
        Game g = new Game(5, CHINESE);
        play(g, "C3", "pass", "pass");
        g.resume();
        g.resign(Stone.WHITE);
        assertThatThrownBy(g::resume).isInstanceOf(IllegalStateException.class).hasMessageContaining("resigned");
        assertThat(g.isOver()).isTrue();
        assertThat(g.result().toSgf()).isEqualTo("B+R");
    }

    @Test
    void resumeIsRefusedAtTheMoveLimit() {
        Game byPasses = new Game(5, CHINESE.withMoveLimit(2));
        play(byPasses, "pass", "pass");
        assertThatThrownBy(byPasses::resume).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("move limit");
        assertThat(byPasses.isOver()).isTrue();

        Game byPlays = new Game(5, CHINESE.withMoveLimit(2));
        play(byPlays, "C3", "D3");
        assertThatThrownBy(byPlays::resume).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("move limit");
        assertThat(byPlays.isOver()).isTrue();

        Game one = new Game(5, CHINESE.withMoveLimit(1));
        play(one, "C3");
        assertThatThrownBy(one::resume).hasMessage("the move limit of 1 move is reached");
        assertThatThrownBy(byPlays::resume).hasMessage("the move limit of 2 moves is reached");
    }
}
