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

    @Test
    void aWordOnTheCurrentLineIsReadAsAnyOther() {
        Tokens in = new Tokens("B 2 \t 3 \r\nW");
        assertThat(in.next("colour")).isEqualTo("B");
        assertThat(in.nextIntOnLine("row")).isEqualTo(2);
        assertThat(in.nextIntOnLine("column")).isEqualTo(3);
        assertThat(in.place()).isEqualTo(new Tokens.Place(1, 7));
        assertThat(in.next("colour")).isEqualTo("W");
    }

    @Test
    void aLineThatEndsBeforeItsWordIsNamedWhereItEnds() {
        Tokens in = new Tokens("B 2  \r\n3\n");
        in.next("colour");
        in.nextInt("row");
        assertThatThrownBy(() -> in.nextIntOnLine("the column"))
                .hasMessage("line 1, column 6: expected the column, found the end of the line");
    }

    @Test
    void atTheEndOfTheInputTheEndOfTheInputIsFound() {
        Tokens in = new Tokens("B 2\n\n  \n");
        in.next("colour");
        in.nextInt("row");
        assertThatThrownBy(() -> in.nextOnLine("the column")).hasMessage("line 1: expected the column, found the end of the input");
    }
}
