package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.junit.jupiter.api.Test;

class SgfReplayTest {
    private static SgfReplay strict(String sgf) {
        return SgfReplay.mainLine(SgfReader.parse(sgf).get(0), SgfReplay.Mode.STRICT);
    }

    private static SgfReplay tolerant(String sgf) {
        return SgfReplay.mainLine(SgfReader.parse(sgf).get(0), SgfReplay.Mode.TOLERANT);
    }

    private static String diagram(Game game) {
        return Position.of(game.board()).toString().replace(" ", "");
    }

    private static int at(Game game, String vertex) {
        return game.board().at(game.geometry().parseGtp(vertex));
    }

    @Test
    void replaysTheMainLineWithCaptures() {
        // Black's B1 takes the white stones at B2, A1 and C1 (SGF bb, ac, cc): none has a liberty left.
        SgfReplay r = strict("(;SZ[3];B[ab];W[bb];B[ba];W[cc];B[cb];W[ac];B[bc](;W[])(;W[ca]))");
        assertThat(r.problem()).isEmpty();
        assertThat(r.moves()).isEqualTo(8);
        assertThat(r.game().board().prisoners(Stone.BLACK)).isEqualTo(3);
        assertThat(diagram(r.game())).isEqualTo(".X.\nX.X\n.X.\n");
        assertThat(r.moveNodes().get(7).value("W")).isEmpty();
    }

    @Test
    void anyPathThroughTheTreeReplays() {
        SgfNode root = SgfReader.parse("(;SZ[5];B[cc](;W[bb])(;W[dd];B[ee]))").get(0);
        SgfNode second = root.children().get(0).children().get(1).children().get(0);
        SgfReplay r = SgfReplay.to(second, SgfReplay.Mode.STRICT);
        assertThat(r.moves()).isEqualTo(3);
        assertThat(at(r.game(), "D2")).isEqualTo(2);
        assertThat(at(r.game(), "E1")).isEqualTo(1);
        assertThat(at(r.game(), "B4")).isEqualTo(0);
    }

    @Test
    void setupStonesApplyInAnyNodeAndAeRemovesThem() {
        SgfReplay r = strict("(;SZ[5]AB[aa:bb]AW[ee];B[cc];AE[aa][ee]AW[dd]PL[W];W[ea])");
        Game g = r.game();
        assertThat(diagram(g)).isEqualTo(String.join("\n",
                ".X..O",
                "XX...",
                "..X..",
                "...O.",
                ".....") + "\n");
        assertThat(r.moves()).isEqualTo(2);
    }

    @Test
    void setupOnAStoneOfTheOtherColourReplacesIt() {
        Game g = strict("(;SZ[5]AB[cc];AW[cc])").game();
        assertThat(at(g, "C3")).isEqualTo(2);
    }

    @Test
    void handicapStonesInTheRootCountAsTheHandicap() {
        SgfReplay r = strict("(;SZ[9]HA[2]KM[0.5]AB[cg][gc];W[ee];B[cc])");
        assertThat(r.game().handicapStones()).isEqualTo(2);
        assertThat(r.moves()).isEqualTo(2);
        assertThat(r.game().rules().komi()).isEqualTo(0.5);
    }

    @Test
    void handicapPlayedAsBlackMovesCountsAsTheHandicap() {
        SgfReplay r = strict("(;SZ[9]HA[3];B[cg];B[gc];B[gg];W[ee];B[cc])");
        assertThat(r.game().handicapStones()).isEqualTo(3);
        assertThat(r.moves()).isEqualTo(2);
        assertThat(at(r.game(), "G7")).isEqualTo(1);
        assertThat(r.moveNodes().get(0).value("W")).isEqualTo("ee");
    }

    @Test
    void consecutiveMovesOfOneColourAreAllowed() {
        SgfReplay r = strict("(;SZ[9];B[aa];B[bb];W[cc];W[dd])");
        assertThat(r.problem()).isEmpty();
        assertThat(r.moves()).isEqualTo(4);
        assertThat(r.game().toMove()).isEqualTo(Stone.BLACK);
    }

    @Test
    void strictReplayRefusesAKoRecapture() {
        // . X O .
        // X O . O      Black captures at C3 (cb), White retakes at B3 (bb): a ko.
        // . X O .
        String sgf = "(;SZ[4]RU[Japanese]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb])";
        SgfReplay r = strict(sgf);
        SgfReplay.IllegalMove m = r.problem().orElseThrow();
        assertThat(m.describe()).isEqualTo("move 2 (W B3): ko");
        assertThat(m.line()).isEqualTo(1);
        assertThat(m.column()).isEqualTo(sgf.indexOf("W[bb]") + 1);
        assertThat(r.moves()).isEqualTo(1);
        SgfReplay t = tolerant(sgf);
        assertThat(t.problem()).isEmpty();
        assertThat(t.moves()).isEqualTo(2);
        assertThat(at(t.game(), "C3")).isEqualTo(0);
    }

