package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SgfWriterTest {
    @Test
    void writesCanonicalReadableSgf() {
        List<SgfNode> games = SgfReader.parse("(;PB[Black]SZ[9]FF[4]GM[1]KM[7]XY[private]"
                + ";B[ee];W[ec];B[cc];W[gc];B[dd];W[fd];B[eg];W[ge];B[fg];W[hg];B[gh];W[hh];B[hi];W[ih]"
                + ";B[tt]C[a pass\nwritten as tt];W[]"
                + "(;B[aa])(;B[bb]LB[cc:x][dd:y]))");
        assertThat(SgfWriter.write(games)).isEqualTo(
                "(;GM[1]FF[4]SZ[9]KM[7]PB[Black]XY[private]\n"
                + ";B[ee];W[ec];B[cc];W[gc];B[dd];W[fd];B[eg];W[ge];B[fg];W[hg];B[gh];W[hh];B[hi]\n"
                + ";W[ih]\n"
                + ";B[]C[a pass\nwritten as tt]\n"
                + ";W[]\n"
                + "(;B[aa])\n"
                + "(;B[bb]LB[cc:x][dd:y]))\n");
    }

    @Test
    void longPointListsBreakBetweenValues() {
        StringBuilder sgf = new StringBuilder("(;SZ[19]AB");
        for (char c = 'a'; c <= 's'; c++) {
            sgf.append("[").append(c).append("a][").append(c).append("c]");
        }
        sgf.append(")");
        String written = SgfWriter.write(SgfReader.parse(sgf.toString()));
        for (String line : written.split("\n")) {
            assertThat(line.length()).isLessThanOrEqualTo(80);
        }
        assertThat(SgfReader.parse(written)).isEqualTo(SgfReader.parse(sgf.toString()));
    }

    @Test
    void roundTripsWhatItReads() {
        String[] inputs = {
            "(;GM[1]FF[4]SZ[19]C[comment with \\] and \\\\ and soft\\\nbreak]AB[aa:cc][dd]AW[ee]"
                    + ";B[pd];W[dp](;B[pp]TR[aa][bb]SQ[cc]CR[dd]MA[ee]LB[ff:A])(;B[dd]N[other];W[tt]))",
            "(;SZ[9:5]KM[0]MULTIGOGM[1];B[aa];W[];B[bb])(;SZ[5];AE[aa]PL[W];W[cc])",
            "(;C[tab\there]GN[\u56f4\u68cb];B[];W[])",
        };
        for (String input : inputs) {
            List<SgfNode> read = SgfReader.parse(input);
            String written = SgfWriter.write(read);
            assertThat(SgfReader.parse(written)).as(input).isEqualTo(read);
            assertThat(SgfWriter.write(SgfReader.parse(written))).as("writing is idempotent").isEqualTo(written);
        }
    }

    @Test
    void equalityIsByContentNotPropertyOrder() {
        SgfNode a = SgfReader.parse("(;SZ[9]KM[7];B[aa])").get(0);
        SgfNode b = SgfReader.parse("(;KM[7]SZ[9]\n;B[aa])").get(0);
        SgfNode c = SgfReader.parse("(;KM[7]SZ[9];B[bb])").get(0);
        SgfNode d = SgfReader.parse("(;KM[7]SZ[9];B[aa];W[bb])").get(0);
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(c).isNotEqualTo(d);
    }

    @Test
    void textSetInCodeIsEscaped() {
        SgfNode root = new SgfNode().setText("C", "a]b\\c\r\nd");
        String written = SgfWriter.write(root);
        assertThat(written).isEqualTo("(;C[a\\]b\\\\c\nd])\n");
        assertThat(SgfReader.parse(written).get(0).text("C")).isEqualTo("a]b\\c\nd");
    }
}
