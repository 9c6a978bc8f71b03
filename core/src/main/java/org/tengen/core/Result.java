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

    /**
     * The result of a count.
     *
     * @param blackMinusWhite Black's points minus White's, komi included
     * @return Black's win by that margin if positive, White's by its opposite if negative, a draw if zero
     */
    public static Result byScore(double blackMinusWhite) {
        if (blackMinusWhite == 0) {
            return new Result(null, 0, false);
        }
        return blackMinusWhite > 0 ? new Result(Stone.BLACK, blackMinusWhite, false)
                : new Result(Stone.WHITE, -blackMinusWhite, false);
    }

    /**
     * A win by resignation, written {@code B+R} or {@code W+R}.
     *
     * @param winner the colour that did not resign
     * @return the result, with margin 0
     */
    public static Result byResignation(Stone winner) {
        return new Result(winner, 0, true);
    }

    /** {@return the winner, or empty for a draw} */
    public Optional<Stone> winner() {
        return Optional.ofNullable(winner);
    }

    /** {@return whether neither side won: a count exactly even} */
    public boolean isDraw() {
        return winner == null;
    }

    /** {@return whether the game ended by resignation rather than by a count} */
    public boolean isResignation() {
        return resignation;
    }

    /** {@return the winning margin in points; 0 for a draw or a resignation} */
    public double margin() {
        return margin;
    }

    /** {@return the SGF RE form: {@code B+3.5}, {@code W+R}, or {@code 0} for a draw} */
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
