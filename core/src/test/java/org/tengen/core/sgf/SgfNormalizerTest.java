package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SgfNormalizerTest {
    private static String normalized(String sgf) {
        List<SgfNode> games = SgfReader.parse(sgf);
        SgfNormalizer.normalize(games);
        return SgfWriter.write(games);
    }

    @Test
    void theRootSaysFf4Gm1AndUtf8() {
        assertThat(normalized("(;FF[3]SZ[9];B[ee])")).isEqualTo("(;GM[1]FF[4]CA[UTF-8]SZ[9]\n;B[ee])\n");
        assertThat(normalized("(;GM[1]FF[4]CA[Big5]SZ[9])")).isEqualTo("(;GM[1]FF[4]CA[UTF-8]SZ[9])\n");
    }

    @Test
    void komiIsWrittenAsTheKomiItMeans() {
        assertThat(normalized("(;KM[375])")).contains("KM[7.5]");
        assertThat(normalized("(;KM[650])")).contains("KM[6.5]");
        assertThat(normalized("(;KM[6,5])")).contains("KM[6.5]");
        assertThat(normalized("(;KM[7.50])")).contains("KM[7.5]");
        assertThat(normalized("(;KM[lots])")).contains("KM[lots]");
    }

    @Test
    void aPropertyWrittenTwiceInANodeLosesNothing() {
        String out = normalized("(;AP[GNU Go:3.8]AP[foxwq]AB[aa]AB[bb]XX[1]XX[2];C[one]C[two])");
        SgfNode root = SgfReader.parse(out).get(0);
        assertThat(root.values("AP")).containsExactly("GNU Go:3.8");
        assertThat(root.text("C")).isEqualTo("AP[foxwq]"); // the second AP, as written, where a reader sees it
        assertThat(root.values("AB")).containsExactly("aa", "bb");
        assertThat(root.values("XX")).containsExactly("1", "2");
        assertThat(root.children().get(0).values("C")).containsExactly("one\n\ntwo");
        assertThat(normalized(out)).isEqualTo(out);
    }

    @Test
    void secondValuesJoinAnExistingCommentAndKeepTheirEscapes() {
        String out = normalized("(;C[Game\\] one]C[two];GN[a]GN[b \\] c]C[note])");
        SgfNode root = SgfReader.parse(out).get(0);
        assertThat(root.text("C")).isEqualTo("Game] one\n\ntwo");
        SgfNode second = root.children().get(0);
        assertThat(second.simpleText("GN")).isEqualTo("a");
        assertThat(second.text("C")).isEqualTo("note\n\nGN[b ] c]");
        assertThat(normalized(out)).isEqualTo(out);
    }

    @Test
    void normalizingTwiceChangesNothing() {
        String once = normalized("(;FF[3]KM[375]AP[a]AP[b];B[tt];W[aa])");
        assertThat(normalized(once)).isEqualTo(once);
    }
}
