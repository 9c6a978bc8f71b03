package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;

/**
 * The records of {@code sgf/field} (made by {@link FieldCorpus}): each charset without CA and each quirk
 * that real files have, read through the commands as a user runs them. Every text is checked against the
 * Java string it was encoded from, and {@code normalize} must write it as UTF-8 and be idempotent.
 */
class SgfFieldCorpusTest {
    @TempDir
    Path dir;

    private static String[] run(String... args) {
        return CommandRun.run(args);
    }

    private static Path folder() {
        try {
            return Path.of(SgfFieldCorpusTest.class.getResource("/sgf/field").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String file(String name) {
        return folder().resolve(name).toString();
    }

    /** {@code sgf normalize} of a file: exit 0, and the SGF it wrote (checked to read back as UTF-8). */
    private String normalized(String name) throws IOException {
        String[] r = run("sgf", "normalize", file(name));
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        String once = r[1];
        assertThat(once).startsWith("(;GM[1]FF[4]CA[UTF-8]").doesNotContain("\ufffd");
        // Written out as UTF-8 and normalized again, it comes back unchanged, with no warning.
        Path copy = dir.resolve(name);
        Files.writeString(copy, once, StandardCharsets.UTF_8);
        String[] again = run("sgf", "normalize", copy.toString());
        assertThat(again[1]).isEqualTo(once);
        assertThat(again[2]).isEmpty();
        return once;
    }

    private SgfNode normalizedRoot(String name) throws IOException {
        return SgfReader.parse(normalized(name)).get(0);
    }

    @Test
    void theCommittedFilesAreWhatTheGeneratorMakes() throws IOException {
        Map<String, byte[]> made = FieldCorpus.files();
        try (Stream<Path> files = Files.list(folder())) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()))
                    .containsExactlyElementsOf(made.keySet().stream().sorted().collect(Collectors.toList()));
        }
        for (Map.Entry<String, byte[]> file : made.entrySet()) {
            assertThat(Files.readAllBytes(folder().resolve(file.getKey()))).as(file.getKey()).isEqualTo(file.getValue());
        }
    }

    @Test
    void checkReadsEveryFileAndListsWhatItTookOrGuessed() {
        List<String> names = FieldCorpus.files().keySet().stream().sorted().toList();
        String[] args = Stream.concat(Stream.of("sgf", "check"), names.stream().map(SgfFieldCorpusTest::file)).toArray(String[]::new);
        String[] r = run(args);
        assertThat(r[2]).isEmpty();
        Map<String, String> lines = r[1].lines().collect(Collectors.toMap(l -> l.substring(0, l.indexOf(": ")),
                l -> l.substring(l.indexOf(": ") + 2)));
        assertThat(lines).hasSize(names.size());
        String guessed = "no CA and the bytes are not UTF-8: read as %s, the charset they look like";
        assertThat(lines).containsEntry(file("gb18030_problem.sgf"), "ok, 2 moves; warning: " + guessed.formatted("GB18030"))
                .containsEntry(file("shift_jis_game.sgf"), "ok, 5 moves; warning: " + guessed.formatted("windows-31j"))
                .containsEntry(file("euc_kr_game.sgf"), "ok, 5 moves; warning: " + guessed.formatted("x-windows-949"))
                .containsEntry(file("big5_game.sgf"), "ok, 4 moves; warning: " + guessed.formatted("Big5"))
                .containsEntry(file("utf16le_bom.sgf"), "ok, 3 moves")
                .containsEntry(file("utf16be.sgf"), "ok, 3 moves; warning: no byte-order mark: read as UTF-16BE,"
                        + " as the NUL bytes between its ASCII characters show")
                .containsEntry(file("macintosh.sgf"), "ok, 3 moves")
                .containsEntry(file("variation_without_semicolon.sgf"), "ok, 3 moves; 2 warnings, the first: line 3,"
                        + " column 2: a variation opened without ';': read as a node, as if '(;' had been written")
                .containsEntry(file("nihon_kiin_header.sgf"), "ok, 7 moves; warning: line 2, column 2: a game tree"
                        + " opened without ';': read as a node, as if '(;' had been written")
                .containsEntry(file("zz_pass.sgf"), "ok, 4 moves; 2 warnings, the first: line 2, column 14:"
                        + " B[zz]: off the 19x19 board, as old programs write a pass, read as B[]")
                .containsEntry(file("clock_times.sgf"), "ok, 4 moves; 4 warnings, the first: line 2, column 7:"
                        + " BL[0:29:51]: a time as h:mm:ss or m:ss, read as BL[1791]")
                .containsEntry(file("gtp_coordinates.sgf"), "ok, 3 moves; 5 warnings, the first: line 1, column 19:"
                        + " AB[D4]: a GTP coordinate, read as AB[dp]")
                .containsEntry(file("repeated_properties.sgf"), "ok, 1 move; 3 warnings, the first: line 1, column 39:"
                        + " AP a second time in the root (first at line 1, column 27): FF[4] allows a property once in"
                        + " a node; read as one AP with all the values")
                .containsEntry(file("soft_line_breaks.sgf"), "ok, 1 move")
                .containsEntry(file("rules_names.sgf"), "ok, 3 games, 6 moves");
        assertThat(r[0]).isEqualTo("0");
    }

