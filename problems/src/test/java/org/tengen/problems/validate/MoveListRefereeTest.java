package org.tengen.problems.validate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.junit.jupiter.api.Test;

class MoveListRefereeTest {
    private static MoveListReferee referee(String diagram) {
        return new MoveListReferee(Position.parse(diagram));
    }

    @Test
    void theSeedsExample() {
        MoveListReferee r = referee(".....\n.....\n.....\n.....\n.....\n");
        assertThat(r.play(Stone.BLACK, 2, 2)).isTrue();
        assertThat(r.play(Stone.WHITE, 2, 3)).isTrue();
        assertThat(r.play(Stone.BLACK, 3, 2)).isTrue();
        assertThat(r.play(Stone.WHITE, 3, 4)).isTrue();
        assertThat(r.play(Stone.BLACK, 4, 3)).isTrue();
        assertThat(Position.of(r.board())).isEqualTo(Position.parse(".....\n.....\n..BW.\n..B.W\n...B.\n"));
    }

    @Test
    void koRecaptureIsInvalidButNotOnTheFirstMove() {
        String ko = ".BW.\nBW.W\n.BW.\n....\n";
        MoveListReferee r = referee(ko);
        assertThat(r.play(Stone.BLACK, 1, 2)).isTrue();
        assertThat(r.play(Stone.WHITE, 1, 1)).isFalse();
        assertThat(r.allValid()).isFalse();
        assertThat(r.play(Stone.BLACK, 3, 3)).isFalse(); // once invalid, the list stays invalid

        // The position after a capture, given as the start: retaking is the first move, and legal.
        MoveListReferee first = referee(".BW.\nB.BW\n.BW.\n....\n");
        assertThat(first.play(Stone.WHITE, 1, 1)).isTrue();
    }

    @Test
    void offTheBoardOccupiedAndSuicideAreInvalid() {
        assertThat(referee("...\n...\n...\n").play(Stone.BLACK, 3, 0)).isFalse();
        assertThat(referee("...\n...\n...\n").play(Stone.BLACK, 0, -1)).isFalse();
        assertThat(referee("B..\n...\n...\n").play(Stone.WHITE, 0, 0)).isFalse();
        assertThat(referee(".W.\nW..\n...\n").play(Stone.BLACK, 0, 0)).isFalse();
        // A capture is not a suicide.
        // Black's 0,0 has no liberty as placed, but takes both White stones first.
        MoveListReferee capture = referee(".WB\nWB.\nB..\n");
        assertThat(capture.play(Stone.BLACK, 0, 0)).isTrue();
        assertThat(Position.of(capture.board())).isEqualTo(Position.parse("B.B\n.B.\nB..\n"));
        MoveListReferee takes = referee("BW.\n.B.\n...\n");
        assertThat(takes.play(Stone.BLACK, 0, 2)).isTrue();
        assertThat(Position.of(takes.board())).isEqualTo(Position.parse("B.B\n.B.\n...\n"));
    }

    @Test
    void turnOrderIsNotChecked() {
        MoveListReferee r = referee("...\n...\n...\n");
        assertThat(r.play(Stone.WHITE, 0, 0)).isTrue();
        assertThat(r.play(Stone.WHITE, 2, 2)).isTrue();
        assertThat(r.play(Stone.BLACK, 1, 1)).isTrue();
    }

    @Test
    void aBoardWithAChainWithoutLibertiesIsRefused() {
        assertThatThrownBy(() -> referee("BW\nW.\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the stone at row 0, column 0 belongs to a chain without liberties");
        assertThat(MoveListReferee.chainWithoutLiberties(Position.parse("B..\nWW.\n...\n"))).isNull();
        assertThat(MoveListReferee.chainWithoutLiberties(Position.parse(".B.\nBWB\n.B.\n"))).containsExactly(1, 1);
    }
}
