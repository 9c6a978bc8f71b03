package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;

/**
 * The quirks of SGF from the field that a tolerant reading takes with a warning, and that a strict
 * reading (or the validator after it) still reports; UTF-16 and Mac Roman bytes; the rules names of CGOS.
 */
class SgfQuirksTest {
    private static SgfFile tolerant(String sgf) {
        return SgfReader.parse(sgf, SgfReadOptions.TOLERANT);
    }

    private static SgfNode strictlyRead(String sgf) {
        return SgfReader.parse(sgf, SgfReadOptions.STRICT).games().get(0);
    }

    private static List<String> warnings(SgfFile file) {
        return file.warnings().stream().map(SgfWarning::describe).toList();
    }

    @Test
    void aVariationOpenedWithoutASemicolonIsANode() {
        SgfFile file = tolerant("(;GM[1]SZ[9]\n(N[Correct]B[ee];W[dd])\n(N[Wrong]\n B[cc]))");
        SgfNode root = file.games().get(0);
        assertThat(root.children()).hasSize(2);
        SgfNode correct = root.children().get(0);
        assertThat(correct.simpleText("N")).isEqualTo("Correct");
        assertThat(correct.value("B")).isEqualTo("ee");
        assertThat(correct.children().get(0).value("W")).isEqualTo("dd");
        assertThat(root.children().get(1).value("B")).isEqualTo("cc");
        assertThat(warnings(file)).containsExactly(
                "line 2, column 2: a variation opened without ';': read as a node, as if '(;' had been written",
                "line 3, column 2: a variation opened without ';': read as a node, as if '(;' had been written");
        assertThat(SgfReplay.mainLine(root, SgfReplay.Mode.STRICT).moves()).isEqualTo(2);

        assertThatThrownBy(() -> SgfReader.parse("(;GM[1]SZ[9]\n(N[Correct]B[ee]))", SgfReadOptions.STRICT))
                .hasMessage("line 2, column 2: expected ';' to start the variation's first node, found 'N'");
    }

    @Test
    void theNihonKiinHeaderWithoutASemicolonIsTheRoot() {
        SgfFile file = tolerant("\r\n(\r\nGM[1]FF[3]SZ[19]PB[Honinbo Shusaku]\r\n;B[qd];W[dc])\r\n");
        SgfNode root = file.games().get(0);
        assertThat(root.simpleText("PB")).isEqualTo("Honinbo Shusaku");
        assertThat(root.line()).isEqualTo(3);
        assertThat(root.mainLineEnd().value("W")).isEqualTo("dc");
        assertThat(warnings(file)).containsExactly(
                "line 3, column 1: a game tree opened without ';': read as a node, as if '(;' had been written");
    }

    @Test
    void zzIsAPassWhereItIsOffTheBoardAndTtToo() {
        SgfFile file = tolerant("(;SZ[19];B[pd];W[zz];B[tt])");
        SgfNode root = file.games().get(0);
        assertThat(root.children().get(0).children().get(0).value("W")).isEmpty();
        assertThat(root.mainLineEnd().value("B")).isEmpty(); // tt up to 19x19 is FF[3]'s pass: no warning
        assertThat(warnings(file)).containsExactly(
                "line 1, column 16: W[zz]: off the 19x19 board, as old programs write a pass, read as W[]");
        SgfReplay replay = SgfReplay.mainLine(root, SgfReplay.Mode.STRICT);
        assertThat(replay.game().history().get(1).move()).isEqualTo(Move.PASS);

        SgfFile tall = tolerant("(;SZ[19:21];B[tt])"); // tt is off a board 19 wide, even 21 high
        assertThat(tall.games().get(0).mainLineEnd().value("B")).isEmpty();
        assertThat(tall.warnings()).hasSize(1);
        SgfFile large = tolerant("(;SZ[21];B[tt])"); // on a 21x21 board tt is a point
        assertThat(large.games().get(0).mainLineEnd().value("B")).isEqualTo("tt");
        assertThat(large.warnings()).isEmpty();

        SgfNode strict = strictlyRead("(;SZ[19];B[zz])");
        assertThat(strict.mainLineEnd().value("B")).isEqualTo("zz");
        assertThatThrownBy(() -> SgfValidator.validate(strict)).hasMessageContaining("B[zz]: SGF point 'zz' is off");
    }

