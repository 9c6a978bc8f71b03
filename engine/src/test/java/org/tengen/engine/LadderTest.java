package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.testing.Diagrams;

class LadderTest {
    // White's C7 is in atari (liberty C6) after Black's D7. Running to C6 leaves two liberties, and Black's
    // ataris drive the chain down and to the right, a staircase, until the lower edge takes it.
    private static final String LADDER = """
            .........
            ..X......
            .XOX.....
            .X.......
            .........
            .........
            .........
            .........
            .........
            """;

    // The same with a White stone at F3 on the staircase's path: the chase runs into it and White escapes.
    private static final String BROKEN = """
            .........
            ..X......
            .XOX.....
            .X.......
            .........
            .........
            .....O...
            .........
            .........
            """;

    private static int at(Board b, String vertex) {
        return b.geometry().parseGtp(vertex);
    }

    @Test
    void runningFromAtariIntoAWorkingLadderIsCaptured() {
        Board b = Diagrams.board(LADDER);
        assertThat(b.liberties(at(b, "C7"))).isEqualTo(1);
        assertThat(new Ladder().isCaptured(b, at(b, "C7"))).isTrue();
        assertThat(new Ladder().extensionIsCaptured(b, at(b, "C6"), Board.WHITE, at(b, "C7"))).isTrue();
    }

    @Test
    void aLadderBreakerLetsTheChainEscape() {
        Board b = Diagrams.board(BROKEN);
        assertThat(new Ladder().isCaptured(b, at(b, "C7"))).isFalse();
        assertThat(new Ladder().extensionIsCaptured(b, at(b, "C6"), Board.WHITE, at(b, "C7"))).isFalse();
    }

    @Test
    void anAtariStartsALadderOnlyWhereItWorks() {
        // Before Black's D7: White's C7 has two liberties, D7 and C6.
        Board b = Diagrams.board(LADDER.replace(".XOX.....", ".XO......"));
        assertThat(b.liberties(at(b, "C7"))).isEqualTo(2);
        assertThat(new Ladder().ataried(b, at(b, "D7"), Board.BLACK, at(b, "C7"))).isTrue();
        // The atari from the other side, C6, lets White run out to D7.
        assertThat(new Ladder().ataried(b, at(b, "C6"), Board.BLACK, at(b, "C7"))).isFalse();
        Board broken = Diagrams.board(BROKEN.replace(".XOX.....", ".XO......"));
        assertThat(new Ladder().ataried(broken, at(broken, "D7"), Board.BLACK, at(broken, "C7"))).isFalse();
    }

    @Test
    void theBoardIsLeftAsItWas() {
        Board b = Diagrams.board(LADDER);
        long hash = b.hash();
        new Ladder().isCaptured(b, at(b, "C7"));
        assertThat(b.hash()).isEqualTo(hash);
    }
}
