package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import org.tengen.core.Game;
import org.tengen.core.Result;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.junit.jupiter.api.Test;

/**
 * Game information in a node after the root: FF[4] puts it where the game becomes distinguishable, so it
 * is read from the first node of the main line that has it, up to and including the first move's node.
 */
class SgfGameInfoTest {
    private static SgfNode root(String sgf) {
        return SgfReader.parse(sgf).get(0);
    }

    @Test
    void rulesKomiAndResultBeforeTheFirstMoveCountAsInTheRoot() {
        SgfNode inNode = root("(;GM[1]FF[4]SZ[9];KM[6.5]RU[Chinese]RE[W+5.5]B[ee];W[];B[])");
        SgfNode inRoot = root("(;GM[1]FF[4]SZ[9]KM[6.5]RU[Chinese]RE[W+5.5];B[ee];W[];B[])");
        for (SgfNode r : new SgfNode[] {inNode, inRoot}) {
            assertThat(SgfGames.rules(r)).isEqualTo(RulesPresets.get("chinese").withKomi(6.5));
            assertThat(SgfGames.presetName(r)).contains("chinese");
            assertThat(SgfGames.result(r)).contains(Result.byScore(-5.5));
            assertThat(SgfGames.gameInfoText(r, "RE")).isEqualTo("W+5.5");
        }
        Game game = SgfReplay.mainLine(inNode, SgfReplay.Mode.STRICT).game();
        assertThat(game.rules()).isEqualTo(RulesPresets.get("chinese").withKomi(6.5));
    }

    @Test
    void theFirstNodeThatHasAPropertyWinsAndNodesAfterTheFirstMoveAreNotGameInformation() {
        SgfNode r = root("(;GM[1]PB[Root];PB[Later]KM[5.5];;B[ee]RU[Chinese];W[dd]KM[7.5]RE[B+R])");
        assertThat(SgfGames.gameInfoText(r, "PB")).isEqualTo("Root");
        assertThat(SgfGames.gameInfoNode(r, "PB")).contains(r);
        assertThat(SgfGames.rules(r)).isEqualTo(RulesPresets.get("chinese").withKomi(5.5));
        assertThat(SgfGames.result(r)).isEmpty(); // RE in move 2's node is not the game's result
        assertThat(SgfGames.gameInfoNodes(r)).hasSize(4);
        assertThat(SgfGames.gameInfo(r, "DT")).isEmpty();
    }

    @Test
    void aVariationsOwnGameInformationCountsForAReplayToIt() {
        SgfNode r = root("(;GM[1]SZ[9](;KM[6.5]B[ee])(;KM[0.5]RE[B+R]B[dd]))");
        SgfNode second = r.children().get(1);
        assertThat(SgfReplay.to(r.mainLineEnd(), SgfReplay.Mode.STRICT).game().rules().komi()).isEqualTo(6.5);
        SgfReplay replay = SgfReplay.to(second, SgfReplay.Mode.STRICT);
        assertThat(replay.game().rules().komi()).isEqualTo(0.5);
        assertThat(replay.game().result()).isEqualTo(Result.byResignation(Stone.BLACK));
    }

    @Test
    void handicapStonesInTheNodeOfHa() {
        Game setUp = SgfReplay.mainLine(root("(;GM[1]SZ[9];HA[2]AB[cc][gg];W[ee])"), SgfReplay.Mode.STRICT).game();
        assertThat(setUp.handicapStones()).isEqualTo(2);
        assertThat(setUp.moveCount()).isEqualTo(1);
        Game asMoves = SgfReplay.mainLine(root("(;GM[1]SZ[9];HA[2];B[cc];B[gg];W[ee])"), SgfReplay.Mode.STRICT).game();
        assertThat(asMoves.handicapStones()).isEqualTo(2);
        assertThat(asMoves.moveCount()).isEqualTo(1);
        Game setupFirst = SgfReplay.mainLine(root("(;GM[1]SZ[9]AW[aa];HA[2]AB[cc][gg];W[ee])"), SgfReplay.Mode.STRICT).game();
        assertThat(setupFirst.handicapStones()).isZero(); // a position set up before HA: not a handicap
    }

    @Test
    void normalizingRescalesTheKomiWhereItIs() {
        SgfNode r = root("(;GM[1]SZ[9];KM[650]B[ee])");
        SgfNormalizer.normalize(r);
        assertThat(r.has("KM")).isFalse();
        assertThat(r.children().get(0).value("KM")).isEqualTo("6.5");
    }
}
