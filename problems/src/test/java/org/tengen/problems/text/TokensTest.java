package org.tengen.problems.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TokensTest {
    @Test
    void aByteOrderMarkAtTheStartIsNotPartOfTheFirstWordNorAColumn() {
        Tokens in = new Tokens("\uFEFF7 1\n");
        assertThat(in.nextInt("n")).isEqualTo(7);
        assertThat(in.place()).isEqualTo(new Tokens.Place(1, 1));
        assertThat(in.next("m")).isEqualTo("1");
        assertThat(in.place()).isEqualTo(new Tokens.Place(1, 3));
        assertThat(in.hasNext()).isFalse();
    }

    @Test
    void aByteOrderMarkAloneIsAnEmptyInput() {
        assertThat(new Tokens("\uFEFF").hasNext()).isFalse();
    }

    @Test
    void aByteOrderMarkElsewhereIsACharacterOfItsWord() {
        Tokens in = new Tokens("7\n\uFEFF1\n");
        in.nextInt("n");
        assertThatThrownBy(() -> in.nextInt("m")).isInstanceOf(InputError.class).hasMessageStartingWith("line 2, column 1:");
    }
}