    @Test
    void gtpCoordinatesReadAsTheSgfPoint() {
        SgfFile file = tolerant("(;SZ[19]AB[D4][q16];B[R16];W[c3];B[Z99])");
        SgfNode root = file.games().get(0);
        assertThat(root.values("AB")).containsExactly("dp", "pd");
        SgfNode first = root.children().get(0);
        assertThat(first.value("B")).isEqualTo("qd");
        assertThat(first.children().get(0).value("W")).isEqualTo("cq");
        assertThat(root.mainLineEnd().value("B")).isEqualTo("Z99"); // off the board: left for the validator
        assertThat(warnings(file)).containsExactly(
                "line 1, column 9: AB[D4]: a GTP coordinate, read as AB[dp]",
                "line 1, column 9: AB[q16]: a GTP coordinate, read as AB[pd]",
                "line 1, column 21: B[R16]: a GTP coordinate, read as B[qd]",
                "line 1, column 28: W[c3]: a GTP coordinate, read as W[cq]");
        SgfReplay replay = SgfReplay.to(first.children().get(0), SgfReplay.Mode.STRICT);
        assertThat(replay.game().board().at(replay.game().geometry().parseGtp("R16"))).isEqualTo(Stone.BLACK.code());
        assertThat(replay.game().board().at(replay.game().geometry().parseGtp("C3"))).isEqualTo(Stone.WHITE.code());
        assertThatThrownBy(() -> SgfValidator.validate(root)).hasMessageContaining("B[Z99]");

        assertThat(strictlyRead("(;SZ[19];B[R16])").mainLineEnd().value("B")).isEqualTo("R16");
    }

    @Test
    void clockTimesReadAsSeconds() {
        SgfFile file = tolerant("(;SZ[9];B[ee]BL[0:07:42]OB[3];W[dd]WL[7:42];B[cc]BL[1:00:00.5];W[gg]WL[12.5])");
        SgfNode b = file.games().get(0).children().get(0);
        assertThat(b.value("BL")).isEqualTo("462");
        assertThat(b.value("OB")).isEqualTo("3");
        assertThat(b.children().get(0).value("WL")).isEqualTo("462");
        assertThat(b.children().get(0).children().get(0).value("BL")).isEqualTo("3600.5");
        assertThat(file.games().get(0).mainLineEnd().value("WL")).isEqualTo("12.5");
        assertThat(warnings(file)).containsExactly(
                "line 1, column 14: BL[0:07:42]: a time as h:mm:ss or m:ss, read as BL[462]",
                "line 1, column 36: WL[7:42]: a time as h:mm:ss or m:ss, read as WL[462]",
                "line 1, column 50: BL[1:00:00.5]: a time as h:mm:ss or m:ss, read as BL[3600.5]");
        SgfValidator.validate(file.games().get(0));

        SgfNode strict = strictlyRead("(;SZ[9];B[ee]BL[0:07:42])");
        assertThatThrownBy(() -> SgfValidator.validate(strict))
                .hasMessage("line 1, column 14: BL[0:07:42]: expected a number such as 6.5");
    }

    @Test
    void aSoftLineBreakWrittenLfCrStaysSoftWhenWrittenBack() {
        SgfNode root = SgfReader.parse("(;C[a long\\\n\rline\\\rand\\\r\nmore\\\nend\n\rnext])").get(0);
        assertThat(root.text("C")).isEqualTo("a longlineandmoreend\n\nnext");
        String written = SgfWriter.write(root);
        SgfNode again = SgfReader.parse(written).get(0);
        assertThat(again.text("C")).isEqualTo(root.text("C"));
        assertThat(again).isEqualTo(root);
        assertThat(written).contains("a long\\\nline\\\nand\\\nmore\\\nend");
    }