    @Test
    void strictCheckFailsAFileWithAWarning() {
        String[] r = run("sgf", "check", "--strict", file("zz_pass.sgf"), file("rules_names.sgf"));
        assertThat(r[0]).isEqualTo("1");
        assertThat(r[1]).isEqualTo(file("zz_pass.sgf") + ": line 2, column 14: B[zz]: off the 19x19 board, as old"
                + " programs write a pass, read as B[] (and 1 more warning)" + System.lineSeparator()
                + file("rules_names.sgf") + ": ok, 3 games, 6 moves" + System.lineSeparator());
    }

    @Test
    void gb18030ProblemWithoutCa() throws IOException {
        SgfNode root = normalizedRoot("gb18030_problem.sgf");
        assertThat(root.simpleText("GN")).isEqualTo(FieldCorpus.GB_NAME);
        assertThat(root.text("C")).isEqualTo(FieldCorpus.GB_COMMENT);
        assertThat(root.children().get(0).text("C")).isEqualTo(FieldCorpus.GB_RIGHT);
        assertThat(root.children().get(1).text("C")).isEqualTo("失败：白棋点眼，黑棋被杀。");
    }

    @Test
    void shiftJisGameWithoutCa() throws IOException {
        SgfNode root = normalizedRoot("shift_jis_game.sgf");
        assertThat(root.simpleText("EV")).isEqualTo(FieldCorpus.SJIS_EVENT);
        assertThat(root.simpleText("PB")).isEqualTo(FieldCorpus.SJIS_BLACK);
        assertThat(root.simpleText("PW")).isEqualTo(FieldCorpus.SJIS_WHITE);
        assertThat(root.simpleText("PC")).isEqualTo("日本棋院 東京本院");
        assertThat(root.text("C")).isEqualTo(FieldCorpus.SJIS_COMMENT);
        assertThat(root.mainLineEnd().text("C")).isEqualTo("ここからが勝負所です。");
    }

    @Test
    void eucKrGameWithoutCa() throws IOException {
        SgfNode root = normalizedRoot("euc_kr_game.sgf");
        assertThat(root.simpleText("EV")).isEqualTo(FieldCorpus.KR_EVENT);
        assertThat(root.simpleText("PB")).isEqualTo(FieldCorpus.KR_BLACK);
        assertThat(root.simpleText("PW")).isEqualTo(FieldCorpus.KR_WHITE);
        assertThat(root.text("C")).isEqualTo(FieldCorpus.KR_COMMENT);
        assertThat(root.mainLineEnd().text("C")).isEqualTo("흑이 두텁게 둡니다.");
    }

    @Test
    void big5GameWithoutCa() throws IOException {
        SgfNode root = normalizedRoot("big5_game.sgf");
        assertThat(root.simpleText("EV")).isEqualTo(FieldCorpus.BIG5_EVENT);
        assertThat(root.simpleText("PB")).isEqualTo(FieldCorpus.BIG5_BLACK);
        assertThat(root.simpleText("PW")).isEqualTo(FieldCorpus.BIG5_WHITE);
        assertThat(root.text("C")).isEqualTo(FieldCorpus.BIG5_COMMENT);
    }

    @ParameterizedTest
    @ValueSource(strings = {"utf16le_bom.sgf", "utf16be.sgf"})
    void utf16(String name) throws IOException {
        SgfNode root = normalizedRoot(name);
        assertThat(root.simpleText("PB")).isEqualTo(FieldCorpus.UTF16_BLACK);
        assertThat(root.simpleText("PW")).isEqualTo(FieldCorpus.UTF16_WHITE);
        assertThat(root.text("C")).isEqualTo(FieldCorpus.UTF16_COMMENT);
        assertThat(root.mainLineEnd().value("B")).isEqualTo("pp");
    }

