package org.tengen.gtp.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;
import org.tengen.core.sgf.SgfReplay;
import org.tengen.core.sgf.SgfWriter;

class ReviewSgfTest {
    private static SgfNode written() {
        String text = SgfWriter.write(ReviewSgf.annotate(ReviewFixture.game(), ReviewFixture.review(), "tengen:test"));
        return SgfReader.parse(text).get(0);
    }

    @Test
    void theAnnotatedGameReplaysToTheSameMovesWithItsGameInformation() {
        SgfNode original = ReviewFixture.game();
        SgfNode root = written();
        List<Turn> before = Reviewer.moves(SgfReplay.mainLine(original, SgfReplay.Mode.STRICT).game());
        SgfReplay replay = SgfReplay.mainLine(root, SgfReplay.Mode.STRICT);
        assertThat(replay.problem()).isEmpty();
        assertThat(Reviewer.moves(replay.game())).isEqualTo(before);
        for (String id : List.of("PB", "PW", "RE", "KM", "SZ", "RU", "GN", "GC")) {
            assertThat(root.value(id)).as(id).isEqualTo(original.value(id));
        }
        assertThat(root.text("C")).contains("Reviewed by tengen:test").contains("Black: ").contains("White: ");
    }

    @Test
    void everyMoveHasItsCommentMarksAndValue() {
        GameReview review = ReviewFixture.review();
        List<SgfNode> nodes = ReviewSgf.moveNodes(written());
        assertThat(nodes).hasSize(review.moves().size());
        for (MoveReview m : review.moves()) {
            SgfNode node = nodes.get(m.number() - 1);
            String c = node.text("C");
            assertThat(c).startsWith("Move " + m.number() + ": " + (m.stone() == Stone.BLACK ? "Black " : "White "))
                    .contains("After it, for Black: win rate " + ReviewText.percent(m.after().blackWinRate()))
                    .contains("score lead " + ReviewText.signed(m.after().blackScoreLead()));
            assertThat(Double.parseDouble(node.value("V"))).isCloseTo(m.after().blackScoreLead(),
                    org.assertj.core.data.Offset.offset(0.051));
            switch (m.judgement()) {
                case NONE -> assertThat(node.has("BM") || node.has("DO")).isFalse();
                case INACCURACY -> assertThat(node.has("DO") && !node.has("BM")).isTrue();
                case MISTAKE -> assertThat(node.value("BM")).isEqualTo("1");
                case BLUNDER -> assertThat(node.value("BM")).isEqualTo("2");
                default -> throw new AssertionError();
            }
            if (m.judgement() != Judgement.NONE) {
                assertThat(c).contains(m.judgement().word().toUpperCase(java.util.Locale.ROOT));
            }
            SgfNode parent = node.parent().orElseThrow();
            assertThat(parent.children().get(0)).isSameAs(node);
            if (m.engineDiffers()) {
                assertThat(parent.children()).hasSize(2);
                SgfNode v = parent.children().get(1);
                assertThat(v.value(m.stone() == Stone.BLACK ? "B" : "W"))
                        .isEqualTo(org.tengen.core.sgf.SgfPoints.value(m.engineMove(), review.geometry()));
                assertThat(v.text("C")).contains("tengen's choice for move " + m.number());
                assertThat(c).contains("tengen preferred");
            } else {
                assertThat(parent.children()).hasSize(1);
            }
        }
        assertThat(review.moves()).anyMatch(MoveReview::engineDiffers);
    }

    @Test
    void everyVariationIsLegal() {
        SgfNode root = written();
        Deque<SgfNode> todo = new ArrayDeque<>(List.of(root));
        int variations = 0;
        while (!todo.isEmpty()) {
            SgfNode n = todo.pop();
            todo.addAll(n.children());
            if (n.children().isEmpty()) {
                SgfReplay replay = SgfReplay.to(n, SgfReplay.Mode.STRICT);
                assertThat(replay.problem()).as("the line to %s", n).isEmpty();
                variations++;
            }
        }
        assertThat(variations).isGreaterThan(1);
    }

    @Test
    void theRecordsOwnCommentsAreKept() {
        SgfNode game = SgfReader.parse("(;SZ[5]PB[A]PW[B]C[a friendly game];B[cc]C[the centre];W[bb])").get(0);
        GameReview review = Reviewer.review(game, new ReviewSettings(30, 0, 1, 1, MistakeThresholds.DEFAULT), (d, t, n) -> { });
        SgfNode root = ReviewSgf.annotate(game, review, "tengen:test");
        assertThat(root.text("C")).startsWith("a friendly game\n\nReviewed by tengen:test");
        assertThat(ReviewSgf.moveNodes(root).get(0).text("C")).startsWith("the centre\n\nMove 1: Black C3.");
        assertThat(root.value("PB")).isEqualTo("A");
    }
}
