package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.core.testing.Diagrams.assertPosition;
import static org.tengen.core.testing.Diagrams.game;
import static org.tengen.core.testing.Diagrams.legality;
import static org.tengen.core.testing.Diagrams.move;
import static org.tengen.core.testing.Diagrams.play;

import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

class SuicideTest {

    /** Black at A5 would have no liberty and capture nothing. */
    private static final String SINGLE = """
            . O . . .
            O . . . .
            . . . . .
            . . . . .
            . . . . .
            """;

    /** Black at B5 would join A5 into a chain of two without a liberty, capturing nothing. */
    private static final String MULTI = """
            X . O . .
            O O . . .
            . . . . .
            . . . . .
            . . . . .
            """;

    private static final String MULTI_AFTER = """
            . . O . .
            O O . . .
            . . . . .
            . . . . .
            . . . . .
            """;

    private static Rules rules(SuicideRule suicide) {
        return RulesPresets.get("japanese").withSuicide(suicide);
    }

    @Test
    void forbiddenRefusesSingleAndMultiStoneSuicide() {
        Game single = game(rules(SuicideRule.FORBIDDEN), SINGLE);
        assertThat(single.play(move(single, "A5"))).isEqualTo(Legality.SUICIDE);
        assertPosition(single, SINGLE);
        assertThat(single.toMove()).isEqualTo(Stone.BLACK);
        assertThat(single.moveCount()).isZero();

        Game multi = game(rules(SuicideRule.FORBIDDEN), MULTI);
        assertThat(multi.play(move(multi, "B5"))).isEqualTo(Legality.SUICIDE);
        assertPosition(multi, MULTI);
        assertThat(multi.board().prisoners(Stone.WHITE)).isZero();
    }

    @Test
    void multiStoneAllowsOnlyTheSuicideOfSeveralStones() {
        Game single = game(rules(SuicideRule.MULTI_STONE), SINGLE);
        assertThat(legality(single, "A5")).isEqualTo(Legality.SUICIDE);

        Game multi = game(rules(SuicideRule.MULTI_STONE), MULTI);
        play(multi, "B5");
        assertPosition(multi, MULTI_AFTER);
        assertThat(multi.board().prisoners(Stone.WHITE)).isEqualTo(2);
        assertThat(multi.board().prisoners(Stone.BLACK)).isZero();
        assertThat(multi.toMove()).isEqualTo(Stone.WHITE);
        assertThat(multi.moveCount()).isEqualTo(1);
        // The suicide freed its points: White's chain regained them as liberties.
        assertThat(multi.board().liberties(Diagrams.point(multi, "A4"))).isEqualTo(5);
    }

    @Test
    void allAllowsEverySuicide() {
        Game single = game(rules(SuicideRule.ALL), SINGLE);
        play(single, "A5");
        assertPosition(single, SINGLE);
        assertThat(single.board().prisoners(Stone.WHITE)).isEqualTo(1);
        assertThat(single.toMove()).isEqualTo(Stone.WHITE);

        Game multi = game(rules(SuicideRule.ALL), MULTI);
        play(multi, "B5");
        assertPosition(multi, MULTI_AFTER);
        assertThat(multi.board().prisoners(Stone.WHITE)).isEqualTo(2);
    }

    @Test
    void singleStoneSuicideRecreatesThePositionSoPositionalSuperkoForbidsIt() {
        // Tromp-Taylor allows suicide, but a single-stone suicide leaves the stones as they were.
        Game tt = game(RulesPresets.get("tromp-taylor"), SINGLE);
        assertThat(legality(tt, "A5")).isEqualTo(Legality.SUPERKO);
        // A multi-stone suicide makes a new position.
        Game multi = game(RulesPresets.get("tromp-taylor"), MULTI);
        play(multi, "B5");
        assertPosition(multi, MULTI_AFTER);
        // Under situational superko the same stones with White to move are a new situation.
        Game situational = game(rules(SuicideRule.ALL).withKo(KoRule.SITUATIONAL), SINGLE);
        assertThat(legality(situational, "A5")).isEqualTo(Legality.LEGAL);
    }

