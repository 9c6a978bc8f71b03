package org.tengen.engine;

/**
 * What a caller asks of a {@link Player} besides the position: at most {@code timeLimitNanos} of the game
 * clock ({@link Clock#NO_LIMIT} for none; the player's own budget applies within it), whether two passes
 * are to be counted with every stone as it stands whatever the rules (KGS's cleanup phase, where dead stones
 * must be captured), whether a resignation may be the answer (GNU Go's {@code reg_genmove} and a hint must
 * name a move), and whether the statistics of every root move are wanted (analysis).
 */
public record SearchRequest(long timeLimitNanos, boolean countAsItStands, boolean mayResign, boolean analysis) {
    /** A move to play: no time limit of the clock, counted by the rules, resigning allowed, no analysis. */
    public static final SearchRequest MOVE = new SearchRequest(Clock.NO_LIMIT, false, true, false);

    public SearchRequest {
        if (timeLimitNanos < 0) {
            throw new IllegalArgumentException("a time limit can't be negative: " + timeLimitNanos);
        }
    }

    /** A move to play within {@code timeLimitNanos} of the clock ({@link Clock#NO_LIMIT} for none). */
    public static SearchRequest within(long timeLimitNanos) {
        return MOVE.withTimeLimit(timeLimitNanos);
    }

    public SearchRequest withTimeLimit(long nanos) {
        return new SearchRequest(Math.max(0, nanos), countAsItStands, mayResign, analysis);
    }

    /** The same, with two passes counted literally: dead stones must be captured, not passed over. */
    public SearchRequest countingAsItStands() {
        return new SearchRequest(timeLimitNanos, true, mayResign, analysis);
    }

    /** The same, naming a move whatever the win rate: never a resignation. */
    public SearchRequest withoutResigning() {
        return new SearchRequest(timeLimitNanos, countAsItStands, false, analysis);
    }

    /** The same, with the statistics of every root move in the decision. */
    public SearchRequest withAnalysis() {
        return new SearchRequest(timeLimitNanos, countAsItStands, mayResign, true);
    }
}
