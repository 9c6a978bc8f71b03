package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.core.testing.Diagrams.assertPosition;
import static org.tengen.core.testing.Diagrams.board;
import static org.tengen.core.testing.Diagrams.legality;
import static org.tengen.core.testing.Diagrams.play;
import static org.tengen.core.testing.Diagrams.point;

import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

class CaptureTest {

    @Test
    void captureInTheMiddle() {
        Board b = board("""
                . . . . .
                . . X . .
                . X O . .
                . . X . .
                . . . . .
                """);
        play(b, Stone.BLACK, "D3");
        assertPosition(b, """
                . . . . .
                . . X . .
                . X . X .
                . . X . .
                . . . . .
                """);
        assertThat(b.prisoners(Stone.BLACK)).isEqualTo(1);
        assertThat(b.prisoners(Stone.WHITE)).isZero();
        assertThat(b.isEmpty(point(b, "C3"))).isTrue();
        // The captured point is a liberty again, and an ordinary empty point.
        assertThat(b.liberties(point(b, "D3"))).isEqualTo(4);
        assertThat(b.emptyCount()).isEqualTo(25 - 4);
    }

    @Test
    void captureOnTheEdge() {
        Board b = board("""
                . X O O .
                . . X X .
                . . . . .
                . . . . .
                . . . . .
                """);
        assertThat(b.liberties(point(b, "C5"))).isEqualTo(1);
        play(b, Stone.BLACK, "E5");
        assertPosition(b, """
                . X . . X
                . . X X .
                . . . . .
                . . . . .
                . . . . .
                """);
        assertThat(b.prisoners(Stone.BLACK)).isEqualTo(2);
        assertThat(b.koPoint()).isZero();
    }

    @Test
    void captureInTheCorner() {
        Board b = board("""
                . . . . .
                . . . . .
                . . . . .
                . . . . .
                O X . . .
                """);
        assertThat(b.liberties(point(b, "A1"))).isEqualTo(1);
        play(b, Stone.BLACK, "A2");
        assertPosition(b, """
                . . . . .
                . . . . .
                . . . . .
                X . . . .
                . X . . .
                """);
        assertThat(b.prisoners(Stone.BLACK)).isEqualTo(1);
        assertThat(b.prisoners(Stone.WHITE)).isZero();
    }

    @Test
    void oneStoneCapturesThreeChainsAtOnce() {
        Board b = board("""
                . . X . .
                . X O X .
                X O . O X
                . X O X .
                . . X . .
                """);
        assertThat(b.chainHead(point(b, "C4"))).isNotEqualTo(b.chainHead(point(b, "B3")));
        play(b, Stone.BLACK, "C3");
        assertPosition(b, """
                . . X . .
                . X . X .
                X . X . X
                . X . X .
                . . X . .
                """);
        assertThat(b.prisoners(Stone.BLACK)).isEqualTo(4);
        assertThat(b.liberties(point(b, "C3"))).isEqualTo(4);
        // Capturing several stones at once leaves no ko point, even though the capturer is a single stone.
        assertThat(b.koPoint()).isZero();
    }

    @Test
    void oneStoneCapturesAChainOfThreeAndAChainOfOne() {
        Board b = board("""
                O O X . .
                O X . . .
                . . . . .
                O X . . .
                X . . . .
                """);
        // A3 is the last liberty of the corner chain A5-B5-A4 and of the single stone A2.
        play(b, Stone.BLACK, "A3");
        assertPosition(b, """
                . . X . .
                . X . . .
                X . . . .
                . X . . .
                X . . . .
                """);
        assertThat(b.prisoners(Stone.BLACK)).isEqualTo(4);
        assertThat(b.liberties(point(b, "A3"))).isEqualTo(3);
        assertThat(b.liberties(point(b, "A1"))).isEqualTo(2);
    }

    @Test
    void prisonersAccumulateForBothColours() {
        Game g = Diagrams.game(RulesPresets.get("japanese"), """
                . X O . .
                X O . O .
                . X O . .
                . . . . .
                . . . . .
                """);
        Diagrams.play(g, "C4", "E1", "E5", "B4");
        assertThat(g.board().prisoners(Stone.BLACK)).isEqualTo(1);
        assertThat(g.board().prisoners(Stone.WHITE)).isEqualTo(1);
        assertPosition(g, """
                . X O . X
                X O . O .
                . X O . .
                . . . . .
                . . . . O
                """);
    }

    @Test
    void snapbackRecapturesMoreStonesAtOnce() {
        Board b = board("""
                . . O X .
                O O O X .
                X X X X .
                . . . . .
                . . . . .
                """);
        // Black throws a stone in at B5: it is in atari, and so is White's chain.
        play(b, Stone.BLACK, "B5");
        assertThat(b.liberties(point(b, "B5"))).isEqualTo(1);
        // White captures the one stone at A5 ...
        play(b, Stone.WHITE, "A5");
        assertPosition(b, """
                O . O X .
                O O O X .
                X X X X .
                . . . . .
                . . . . .
                """);
        assertThat(b.prisoners(Stone.WHITE)).isEqualTo(1);
        // ... which is no ko: White's capturing stone joined a chain of five with the one liberty B5,
        assertThat(b.koPoint()).isZero();
        assertThat(b.chainSize(point(b, "A5"))).isEqualTo(5);
        assertThat(b.liberties(point(b, "A5"))).isEqualTo(1);
        // so Black may play B5 again at once and take all five.
        assertThat(legality(b, Stone.BLACK, "B5")).isEqualTo(Legality.LEGAL);
        play(b, Stone.BLACK, "B5");
        assertPosition(b, """
                . X . X .
                . . . X .
                X X X X .
                . . . . .
                . . . . .
                """);
        assertThat(b.prisoners(Stone.BLACK)).isEqualTo(5);
        assertThat(b.koPoint()).isZero();
    }

    @Test
    void snapbackIsLegalUnderEverySuperkoRule() {
        for (KoRule ko : KoRule.values()) {
            Game g = Diagrams.game(RulesPresets.get("chinese").withKo(ko), """
                    . . O X .
                    O O O X .
                    X X X X .
                    . . . . .
                    . . . . .
                    """);
            Diagrams.play(g, "B5", "A5");
            assertThat(Diagrams.legality(g, "B5")).as("%s", ko).isEqualTo(Legality.LEGAL);
            Diagrams.play(g, "B5");
            assertThat(g.board().prisoners(Stone.BLACK)).isEqualTo(5);
        }
    }

    @Test
    void undoOfACaptureBringsTheStonesBack() {
        String start = """
                . . X . .
                . X O X .
                X O . O X
                . X O X .
                . . X . .
                """;
        Board b = board(start);
        long hash = b.hash();
        play(b, Stone.BLACK, "C3");
        b.undo();
        assertPosition(b, start);
        assertThat(b.hash()).isEqualTo(hash);
        assertThat(b.prisoners(Stone.BLACK)).isZero();
        assertThat(b.liberties(point(b, "C4"))).isEqualTo(1);
        assertThat(b.emptyCount()).isEqualTo(25 - 12);
    }
}