    @Test
    void suicideIsIllegalUnderJapaneseRulesAndLegalUnderNewZealand() {
        // White's A2 joins A3 in a chain without liberties: a two-stone suicide.
        String body = "AB[ba][bb][ac]AW[aa];W[ab])";
        SgfReplay japanese = strict("(;SZ[3]RU[Japanese]" + body);
        assertThat(japanese.problem().orElseThrow().reason()).isEqualTo(Legality.SUICIDE);
        SgfReplay nz = strict("(;SZ[3]RU[NZ]" + body);
        assertThat(nz.problem()).isEmpty();
        assertThat(nz.game().board().prisoners(Stone.BLACK)).isEqualTo(2);
        SgfReplay tolerant = tolerant("(;SZ[3]RU[Japanese]" + body);
        assertThat(tolerant.problem()).isEmpty();
        assertThat(at(tolerant.game(), "A3")).isEqualTo(0);
        assertThat(at(tolerant.game(), "A2")).isEqualTo(0);
    }

    @Test
    void aSingleStoneSuicideRepeatsThePositionSoTrompTaylorRefusesItAsSuperko() {
        SgfReplay r = strict("(;SZ[3]RU[Tromp-Taylor]AB[ba][ab];W[aa])");
        assertThat(r.problem().orElseThrow().reason()).isEqualTo(Legality.SUPERKO);
    }

    @Test
    void aMoveOnAnOccupiedPointStopsEvenATolerantReplay() {
        SgfReplay r = tolerant("(;SZ[9];B[ee];W[ee];B[aa])");
        assertThat(r.problem().orElseThrow().describe()).isEqualTo("move 2 (W E5): occupied");
        assertThat(r.moves()).isEqualTo(1);
    }

    @Test
    void aPointOffTheBoardIsAnErrorAtTheProperty() {
        assertThatThrownBy(() -> strict("(;SZ[9]\n;B[ee];W[jj])"))
                .isInstanceOf(SgfException.class)
                .hasMessage("line 2, column 8: W[jj]: SGF point 'jj' is off the 9x9 board");
    }

    @Test
    void movesAfterTwoPassesResumeTheGame() {
        SgfReplay r = strict("(;SZ[9];B[ee];W[];B[];W[cc];B[];W[])");
        assertThat(r.problem()).isEmpty();
        assertThat(r.moves()).isEqualTo(6);
        assertThat(r.game().isOver()).isTrue();
        assertThat(at(r.game(), "C7")).isEqualTo(2);
    }

    @Test
    void aRecordedResignationEndsTheReplayedGame() {
        Game g = strict("(;SZ[9]RE[W+Resign];B[ee];W[cc])").game();
        assertThat(g.isOver()).isTrue();
        assertThat(g.result().toSgf()).isEqualTo("W+R");
    }

    @Test
    void replayStopsAfterTheGivenNumberOfMoves() {
        SgfNode root = SgfReader.parse("(;SZ[9];B[ee];W[cc];B[gg])").get(0);
        SgfReplay r = SgfReplay.to(root.mainLineEnd(), SgfReplay.Mode.STRICT, 2);
        assertThat(r.moves()).isEqualTo(2);
        assertThat(at(r.game(), "G3")).isEqualTo(0);
        assertThat(r.game().toMove()).isEqualTo(Stone.BLACK);
    }

    @Test
    void aStoppedReplayNamesTheRecordsNextMoverEvenOutOfTurn() {
        SgfNode root = SgfReader.parse("(;SZ[9];B[ee];B[cc];W[gg])").get(0);
        assertThat(SgfReplay.to(root.mainLineEnd(), SgfReplay.Mode.STRICT, 1).nextMover()).contains(Stone.BLACK);
        assertThat(SgfReplay.to(root.mainLineEnd(), SgfReplay.Mode.STRICT, 2).nextMover()).contains(Stone.WHITE);
        assertThat(SgfReplay.mainLine(root, SgfReplay.Mode.STRICT).nextMover()).isEmpty();
    }

    @Test
    void replayStoppedAfterAMoveLeavesTheNextNodesSetupAlone() {
        SgfNode root = SgfReader.parse("(;SZ[3];B[aa];AE[aa]AW[cc]PL[B]B[bb])").get(0);
        SgfReplay r = SgfReplay.to(root.mainLineEnd(), SgfReplay.Mode.STRICT, 1);
        assertThat(at(r.game(), "A3")).isEqualTo(1);
        assertThat(at(r.game(), "C1")).isEqualTo(0);
        assertThat(r.game().toMove()).isEqualTo(Stone.WHITE);
    }

    @Test
    void theOrderOfSetupPointsDoesNotMatter() {
        // Black's A3 alone would have no liberty while White still holds A2: the node is read as a whole.
        Game g = strict("(;GM[1]SZ[3]AW[ab][ba];AB[aa][ab])").game();
        assertThat(diagram(g)).isEqualTo("XO.\nX..\n...\n");
    }

    @Test
    void setupThatLeavesAChainWithoutLibertiesIsAnError() {
        assertThatThrownBy(() -> strict("(;SZ[3]AB[aa]AW[ba][ab])"))
                .isInstanceOf(SgfException.class)
                .hasMessageContaining("line 1, column 14: AW:")
                .hasMessageContaining("without liberties");
    }

    @Test
    void rectangularBoards() {
        SgfReplay r = strict("(;SZ[7:3];B[ga];W[ac])");
        Geometry g = r.game().geometry();
        assertThat(g.width()).isEqualTo(7);
        assertThat(g.height()).isEqualTo(3);
        assertThat(at(r.game(), "G3")).isEqualTo(1);
        assertThat(at(r.game(), "A1")).isEqualTo(2);
    }
}
