package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tengen.core.testing.Diagrams.assertPosition;
import static org.tengen.core.testing.Diagrams.game;
import static org.tengen.core.testing.Diagrams.legality;
import static org.tengen.core.testing.Diagrams.move;
import static org.tengen.core.testing.Diagrams.play;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

class GameTest {

    private static final Rules CHINESE = RulesPresets.get("chinese");
    private static final Rules JAPANESE = RulesPresets.get("japanese");

    /** Black owns the left two columns, White the right one. */
    private static final String SPLIT = """
            . . X O .
            . . X O .
            . . X O .
            . . X O .
            . . X O .
            """;

    @Test
    void blackMovesFirstAndTheTurnsAlternate() {
        Game g = new Game(5, CHINESE);
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
        assertThat(g.play(Stone.WHITE, move(g, "C3"))).isEqualTo(Legality.WRONG_TURN);
        assertThat(g.board().isEmpty(Diagrams.point(g, "C3"))).isTrue();
        assertThat(g.moveCount()).isZero();
        assertThat(g.history()).isEmpty();

        assertThat(g.play(Stone.BLACK, move(g, "C3"))).isEqualTo(Legality.LEGAL);
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        assertThat(g.play(Stone.BLACK, move(g, "D3"))).isEqualTo(Legality.WRONG_TURN);
        assertThat(g.play(Stone.BLACK, Move.PASS)).isEqualTo(Legality.WRONG_TURN);
        // An occupied point is refused for its own reason before the turn is looked at.
        assertThat(g.legality(Stone.BLACK, move(g, "C3"))).isEqualTo(Legality.OCCUPIED);
        assertThat(g.play(Stone.WHITE, move(g, "C3"))).isEqualTo(Legality.OCCUPIED);
        assertThat(g.play(Stone.WHITE, move(g, "D3"))).isEqualTo(Legality.LEGAL);
        assertThat(g.moveCount()).isEqualTo(2);
        assertThat(g.lastMove()).isEqualTo(new Turn(Stone.WHITE, move(g, "D3"), false));
    }

    @Test
    void twoPassesEndTheGameWithTheScore() {
        Game g = game(CHINESE.withKomi(0.5), SPLIT);
        play(g, "pass");
        assertThat(g.isOver()).isFalse();
        assertThat(g.consecutivePasses()).isEqualTo(1);
        play(g, "pass");
        assertThat(g.isOver()).isTrue();
        // Black 5 stones + 10 points, White 5 stones + 5 points + 0.5.
        assertThat(g.result().toSgf()).isEqualTo("B+4.5");
        assertThat(g.result().winner()).contains(Stone.BLACK);

        Game japanese = game(JAPANESE, SPLIT);
        play(japanese, "pass", "pass");
        // Black 10 points, White 5 + 6.5.
        assertThat(japanese.result().toSgf()).isEqualTo("W+1.5");
    }

    @Test
    void aMoveBetweenPassesKeepsTheGameGoing() {
        Game g = game(CHINESE, SPLIT);
        play(g, "pass", "E1", "pass");
        assertThat(g.isOver()).isFalse();
        assertThat(g.consecutivePasses()).isEqualTo(1);
        play(g, "pass");
        assertThat(g.isOver()).isTrue();
    }

    @Test
    void theMoveLimitEndsTheGameAndPassesCount() {
        Game g = new Game(5, CHINESE.withMoveLimit(3));
        play(g, "C3", "pass");
        assertThat(g.isOver()).isFalse();
        play(g, "D3");
        assertThat(g.isOver()).isTrue();
        // Two black stones own the whole empty board: 25 against 7.5.
        assertThat(g.result().toSgf()).isEqualTo("B+17.5");
        assertThat(legality(g, "A1")).isEqualTo(Legality.GAME_OVER);
        assertThat(g.play(move(g, "pass"))).isEqualTo(Legality.GAME_OVER);

        Game passes = new Game(5, CHINESE.withMoveLimit(2));
        play(passes, "pass", "C3");
        assertThat(passes.isOver()).isTrue();
        assertThat(passes.result().toSgf()).isEqualTo("W+32.5");
    }

