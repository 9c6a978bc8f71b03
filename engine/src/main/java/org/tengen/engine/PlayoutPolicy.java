package org.tengen.engine;

import org.tengen.core.Board;

/**
 * How a playout chooses its moves: the seam between the search and its playouts. The search's playouts use
 * the {@link KnowledgePolicy} (or, when the {@link SearchParameters} ask, the {@link LearnedShapePolicy}); the
 * benchmark's {@link LightPlayout} uses the {@link LightPolicy}. An implementation keeps its own scratch space
 * and random numbers (one per thread) and allocates nothing per move.
 */
interface PlayoutPolicy {
    /**
     * A move for colour code {@code colour} (1 black, 2 white) on {@code board}, after the move at
     * {@code last} (0 when the last move was a pass or there was none): a point where it may play, or 0 to pass.
     */
    int choose(Board board, int colour, int last);

    /**
     * The same, knowing also the move before the last ({@code beforeLast}, 0 for a pass or none): the search's
     * playouts call this one. A policy that looks only at the last move needn't override it.
     */
    default int choose(Board board, int colour, int last, int beforeLast) {
        return choose(board, colour, last);
    }
}
