package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Taking a child out of a node: the next child takes its place, and the written tree no longer holds it. */
class SgfNodeRemoveChildTest {
    @Test
    void theNextChildBecomesTheMainLine() {
        SgfNode root = SgfReader.parse("(;SZ[9](;B[aa];W[bb])(;B[cc])(;B[dd]))").get(0);
        SgfNode first = root.children().get(0);
        assertThat(root.removeChild(first)).isTrue();
        assertThat(first.parent()).isEmpty();
        assertThat(root.children()).hasSize(2);
        assertThat(root.children().get(0).value("B")).isEqualTo("cc");
        assertThat(SgfWriter.write(List.of(root))).doesNotContain("aa").contains("cc").contains("dd");
        assertThat(root.removeChild(root.children().get(1))).isTrue();
        assertThat(root.children()).hasSize(1);
        assertThat(root.removeChild(root.children().get(0))).isTrue();
        assertThat(root.children()).isEmpty();
        assertThat(SgfWriter.write(List.of(root)).trim()).isEqualTo("(;SZ[9])");
    }

    @Test
    void aNodeThatIsNotAChildChangesNothing() {
        SgfNode root = SgfReader.parse("(;SZ[9];B[aa];W[bb])").get(0);
        SgfNode grandchild = root.children().get(0).children().get(0);
        assertThat(root.removeChild(grandchild)).isFalse();
        assertThat(root.removeChild(new SgfNode())).isFalse();
        assertThat(root.removeChild(null)).isFalse();
        assertThat(grandchild.parent()).isPresent();
    }
}
