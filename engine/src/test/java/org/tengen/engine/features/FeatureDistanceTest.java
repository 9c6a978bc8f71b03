package org.tengen.engine.features;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.engine.features.FeatureGroup.*;
import static org.tengen.engine.features.Features.value;

import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Geometry;

/** Distances to the last two moves, the line from the edge, and the pass. */
class FeatureDistanceTest {
    private final Features features = new Features();
    private final Board board = new Board(Geometry.of(19));

    private int at(String vertex) {
        return board.geometry().parseGtp(vertex);
    }

    @Test
    void distanceToTheLastMoveIsGridcularAndCappedAt17() {
        int last = at("K10");
        assertThat(value(features.of(board, Board.BLACK, "K11", last, 0), DIST_PREV)).isEqualTo(2);
        assertThat(value(features.of(board, Board.BLACK, "L11", last, 0), DIST_PREV)).isEqualTo(3);
        assertThat(value(features.of(board, Board.BLACK, "K12", last, 0), DIST_PREV)).isEqualTo(4);
        assertThat(value(features.of(board, Board.BLACK, "M11", last, 0), DIST_PREV)).isEqualTo(5); // knight's move
        assertThat(value(features.of(board, Board.BLACK, "M12", last, 0), DIST_PREV)).isEqualTo(6);
        assertThat(value(features.of(board, Board.BLACK, "K15", last, 0), DIST_PREV)).isEqualTo(10);
        assertThat(value(features.of(board, Board.BLACK, "Q16", last, 0), DIST_PREV)).isEqualTo(DIST_FAR); // 6+6+6
        assertThat(value(features.of(board, Board.BLACK, "A1", last, 0), DIST_PREV)).isEqualTo(DIST_FAR);
        assertThat(value(features.of(board, Board.BLACK, "O14", last, 0), DIST_PREV)).isEqualTo(12);
    }

    @Test
    void distanceToTheMoveBeforeTheLastIsItsOwnGroup() {
        long[] keys = features.of(board, Board.BLACK, "D4", at("Q16"), at("D6"));
        assertThat(value(keys, DIST_PREV)).isEqualTo(DIST_FAR);
        assertThat(value(keys, DIST_PREV2)).isEqualTo(4);
    }

    @Test
    void noDistanceAfterAPassOrAtTheStart() {
        long[] afterPass = features.of(board, Board.BLACK, "D4", FeatureExtractor.PASS, at("D5"));
        assertThat(value(afterPass, DIST_PREV)).isEqualTo(-1);
        assertThat(value(afterPass, DIST_PREV2)).isEqualTo(2);
        long[] start = features.of(board, Board.BLACK, "D4", FeatureExtractor.NO_MOVE, FeatureExtractor.NO_MOVE);
        assertThat(value(start, DIST_PREV)).isEqualTo(-1);
        assertThat(value(start, DIST_PREV2)).isEqualTo(-1);
    }

    @Test
    void edgeLineIsCountedFromTheNearestEdgeUpToFive() {
        assertThat(value(features.of(board, Board.BLACK, "A1"), EDGE)).isEqualTo(1);
        assertThat(value(features.of(board, Board.BLACK, "A10"), EDGE)).isEqualTo(1);
        assertThat(value(features.of(board, Board.BLACK, "T10"), EDGE)).isEqualTo(1);
        assertThat(value(features.of(board, Board.BLACK, "B17"), EDGE)).isEqualTo(2);
        assertThat(value(features.of(board, Board.BLACK, "C17"), EDGE)).isEqualTo(3);
        assertThat(value(features.of(board, Board.BLACK, "R16"), EDGE)).isEqualTo(3);
        assertThat(value(features.of(board, Board.BLACK, "Q16"), EDGE)).isEqualTo(4);
        assertThat(value(features.of(board, Board.BLACK, "E5"), EDGE)).isEqualTo(EDGE_FAR);
        assertThat(value(features.of(board, Board.BLACK, "K10"), EDGE)).isEqualTo(EDGE_FAR);
        assertThat(value(features.of(board, Board.BLACK, "E15"), EDGE)).isEqualTo(EDGE_FAR);
    }

    @Test
    void thePassHasItsOneFeatureTellingWhetherItAnswersAPass() {
        long[] out = new long[FeatureExtractor.MAX_FEATURES];
        assertThat(FeatureExtractor.extractPass(FeatureExtractor.PASS, out, 3)).isEqualTo(1);
        assertThat(out[3]).isEqualTo(FeatureKey.of(PASS, PASS_AFTER_PASS));
        FeatureExtractor.extractPass(at("D4"), out, 0);
        assertThat(out[0]).isEqualTo(FeatureKey.of(PASS, PASS_AFTER_MOVE));
        FeatureExtractor.extractPass(FeatureExtractor.NO_MOVE, out, 0);
        assertThat(out[0]).isEqualTo(FeatureKey.of(PASS, PASS_AFTER_MOVE));
    }

    @Test
    void aKeyCarriesItsGroupAndValue() {
        long key = FeatureKey.of(PATTERN_D7, -1L);
        assertThat(FeatureKey.group(key)).isEqualTo(PATTERN_D7);
        assertThat(FeatureKey.value(key)).isEqualTo((1L << 56) - 1);
        assertThat(FeatureKey.describe(FeatureKey.of(EDGE, 3))).isEqualTo("EDGE:3");
        assertThat(FeatureGroup.spatial(7)).isEqualTo(PATTERN_D7);
        for (FeatureGroup g : FeatureGroup.values()) {
            assertThat(FeatureGroup.ofTag(g.tag())).isEqualTo(g);
        }
    }
}
