package org.tengen.engine;

/**
 * What a caller asks of a {@link Player} besides the position: at most {@code timeLimitNanos} of the game
 * clock ({@link Clock#NO_LIMIT} for none; the player's own budget applies within it), whether two passes
 * are to be counted with every stone as it stands whatever the rules (KGS's cleanup phase, where dead stones
 * must be captured), whether a resignation may be the answer (GNU Go's {@code reg_genmove} and a hint must
 * name a move), and whether the statistics of every root move are wanted (analysis).
 *
 * <p>{@code maxTimeNanos} is the most the move may take if the player chooses to think longer than
 * {@code timeLimitNanos} (on a move it is unsure of): the clock's {@link Clock#maxMoveNanos}, which borrows
 * from the main time left. It is never below the time limit, and equal to it where there is nothing to
 * borrow from (byo-yomi periods, a fixed time a move, no clock).
 */
public record SearchRequest(long timeLimitNanos, long maxTimeNanos, boolean countAsItStands, boolean mayResign,
                            boolean analysis) {
    /** A move to play: no time limit of the clock, counted by the rules, resigning allowed, no analysis. */
    public static final SearchRequest MOVE = new SearchRequest(Clock.NO_LIMIT, Clock.NO_LIMIT, false, true, false);

    public SearchRequest {
        if (timeLimitNanos < 0) {
            throw new IllegalArgumentException("a time limit can't be negative: " + timeLimitNanos);
        }
        if (maxTimeNanos < timeLimitNanos) {
            throw new IllegalArgumentException("the most a move may take (" + maxTimeNanos
                    + " ns) can't be below its time limit (" + timeLimitNanos + " ns)");
        }
    }

    /** A move to play within {@code timeLimitNanos} of the clock ({@link Clock#NO_LIMIT} for none), never longer. */
    public static SearchRequest within(long timeLimitNanos) {
        return MOVE.withTimeLimit(timeLimitNanos);
    }

    /**
     * A move to play within {@code timeLimitNanos} of the clock, or up to {@code maxTimeNanos} (at least the
     * limit) if the player chooses to think longer.
     */
    public static SearchRequest within(long timeLimitNanos, long maxTimeNanos) {
        return MOVE.withTimeLimit(timeLimitNanos, maxTimeNanos);
    }

    /** The same with a time limit of {@code nanos} that may not be exceeded. */
    public SearchRequest withTimeLimit(long nanos) {
        return withTimeLimit(nanos, nanos);
    }

    /** The same with a time limit of {@code nanos}, or up to {@code maxNanos} when the player thinks longer. */
    public SearchRequest withTimeLimit(long nanos, long maxNanos) {
        long limit = Math.max(0, nanos);
        return new SearchRequest(limit, Math.max(limit, maxNanos), countAsItStands, mayResign, analysis);
    }

    /** The time a player that thinks longer may add to the time limit: 0 when there is nothing to borrow from. */
    public long extensionNanos() {
        return maxTimeNanos == Clock.NO_LIMIT || timeLimitNanos == Clock.NO_LIMIT ? 0 : maxTimeNanos - timeLimitNanos;
    }

    /** The same, with two passes counted literally: dead stones must be captured, not passed over. */
    public SearchRequest countingAsItStands() {
        return new SearchRequest(timeLimitNanos, maxTimeNanos, true, mayResign, analysis);
    }

    /** The same, naming a move whatever the win rate: never a resignation. */
    public SearchRequest withoutResigning() {
        return new SearchRequest(timeLimitNanos, maxTimeNanos, countAsItStands, false, analysis);
    }

    /** The same, with the statistics of every root move in the decision. */
    public SearchRequest withAnalysis() {
        return new SearchRequest(timeLimitNanos, maxTimeNanos, countAsItStands, mayResign, true);
    }
}
