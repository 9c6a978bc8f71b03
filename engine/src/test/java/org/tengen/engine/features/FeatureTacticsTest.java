package org.tengen.engine.features;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.engine.features.FeatureGroup.*;
import static org.tengen.engine.features.Features.value;

import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Stone;
import org.tengen.core.testing.Diagrams;

/** Captures, escapes, ataris and self-ataris recognised on diagrams. */
class FeatureTacticsTest {
    private final Features features = new Features();

    // White's C3 is in atari (liberty C4); Black's C2 is in atari too (liberty C1).
    private static final String SAVING = """
              A B C D E
            5 . . . . .
            4 . . . . .
            3 . X O X .
            2 . O X O .
            1 . . . . .
            """;

    // White's C7 is in atari after Black's D7 (LadderTest's position): running to C6 runs into a ladder.
    private static final String RUN = """
              A B C D E F G H J
            9 . . . . . . . . .
            8 . . X . . . . . .
            7 . X O X . . . . .
            6 . X . . . . . . .
            5 . . . . . . . . .
            4 . . . . . . . . .
            3 . . . . . . . . .
            2 . . . . . . . . .
            1 . . . . . . . . .
            """;

    // The same with a White ladder breaker on F3.
    private static final String BROKEN = RUN.replace("3 . . . . . . . . .", "3 . . . . . O . . .");

    // Black's A2-B2 has two liberties, A1 and B1, walled in by White.
    private static final String WALLED = """
              A B C D E
            5 . . . . .
            4 . . . . .
            3 O O O . .
            2 X X O . .
            1 . . O . .
            """;

    @Test
    void aCaptureThatSavesAChainInAtari() {
        Board b = Diagrams.board(SAVING);
        long[] keys = features.of(b, Board.BLACK, "C4");
        assertThat(value(keys, CAPTURE)).isEqualTo(CAPTURE_SAVES);
        assertThat(value(keys, ESCAPE)).isEqualTo(-1);
        assertThat(value(keys, SELF_ATARI)).isEqualTo(-1);
    }

    @Test
    void aCaptureOfTheLastMoveAndAPlainCapture() {
        // Without Black's C2 in atari: White's C3 (liberty C2 now) is captured by C2.
        Board b = Diagrams.board("""
                  A B C D E
                5 . . . . .
                4 . . X . .
                3 . X O X .
                2 . . . . .
                1 . . . . .
                """);
        int c3 = Diagrams.point(b, "C3");
        assertThat(value(features.of(b, Board.BLACK, "C2", c3, FeatureExtractor.NO_MOVE), CAPTURE)).isEqualTo(CAPTURE_LAST_MOVE);
        int elsewhere = Diagrams.point(b, "E5");
        assertThat(value(features.of(b, Board.BLACK, "C2", elsewhere, FeatureExtractor.NO_MOVE), CAPTURE)).isEqualTo(CAPTURE_OTHER);
        assertThat(value(features.of(b, Board.BLACK, "C2"), CAPTURE)).isEqualTo(CAPTURE_OTHER);
        assertThat(value(features.of(b, Board.BLACK, "D2"), CAPTURE)).isEqualTo(-1);
    }

    @Test
    void anEscapeIntoAWorkingLadderIsRecognisedAsSuch() {
        Board b = Diagrams.board(RUN);
        assertThat(value(features.of(b, Board.WHITE, "C6"), ESCAPE)).isEqualTo(ESCAPE_INTO_LADDER);
    }

    @Test
    void anEscapeWithALadderBreakerIsARealEscape() {
        Board b = Diagrams.board(BROKEN);
        long[] keys = features.of(b, Board.WHITE, "C6");
        assertThat(value(keys, ESCAPE)).isEqualTo(ESCAPE_REAL);
        assertThat(value(keys, SELF_ATARI)).isEqualTo(-1);
    }

    @Test
    void anAtariThatStartsAWorkingLadder() {
        Board b = Diagrams.board(RUN.replace("7 . X O X", "7 . X O ."));
        assertThat(value(features.of(b, Board.BLACK, "D7"), ATARI)).isEqualTo(ATARI_LADDER);
    }

    @Test
    void anAtariWhereTheLadderFailsWithAndWithoutAKoOnTheBoard() {
        Board b = Diagrams.board("""
                  A B C D E F G H J
                9 . . . . . . X O .
                8 . . . . . X O . O
                7 . . . . . . X O .
                6 . . . . . . . . .
                5 . . . . . . . . .
                4 . . . . X . . . .
                3 . . . X O . . . .
                2 . . . . . . . . .
                1 . . . . . . . . .
                """);
        assertThat(value(features.of(b, Board.BLACK, "F3"), ATARI)).isEqualTo(ATARI_OTHER);
        Diagrams.play(b, Stone.BLACK, "H8"); // takes G8: a ko
        assertThat(b.koPoint()).isEqualTo(Diagrams.point(b, "G8"));
        assertThat(value(features.of(b, Board.BLACK, "F3"), ATARI)).isEqualTo(ATARI_KO);
        assertThat(value(features.of(b, Board.BLACK, "E2"), ATARI)).isEqualTo(ATARI_KO);
        assertThat(value(features.of(b, Board.BLACK, "F4"), ATARI)).isEqualTo(-1);
    }

    @Test
    void selfAtariOfALoneStoneAndOfAChain() {
        Board b = Diagrams.board(WALLED);
        assertThat(value(features.of(b, Board.BLACK, "B1"), SELF_ATARI)).isEqualTo(SELF_ATARI_CHAIN);
        assertThat(value(features.of(b, Board.BLACK, "A1"), SELF_ATARI)).isEqualTo(SELF_ATARI_CHAIN);
        assertThat(value(features.of(b, Board.BLACK, "D1"), SELF_ATARI)).isEqualTo(-1); // D1: liberties E1, D2
        Board lone = Diagrams.board("""
                  A B C D E
                5 . . . . .
                4 . . . . .
                3 . . . . .
                2 O . . . .
                1 . O . . .
                """);
        assertThat(value(features.of(lone, Board.BLACK, "B2"), SELF_ATARI)).isEqualTo(-1);
        Board corner = Diagrams.board("""
                  A B C D E
                5 . . . . .
                4 . . . . .
                3 . . . . .
                2 O . . . .
                1 . . O . .
                """);
        assertThat(value(features.of(corner, Board.BLACK, "A1"), SELF_ATARI)).isEqualTo(SELF_ATARI_STONE);
        assertThat(value(features.of(corner, Board.BLACK, "B1"), SELF_ATARI)).isEqualTo(-1); // B1: liberties A1, B2
    }

    @Test
    void aQuietMoveHasNoTacticalFeature() {
        Board b = Diagrams.board(RUN);
        long[] keys = features.of(b, Board.BLACK, "G3");
        for (FeatureGroup g : new FeatureGroup[] {CAPTURE, ESCAPE, ATARI, SELF_ATARI, DIST_PREV, DIST_PREV2}) {
            assertThat(value(keys, g)).as("%s", g).isEqualTo(-1);
        }
    }
}