    @Test
    void caMacintosh() throws IOException {
        SgfNode root = normalizedRoot("macintosh.sgf");
        assertThat(root.simpleText("PB")).isEqualTo(FieldCorpus.MAC_BLACK);
        assertThat(root.simpleText("PW")).isEqualTo(FieldCorpus.MAC_WHITE);
        assertThat(root.text("C")).isEqualTo(FieldCorpus.MAC_COMMENT);
    }

    @Test
    void normalizeWritesUtf8BytesThroughMain() throws IOException {
        java.io.PrintStream stdout = System.out;
        java.io.PrintStream stderr = System.err;
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try {
            System.setOut(new java.io.PrintStream(bytes, true, StandardCharsets.ISO_8859_1));
            System.setErr(new java.io.PrintStream(new java.io.ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            assertThat(Main.execute("sgf", "normalize", file("shift_jis_game.sgf"))).isZero();
        } finally {
            System.setOut(stdout);
            System.setErr(stderr);
        }
        byte[] expected = ("PB[" + FieldCorpus.SJIS_BLACK + "]").getBytes(StandardCharsets.UTF_8);
        assertThat(new String(bytes.toByteArray(), StandardCharsets.ISO_8859_1))
                .contains(new String(expected, StandardCharsets.ISO_8859_1));
    }

    @Test
    void aVariationOpenedWithoutASemicolonKeepsItsMoves() throws IOException {
        SgfNode root = normalizedRoot("variation_without_semicolon.sgf");
        assertThat(root.children()).extracting(n -> n.simpleText("N")).containsExactly("Correct", "Wrong");
        assertThat(root.children().get(0).value("B")).isEqualTo("ba");
        assertThat(root.children().get(1).mainLineEnd().text("C")).isEqualTo("Black is dead.");
        String[] show = run("sgf", "show", file("variation_without_semicolon.sgf"));
        assertThat(show[1]).startsWith("Move 3 of 3: Black A8.");
        assertThat(show[2]).contains(file("variation_without_semicolon.sgf") + ": warning: line 3, column 2: a variation opened without ';'");
    }

    @Test
    void theNihonKiinHeaderIsTheRoot() throws IOException {
        SgfNode root = normalizedRoot("nihon_kiin_header.sgf");
        assertThat(root.simpleText("PB")).isEqualTo("Honinbo Shusaku");
        assertThat(run("sgf", "show", file("nihon_kiin_header.sgf"))[1]).startsWith("Move 7 of 7: Black Q15.");
    }

    @Test
    void zzIsAPass() throws IOException {
        String out = normalized("zz_pass.sgf");
        assertThat(out).contains(";B[pd];W[dp];B[];W[]").doesNotContain("zz");
        assertThat(run("sgf", "show", file("zz_pass.sgf"))[1]).startsWith("Move 4 of 4: White pass.");
    }

    @Test
    void clockTimesAreWrittenAsSeconds() throws IOException {
        String out = normalized("clock_times.sgf");
        assertThat(out).contains("BL[1791]").contains("WL[1780]").contains("BL[1742]").contains("WL[462]").doesNotContain(":");
    }

    @Test
    void gtpCoordinatesAreWrittenAsSgfPoints() throws IOException {
        String out = normalized("gtp_coordinates.sgf");
        assertThat(out).contains("AB[dp][pd]").contains(";W[qd];B[cc];W[pq]");
    }

    @Test
    void propertiesRepeatedInANodeLoseNothing() throws IOException {
        SgfNode root = normalizedRoot("repeated_properties.sgf");
        assertThat(root.values("AP")).containsExactly("CGoban:3");
        assertThat(root.text("C")).isEqualTo("Game comment\n\nSecond comment\n\nAP[MultiGo:4.4.4]");
        assertThat(root.children().get(0).text("C")).isEqualTo("first\n\nsecond");
    }

    @Test
    void softLineBreaksStaySoft() throws IOException {
        String out = normalized("soft_line_breaks.sgf");
        assertThat(out).contains("C[one long\\\nline, another\\\nline, a third\\\nline.\n\nNew paragraph.]");
        assertThat(SgfReader.parse(out).get(0).text("C"))
                .isEqualTo("one longline, anotherline, a thirdline.\n\nNew paragraph.");
    }

    @Test
    void cgosAndKoreanRulesNames() {
        String rules = file("rules_names.sgf");
        assertThat(run("sgf", "score", rules, "--game", "1")[1]).contains("under tromp-taylor rules, komi 7.5.");
        assertThat(run("sgf", "score", rules, "--game", "2")[1]).contains("under tromp-taylor rules, komi 7.5.");
        assertThat(run("sgf", "score", rules, "--game", "3")[1]).contains("under korean rules, komi 6.5.");
    }
}
