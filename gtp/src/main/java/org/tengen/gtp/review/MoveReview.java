package org.tengen.gtp.review;

import java.util.List;
import org.tengen.core.Move;
import org.tengen.core.Stone;

/**
 * One move of the game as the review judges it: what the position was worth to the player before it and after
 * it, the drop, and the move the search preferred.
 *
 * @param number     the move's number, from 1 (passes count, handicap stones don't)
 * @param stone      who played it
 * @param move       the move played
 * @param before     the position before it
 * @param after      the position after it
 * @param judgement  the size of the drop by the thresholds
 * @param boardBefore the colour code (0 empty, 1 Black, 2 White) at each point index before the move, for a diagram
 */
public record MoveReview(int number, Stone stone, Move move, PositionEval before, PositionEval after,
                         Judgement judgement, int[] boardBefore) {
    /** {@return the mover's win rate lost by the move: before, less after; negative if it gained} */
    public double drop() {
        return before.winRateFor(stone) - after.winRateFor(stone);
    }

    /** {@return the mover's expected lead lost by the move, in points; negative if it gained} */
    public double scoreDrop() {
        return before.scoreLeadFor(stone) - after.scoreLeadFor(stone);
    }

    /** {@return the search's move for the mover before this move} */
    public Move engineMove() {
        return before.best();
    }

    /** {@return the search's principal variation from {@link #engineMove()}} */
    public List<Move> enginePv() {
        return before.pv();
    }

    /** {@return whether the search preferred another move for this player (and searched the position as its turn)} */
    public boolean engineDiffers() {
        return before.searched() && before.toMove() == stone && !before.best().equals(move);
    }
}
