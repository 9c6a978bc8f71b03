package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SgfValidatorTest {
    private static void valid(String sgf) {
        assertThatCode(() -> SgfValidator.validate(SgfReader.parse(sgf).get(0))).as(sgf).doesNotThrowAnyException();
    }

    private static void invalid(String sgf, String message) {
        assertThatThrownBy(() -> SgfValidator.validate(SgfReader.parse(sgf).get(0)))
                .as(sgf).isInstanceOf(SgfException.class).hasMessage(message);
    }

    @Test
    void wellTypedPropertiesEverywherePass() {
        valid("(;GM[1]FF[4]SZ[9]KM[6.5]HA[2]AB[cc][gg]PL[W]ST[2]"
                + ";W[ee]C[x]TR[aa]SQ[bb:cc]CR[dd]MA[ee]SL[ff]LB[aa:A][bb:two words]AR[aa:ii]LN[ab:cd]DD[]VW[aa:ii]"
                + "GB[1]TE[2]BM[1]IT[]KO[]BL[30.5]WL[12]OB[3]OW[0]MN[5]V[-0.5]"
                + "(;B[])(;B[tt]XX[anything]MULTIGOGM[1]))");
        valid("(;SZ[19:7];B[sg])");
    }

    @Test
    void aPointOffTheBoardInAVariationsMarkupIsFound() {
        invalid("(;SZ[9];B[ee](;W[cc])\n(;W[dd]\nTR[aa][jj]))",
                "line 3, column 1: TR[jj]: SGF point 'jj' is off the 9x9 board");
    }

    @Test
    void typesAreChecked() {
        invalid("(;SZ[9];PL[X])", "line 1, column 9: PL[X]: expected B or W");
        invalid("(;SZ[9];B[ee]LB[aa])", "line 1, column 14: LB[aa]: expected a point and a label, such as dd:A");
        invalid("(;SZ[9];AR[aa])", "line 1, column 9: AR[aa]: expected two points, such as aa:dd");
        invalid("(;SZ[9];MN[five])", "line 1, column 9: MN[five]: expected a whole number");
        invalid("(;SZ[9];GB[3])", "line 1, column 9: GB[3]: expected 1 (normal) or 2 (emphasized)");
        invalid("(;SZ[9];BL[soon])", "line 1, column 9: BL[soon]: expected a number such as 6.5");
        invalid("(;SZ[9];B[aa][bb])", "line 1, column 9: B has 2 values; a move has one");
        invalid("(;SZ[9];PL[B][W])", "line 1, column 9: PL has 2 values; expected one");
        invalid("(;SZ[9]KM[lots])", "line 1, column 8: KM[lots]: expected a komi such as 6.5");
        invalid("(;SZ[99])", "line 1, column 3: SZ[99]: tengen plays boards from 1x1 to 25x25");
    }
}