    @Test
    void aMoveWithoutLibertiesThatCapturesIsLegalUnderEveryRule() {
        String diagram = """
                . X O . .
                X O . . .
                . . . . .
                . . . . .
                . . . . .
                """;
        for (SuicideRule rule : SuicideRule.values()) {
            Game g = game(rules(rule), diagram);
            g.setToMove(Stone.WHITE);
            // White's A5 has no empty neighbour, but it takes B5, whose last liberty it was.
            assertThat(legality(g, "A5")).as("%s", rule).isEqualTo(Legality.LEGAL);
            play(g, "A5");
            assertPosition(g, """
                    O . O . .
                    X O . . .
                    . . . . .
                    . . . . .
                    . . . . .
                    """);
            assertThat(g.board().prisoners(Stone.WHITE)).isEqualTo(1);
            assertThat(g.board().prisoners(Stone.BLACK)).isZero();
        }
    }

    @Test
    void aCaptureSavesAChainThatWouldOtherwiseHaveNoLiberty() {
        // Black's C4 fills the last liberty of Black's own chain B4-B3, but takes the white stone D4 first.
        String diagram = """
                . O O X .
                O X . O X
                O X O X .
                . O . . .
                . . . . .
                """;
        for (SuicideRule rule : SuicideRule.values()) {
            Game g = game(rules(rule), diagram);
            assertThat(legality(g, "C4")).as("%s", rule).isEqualTo(Legality.LEGAL);
            play(g, "C4");
            assertPosition(g, """
                    . O O X .
                    O X X . X
                    O X O X .
                    . O . . .
                    . . . . .
                    """);
            assertThat(g.board().prisoners(Stone.BLACK)).isEqualTo(1);
            assertThat(g.board().liberties(Diagrams.point(g, "C4"))).isEqualTo(1);
        }
    }

    @Test
    void playTolerantExecutesAForbiddenSuicide() {
        Game g = game(rules(SuicideRule.FORBIDDEN), MULTI);
        assertThat(g.playTolerant(Stone.BLACK, move(g, "B5"))).isEqualTo(Legality.SUICIDE);
        assertPosition(g, MULTI_AFTER);
        assertThat(g.board().prisoners(Stone.WHITE)).isEqualTo(2);
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        assertThat(g.moveCount()).isEqualTo(1);
        assertThat(g.lastMove()).isEqualTo(new Turn(Stone.BLACK, move(g, "B5"), false));

        Game single = game(rules(SuicideRule.FORBIDDEN), SINGLE);
        assertThat(single.playTolerant(Stone.BLACK, move(single, "A5"))).isEqualTo(Legality.SUICIDE);
        assertPosition(single, SINGLE);
        assertThat(single.board().prisoners(Stone.WHITE)).isEqualTo(1);

        // Undo takes the executed suicide back.
        g.undo();
        assertPosition(g, MULTI);
        assertThat(g.board().prisoners(Stone.WHITE)).isZero();
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
    }

    @Test
    void playTolerantStillRefusesAnOccupiedPoint() {
        Game g = game(rules(SuicideRule.FORBIDDEN), MULTI);
        assertThat(g.playTolerant(Stone.BLACK, move(g, "A4"))).isEqualTo(Legality.OCCUPIED);
        assertPosition(g, MULTI);
        assertThat(g.moveCount()).isZero();
    }

    @Test
    void theBoardAloneFollowsItsSuicideRule() {
        Board b = Diagrams.board(MULTI);
        assertThat(Diagrams.legality(b, Stone.BLACK, "B5")).isEqualTo(Legality.SUICIDE);
        assertThat(b.play(Diagrams.point(b, "B5"), Stone.BLACK)).isEqualTo(Legality.SUICIDE);
        assertPosition(b, MULTI);
        b.setSuicideRule(SuicideRule.MULTI_STONE);
        Diagrams.play(b, Stone.BLACK, "B5");
        assertPosition(b, MULTI_AFTER);
        assertThat(b.prisoners(Stone.WHITE)).isEqualTo(2);
        b.undo();
        assertPosition(b, MULTI);
    }
}
