package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.core.testing.Diagrams.board;

import org.junit.jupiter.api.Test;
import org.tengen.core.Board;

class AtariTest {
    private static int at(Board board, String vertex) {
        return board.geometry().parseGtp(vertex);
    }

    @Test
    void theLibertyOfAChainInAtari() {
        Board b = board(".....\n.XX..\nXOO..\n.XX..\n.....\n");
        assertThat(b.liberties(at(b, "B3"))).isEqualTo(1);
        assertThat(Atari.liberty(b, at(b, "B3"))).isEqualTo(at(b, "D3"));
    }

    @Test
    void libertiesAfterCountsJoinedChainsAndCapturesUpToTwo() {
        Board b = board(".....\n.XX..\nXOO..\n.XX..\n.....\n");
        // White D3 joins B3-C3: liberties E3, D4, D2: two or more.
        assertThat(Atari.libertiesAfter(b, at(b, "D3"), Board.WHITE)).isEqualTo(2);
        // Black D3 captures B3-C3.
        assertThat(Atari.libertiesAfter(b, at(b, "D3"), Board.BLACK)).isEqualTo(2);
        assertThat(Atari.captures(b, at(b, "D3"), Board.BLACK)).isTrue();
        assertThat(Atari.captures(b, at(b, "D3"), Board.WHITE)).isFalse();
        // White A1 in the corner next to nothing of its own: two liberties.
        assertThat(Atari.libertiesAfter(b, at(b, "A1"), Board.WHITE)).isEqualTo(2);
    }

    @Test
    void aSelfAtariOfAChainIsToldFromAThrowIn() {
        Board b = board("XXX..\nOOX..\n.XX..\n.....\n.....\n");
        // White A4-B4 has the single liberty A3: White A3 would extend into atari? A3 touches B3 (black)
        // and A2 (empty): the chain gets A2 only, so it is a self-atari of a chain.
        assertThat(b.liberties(at(b, "A4"))).isEqualTo(1);
        assertThat(Atari.libertiesAfter(b, at(b, "A3"), Board.WHITE)).isEqualTo(1);
        assertThat(Atari.isSelfAtariOfChain(b, at(b, "A3"), Board.WHITE)).isTrue();
        // A lone stone is never a chain's self-atari: not with no liberty (C4), nor as a throw-in (B4).
        Board t = board("XXX..\n.X.X.\n.XX..\n.....\n.....\n");
        assertThat(Atari.libertiesAfter(t, at(t, "C4"), Board.WHITE)).isEqualTo(0);
        assertThat(Atari.isSelfAtariOfChain(t, at(t, "C4"), Board.WHITE)).isFalse();
        Board u = board(".XX..\nX..X.\n.XX..\n.....\n.....\n");
        assertThat(Atari.libertiesAfter(u, at(u, "B4"), Board.WHITE)).isEqualTo(1);
        assertThat(Atari.isSelfAtariOfChain(u, at(u, "B4"), Board.WHITE)).isFalse();
    }
}