    @Test
    void resignationEndsTheGame() {
        Game g = new Game(5, CHINESE);
        play(g, "C3");
        g.resign(Stone.BLACK);
        assertThat(g.isOver()).isTrue();
        assertThat(g.result().toSgf()).isEqualTo("W+R");
        assertThat(g.result().isResignation()).isTrue();
        assertThat(g.result().winner()).contains(Stone.WHITE);

        Game h = new Game(5, CHINESE);
        play(h, "C3");
        assertThat(h.play(Stone.WHITE, Move.RESIGN)).isEqualTo(Legality.LEGAL);
        assertThat(h.result().toSgf()).isEqualTo("B+R");
    }

    @Test
    void nothingMayBePlayedAfterTheEnd() {
        Game g = new Game(5, CHINESE);
        play(g, "C3", "resign");
        assertThat(g.result().toSgf()).isEqualTo("B+R");
        assertThat(g.legality(Stone.BLACK, move(g, "D3"))).isEqualTo(Legality.GAME_OVER);
        assertThat(g.legality(Stone.WHITE, move(g, "D3"))).isEqualTo(Legality.GAME_OVER);
        assertThat(g.play(Stone.BLACK, move(g, "D3"))).isEqualTo(Legality.GAME_OVER);
        assertThat(g.play(Stone.BLACK, Move.PASS)).isEqualTo(Legality.GAME_OVER);
        assertThat(g.playTolerant(Stone.BLACK, move(g, "D3"))).isEqualTo(Legality.GAME_OVER);
        assertThat(g.legalPoints()).isEmpty();
        // A second resignation changes nothing.
        g.resign(Stone.WHITE);
        assertThat(g.result().toSgf()).isEqualTo("B+R");
        assertThat(g.moveCount()).isEqualTo(2);
        assertThat(g.board().isEmpty(Diagrams.point(g, "D3"))).isTrue();
    }

    // ---------------------------------------------------------------- undo

    private static final String KO = """
            . X O . .
            X O . O .
            . X O . .
            . . . . .
            . . . . .
            """;

    @Test
    void undoRestoresTheBoardAndTheKo() {
        Game g = game(JAPANESE, KO);
        long[] hashes = new long[5];
        hashes[0] = g.board().hash();
        String[] moves = {"C4", "E1", "E2", "B4"};
        for (int i = 0; i < moves.length; i++) {
            play(g, moves[i]);
            hashes[i + 1] = g.board().hash();
        }
        assertThat(legality(g, "C4")).isEqualTo(Legality.KO);

        g.undo();
        // Before White's retake: White may retake, nothing has been taken back from Black.
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        assertThat(g.board().hash()).isEqualTo(hashes[3]);
        assertThat(legality(g, "B4")).isEqualTo(Legality.LEGAL);
        assertThat(g.board().prisoners(Stone.WHITE)).isZero();
        g.undo();
        assertThat(g.board().hash()).isEqualTo(hashes[2]);
        g.undo();
        // Back after Black's capture: the immediate recapture is forbidden again.
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        assertThat(g.board().hash()).isEqualTo(hashes[1]);
        assertThat(legality(g, "B4")).isEqualTo(Legality.KO);
        assertThat(g.board().koPoint()).isEqualTo(Diagrams.point(g, "B4"));
        assertThat(g.board().prisoners(Stone.BLACK)).isEqualTo(1);
        g.undo();
        assertPosition(g, KO);
        assertThat(g.board().hash()).isEqualTo(hashes[0]);
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
        assertThat(g.board().prisoners(Stone.BLACK)).isZero();
        assertThat(g.board().koPoint()).isZero();
        assertThat(g.moveCount()).isZero();
        assertThat(legality(g, "C4")).isEqualTo(Legality.LEGAL);
    }

    private static final String TRIPLE_KO = Diagrams.TRIPLE_KO;

