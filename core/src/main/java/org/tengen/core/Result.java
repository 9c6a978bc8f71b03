package org.tengen.core;

import java.util.Optional;

/**
 * How a game ended: a winner by a margin of points, a winner by resignation, or a draw. Its SGF form is
 * {@code B+3.5}, {@code W+R} or {@code 0}.
 */
public final class Result {
    private final Stone winner;
    private final double margin;
    private final boolean resignation;

    private Result(Stone winner, double margin, boolean resignation) {
        this.winner = winner;
        this.margin = margin;
        this.resignation = resignation;
    }

    /** The result of a score difference: Black's points minus White's (komi included). */
    public static Result byScore(double blackMinusWhite) {
        if (blackMinusWhite == 0) {
            return new Result(null, 0, false);
        }
        return blackMinusWhite > 0 ? new Result(Stone.BLACK, blackMinusWhite, false)
                : new Result(Stone.WHITE, -blackMinusWhite, false);
    }

    public static Result byResignation(Stone winner) {
        return new Result(winner, 0, true);
    }

    public Optional<Stone> winner() {
        return Optional.ofNullable(winner);
    }

    public boolean isDraw() {
        return winner == null;
    }

    public boolean isResignation() {
        return resignation;
    }

    /** The winning margin in points; 0 for a draw or a resignation. */
    public double margin() {
        return margin;
    }

    /** {@code B+3.5}, {@code W+R}, {@code 0}. */
    public String toSgf() {
        if (winner == null) {
            return "0";
        }
        String side = winner == Stone.BLACK ? "B+" : "W+";
        return side + (resignation ? "R" : Rules.formatPoints(margin));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Result && ((Result) o).toSgf().equals(toSgf());
    }

    @Override
    public int hashCode() {
        return toSgf().hashCode();
    }

    @Override
    public String toString() {
        return toSgf();
    }
}
