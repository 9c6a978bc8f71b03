package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tengen.core.testing.Diagrams.game;
import static org.tengen.core.testing.Diagrams.move;
import static org.tengen.core.testing.Diagrams.play;

import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

/** Turn order after out-of-turn moves, setup validity, tolerant play and free handicap checks. */
class GameEdgeCaseTest {
    private static final Rules CHINESE = RulesPresets.get("chinese");

    @Test
    void undoOfAnOutOfTurnResignationGivesTheTurnBack() {
        Game g = new Game(9, CHINESE);
        play(g, "D4");
        g.resign(Stone.BLACK);
        assertThat(g.result().toSgf()).isEqualTo("W+R");
        g.undo();
        assertThat(g.isOver()).isFalse();
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
    }

    @Test
    void undoOfAnOutOfTurnTolerantMoveGivesTheTurnBack() {
        Game g = new Game(9, CHINESE);
        assertThat(g.playTolerant(Stone.WHITE, move(g, "C3"))).isEqualTo(Legality.WRONG_TURN);
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
        assertThat(g.board().at(g.geometry().parseGtp("C3"))).isEqualTo(Board.WHITE);
        g.undo();
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
        assertThat(g.board().isEmpty(g.geometry().parseGtp("C3"))).isTrue();
    }

    @Test
    void aSetupStoneThatLeavesAChainWithoutLibertiesIsRefusedAndChangesNothing() {
        Game g = new Game(3, CHINESE);
        Geometry geo = g.geometry();
        g.setup(Stone.BLACK, geo.parseGtp("A1"));
        g.setup(Stone.WHITE, geo.parseGtp("A2"));
        Position before = g.board().position();
        int historyBefore = g.history().size();
        assertThatThrownBy(() -> g.setup(Stone.WHITE, geo.parseGtp("B1")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("B1").hasMessageContaining("A1").hasMessageContaining("without liberties");
        assertThat(g.board().position()).isEqualTo(before);
        assertThat(g.history()).hasSize(historyBefore);
        // A setup stone without liberties of its own is refused too.
        Game h = new Game(3, CHINESE);
        h.setup(Stone.WHITE, geo.parseGtp("A2"));
        h.setup(Stone.WHITE, geo.parseGtp("B1"));
        assertThatThrownBy(() -> h.setup(Stone.BLACK, geo.parseGtp("A1"))).hasMessageContaining("A1");
        assertThat(h.board().isEmpty(geo.parseGtp("A1"))).isTrue();
    }

    private static final String KO = """
            . X O . .
            X O . O .
            . X O . .
            . . . . .
            . . . . .
            """;

    @Test
    void tolerantPlayExecutesAKoRetakeAndReportsIt() {
        Game g = game(RulesPresets.get("japanese"), KO);
        play(g, "C4");
        int b4 = g.geometry().parseGtp("B4");
        assertThat(g.playTolerant(Stone.WHITE, Move.play(b4))).isEqualTo(Legality.KO);
        assertThat(g.board().at(b4)).isEqualTo(Board.WHITE);
        assertThat(g.board().isEmpty(g.geometry().parseGtp("C4"))).isTrue();
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
    }

    @Test
    void tolerantPlayExecutesASuperkoRepetitionAndReportsIt() {
        Game g = new Game(5, RulesPresets.get("tromp-taylor"));
        play(g, "A2", "pass", "B1");
        int a1 = g.geometry().parseGtp("A1");
        assertThat(g.playTolerant(Stone.WHITE, Move.play(a1))).isEqualTo(Legality.SUPERKO);
        assertThat(g.board().isEmpty(a1)).isTrue();
        assertThat(g.board().prisoners(Stone.BLACK)).isEqualTo(1);
        assertThat(g.moveCount()).isEqualTo(4);
    }

    @Test
    void tolerantPlayStillRefusesOccupiedAndOffBoardPoints() {
        Game g = new Game(5, CHINESE);
        play(g, "C3");
        assertThat(g.playTolerant(Stone.WHITE, move(g, "C3"))).isEqualTo(Legality.OCCUPIED);
        assertThat(g.playTolerant(Stone.WHITE, Move.play(0))).isEqualTo(Legality.OFF_BOARD);
        assertThat(g.moveCount()).isEqualTo(1);
    }

    @Test
    void freeHandicapRefusesRepeatedAndOffBoardPointsAndANonEmptyBoard() {
        Game g = new Game(9, CHINESE);
        int d4 = g.geometry().parseGtp("D4");
        assertThatThrownBy(() -> g.placeFreeHandicap(new int[] {d4, d4})).hasMessageContaining("D4 is given twice");
        assertThatThrownBy(() -> g.placeFreeHandicap(new int[] {d4, 0})).hasMessageContaining("off the 9x9 board");
        assertThat(g.history()).isEmpty();
        assertThat(g.board().emptyCount()).isEqualTo(81);
        g.placeFreeHandicap(new int[] {d4, g.geometry().parseGtp("F6")});
        assertThat(g.handicapStones()).isEqualTo(2);
        assertThat(g.toMove()).isEqualTo(Stone.WHITE);
        assertThatThrownBy(() -> g.placeFreeHandicap(new int[] {g.geometry().parseGtp("E5")}))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theResultAfterPassesCountsEveryStoneAsItStands() {
        // White's C5 is dead inside Black's pass-alive eye: the guess takes it off, the literal result doesn't.
        Game g = game(RulesPresets.get("japanese").withKomi(0.5), """
                . X O . X
                X X X X X
                . . . . .
                . O O . .
                . . . . .
                """);
        play(g, "pass", "pass");
        int c5 = g.geometry().parseGtp("C5");
        assertThat(DeadStones.provablyDead(g.board())).containsExactly(c5);
        assertThat(g.result()).isEqualTo(g.score(java.util.Set.of()).result());
        // As it stands Black has A5 alone (D5 touches White); with C5 dead, C5-D5 join and C5 is a prisoner: 1 + 2 + 1.
        assertThat(g.score(java.util.Set.of()).black()).isEqualTo(1);
        assertThat(g.score(java.util.Set.of(c5)).black()).isEqualTo(4);
    }
}