    @Test
    void undoForgetsThePositionsItTakesBack() {
        Game g = game(CHINESE.withKo(KoRule.POSITIONAL), TRIPLE_KO);
        // Black takes at D6 and White at C2; both are taken back.
        play(g, "D6", "C2");
        Position seenThenForgotten = g.board().position();
        g.undo();
        g.undo();
        assertPosition(g, TRIPLE_KO);
        // Another order reaches the same stones: Black passes, White takes at C2, Black takes at D6.
        play(g, "pass", "C2");
        assertThat(legality(g, "D6")).isEqualTo(Legality.LEGAL);
        play(g, "D6");
        assertThat(g.board().position()).isEqualTo(seenThenForgotten);
    }

    @Test
    void undoKeepsThePositionsBeforeIt() {
        Game g = game(CHINESE.withKo(KoRule.POSITIONAL), TRIPLE_KO);
        play(g, "D6", "C2", "D4", "C6", "D2");
        assertThat(legality(g, "C4")).isEqualTo(Legality.SUPERKO);
        g.undo();
        play(g, "D2");
        assertThat(legality(g, "C4")).isEqualTo(Legality.SUPERKO);
        g.undo();
        g.undo();
        g.undo();
        play(g, "D4", "C6", "D2");
        assertThat(legality(g, "C4")).isEqualTo(Legality.SUPERKO);
    }

    @Test
    void undoReopensAGameEndedByPassesOrResignation() {
        Game g = game(CHINESE, SPLIT);
        play(g, "pass", "pass");
        assertThat(g.isOver()).isTrue();
        g.undo();
        assertThat(g.isOver()).isFalse();
        assertThat(g.result()).isNull();
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        assertThat(g.consecutivePasses()).isEqualTo(1);
        play(g, "E1");
        assertThat(g.isOver()).isFalse();

        play(g, "resign");
        assertThat(g.result().toSgf()).isEqualTo("W+R");
        g.undo();
        assertThat(g.isOver()).isFalse();
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
        assertThat(g.moveCount()).isEqualTo(2);
        play(g, "pass", "pass");
        assertThat(g.isOver()).isTrue();
    }

    @Test
    void undoOfTheMoveThatReachedTheLimit() {
        Game g = new Game(5, CHINESE.withMoveLimit(2));
        play(g, "C3", "D3");
        assertThat(g.isOver()).isTrue();
        g.undo();
        assertThat(g.isOver()).isFalse();
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        play(g, "pass");
        assertThat(g.isOver()).isTrue();
    }

    @Test
    void undoOfASetupStonePlacedAfterTheEndKeepsTheResult() {
        Game g = game(CHINESE, SPLIT);
        play(g, "pass", "pass");
        Result result = g.result();
        g.setup(Stone.BLACK, Diagrams.point(g, "A1"));
        g.undo();
        assertThat(g.isOver()).isTrue();
        assertThat(g.result()).isEqualTo(result);
        assertThat(legality(g, "A1")).isEqualTo(Legality.GAME_OVER);
        // Undoing the last pass does reopen it.
        g.undo();
        assertThat(g.isOver()).isFalse();
    }

    @Test
    void undoWithNothingToUndoThrows() {
        Game g = new Game(5, CHINESE);
        assertThatThrownBy(g::undo).isInstanceOf(IllegalStateException.class);
    }

    // ---------------------------------------------------------------- handicap

    @Test
    void fixedHandicapIsPlacedAndWhiteMovesNext() {
        Game g = new Game(9, CHINESE);
        int[] points = g.placeFixedHandicap(2);
        assertThat(Diagrams.vertices(g.geometry(), points)).containsExactlyInAnyOrder("G7", "C3");
        assertPosition(g, """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . X . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . X . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                """);
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        assertThat(g.handicapStones()).isEqualTo(2);
        assertThat(g.moveCount()).isZero();
        assertThat(g.play(Stone.BLACK, move(g, "E5"))).isEqualTo(Legality.WRONG_TURN);
        play(g, "E5");
        assertThat(g.board().at(Diagrams.point(g, "E5"))).isEqualTo(Board.WHITE);
    }

