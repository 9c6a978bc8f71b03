package org.tengen.gtp.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.core.sgf.SgfReader;
import org.tengen.core.sgf.SgfReplay;

class ReviewerTest {
    @Test
    void everyPositionOfARealGameIsAnalysed() {
        GameReview r = ReviewFixture.review();
        Game game = SgfReplay.mainLine(ReviewFixture.game(), SgfReplay.Mode.TOLERANT).game();
        List<Turn> played = Reviewer.moves(game);
        assertThat(played).hasSize(40);
        assertThat(r.positions()).hasSize(41);
        assertThat(r.moves()).hasSize(40);
        for (int k = 0; k <= 40; k++) {
            PositionEval p = r.positions().get(k);
            assertThat(p.moves()).isEqualTo(k);
            assertThat(p.searched()).as("position %d", k).isTrue();
            assertThat(p.playouts()).as("position %d", k).isEqualTo(200);
            assertThat(p.blackWinRate()).isBetween(0.0, 1.0);
            assertThat(p.toMove()).isEqualTo(k % 2 == 0 ? Stone.BLACK : Stone.WHITE);
            assertThat(p.pv()).isNotEmpty().first().isEqualTo(p.best());
        }
        for (MoveReview m : r.moves()) {
            assertThat(m.move()).isEqualTo(played.get(m.number() - 1).move());
            assertThat(m.stone()).isEqualTo(played.get(m.number() - 1).stone());
            assertThat(m.before()).isSameAs(r.positions().get(m.number() - 1));
            assertThat(m.after()).isSameAs(r.positions().get(m.number()));
            assertThat(m.judgement()).isEqualTo(MistakeThresholds.DEFAULT.judge(m.drop()));
        }
        // GNU Go lost by 4.5 as Black: by the end the search sees White winning.
        assertThat(r.positions().get(40).blackWinRate()).isLessThan(0.2);
        assertThat(r.positions().get(40).blackScoreLead()).isNegative();
        assertThat(r.info().black()).isEqualTo("GNU Go");
        assertThat(r.info().result()).isEqualTo("W+4.5");
    }

    @Test
    @Tag("slow")
    void aReviewWithOneThreadAndPlayoutsIsTheSameEveryRun() {
        GameReview again = Reviewer.review(ReviewFixture.game(), ReviewFixture.SETTINGS, (d, t, n) -> { });
        assertThat(again.positions()).isEqualTo(ReviewFixture.review().positions());
    }

    @Test
    void theProgressIsToldAfterEveryPosition() {
        List<Integer> done = new ArrayList<>();
        Reviewer.review(SgfReader.parse("(;SZ[5];B[cc];W[bb])").get(0), new ReviewSettings(20, 0, 1, 1,
                MistakeThresholds.DEFAULT), (d, total, nanos) -> {
                    assertThat(total).isEqualTo(3);
                    done.add(d);
                });
        assertThat(done).containsExactly(1, 2, 3);
    }

    @Test
    void aMoveOutOfTurnIsJudgedForItsPlayer() {
        GameReview r = Reviewer.review(SgfReader.parse("(;SZ[5];B[cc];B[bb];W[dd])").get(0),
                new ReviewSettings(20, 0, 1, 1, MistakeThresholds.DEFAULT), (d, t, n) -> { });
        assertThat(r.moves()).extracting(MoveReview::stone).containsExactly(Stone.BLACK, Stone.BLACK, Stone.WHITE);
        assertThat(r.positions()).extracting(PositionEval::toMove).containsExactly(Stone.BLACK, Stone.BLACK,
                Stone.WHITE, Stone.BLACK);
    }

    @Test
    void aMoveOnAStoneStopsTheReviewWithItsNumberAndPlace() {
        assertThatThrownBy(() -> Reviewer.review(SgfReader.parse("(;SZ[9];B[cc];W[dd]\n;B[cc])").get(0),
                ReviewFixture.SETTINGS, (d, t, n) -> { }))
                .isInstanceOf(ReviewException.class)
                .hasMessage("move 3 (B C7): occupied (line 2, column 2)");
    }

    @Test
    void anEmptyGameHasOnePosition() {
        GameReview r = Reviewer.review(SgfReader.parse("(;SZ[9])").get(0), ReviewFixture.SETTINGS, (d, t, n) -> { });
        assertThat(r.positions()).hasSize(1);
        assertThat(r.moves()).isEmpty();
        assertThat(r.positions().get(0).best()).isInstanceOf(Move.Play.class);
    }
}
