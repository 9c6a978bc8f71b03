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
    void singleValuedPropertiesKeepTheirFirstValueAndListsKeepAll() {
        String out = normalized("(;AP[GNU Go:3.8]AP[foxwq]AB[aa]AB[bb]XX[1]XX[2];C[one]C[two])");
        assertThat(out).contains("AP[GNU Go:3.8]").doesNotContain("foxwq");
        assertThat(out).contains("AB[aa][bb]").contains("XX[1][2]").contains("C[one]").doesNotContain("two");
    }

    @Test
    void normalizingTwiceChangesNothing() {
        String once = normalized("(;FF[3]KM[375]AP[a]AP[b];B[tt];W[aa])");
        assertThat(normalized(once)).isEqualTo(once);
    }
}
