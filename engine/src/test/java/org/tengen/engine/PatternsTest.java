package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.testing.Diagrams;

class PatternsTest {
    private static boolean matchesAt(String diagram, int col, int row) {
        Board board = Diagrams.board(diagram);
        return Patterns.matches(board, board.geometry().point(col, row));
    }

    @Test
    void aHaneThatEnclosesMatchesInEveryOrientationAndEitherColour() {
        // X O X above the point, the point and its sides empty: the centre (C3) is the hane.
        String[] diagrams = {
            ".....\n.XOX.\n.....\n.....\n.....\n", // as drawn
            ".....\n.OXO.\n.....\n.....\n.....\n", // colours swapped
            ".....\n.....\n.....\n.XOX.\n.....\n", // upside down
            ".X...\n.O...\n.X...\n.....\n.....\n", // turned a quarter
        };
        assertThat(matchesAt(diagrams[0], 2, 2)).isTrue();
        assertThat(matchesAt(diagrams[1], 2, 2)).isTrue();
        assertThat(matchesAt(diagrams[2], 2, 2)).isTrue();
        assertThat(matchesAt(diagrams[3], 2, 1)).isTrue();
    }

    @Test
    void anOpenPointAndAnUnrelatedStoneMatchNothing() {
        assertThat(matchesAt(".....\n.....\n.....\n.....\n.....\n", 2, 2)).isFalse();
        assertThat(matchesAt(".....\n.X...\n.....\n.....\n.....\n", 2, 2)).isFalse();
    }

    @Test
    void anUnprotectedCutMatchesAndAProtectedOneDoesNot() {
        // X O / O . : the centre cuts; with O's own stones below and beside it, the cut is defended.
        assertThat(matchesAt(".....\n.XO..\n.O...\n.....\n.....\n", 2, 2)).isTrue();
        assertThat(matchesAt(".....\n.XO..\n.O.O.\n..O..\n.....\n", 2, 2)).isFalse();
    }

    @Test
    void anEdgeShapeMatchesOnTheFirstLine() {
        // Edge, descend (sagari): X above the point and O beside that, the point on the first line.
        assertThat(matchesAt(".....\n.....\n.....\n..XO.\n.....\n", 2, 4)).isTrue();
    }

    @Test
    void noStoneAroundIgnoresTheEdge() {
        Board board = Diagrams.board(".....\n.....\n.....\n.....\n.....\n");
        assertThat(Patterns.noStoneAround(board, board.geometry().point(0, 0))).isTrue();
        board = Diagrams.board("X....\n.....\n.....\n.....\n.....\n");
        assertThat(Patterns.noStoneAround(board, board.geometry().point(1, 1))).isFalse();
    }
}
