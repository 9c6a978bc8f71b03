package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class QuoteTest {
    @Test
    void aShortPrintableTextIsQuotedAsItIs() {
        assertThat(Quote.quote("D4")).isEqualTo("'D4'");
        assertThat(Quote.quote("")).isEqualTo("''");
        assertThat(Quote.quote("天元 \\ é")).isEqualTo("'天元 \\ é'");
        assertThat(Quote.excerpt("D4")).isEqualTo("D4");
    }

    @Test
    void aLongTextShowsItsFirstFortyCharactersAndItsLength() {
        String forty = "abcdefghij".repeat(4);
        assertThat(Quote.quote(forty)).isEqualTo("'" + forty + "'");
        assertThat(Quote.quote(forty + "k")).isEqualTo("'" + forty + "...' (41 characters)");
        assertThat(Quote.excerpt("y".repeat(100_000))).isEqualTo("y".repeat(40) + "... (100000 characters)");
    }

    @Test
    void invisibleCharactersAreEscaped() {
        assertThat(Quote.quote("a\tb\r\n\u0000\u0007\u001b\u007f\u0085")).isEqualTo("'a\\tb\\r\\n\\u0000\\u0007\\u001b\\u007f\\u0085'");
        assertThat(Quote.quote("\uFEFFD4\u200b")).isEqualTo("'\\ufeffD4\\u200b'");
        assertThat(Quote.quote("x\u2028\ud800")).isEqualTo("'x\\u2028\\ud800'");
    }

    @Test
    void aCharacterOutsideTheBasicPlaneIsNeitherSplitNorEscaped() {
        String emoji = "\ud83d\ude00";
        assertThat(Quote.quote(emoji)).isEqualTo("'" + emoji + "'");
        String text = "a".repeat(39) + emoji + "b";
        assertThat(Quote.quote(text)).isEqualTo("'" + "a".repeat(39) + "...' (42 characters)");
    }
}
