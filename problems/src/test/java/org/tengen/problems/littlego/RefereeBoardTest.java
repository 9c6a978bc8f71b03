package org.tengen.problems.littlego;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The referee's own board: each way a move is refused, and captures. */
class RefereeBoardTest {
    private static final RefereeBoard EMPTY = RefereeBoard.empty();

    @Test
    void offTheBoardAndOccupiedPointsAreRefused() {
        RefereeBoard b = RefereeBoard.of("00000", "00000", "00100", "00000", "00000");
        assertThat(b.play(2, 5, 0, EMPTY).verdict()).isEqualTo(RefereeBoard.Verdict.OFF_BOARD);
        assertThat(b.play(2, 0, -1, EMPTY).verdict()).isEqualTo(RefereeBoard.Verdict.OFF_BOARD);
        assertThat(b.play(2, 2, 2, EMPTY).verdict()).isEqualTo(RefereeBoard.Verdict.OCCUPIED);
        assertThat(b.play(2, 2, 3, EMPTY).verdict()).isEqualTo(RefereeBoard.Verdict.LEGAL);
    }

    @Test
    void aChainWithoutLibertiesIsCapturedAndCounted() {
        RefereeBoard b = RefereeBoard.of("02000", "12000", "20000", "00000", "00000");
        RefereeBoard.Play take = b.play(2, 0, 0, EMPTY);
        // White at (0,0) takes the black stone at (1,0), whose last liberty it was.
        assertThat(take.verdict()).isEqualTo(RefereeBoard.Verdict.LEGAL);
        assertThat(take.captured()).isEqualTo(1);
        assertThat(take.after()).isEqualTo(RefereeBoard.of("22000", "02000", "20000", "00000", "00000"));
        assertThat(take.after().count(1)).isZero();
        assertThat(take.after().count(2)).isEqualTo(4);
        // White at (0,0), between two black stones, has no liberty until it takes (0,1): no suicide.
        RefereeBoard corner = RefereeBoard.of("01200", "12000", "00000", "00000", "00000");
        RefereeBoard.Play squeeze = corner.play(2, 0, 0, EMPTY);
        assertThat(squeeze.verdict()).isEqualTo(RefereeBoard.Verdict.LEGAL);
        assertThat(squeeze.after()).isEqualTo(RefereeBoard.of("20200", "12000", "00000", "00000", "00000"));
    }

    @Test
    void suicideIsRefusedUnlessItCaptures() {
        RefereeBoard b = RefereeBoard.of("02000", "20000", "00000", "00000", "00000");
        assertThat(b.play(1, 0, 0, EMPTY).verdict()).isEqualTo(RefereeBoard.Verdict.SUICIDE);
        RefereeBoard chain = RefereeBoard.of("01200", "12000", "20000", "00000", "00000");
        // Black at (0,0) would join (0,1) and (1,0), whose chain would have no liberty left.
        assertThat(chain.play(1, 0, 0, EMPTY).verdict()).isEqualTo(RefereeBoard.Verdict.SUICIDE);
    }

    @Test
    void koIsACaptureThatRecreatesThePreviousBoard() {
        RefereeBoard before = RefereeBoard.of("00000", "01200", "10120", "01200", "00000");
        RefereeBoard.Play white = before.play(2, 2, 1, EMPTY);
        assertThat(white.captured()).isEqualTo(1);
        RefereeBoard now = white.after();
        assertThat(now).isEqualTo(RefereeBoard.of("00000", "01200", "12020", "01200", "00000"));
        // Black's immediate recapture would bring back 'before'.
        assertThat(now.play(1, 2, 2, before).verdict()).isEqualTo(RefereeBoard.Verdict.KO);
        // After a move elsewhere (another previous board) the same recapture is fine.
        assertThat(now.play(1, 2, 2, EMPTY).verdict()).isEqualTo(RefereeBoard.Verdict.LEGAL);
        assertThat(now.legalMoves(1, before)).noneMatch(c -> c.i() == 2 && c.j() == 2);
    }
}
