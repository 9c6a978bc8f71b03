package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.tengen.core.Stone;
import org.junit.jupiter.api.Test;

/**
 * What FF[4] forbids but the reader takes: each is read as before, with a warning naming the node, its
 * line and column and what was read, in a tolerant reading and a strict one alike.
 */
class SgfSpecWarningsTest {
    private static List<String> warnings(String sgf) {
        List<String> tolerant = SgfReader.parse(sgf, SgfReadOptions.TOLERANT).warnings().stream().map(SgfWarning::describe).toList();
        List<String> strict = SgfReader.parse(sgf, SgfReadOptions.STRICT).warnings().stream().map(SgfWarning::describe).toList();
        assertThat(strict).isEqualTo(tolerant);
        return tolerant;
    }

    @Test
    void twoMovesInOneNodeAreTwoNodes() {
        String sgf = "(;GM[1]SZ[9];B[aa]W[bb];B[cc])";
        assertThat(warnings(sgf)).containsExactly("line 1, column 19: B[aa] then W[bb] in node 1: FF[4] allows"
                + " one move in a node; read as two nodes, one move each");
        SgfReplay replay = SgfReplay.mainLine(SgfReader.parse(sgf).get(0), SgfReplay.Mode.STRICT);
        assertThat(replay.moves()).isEqualTo(3);
    }

    @Test
    void nodesAfterASplitNodeKeepTheirNumbersAsWritten() {
        assertThat(warnings("(;SZ[9];W[aa]B[bb];B[cc]W[dd])")).containsExactly(
                "line 1, column 14: W[aa] then B[bb] in node 1: FF[4] allows one move in a node; read as two nodes, one move each",
                "line 1, column 25: B[cc] then W[dd] in node 2: FF[4] allows one move in a node; read as two nodes, one move each");
    }

    @Test
    void aPropertyRepeatedInANodeIsOneWithOneWarning() {
        assertThat(warnings("(;GM[1]SZ[9]AB[aa]AB[bb]AB[cc];B[ee]C[x]C[y])")).containsExactly(
                "line 1, column 19: AB a second time in the root (first at line 1, column 13): FF[4] allows a"
                        + " property once in a node; read as one AB with all the values",
                "line 1, column 41: C a second time in node 1 (first at line 1, column 37): FF[4] allows a"
                        + " property once in a node; read as one C with all the values");
        assertThat(SgfReader.parse("(;AB[aa]AB[bb])").get(0).values("AB")).containsExactly("aa", "bb");
    }

    @Test
    void aPointListedTwiceInAPropertyIsReadOnce() {
        assertThat(warnings("(;GM[1]SZ[9]AB[aa][aa];B[ee])")).containsExactly("line 1, column 13: AB in the root"
                + " lists aa (A9) more than once: FF[4] allows a point once in a property; read once");
        assertThat(warnings("(;SZ[9]AB[aa:cc][bb][cc])")).containsExactly("line 1, column 8: AB in the root lists"
                + " bb (B8), cc (C7) more than once: FF[4] allows a point once in a property; read once");
        assertThat(warnings("(;SZ[9]AB[aa][bb]TR[cc][cc])")).hasSize(1);
    }

    @Test
    void aPointInBothTbAndTw() {
        assertThat(warnings("(;GM[1]FF[4]SZ[5];B[cc];W[];B[]TB[aa][ab]TW[aa])")).containsExactly("line 1, column 42:"
                + " TB and TW in node 3 both mark aa (A5): a point is at most one side's territory; the marks are read as written");
        assertThat(warnings("(;SZ[5];B[cc];W[];B[]TB[aa]TW[bb])")).isEmpty();
    }

    @Test
    void aMoveAndSetupInOneNode() {
        String sgf = "(;GM[1]FF[4]SZ[9];B[ee]AB[ff])";
        assertThat(warnings(sgf)).containsExactly("line 1, column 24: AB and the move B[ee] in node 1: FF[4] keeps"
                + " setup and moves in separate nodes; the setup is placed first, then the move");
        var board = SgfReplay.mainLine(SgfReader.parse(sgf).get(0), SgfReplay.Mode.STRICT).game().board();
        assertThat(board.at(board.geometry().parseSgf("ff"))).isEqualTo(Stone.BLACK.code());
        assertThat(warnings("(;SZ[9]AB[ff];B[ee])")).isEmpty();
    }

    @Test
    void anFfOutsideOneToFour() {
        assertThat(warnings("(;GM[1]FF[5]SZ[9];B[ee])")).containsExactly(
                "line 1, column 8: FF[5] in the root: SGF's versions are FF[1] to FF[4]; read as FF[4]");
        assertThat(warnings("(;FF[0])")).containsExactly(
                "line 1, column 3: FF[0] in the root: SGF's versions are FF[1] to FF[4]; read as FF[4]");
        assertThat(warnings("(;FF[1])")).isEmpty();
        assertThat(warnings("(;FF[4])")).isEmpty();
    }

    @Test
    void aKomiThatIsNoRealOrIsRescaled() {
        assertThat(warnings("(;SZ[5]KM[6,5])")).containsExactly("line 1, column 8: KM[6,5] in the root: a decimal comma: read as 6.5");
        assertThat(warnings("(;KM[650])")).containsExactly(
                "line 1, column 3: KM[650] in the root: read as 6.5, a komi written in hundredths as some servers write it");
        assertThat(warnings("(;KM[100])")).containsExactly(
                "line 1, column 3: KM[100] in the root: read as 1, a komi written in hundredths as some servers write it");
        assertThat(warnings("(;KM[375])")).containsExactly(
                "line 1, column 3: KM[375] in the root: read as 7.5, a komi written in fiftieths as some servers write it");
        assertThat(warnings("(;KM[6.])")).containsExactly(
                "line 1, column 3: KM[6.] in the root: not a number as FF[4] writes one (such as 6.5): read as 6");
        assertThat(warnings("(;KM[])")).containsExactly("line 1, column 3: KM[] in the root: no value: read as no komi (0)");
        assertThat(warnings("(;SZ[9];KM[6,5]B[ee])")).containsExactly(
                "line 1, column 9: KM[6,5] in node 1: a decimal comma: read as 6.5");
        for (String plain : List.of("6.5", "-3", "+0.5", "7", "40", "99.5", "-99.5")) {
            assertThat(warnings("(;KM[" + plain + "])")).as(plain).isEmpty();
        }
        assertThat(warnings("(;KM[abc])")).isEmpty(); // no komi at all: the replay's error, not a warning
    }

    @Test
    void szOutsideTheRootIsIgnored() {
        String sgf = "(;GM[1];SZ[9];B[ss])";
        assertThat(warnings(sgf)).containsExactly("line 1, column 9: SZ[9] in node 1: FF[4] gives the board size in the"
                + " root only; ignored, the board is 19x19");
        assertThat(SgfGames.geometry(SgfReader.parse(sgf).get(0)).describe()).isEqualTo("19x19");
        assertThat(warnings("(;SZ[13];SZ[9])")).singleElement().asString().endsWith("ignored, the board is 13x13");
    }

    @Test
    void warningsAreInFileOrderAcrossGames() {
        assertThat(warnings("(;KM[650];B[aa]W[bb])(;FF[5]AB[aa][aa])")).extracting(w -> w.substring(0, w.indexOf(':')))
                .containsExactly("line 1, column 3", "line 1, column 16", "line 1, column 24", "line 1, column 29");
    }
}
