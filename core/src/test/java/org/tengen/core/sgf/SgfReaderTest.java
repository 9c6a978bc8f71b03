package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class SgfReaderTest {
    private static SgfNode one(String sgf) {
        List<SgfNode> games = SgfReader.parse(sgf);
        assertThat(games).hasSize(1);
        return games.get(0);
    }

    private static SgfException error(String sgf) {
        try {
            SgfReader.parse(sgf);
        } catch (SgfException e) {
            return e;
        }
        throw new AssertionError("no error for " + sgf);
    }

    @Test
    void readsACollectionOfGameTreesWithVariations() {
        List<SgfNode> games = SgfReader.parse("(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc]))\n(;SZ[13];B[dd])");
        assertThat(games).hasSize(2);
        SgfNode root = games.get(0);
        SgfNode b = root.children().get(0);
        assertThat(b.value("B")).isEqualTo("ee");
        assertThat(b.children()).hasSize(2);
        assertThat(b.children().get(0).value("W")).isEqualTo("cc");
        assertThat(b.children().get(0).children().get(0).value("B")).isEqualTo("gg");
        assertThat(b.children().get(1).value("W")).isEqualTo("gc");
        assertThat(root.mainLineEnd().value("B")).isEqualTo("gg");
        assertThat(games.get(1).value("SZ")).isEqualTo("13");
    }

    @Test
    void keepsValuesAsWrittenAndDecodesTextOnRequest() {
        SgfNode root = one("(;C[a \\] b\\\\ c\\\nd\ne]PB[Lee\nSedol]N[tab\there])");
        assertThat(root.value("C")).isEqualTo("a \\] b\\\\ c\\\nd\ne");
        assertThat(root.text("C")).isEqualTo("a ] b\\ cd\ne");
        assertThat(root.simpleText("PB")).isEqualTo("Lee Sedol");
        assertThat(root.text("PB")).isEqualTo("Lee\nSedol");
        assertThat(root.simpleText("N")).isEqualTo("tab here");
    }

    @Test
    void lineBreaksInValuesReadAsNewlinesWhateverTheFileUses() {
        SgfNode root = one("(;C[one\r\ntwo\rthree\nfour]\r\n;B[aa])");
        assertThat(root.value("C")).isEqualTo("one\ntwo\nthree\nfour");
        assertThat(root.children().get(0).line()).isEqualTo(5);
    }

    @Test
    void aSoftLineBreakWithWindowsEndingsDisappears() {
        SgfNode root = one("(;C[long\\\r\nline])");
        assertThat(root.text("C")).isEqualTo("longline");
    }

    @Test
    void repeatedPropertiesInANodeReadAsOne() {
        SgfNode root = one("(;AB[aa]AW[cc]AB[bb][dd])");
        assertThat(root.values("AB")).containsExactly("aa", "bb", "dd");
        assertThat(root.properties()).hasSize(2);
    }

    @Test
    void oldLowerCaseLettersInIdentifiersAreDropped() {
        SgfNode root = one("(;GaMe[1]AddBlack[aa][bb]SiZe[9])");
        assertThat(root.value("GM")).isEqualTo("1");
        assertThat(root.values("AB")).containsExactly("aa", "bb");
        assertThat(root.value("SZ")).isEqualTo("9");
    }

    @Test
    void whitespaceMayStandBetweenEveryToken() {
        SgfNode root = one(" ( ; SZ [9] AB [aa] \n [bb] ; B [cc] ( ; W [dd] ) ( ; W [ee] ) ) ");
        assertThat(root.values("AB")).containsExactly("aa", "bb");
        assertThat(root.children().get(0).children()).hasSize(2);
    }

    @Test
    void textBeforeTheFirstGameTreeAndAfterTheLastIsSkipped() {
        List<SgfNode> games = SgfReader.parse("From: someone\nSubject: (a game)\n\n(;SZ[9];B[ee])\n-- \nsignature\n");
        assertThat(games).hasSize(1);
        assertThat(games.get(0).line()).isEqualTo(4);
    }

    @Test
    void textAfterTheLastTreeMayHoldParenthesesButAnExtraCloseRightAfterItIsAnError() {
        assertThat(SgfReader.parse("(;GM[1];B[aa])\nThat was fun :)\nBob (bob@example.com)")).hasSize(1);
        assertThat(SgfReader.parse("(;B[aa])\nsee also:\n(;B[bb])")).hasSize(2);
        assertThat(error("(;B[aa])\n )").getMessage()).isEqualTo("line 2, column 2: unexpected ')': no game tree is open here");
    }

    @Test
    void theSupersetsOfKoreanAndLatinCharsetsAreUsed() {
        byte[] korean = "(;CA[EUC-KR]PB[\ub620\ubc29\uac01\ud558])".getBytes(Charset.forName("x-windows-949"));
        assertThat(SgfReader.read(korean).get(0).simpleText("PB")).isEqualTo("\ub620\ubc29\uac01\ud558");
        byte[] quotes = "(;CA[ISO-8859-1]C[\u201cquoted\u201d])".getBytes(Charset.forName("windows-1252"));
        assertThat(SgfReader.read(quotes).get(0).text("C")).isEqualTo("\u201cquoted\u201d");
    }

    @Test
    void passWrittenAsTtBecomesAnEmptyValueUpTo19x19Only() {
        SgfNode small = one("(;SZ[19];B[tt];W[])");
        assertThat(small.children().get(0).value("B")).isEmpty();
        SgfNode noSize = one("(;B[tt])");
        assertThat(noSize.value("B")).isEmpty();
        SgfNode large = one("(;SZ[21];B[tt])");
        assertThat(large.children().get(0).value("B")).isEqualTo("tt");
    }

    @Test
    void aNodeWithBothMovesBecomesTwoNodes() {
        SgfNode root = one("(;SZ[9];B[aa]C[both]W[bb](;B[cc])(;B[dd]))");
        SgfNode black = root.children().get(0);
        assertThat(black.value("B")).isEqualTo("aa");
        assertThat(black.text("C")).isEqualTo("both");
        assertThat(black.has("W")).isFalse();
        SgfNode white = black.children().get(0);
        assertThat(black.children()).hasSize(1);
        assertThat(white.value("W")).isEqualTo("bb");
        assertThat(white.children()).extracting(n -> n.value("B")).containsExactly("cc", "dd");
        assertThat(white.children().get(0).parent()).contains(white);
        SgfNode whiteFirst = one("(;W[bb]B[aa])");
        assertThat(whiteFirst.value("W")).isEqualTo("bb");
        assertThat(whiteFirst.children().get(0).value("B")).isEqualTo("aa");
    }

    @Test
    void positionsOfNodesAndPropertiesAreKept() {
        SgfNode root = one("(;GM[1]\n  SZ[9]\n;B[ee])");
        assertThat(root.property("SZ").orElseThrow().line()).isEqualTo(2);
        assertThat(root.property("SZ").orElseThrow().column()).isEqualTo(3);
        assertThat(root.children().get(0).line()).isEqualTo(3);
        assertThat(root.children().get(0).column()).isEqualTo(1);
    }

    @Test
    void syntaxErrorsSayWhatAndWhere() {
        SgfException unclosedValue = error("(;GM[1]\nC[never closed\n;B)");
        assertThat(unclosedValue.line()).isEqualTo(2);
        assertThat(unclosedValue.column()).isEqualTo(2);
        assertThat(unclosedValue.getMessage()).isEqualTo("line 2, column 2: the value opened here is never closed: ']' is missing");

        SgfException unclosedTree = error("(;B[aa]\n(;W[bb])");
        assertThat(unclosedTree.getMessage()).isEqualTo(
                "line 1, column 1: the game tree opened here is never closed: ')' is missing at the end of the file");

        assertThat(error("(;B[aa]))").getMessage()).isEqualTo("line 1, column 9: unexpected ')': no game tree is open here");
        assertThat(error("(;b1[aa])").getMessage()).isEqualTo(
                "line 1, column 3: bad property identifier 'b': identifiers are capital letters, such as B, AB or KM");
        assertThat(error("(;B1[aa])").getMessage()).isEqualTo(
                "line 1, column 4: property B has no value: expected '[' after it, found '1'");
        assertThat(error("(;B").getMessage()).isEqualTo(
                "line 1, column 4: property B has no value: expected '[' after it, found the end of the file");
        assertThat(error("(;B[aa]\u0001)").getMessage()).isEqualTo(
                "line 1, column 8: unexpected character U+0001: expected ';', '(', ')' or a property such as B[dd]");
        assertThat(error("(;B[aa](;W[bb]);B[cc])").getMessage()).isEqualTo(
                "line 1, column 16: a node cannot follow a variation: expected '(' or ')'");
    }

    @Test
    void anEmptyGameTreeIsAnError() {
        assertThat(error("(;B[aa]())").getMessage()).isEqualTo(
                "line 1, column 9: empty game tree: '()' holds no node (expected ';' after '(')");
        assertThat(error("(;B[aa]((;W[bb])))").getMessage()).contains("expected ';' to start the game tree's first node");
    }

    @Test
    void inputWithoutAGameTreeIsAnError() {
        for (String input : new String[] {"", "   ", "hello", "()", "\u0000\u0001\u0002", "(b[aa])", "(Re: game)"}) {
            assertThat(error(input).getMessage()).as(input).startsWith("line 1, column 1: no SGF game tree");
        }
        // Read strictly, a tree opened without ';' isn't one; read tolerantly it is (SgfQuirksTest).
        assertThatThrownBy(() -> SgfReader.parse("(B[aa])", SgfReadOptions.STRICT))
                .hasMessageStartingWith("line 1, column 1: no SGF game tree");
    }

    @Tag("slow")
    @Test
    void deepNestingCostsNoStack() {
        int depth = 200_000;
        String sgf = "(;B[aa]".repeat(depth) + ")".repeat(depth);
        SgfNode root = one(sgf);
        SgfNode n = root;
        int nodes = 1;
        while (!n.children().isEmpty()) {
            n = n.children().get(0);
            nodes++;
        }
        assertThat(nodes).isEqualTo(depth);
        String written = SgfWriter.write(root);
        assertThat(one(written)).isEqualTo(root);
        assertThat(one(written).hashCode()).isEqualTo(root.hashCode());
    }

    @Test
    void charsetFromCaDecodesBeforeParsing() {
        // In Shift_JIS the second byte of 表 is 0x5C, a backslash in ASCII: decoding first keeps it in the name.
        assertDecodes("Shift_JIS", "表予");
        assertDecodes("GB2312", "围棋");
        assertDecodes("Big5", "許功蓋");
        assertDecodes("EUC-KR", "바둑");
        assertDecodes("ISO-8859-1", "Müller");
        assertDecodes("UTF-8", "围棋 바둑 表");
    }

    private static void assertDecodes(String ca, String name) {
        Charset charset = SgfReader.charsetFor(ca);
        byte[] bytes = ("(;CA[" + ca + "]PB[" + name + "]C[x])").getBytes(charset);
        SgfNode root = SgfReader.read(bytes).get(0);
        assertThat(root.simpleText("PB")).as(ca).isEqualTo(name);
        assertThat(root.text("C")).isEqualTo("x");
    }

    @Test
    void withoutCaUtf8IsTriedThenLatin1() {
        assertThat(SgfReader.read("(;PB[李昌镐])".getBytes(StandardCharsets.UTF_8)).get(0).simpleText("PB")).isEqualTo("李昌镐");
        assertThat(SgfReader.read("(;PB[Müller])".getBytes(StandardCharsets.ISO_8859_1)).get(0).simpleText("PB"))
                .isEqualTo("Müller");
        byte[] bom = "\ufeff(;PB[x])".getBytes(StandardCharsets.UTF_8);
        assertThat(SgfReader.read(bom).get(0).simpleText("PB")).isEqualTo("x");
    }

    @Test
    void caInsideACommentDoesNotHideTheRealOne() {
        byte[] bytes = "(;C[set CA[UTF-16\\] by mistake]CA[Big5]PB[\u8a31\u529f])".getBytes(Charset.forName("Big5"));
        assertThat(SgfReader.read(bytes).get(0).simpleText("PB")).isEqualTo("\u8a31\u529f");
    }

    @Test
    void moreNodesThanTheLimitIsAnError() {
        String sgf = "(" + ";".repeat(SgfReader.MAX_NODES + 1) + ")";
        SgfException e = error(sgf);
        assertThat(e.column()).isEqualTo(SgfReader.MAX_NODES + 2);
        assertThat(e.reason()).startsWith(String.format(java.util.Locale.ROOT, "more than %,d nodes", SgfReader.MAX_NODES));
    }

    @Test
    void aNodeCannotBecomeItsOwnDescendant() {
        SgfNode root = new SgfNode();
        SgfNode child = root.addChild();
        assertThatThrownBy(() -> child.addChild(root)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> root.addChild(child)).hasMessageContaining("already has a parent");
    }

    @Test
    void anUnknownCharsetNameFallsBackToDetection() {
        byte[] bytes = "(;CA[klingon]PB[李])".getBytes(StandardCharsets.UTF_8);
        assertThat(SgfReader.read(bytes).get(0).simpleText("PB")).isEqualTo("李");
    }

    @Test
    void aStreamOverTheLimitIsRefusedBeforeParsing() {
        byte[] big = new byte[2000];
        java.util.Arrays.fill(big, (byte) ' ');
        assertThatThrownBy(() -> SgfReader.read(new java.io.ByteArrayInputStream(big), 1000))
                .isInstanceOf(SgfException.class)
                .hasMessageContaining("more than the 1000 bytes");
    }
}