    @Test
    void undoRemovesTheWholeHandicap() {
        Game g = new Game(9, CHINESE);
        g.placeFixedHandicap(5);
        play(g, "E3");
        g.undo();
        assertThat(g.board().position().count(Stone.BLACK)).isEqualTo(5);
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        g.undo();
        assertThat(g.board().position()).isEqualTo(Position.empty(g.geometry()));
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
        assertThat(g.handicapStones()).isZero();
        assertThat(g.history()).isEmpty();
        // The board is empty again, so a new handicap may be placed.
        g.placeFixedHandicap(3);
        assertThat(g.handicapStones()).isEqualTo(3);
    }

    @Test
    void handicapGoesOnAnEmptyBoardOnly() {
        Game g = new Game(9, CHINESE);
        play(g, "E5");
        assertThatThrownBy(() -> g.placeFixedHandicap(2)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> new Game(9, CHINESE).placeFixedHandicap(10))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theHandicapBonusEntersTheResult() {
        Game chinese = new Game(9, CHINESE);
        chinese.placeFixedHandicap(2);
        play(chinese, "pass", "pass");
        // Black: 2 stones + 79 points = 81. White: 7.5 komi + 2 handicap bonus.
        assertThat(chinese.result().toSgf()).isEqualTo("B+71.5");

        Game aga = new Game(9, RulesPresets.get("aga"));
        aga.placeFixedHandicap(2);
        play(aga, "pass", "pass");
        assertThat(aga.result().toSgf()).isEqualTo("B+72.5");

        Game tt = new Game(9, RulesPresets.get("tromp-taylor"));
        tt.placeFixedHandicap(2);
        play(tt, "pass", "pass");
        assertThat(tt.result().toSgf()).isEqualTo("B+73.5");
    }

    // ---------------------------------------------------------------- repetition

    @Test
    void aCycleWithoutPassesIsARepetition() {
        Game g = game(JAPANESE, TRIPLE_KO);
        assertThat(g.positionRepeatedSinceLastPass()).isFalse();
        play(g, "D6", "C2", "D4", "C6", "D2");
        assertThat(g.positionRepeatedSinceLastPass()).isFalse();
        play(g, "C4");
        assertThat(g.positionRepeatedSinceLastPass()).isTrue();
        play(g, "D6");
        assertThat(g.positionRepeatedSinceLastPass()).isTrue();
        g.undo();
        g.undo();
        assertThat(g.positionRepeatedSinceLastPass()).isFalse();
        play(g, "C4");
        assertThat(g.positionRepeatedSinceLastPass()).isTrue();
    }

    @Test
    void aPassBetweenTheTwoPositionsIsNoRepetition() {
        Game g = game(JAPANESE, TRIPLE_KO);
        // Black takes at D6, White passes, Black takes at D4, White takes at C6, Black passes, White takes
        // at C4: the stones of the start again, but passes came between.
        play(g, "D6", "pass", "D4", "C6", "pass", "C4");
        assertPosition(g, TRIPLE_KO);
        assertThat(g.isOver()).isFalse();
        assertThat(g.positionRepeatedSinceLastPass()).isFalse();

        // Taken back to the start, the plain cycle is a repetition again.
        for (int i = 0; i < 6; i++) {
            g.undo();
        }
        assertThat(g.history()).hasSize(Position.parse(TRIPLE_KO).count(Stone.BLACK)
                + Position.parse(TRIPLE_KO).count(Stone.WHITE));
        play(g, "D6", "C2", "D4", "C6", "D2", "C4");
        assertThat(g.positionRepeatedSinceLastPass()).isTrue();
    }

    @Test
    void scoreUsesTheCallersDeadStones() {
        Game g = game(CHINESE.withKomi(0), """
                . . X O .
                . O X O .
                . . X O .
                . . X O .
                . . X O .
                """);
        // With B4 alive, Black's side touches both colours: Black 5 stones, White 6 stones + 5 points.
        assertThat(g.score(Set.of()).result().toSgf()).isEqualTo("W+6");
        // With B4 dead, Black has 5 stones + 10 points, White 5 stones + 5 points.
        assertThat(g.score(Set.of(Diagrams.point(g, "B4"))).result().toSgf()).isEqualTo("B+5");
    }
}
