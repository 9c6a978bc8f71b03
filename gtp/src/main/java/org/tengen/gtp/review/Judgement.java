package org.tengen.gtp.review;

/**
 * How bad a move was by the win rate it gave away ({@link MistakeThresholds}), and how SGF marks it: {@code DO}
 * (doubtful) for an inaccuracy, {@code BM[1]} (bad move) for a mistake, {@code BM[2]} (very bad) for a blunder.
 */
public enum Judgement {
    /** Below every threshold: no mark. */
    NONE("", null, null),
    /** A small loss. */
    INACCURACY("inaccuracy", "DO", ""),
    /** A clear loss. */
    MISTAKE("mistake", "BM", "1"),
    /** A loss that may decide the game. */
    BLUNDER("blunder", "BM", "2");

    private final String word;
    private final String sgfProperty;
    private final String sgfValue;

    Judgement(String word, String sgfProperty, String sgfValue) {
        this.word = word;
        this.sgfProperty = sgfProperty;
        this.sgfValue = sgfValue;
    }

    /** {@return the word a comment uses: {@code inaccuracy}, {@code mistake}, {@code blunder}; empty for none} */
    public String word() {
        return word;
    }

    /** {@return the SGF property that marks it ({@code DO} or {@code BM}), or null for none} */
    public String sgfProperty() {
        return sgfProperty;
    }

    /** {@return the property's value: empty for {@code DO}, 1 or 2 for {@code BM}; null for none} */
    public String sgfValue() {
        return sgfValue;
    }
}
