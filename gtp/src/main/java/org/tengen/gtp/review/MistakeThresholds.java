package org.tengen.gtp.review;

/**
 * The win-rate drops, for the player who moved, that make a move an inaccuracy, a mistake or a blunder. A drop
 * is the mover's win rate in the position before the move, less the mover's win rate after it (0.12 is 12 points
 * of percentage), each the search's value of the position ({@link PositionEval}).
 *
 * @param inaccuracy the smallest drop that is an inaccuracy
 * @param mistake    the smallest drop that is a mistake
 * @param blunder    the smallest drop that is a blunder
 */
public record MistakeThresholds(double inaccuracy, double mistake, double blunder) {
    /** The defaults: 5, 10 and 20 points of win rate. */
    public static final MistakeThresholds DEFAULT = new MistakeThresholds(0.05, 0.10, 0.20);

    public MistakeThresholds {
        if (!(inaccuracy > 0 && inaccuracy <= mistake && mistake <= blunder && blunder <= 1)) {
            throw new IllegalArgumentException("the thresholds must rise from above 0 to at most 1: inaccuracy "
                    + inaccuracy + ", mistake " + mistake + ", blunder " + blunder);
        }
    }

    /** {@return the judgement of a move that dropped the mover's win rate by {@code drop} (negative: it gained)} */
    public Judgement judge(double drop) {
        if (drop >= blunder) {
            return Judgement.BLUNDER;
        }
        if (drop >= mistake) {
            return Judgement.MISTAKE;
        }
        return drop >= inaccuracy ? Judgement.INACCURACY : Judgement.NONE;
    }
}
