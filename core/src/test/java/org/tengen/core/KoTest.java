package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.core.testing.Diagrams.assertPosition;
import static org.tengen.core.testing.Diagrams.game;
import static org.tengen.core.testing.Diagrams.legality;
import static org.tengen.core.testing.Diagrams.move;
import static org.tengen.core.testing.Diagrams.play;
import static org.tengen.core.testing.Diagrams.point;

import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

class KoTest {

    /** White's stone at B4 sits in Black's mouth; Black takes it at C4, inside White's mouth. */
    private static final String KO = """
            . X O . .
            X O . O .
            . X O . .
            . . . . .
            . . . . .
            """;

    private static final String KO_TAKEN_BY_BLACK = """
            . X O . .
            X . X O .
            . X O . .
            . . . . .
            . . . . .
            """;

    private static final Rules SIMPLE = RulesPresets.get("japanese");

    @Test
    void blackTakesTheKoAndWhiteMayNotRetakeAtOnce() {
        Game g = game(SIMPLE, KO);
        play(g, "C4");
        assertPosition(g, KO_TAKEN_BY_BLACK);
        assertThat(g.board().prisoners(Stone.BLACK)).isEqualTo(1);
        assertThat(g.board().koPoint()).isEqualTo(point(g, "B4"));
        assertThat(g.board().koColor()).isEqualTo(Stone.WHITE);
        assertThat(legality(g, "B4")).isEqualTo(Legality.KO);
        assertThat(g.play(move(g, "B4"))).isEqualTo(Legality.KO);
        // The refused move changed nothing.
        assertPosition(g, KO_TAKEN_BY_BLACK);
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        assertThat(g.moveCount()).isEqualTo(1);
    }

    @Test
    void afterAKoThreatAndItsAnswerWhiteMayRetake() {
        Game g = game(SIMPLE, KO);
        play(g, "C4", "E1");
        // The threat already cleared the ko point: only the turn stands in White's way now.
        assertThat(g.boardLegality(Stone.WHITE, move(g, "B4"))).isEqualTo(Legality.LEGAL);
        play(g, "E2", "B4");
        assertPosition(g, """
                . X O . .
                X O . O .
                . X O . .
                . . . . X
                . . . . O
                """);
        assertThat(g.board().prisoners(Stone.WHITE)).isEqualTo(1);
        // Now it is Black who must wait.
        assertThat(legality(g, "C4")).isEqualTo(Legality.KO);
    }

    @Test
    void aPassClearsTheKoPoint() {
        Board b = Diagrams.board(KO);
        Diagrams.play(b, Stone.BLACK, "C4");
        assertThat(Diagrams.legality(b, Stone.WHITE, "B4")).isEqualTo(Legality.KO);
        b.pass();
        assertThat(b.koPoint()).isZero();
        assertThat(Diagrams.legality(b, Stone.WHITE, "B4")).isEqualTo(Legality.LEGAL);
        b.undo();
        assertThat(Diagrams.legality(b, Stone.WHITE, "B4")).isEqualTo(Legality.KO);

        // In a game: Black takes, White passes, Black plays elsewhere, White retakes.
        Game g = game(SIMPLE, KO);
        play(g, "C4", "pass", "E1", "B4");
        assertThat(g.board().prisoners(Stone.WHITE)).isEqualTo(1);
        assertThat(g.isOver()).isFalse();
    }

    @Test
    void theKoPointDoesNotForbidTheCapturer() {
        Board b = Diagrams.board(KO);
        Diagrams.play(b, Stone.BLACK, "C4");
        assertThat(Diagrams.legality(b, Stone.BLACK, "B4")).isEqualTo(Legality.LEGAL);
        Diagrams.play(b, Stone.BLACK, "B4");
        assertPosition(b, """
                . X O . .
                X X X O .
                . X O . .
                . . . . .
                . . . . .
                """);

        Game g = game(SIMPLE, KO);
        play(g, "C4");
        assertThat(g.boardLegality(Stone.BLACK, move(g, "B4"))).isEqualTo(Legality.LEGAL);
        assertThat(g.legality(Stone.BLACK, move(g, "B4"))).isEqualTo(Legality.WRONG_TURN);
    }

    @Test
    void immediateRecaptureIsKoUnderEveryRuleButNone() {
        for (KoRule ko : new KoRule[] {KoRule.SIMPLE, KoRule.POSITIONAL, KoRule.SITUATIONAL}) {
            Game g = game(SIMPLE.withKo(ko), KO);
            play(g, "C4");
            assertThat(legality(g, "B4")).as("%s", ko).isEqualTo(Legality.KO);
        }
    }

