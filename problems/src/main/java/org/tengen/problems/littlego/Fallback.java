package org.tengen.problems.littlego;

import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * A plain choice among legal moves, for when the search's answer can't be used (an illegal point, or a
 * pass that could lose): the largest capture, else a move whose chain keeps the most liberties, nearer
 * the centre on ties. Never a pass while a legal move exists.
 */
final class Fallback {
    private Fallback() {
    }

    /** The best of {@code legal} by the rule above, or a pass if {@code legal} is empty. */
    static int choose(AgentInput input, int[] legal) {
        Geometry g = AgentInput.GEOMETRY;
        int c = input.colour().code();
        int best = Geometry.NO_POINT;
        int bestKey = Integer.MIN_VALUE;
        for (int p : legal) {
            Board board = input.current().toBoard();
            board.setSimpleKo(false);
            int before = board.emptyCount();
            board.playUnchecked(p, c);
            int captured = board.emptyCount() - before + 1;
            int liberties = board.liberties(p);
            int centre = -Math.abs(g.row(p) - 2) - Math.abs(g.col(p) - 2);
            int key = captured * 1000 + Math.min(liberties, 4) * 10 + centre;
            if (key > bestKey) {
                bestKey = key;
                best = p;
            }
        }
        return best;
    }
}
