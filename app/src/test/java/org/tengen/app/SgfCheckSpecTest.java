package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Records that break FF[4] in ways the reader takes: {@code sgf check} warns, {@code --strict} fails them. */
class SgfCheckSpecTest {
    private static final String NL = System.lineSeparator();

    @TempDir
    Path dir;

    private String write(String name, String sgf) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, sgf, StandardCharsets.UTF_8);
        return file.toString();
    }

    @Test
    void eachIsAWarningAndUnderStrictTheProblem() throws IOException {
        Map<String, String> cases = Map.ofEntries(
                Map.entry("(;GM[1]SZ[9];B[aa]W[bb];B[cc])", "line 1, column 19: B[aa] then W[bb] in node 1"),
                Map.entry("(;GM[1]SZ[9]AB[aa]AB[bb];B[cc])", "line 1, column 19: AB a second time in the root"),
                Map.entry("(;GM[1]SZ[9];B[ee]C[x]C[y])", "line 1, column 23: C a second time in node 1"),
                Map.entry("(;GM[1]FF[4]SZ[9]AB[aa][aa];B[ee])", "line 1, column 18: AB in the root lists aa (A9) more than once"),
                Map.entry("(;GM[1]FF[4]SZ[5];B[cc];W[];B[]TB[aa]TW[aa])", "line 1, column 38: TB and TW in node 3 both mark aa (A5)"),
                Map.entry("(;GM[1]FF[4]SZ[9];B[ee]AB[ff])", "line 1, column 24: AB and the move B[ee] in node 1"),
                Map.entry("(;GM[1]FF[5]SZ[9];B[ee])", "line 1, column 8: FF[5] in the root"),
                Map.entry("(;GM[1]FF[0]SZ[9];B[ee])", "line 1, column 8: FF[0] in the root"),
                Map.entry("(;GM[1]FF[4]SZ[5]KM[6,5];B[cc])", "line 1, column 18: KM[6,5] in the root: a decimal comma: read as 6.5"),
                Map.entry("(;GM[1]FF[4]SZ[5]KM[100];B[cc])", "line 1, column 18: KM[100] in the root: read as 1, a komi written in hundredths"),
                Map.entry("(;GM[1]FF[4]SZ[5]KM[650];B[cc])", "line 1, column 18: KM[650] in the root: read as 6.5, a komi written in hundredths"),
                Map.entry("(;GM[1];SZ[9];B[ss])", "line 1, column 9: SZ[9] in node 1: FF[4] gives the board size in the root only;"
                        + " ignored, the board is 19x19"));
        int n = 0;
        for (Map.Entry<String, String> c : cases.entrySet()) {
            String file = write("case" + n++ + ".sgf", c.getKey());
            String[] check = CommandRun.run("sgf", "check", file);
            assertThat(check[0]).as(c.getKey()).isEqualTo("0");
            assertThat(check[1]).as(c.getKey()).startsWith(file + ": ok, ").contains("; warning: " + c.getValue());
            String[] strict = CommandRun.run("sgf", "check", "--strict", file);
            assertThat(strict[0]).as(c.getKey()).isEqualTo("1");
            assertThat(strict[1]).as(c.getKey()).startsWith(file + ": " + c.getValue()).doesNotContain("ok");
        }
    }

    @Test
    void scoreAndShowPrintTheWarningsOnStandardError() throws IOException {
        String file = write("sz.sgf", "(;GM[1];SZ[9];B[ss])");
        String[] show = CommandRun.run("sgf", "show", file);
        assertThat(show[0]).isEqualTo("0");
        assertThat(show[2]).isEqualTo(file + ": warning: line 1, column 9: SZ[9] in node 1: FF[4] gives the board size in the"
                + " root only; ignored, the board is 19x19" + NL);
        String km = write("km.sgf", "(;GM[1]SZ[5]KM[650];B[cc];W[];B[])");
        String[] score = CommandRun.run("sgf", "score", km);
        assertThat(score[1]).contains("komi 6.5.");
        assertThat(score[2]).isEqualTo(km + ": warning: line 1, column 13: KM[650] in the root: read as 6.5, a komi"
                + " written in hundredths as some servers write it" + NL);
    }
}
