package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.UnconditionalStatus.Status;
import org.tengen.core.testing.Diagrams;

/**
 * GNU Go's unconditional status on small diagrams, the answers GNU Go 3.8 gives for them (the gtp module's UnconditionalStatusVsGnuGoTest checks
 * the same definition against GNU Go itself on many positions).
 */
class UnconditionalStatusTest {

    private static Status at(UnconditionalStatus s, Board b, String vertex) {
        return s.at(b.geometry().parseGtp(vertex));
    }

    /** Two eyes, one of them holding a white stone: the stone is dead and its eye black's. */
    @Test
    void aStoneInsideAnEyeOfATwoEyedGroupIsDeadAndTheEyeIsTerritory() {
        Board b = Diagrams.board("""
                . X O . X . .
                X X X X X . .
                . . . . X . .
                X X X X X . .
                O O O O O O O
                . . . . . . .
                . . . . . . .
                """);
        UnconditionalStatus s = UnconditionalStatus.analyze(b);
        assertThat(at(s, b, "B7")).isEqualTo(Status.ALIVE);
        assertThat(at(s, b, "E4")).isEqualTo(Status.ALIVE);
        assertThat(at(s, b, "C7")).isEqualTo(Status.DEAD);
        assertThat(at(s, b, "D7")).isEqualTo(Status.BLACK_TERRITORY);
        assertThat(at(s, b, "A7")).isEqualTo(Status.BLACK_TERRITORY);
        assertThat(at(s, b, "A5")).isEqualTo(Status.BLACK_TERRITORY);
        // White's one big eye can be filled: nothing of white is settled, nor the open points.
        assertThat(at(s, b, "A3")).isEqualTo(Status.UNDECIDED);
        assertThat(at(s, b, "A1")).isEqualTo(Status.UNDECIDED);
        assertThat(at(s, b, "G7")).isEqualTo(Status.UNDECIDED);
    }

    /** In a seki neither side can capture: the stones and their shared liberties stay undecided. */
    @Test
    void aSekiIsUndecided() {
        Board b = Diagrams.board("""
                X . O X . X O . O
                X . O X X X O O O
                X X O X . X O . O
                O O X X X X O O O
                O . O O O O O . O
                O O O O O O O O O
                . O . O . O . O .
                O O O O O O O O O
                . O . O . O . O .
                """);
        UnconditionalStatus s = UnconditionalStatus.analyze(b);
        for (String v : new String[] {"A9", "A7", "B7", "C9", "C7", "B9", "B8"}) {
            assertThat(at(s, b, v)).as(v).isEqualTo(Status.UNDECIDED);
        }
        assertThat(at(s, b, "D9")).isEqualTo(Status.ALIVE);
        assertThat(at(s, b, "E9")).isEqualTo(Status.BLACK_TERRITORY);
        assertThat(at(s, b, "A6")).isEqualTo(Status.ALIVE);
        assertThat(at(s, b, "H9")).isEqualTo(Status.WHITE_TERRITORY);
    }

    /** GNU Go's own shapes: a white pair inside black's eye makes a seki or dies, by how the pair stands. */
    @Test
    void aPairInsideAnEyeDiesOrMakesSekiByItsShape() {
        // The first of GNU Go's dead shapes, and the first of its seki shapes (O outside), on an 11x11 board.
        String dead = """
                . O O O O O . O O O O
                . O X X X O . O O O O
                O O X . X O . O O O O
                O X . O X O O O O O O
                O X X O . X O O O O O
                O O X . X X O O O O O
                . O X X X O O O O O O
                . O O O O O . O O O O
                O O O O O O O O . O .
                O O O O O O O O O . O
                O O O O O O O O . O .
                """;
        String seki = """
                . . O O O O . O O O O
                O O O X X O . O O O O
                O X X . X O O O O O O
                O X . O X X O O O O O
                O X X O . X O O O O O
                O O X . X X O O O O O
                . O X X X O O O O O O
                . O O O O O . O O O O
                O O O O O O O O . O .
                O O O O O O O O O . O
                O O O O O O O O . O .
                """;
        Board d = Diagrams.board(dead);
        UnconditionalStatus sd = UnconditionalStatus.analyze(d);
        assertThat(at(sd, d, "C10")).isEqualTo(Status.DEAD);
        assertThat(at(sd, d, "D8")).isEqualTo(Status.ALIVE);
        assertThat(at(sd, d, "D9")).isEqualTo(Status.WHITE_TERRITORY);
        Board k = Diagrams.board(seki);
        UnconditionalStatus sk = UnconditionalStatus.analyze(k);
        assertThat(at(sk, k, "C9")).isEqualTo(Status.UNDECIDED);
        assertThat(at(sk, k, "D8")).isEqualTo(Status.UNDECIDED);
        assertThat(at(sk, k, "D9")).isEqualTo(Status.UNDECIDED);
    }

    /** The ko GNU Go's board would hold: after a ko capture, whatever the game's ko rule. */
    @Test
    void theKoTakenByTheLastMoveIsFoundUnderEveryKoRule() {
        for (KoRule ko : KoRule.values()) {
            Game game = new Game(5, new Rules(ko, SuicideRule.FORBIDDEN, ScoringRule.AREA, 7.5, HandicapBonus.ZERO, 0));
            Diagrams.play(game, "B3", "C3", "A2", "D2", "B1", "C1", "C2", "B2");
            assertThat(UnconditionalStatus.koTakenByLastMove(game)).as("%s", ko)
                    .isEqualTo(game.geometry().parseGtp("C2"));
            Diagrams.play(game, "E5");
            assertThat(UnconditionalStatus.koTakenByLastMove(game)).isZero();
        }
    }

    @Test
    void anEmptyBoardIsUndecidedEverywhere() {
        Board b = new Board(9);
        UnconditionalStatus s = UnconditionalStatus.analyze(b);
        for (int p : b.geometry().points()) {
            assertThat(s.at(p)).isEqualTo(Status.UNDECIDED);
        }
        assertThat(Status.BLACK_TERRITORY.gtp()).isEqualTo("black_territory");
    }
}