    @Test
    void koRuleNoneAllowsTheImmediateRecapture() {
        Game g = game(SIMPLE.withKo(KoRule.NONE), KO);
        play(g, "C4");
        assertThat(legality(g, "B4")).isEqualTo(Legality.LEGAL);
        play(g, "B4", "C4", "B4");
        assertPosition(g, KO);
        assertThat(g.board().prisoners(Stone.BLACK)).isEqualTo(2);
        assertThat(g.board().prisoners(Stone.WHITE)).isEqualTo(2);
    }

    @Test
    void aSingleStoneCaptureThatLeavesTheCapturerTwoLibertiesIsNoKo() {
        // Unlike the ko above, D4 is empty: after C4 takes B4 the capturing stone has two liberties.
        Game g = game(SIMPLE, """
                . X O . .
                X O . . .
                . X O . .
                . . . . .
                . . . . .
                """);
        play(g, "C4");
        assertThat(g.board().liberties(point(g, "C4"))).isEqualTo(2);
        assertThat(g.board().koPoint()).isZero();
        // White's B4 is refused, but as a suicide, not as a ko.
        assertThat(legality(g, "B4")).isEqualTo(Legality.SUICIDE);
    }

    // ---------------------------------------------------------------- triple ko

    private static final String TRIPLE_KO = Diagrams.TRIPLE_KO;

    /** Black takes at D6, White at C2, Black at D4, White at C6, Black at D2, White at C4: back to the start. */
    private static final String[] CYCLE = {"D6", "C2", "D4", "C6", "D2", "C4"};

    @Test
    void underSimpleKoTheTripleKoCyclesForever() {
        Game g = game(SIMPLE, TRIPLE_KO);
        Position start = g.board().position();
        long hash = g.board().hash();
        for (int round = 1; round <= 4; round++) {
            for (int i = 0; i < CYCLE.length - 1; i++) {
                play(g, CYCLE[i]);
                assertThat(g.board().position()).as("round %d move %d", round, i + 1).isNotEqualTo(start);
            }
            play(g, CYCLE[CYCLE.length - 1]);
            assertThat(g.board().position()).as("round %d", round).isEqualTo(start);
            assertThat(g.board().hash()).isEqualTo(hash);
            assertThat(g.toMove()).isEqualTo(Stone.BLACK);
            assertThat(g.positionRepeatedSinceLastPass()).isTrue();
        }
        assertThat(g.moveCount()).isEqualTo(24);
        assertThat(g.isOver()).isFalse();
        // Each move took one stone.
        assertThat(g.board().prisoners(Stone.BLACK)).isEqualTo(12);
        assertThat(g.board().prisoners(Stone.WHITE)).isEqualTo(12);
    }

    @Test
    void positionalSuperkoForbidsTheMoveThatClosesTheCycle() {
        Game g = game(SIMPLE.withKo(KoRule.POSITIONAL), TRIPLE_KO);
        play(g, "D6", "C2", "D4", "C6", "D2");
        assertThat(g.board().koPoint()).isEqualTo(point(g, "C2"));
        assertThat(legality(g, "C4")).isEqualTo(Legality.SUPERKO);
        assertThat(g.play(move(g, "C4"))).isEqualTo(Legality.SUPERKO);
        assertThat(g.moveCount()).isEqualTo(5);
        // White may still play elsewhere or pass.
        assertThat(legality(g, "G1")).isEqualTo(Legality.LEGAL);
        assertThat(legality(g, "pass")).isEqualTo(Legality.LEGAL);
    }

    @Test
    void situationalSuperkoForbidsTheCycleToo() {
        // The cycle recreates the start with Black to move, as it was: the same situation.
        Game g = game(SIMPLE.withKo(KoRule.SITUATIONAL), TRIPLE_KO);
        play(g, "D6", "C2", "D4", "C6", "D2");
        assertThat(legality(g, "C4")).isEqualTo(Legality.SUPERKO);
    }

    /**
     * Black takes at D6 and White at C2, Black takes at D4 and White passes; Black takes at D2 and White
     * takes at C4. That last capture recreates the stones after Black's first move, which had White to
     * move; now Black is to move. Positional superko forbids it, situational superko allows it.
     */
    private static final String[] THROUGH_A_PASS = {"D6", "C2", "D4", "pass", "D2"};

