package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.core.testing.Diagrams.board;

import org.junit.jupiter.api.Test;
import org.tengen.core.Board;

/**
 * Which self-ataris a playout may play as a nakade: the chain and its last liberty fill an eye space walled by
 * the opponent's stones and the edge, and the chain is no bigger than allowed.
 */
class NakadeTest {
    /** White's corner group has the straight three A7-B7-C7 with Black's stone on the vital point, B7. */
    private static final String STRAIGHT_THREE = """
            . X . O X . .
            O O O O X . .
            X X X X X . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            """;

    /** A white group with the bent four A7-B7-C7 and A6, Black on B7. */
    private static final String FOUR = """
            . X . O X . .
            . O O O X . .
            O O X X X . .
            X X X . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            """;

    private static int at(Board board, String vertex) {
        return board.geometry().parseGtp(vertex);
    }

    @Test
    void twoStonesFillingAThreePointEyeSpaceAreANakade() {
        Board b = board(STRAIGHT_THREE);
        // Black A7 or C7 makes A7-B7 (or B7-C7) with one liberty, all of it inside White's wall.
        assertThat(Atari.isSelfAtariOfChain(b, at(b, "A7"), Board.BLACK)).isTrue();
        assertThat(new Nakade(2).fills(b, at(b, "A7"), Board.BLACK)).isTrue();
        assertThat(new Nakade(2).fills(b, at(b, "C7"), Board.BLACK)).isTrue();
        assertThat(KnowledgePolicy.isSound(b, at(b, "A7"), Board.BLACK, new Nakade(2))).isTrue();
        // Without the allowance the self-atari stays barred, which left the group alive in every playout.
        assertThat(new Nakade(0).fills(b, at(b, "A7"), Board.BLACK)).isFalse();
        assertThat(KnowledgePolicy.isSound(b, at(b, "A7"), Board.BLACK, new Nakade(0))).isFalse();
        // White filling its own eye space is no nakade: the space is walled by White, not by Black.
        assertThat(Atari.isSelfAtariOfChain(b, at(b, "A7"), Board.WHITE)).isTrue();
        assertThat(new Nakade(2).fills(b, at(b, "A7"), Board.WHITE)).isFalse();
    }

    @Test
    void aBiggerChainOrABiggerSpaceIsNoNakadeOfTwo() {
        // In the bent four, Black A7 makes A7-B7 with the liberties C7 and A6: no self-atari at all.
        Board four = board(FOUR);
        assertThat(Atari.isSelfAtariOfChain(four, at(four, "A7"), Board.BLACK)).isFalse();
        // With A7 and B7 Black's, Black C7 makes A7-B7-C7 with the one liberty A6: a nakade of three stones,
        // not of two.
        Board three = board("""
                X X . O X . .
                . O O O X . .
                O O X X X . .
                X X X . . . .
                . . . . . . .
                . . . . . . .
                . . . . . . .
                """);
        assertThat(Atari.isSelfAtariOfChain(three, at(three, "C7"), Board.BLACK)).isTrue();
        assertThat(new Nakade(2).fills(three, at(three, "C7"), Board.BLACK)).isFalse();
        assertThat(new Nakade(3).fills(three, at(three, "C7"), Board.BLACK)).isTrue();
    }

    @Test
    void aChainWhoseLastLibertyLeadsOutIsNoNakade() {
        // Black C3 makes B3-C3 with the one liberty A3, but A3 opens onto A4 and the rest of the board.
        Board open = board("""
                . . . . .
                . O O . .
                . X . O .
                O O O O .
                . . . . .
                """);
        assertThat(Atari.isSelfAtariOfChain(open, at(open, "C3"), Board.BLACK)).isTrue();
        assertThat(new Nakade(6).fills(open, at(open, "C3"), Board.BLACK)).isFalse();
        // Walled in at A4, the same move is a nakade.
        Board closed = board("""
                . . . . .
                O O O . .
                . X . O .
                O O O O .
                . . . . .
                """);
        assertThat(new Nakade(2).fills(closed, at(closed, "C3"), Board.BLACK)).isTrue();
    }
}
