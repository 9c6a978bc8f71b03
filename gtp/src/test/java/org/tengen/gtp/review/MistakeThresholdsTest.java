package org.tengen.gtp.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tengen.core.Stone;

class MistakeThresholdsTest {
    @Test
    void dropsAreJudgedByTheThresholds() {
        MistakeThresholds t = MistakeThresholds.DEFAULT;
        assertThat(t.judge(-0.3)).isEqualTo(Judgement.NONE);
        assertThat(t.judge(0.0499)).isEqualTo(Judgement.NONE);
        assertThat(t.judge(0.05)).isEqualTo(Judgement.INACCURACY);
        assertThat(t.judge(0.0999)).isEqualTo(Judgement.INACCURACY);
        assertThat(t.judge(0.10)).isEqualTo(Judgement.MISTAKE);
        assertThat(t.judge(0.1999)).isEqualTo(Judgement.MISTAKE);
        assertThat(t.judge(0.20)).isEqualTo(Judgement.BLUNDER);
        assertThat(t.judge(0.9)).isEqualTo(Judgement.BLUNDER);
    }

    @Test
    void thresholdsMustRise() {
        assertThatThrownBy(() -> new MistakeThresholds(0.1, 0.05, 0.2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MistakeThresholds(0, 0.1, 0.2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MistakeThresholds(0.05, 0.1, 1.5)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void eachMoveIsJudgedByItsOwnPlayersLoss() {
        // Black's win rate after moves 0 to 5: B drops 2 points, W 12, B 25, W 6, B 8.
        GameReview r = ReviewFixture.synthetic(0.50, 0.48, 0.60, 0.35, 0.41, 0.33);
        assertThat(r.moves()).extracting(MoveReview::judgement).containsExactly(Judgement.NONE, Judgement.MISTAKE,
                Judgement.BLUNDER, Judgement.INACCURACY, Judgement.INACCURACY);
        assertThat(r.moves().get(2).drop()).isCloseTo(0.25, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(r.moves().get(1).stone()).isEqualTo(Stone.WHITE);
        assertThat(r.moves().get(1).drop()).isCloseTo(0.12, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(r.biggestMistakes(Stone.BLACK, 5)).extracting(MoveReview::number).containsExactly(3, 5);
        assertThat(r.biggestMistakes(Stone.WHITE, 5)).extracting(MoveReview::number).containsExactly(2, 4);
        assertThat(r.biggestMistakes(Stone.BLACK, 1)).extracting(MoveReview::number).containsExactly(3);
        assertThat(r.tally(Stone.BLACK)).isEqualTo("Black: 1 blunder, 0 mistakes, 1 inaccuracy");
        assertThat(r.tally(Stone.WHITE)).isEqualTo("White: 0 blunders, 1 mistake, 1 inaccuracy");
    }

    @Test
    void theProgressLineSaysWhatIsLeft() {
        assertThat(ProgressBar.line(0, 10, 0)).isEqualTo("[..............................]  0/10 positions");
        assertThat(ProgressBar.line(5, 10, 20_000_000_000L))
                .isEqualTo("[###############...............]  5/10 positions, 20 s left");
        assertThat(ProgressBar.line(10, 10, 150_000_000_000L))
                .isEqualTo("[##############################] 10/10 positions, done in 2 min 30 s");
    }
}