    private static final String AFTER_BLACK_D6 = """
            . X X O O . .
            . X . X O . .
            . X X O O . .
            . X O . O . .
            . X X O O . .
            . X . X O . .
            . X X O O . .
            """;

    @Test
    void aRepetitionWithTheOtherPlayerToMoveIsOnlyAllowedBySituationalSuperko() {
        Game positional = game(SIMPLE.withKo(KoRule.POSITIONAL), TRIPLE_KO);
        play(positional, THROUGH_A_PASS);
        assertThat(legality(positional, "C4")).isEqualTo(Legality.SUPERKO);

        Game situational = game(SIMPLE.withKo(KoRule.SITUATIONAL), TRIPLE_KO);
        play(situational, THROUGH_A_PASS);
        assertThat(legality(situational, "C4")).isEqualTo(Legality.LEGAL);
        play(situational, "C4");
        assertPosition(situational, AFTER_BLACK_D6);
        assertThat(situational.toMove()).isEqualTo(Stone.BLACK);

        Game simple = game(SIMPLE, TRIPLE_KO);
        play(simple, THROUGH_A_PASS);
        play(simple, "C4");
        assertPosition(simple, AFTER_BLACK_D6);
    }

    /** The triple ko with Black holding the kos on rows 6 and 4, White the ko on row 2. */
    private static final String TRIPLE_KO_BLACK_HOLDS_TWO = """
            . X X O O . .
            . X . X O . .
            . X X O O . .
            . X . X O . .
            . X X O O . .
            . X O . O . .
            . X X O O . .
            """;

    @Test
    void theStartingSituationCountsWithThePlayerToMoveTheCallerSet() {
        // Set up with White to move, then run the cycle from White's side: its sixth move recreates the
        // stones of the start with White to move, the very situation the game started from.
        String[] cycle = {"C6", "D2", "C4", "D6", "C2"};
        Game situational = game(SIMPLE.withKo(KoRule.SITUATIONAL), TRIPLE_KO_BLACK_HOLDS_TWO);
        situational.setToMove(Stone.WHITE);
        play(situational, cycle);
        assertThat(legality(situational, "D4")).isEqualTo(Legality.SUPERKO);

        Game positional = game(SIMPLE.withKo(KoRule.POSITIONAL), TRIPLE_KO_BLACK_HOLDS_TWO);
        positional.setToMove(Stone.WHITE);
        play(positional, cycle);
        assertThat(legality(positional, "D4")).isEqualTo(Legality.SUPERKO);

        Game simple = game(SIMPLE, TRIPLE_KO_BLACK_HOLDS_TWO);
        simple.setToMove(Stone.WHITE);
        play(simple, cycle);
        play(simple, "D4");
        assertPosition(simple, TRIPLE_KO_BLACK_HOLDS_TWO);
    }

    @Test
    void settingThePlayerToMoveBackAndForthLeavesNoStaleSituation() {
        Game g = game(SIMPLE.withKo(KoRule.SITUATIONAL), TRIPLE_KO);
        g.setToMove(Stone.WHITE);
        g.setToMove(Stone.BLACK);
        play(g, "D6", "C2", "D4", "C6", "D2");
        assertThat(legality(g, "C4")).isEqualTo(Legality.SUPERKO);
    }

    @Test
    void undoingASetupStoneKeepsTheSituationOfThePlayerToMove() {
        // White to move, a setup stone, Black to move, the stone taken back: Black is to move now, so the
        // situation to avoid is the start with Black to move, which White's sixth move of the cycle makes.
        Game g = game(SIMPLE.withKo(KoRule.SITUATIONAL), TRIPLE_KO);
        g.setToMove(Stone.WHITE);
        g.setup(Stone.BLACK, point(g, "G1"));
        g.setToMove(Stone.BLACK);
        g.undo();
        assertPosition(g, TRIPLE_KO);
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
        play(g, "D6", "C2", "D4", "C6", "D2");
        assertThat(legality(g, "C4")).isEqualTo(Legality.SUPERKO);
    }

    @Test
    void withoutKoTheBoardReportsNoKoPoint() {
        Game g = game(SIMPLE.withKo(KoRule.NONE), KO);
        play(g, "C4");
        assertThat(legality(g, "B4")).isEqualTo(Legality.LEGAL);
        assertThat(g.board().koPoint()).isZero();
        assertThat(g.board().koColor()).isNull();
    }
}
