package org.tengen.gtp.review;

import java.util.List;
import org.tengen.core.Move;
import org.tengen.core.Stone;

/**
 * The search's verdict on one position of the game, turned to Black's side so a graph can draw it: Black's
 * win rate (the mean of the root moves' win rates weighted by their visits, see {@link Reviewer#meanWinRate}) and
 * Black's expected lead (komi included; negative when White leads; the mean over every playout), and the move the
 * search would play for the side to move, with its principal variation.
 *
 * @param moves          the moves played before the position (0: the start, after any handicap)
 * @param toMove         the side to move in it
 * @param playouts       the playouts behind the verdict
 * @param blackWinRate   Black's win rate, 0..1
 * @param blackScoreLead Black's expected final lead, in points
 * @param best           the search's move for {@code toMove}
 * @param pv             the principal variation from {@code best} ({@code best} first), legal in the game
 * @param searched       false when there was nothing to search (the move limit reached): the values are then
 *                       those of the position before
 */
public record PositionEval(int moves, Stone toMove, int playouts, double blackWinRate, double blackScoreLead,
                           Move best, List<Move> pv, boolean searched) {
    public PositionEval {
        pv = List.copyOf(pv);
    }

    /** {@return {@code stone}'s win rate here, 0..1} */
    public double winRateFor(Stone stone) {
        return stone == Stone.BLACK ? blackWinRate : 1 - blackWinRate;
    }

    /** {@return {@code stone}'s expected lead here, in points} */
    public double scoreLeadFor(Stone stone) {
        return stone == Stone.BLACK ? blackScoreLead : -blackScoreLead;
    }
}
