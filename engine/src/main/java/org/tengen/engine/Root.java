package org.tengen.engine;

import org.tengen.core.Board;
import org.tengen.core.ScoringRule;

/**
 * What every simulation of one search starts from: the root node and its position, the side to move, the
 * passes and moves left before the game ends, and how the end is counted.
 *
 * @param node       the root's node in the tree
 * @param board      the position (read only during the search)
 * @param colour     the side to move, as a colour code
 * @param last       the last move's point, 0 after a pass or at the start
 * @param beforeLast the point of the move before it, likewise
 * @param passes     consecutive passes that lead to the root (0 or 1)
 * @param movesLeft  moves until the move limit ends the game ({@link Integer#MAX_VALUE} without one)
 * @param komi       White's komi plus any handicap bonus and dynamic komi: what Black's count must exceed
 * @param extraKomi  the dynamic komi in {@code komi} ({@link DynamicKomi}), which the real count doesn't have
 * @param scoring    area and territory are counted by area; stones by stones
 * @param asItStands whether two passes count the stones as they stand (else dead stones come off, as a
 *                   playout decides)
 * @param allowed    the root's moves by point: legal under the game's full rules and not own eyes
 * @param maxLength  the most moves a simulation plays
 */
record Root(int node, Board board, int colour, int last, int beforeLast, int passes, int movesLeft, double komi,
            double extraKomi, ScoringRule scoring, boolean asItStands, boolean[] allowed, int maxLength) {
}
