package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.core.testing.Diagrams;
import org.tengen.engine.features.FeatureExtractor;
import org.tengen.engine.features.FeatureKey;
import org.tengen.engine.learn.Weights;

/** The learnt strength of moves, as the search's new nodes get it from the shipped weights. */
class LearnedPriorsTest {
    private final Weights weights = LearnedPriors.shippedWeights();
    private final LearnedPriors priors = new LearnedPriors(weights);

    @Test
    void aMovesGammaIsTheProductOfItsFeaturesGammas() {
        Game game = new Game(19, RulesPresets.get("chinese"));
        Diagrams.play(game, "Q16", "D4", "Q4");
        Board board = game.boardCopy();
        int p = Diagrams.point(game, "C16");
        int last = Diagrams.point(game, "Q4");
        int beforeLast = Diagrams.point(game, "D4");
        long[] keys = new long[FeatureExtractor.MAX_FEATURES];
        int n = new FeatureExtractor().extract(board, Board.WHITE, p, last, beforeLast, keys, 0);
        double expected = 1;
        for (int k = 0; k < n; k++) {
            expected *= weights.gamma(weights.group(FeatureKey.group(keys[k]).name()), keys[k]);
        }
        assertThat(priors.gamma(board, Board.WHITE, p, last, beforeLast)).isCloseTo(expected, within(expected * 1e-12));
    }

    @Test
    void nineDansTakeTheEmptyCornerBeforeTheFirstLine() {
        Board board = new Board(Geometry.of(19));
        Game game = new Game(19, RulesPresets.get("chinese"));
        double corner = priors.gamma(board, Board.BLACK, Diagrams.point(game, "Q16"), 0, 0);
        double firstLine = priors.gamma(board, Board.BLACK, Diagrams.point(game, "K1"), 0, 0);
        double centre = priors.gamma(board, Board.BLACK, Diagrams.point(game, "K10"), 0, 0);
        assertThat(corner).isGreaterThan(10 * firstLine).isGreaterThan(centre);
    }

    @Test
    void aCaptureIsLikelierThanAQuietMoveFarAway() {
        Board board = Diagrams.board("""
                  A B C D E F G H J
                9 . . . . . . . . .
                8 . . . . . . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . . . X . . . .
                4 . . . X O X . . .
                3 . . . . . . . . .
                2 . . . . . . . . .
                1 . . . . . . . . .
                """);
        Game game = new Game(9, RulesPresets.get("chinese"));
        double capture = priors.gamma(board, Board.BLACK, Diagrams.point(game, "E3"), 0, 0);
        double quiet = priors.gamma(board, Board.BLACK, Diagrams.point(game, "H8"), 0, 0);
        assertThat(capture).isGreaterThan(10 * quiet);
    }

    @Test
    void passingIsLikelierAfterAPassThanAfterAMove() {
        assertThat(priors.passGamma(true)).isGreaterThan(priors.passGamma(false));
    }

    @Test
    void theShippedWeightsAreReadOnce() {
        assertThat(LearnedPriors.shippedWeights()).isSameAs(LearnedPriors.shippedWeights());
    }
}
