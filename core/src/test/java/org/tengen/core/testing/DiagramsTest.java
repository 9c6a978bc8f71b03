package org.tengen.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DiagramsTest {
    @Test
    void aLabelledDiagramIsThePlainOneWithItsLabels() {
        assertThat(Diagrams.position("""
                  A B C
                3 . X .
                2 X O X
                1 . . O
                """)).isEqualTo(Diagrams.position("""
                . X .
                X O X
                . . O
                """));
    }

    @Test
    void labelsThatDoNotMatchTheRowsAreRefused() {
        assertThatThrownBy(() -> Diagrams.position("""
                  A B C
                2 . X .
                3 X O X
                1 . . .
                """)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("should start with 3");
        assertThatThrownBy(() -> Diagrams.position("""
                  A B C D
                2 . X .
                1 X O X
                """)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("expected 4");
        assertThatThrownBy(() -> Diagrams.position("""
                  A B I
                2 . X .
                1 X O X
                """)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("column letters");
    }
}