    @Test
    void cgosNamesOfTrompTaylorAndKoreanRules() {
        for (String ru : new String[] {"Tromp/Taylor", "TT--", "tromp-taylor", "Tromp Taylor", "TrompTaylor", "tromp_taylor", "TT"}) {
            SgfNode root = SgfReader.parse("(;RU[" + ru + "]KM[7.5])").get(0);
            assertThat(SgfGames.presetName(root)).as(ru).contains("tromp-taylor");
            assertThat(SgfGames.rules(root)).as(ru).isEqualTo(RulesPresets.get("tromp-taylor").withKomi(7.5));
            assertThat(SgfGames.knowsRules(root)).isTrue();
        }
        SgfNode korean = SgfReader.parse("(;RU[Korean])").get(0);
        assertThat(SgfGames.presetName(korean)).contains("korean");
        assertThat(SgfGames.presetName(SgfReader.parse("(;RU[Japanese])").get(0))).contains("japanese");
        assertThat(SgfGames.presetName(SgfReader.parse("(;RU[Martian])").get(0))).isEmpty();
    }

    // ---------------------------------------------------------------- charsets the core recognises

    private static final String NAMES = "(;GM[1]FF[4]SZ[9]PB[Gaël Müller]PW[李昌镐 이창호]C[表]\n;B[ee])";

    @Test
    void utf16WithAndWithoutAByteOrderMark() {
        for (Charset charset : new Charset[] {StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE}) {
            byte[] plain = NAMES.getBytes(charset);
            byte[] bom = ("\ufeff" + NAMES).getBytes(charset);
            for (byte[] bytes : new byte[][] {plain, bom}) {
                SgfFile file = SgfReader.read(bytes, SgfReadOptions.TOLERANT);
                assertThat(file.charset()).isEqualTo(charset);
                SgfNode root = file.games().get(0);
                assertThat(root.simpleText("PB")).isEqualTo("Gaël Müller");
                assertThat(root.simpleText("PW")).isEqualTo("李昌镐 이창호");
                assertThat(root.text("C")).isEqualTo("表");
                assertThat(root.mainLineEnd().value("B")).isEqualTo("ee");
            }
            assertThat(SgfReader.read(bom, SgfReadOptions.TOLERANT).warnings()).isEmpty();
            assertThat(SgfReader.read(plain, SgfReadOptions.TOLERANT).warnings()).extracting(SgfWarning::describe)
                    .containsExactly("no byte-order mark: read as " + charset.name()
                            + ", as the NUL bytes between its ASCII characters show");
        }
    }

    @Test
    void caMacintoshIsMacRoman() {
        String sgf = "(;CA[macintosh]PB[Gaël Ségolène]PW[Jürgen Müller]C[“quoted” – ok])";
        byte[] bytes = sgf.getBytes(Charset.forName("x-MacRoman"));
        SgfNode root = SgfReader.read(bytes).get(0);
        assertThat(root.simpleText("PB")).isEqualTo("Gaël Ségolène");
        assertThat(root.simpleText("PW")).isEqualTo("Jürgen Müller");
        assertThat(root.text("C")).isEqualTo("“quoted” – ok");
    }

    @Test
    void withoutCaTheDetectorGuessesAndAWrongGuessIsNotTaken() {
        byte[] gb = "(;PB[古力]PW[常昊])".getBytes(Charset.forName("GB18030"));
        SgfFile guessed = SgfReader.read(gb, SgfReadOptions.TOLERANT.withDetector(b -> Charset.forName("GB18030")));
        assertThat(guessed.games().get(0).simpleText("PB")).isEqualTo("古力");
        assertThat(guessed.warnings()).extracting(SgfWarning::describe).containsExactly(
                "no CA and the bytes are not UTF-8: read as GB18030, the charset they look like");
        // A guess the bytes are not valid in (UTF-8 here) is not taken: Windows-1252 reads any byte.
        SgfFile refused = SgfReader.read(gb, SgfReadOptions.TOLERANT.withDetector(b -> StandardCharsets.UTF_8));
        assertThat(refused.charset()).isEqualTo(Charset.forName("windows-1252"));
        // CA[UTF-8] over bytes that aren't: the detector's guess, else UTF-8 with U+FFFD for the bad bytes.
        byte[] mislabelled = "(;CA[UTF-8]PB[古力])".getBytes(Charset.forName("GB18030"));
        assertThat(SgfReader.read(mislabelled, SgfReadOptions.TOLERANT.withDetector(b -> Charset.forName("GB18030")))
                .games().get(0).simpleText("PB")).isEqualTo("古力");
        assertThat(SgfReader.read(mislabelled, SgfReadOptions.TOLERANT).games().get(0).simpleText("PB")).contains("\ufffd");
    }
}
