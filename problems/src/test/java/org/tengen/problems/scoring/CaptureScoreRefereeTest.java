package org.tengen.problems.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.tengen.core.Stone;
import org.junit.jupiter.api.Test;

class CaptureScoreRefereeTest {
    private static int[] score(int n, String moves) {
        CaptureScoreReferee r = new CaptureScoreReferee(n);
        for (String m : moves.split(" ")) {
            String[] xy = m.substring(2, m.length() - 1).split(",");
            r.place(m.charAt(0) == 'B' ? Stone.BLACK : Stone.WHITE, Integer.parseInt(xy[0]), Integer.parseInt(xy[1]));
        }
        return r.scores();
    }

    @Test
    void theSeedsSamples() {
        assertThat(score(7, "B(-2,-2) W(2,2) B(-2,-3) W(2,3) B(-3,-2) W(3,2)")).containsExactly(1, 1);
        assertThat(score(7, "B(-2,-3) W(-3,-3) B(-2,-2) W(3,2) B(-3,-2) W(2,3)")).containsExactly(2, 1);
    }

    @Test
    void oneStoneOwnsTheRestOfTheBoardAndTheEmptyBoardNobody() {
        assertThat(score(3, "B(0,0)")).containsExactly(8, 0);
        assertThat(new CaptureScoreReferee(3).scores()).containsExactly(0, 0);
    }

    @Test
    void selfCaptureCountsForTheOpponent() {
        // On 3x3, White at the corner (-1,1) between two Black stones dies by its own hand: Black counts it,
        // and the 7 empty points, the corner again among them, border Black only.
        assertThat(score(3, "B(0,1) B(-1,0) W(-1,1)")).containsExactly(8, 0);
    }

    @Test
    void aCaptureComesBeforeSelfCapture() {
        // Black's (-1,0) has no liberty as placed, but first takes White's corner stone, and lives: Black has
        // the corner as territory and one prisoner; the other empty points touch both colours.
        assertThat(score(3, "W(-1,1) B(0,1) W(0,0) W(-1,-1) B(-1,0)")).containsExactly(2, 0);
    }

    @Test
    void offTheBoardAndOccupiedAreRefused() {
        CaptureScoreReferee r = new CaptureScoreReferee(5);
        assertThatThrownBy(() -> r.place(Stone.BLACK, 3, 0)).hasMessageContaining("off the board");
        r.place(Stone.BLACK, 0, 0);
        assertThatThrownBy(() -> r.place(Stone.WHITE, 0, 0)).hasMessageContaining("occupied");
        assertThatThrownBy(() -> new CaptureScoreReferee(4)).hasMessageContaining("odd");
    }
}
