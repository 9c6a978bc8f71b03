package org.tengen.engine;

import java.util.List;
import org.tengen.core.Geometry;
import org.tengen.core.Move;

/**
 * What a search has found about its root position, as an analysis tool shows it: the playouts behind it, the
 * win rate of the move it would play and the expected final lead for the side to move (komi included) with
 * the lead's spread over the playouts, every root move that was searched ({@link MoveInfo}, the move it would
 * play first, then by visits), and, when asked, who owns each point.
 *
 * <p>Ownership is indexed by the board's point ({@link Geometry#points()}; other slots are 0): the mean final
 * owner over the playouts, +1 for Black and -1 for White whoever is to move, and its standard deviation.
 * Win rates and leads are for the side to move at the root; with a dynamic komi ({@link DynamicKomi}) the
 * win rates are against the search's komi, the leads against the game's.
 *
 * @param playouts       the simulations of the search (since the last fresh start)
 * @param toMove         the side to move at the root, as a colour code (1 Black, 2 White)
 * @param winRate        the win rate of the move the search would play ({@link #best()}), 0..1
 * @param scoreLead      the mean final lead over every simulation, in points
 * @param scoreStdev     the standard deviation of that lead
 * @param moves          the root moves with at least one visit: the move the search would play, then the
 *                       others, most visited first
 * @param ownership      per point, the mean owner (-1..1); null when not asked for
 * @param ownershipStdev per point, the owner's standard deviation (0..1); null when not asked for
 */
public record Analysis(int playouts, int toMove, double winRate, double scoreLead, double scoreStdev,
                       List<MoveInfo> moves, double[] ownership, double[] ownershipStdev) {
    /**
     * One root move's statistics.
     *
     * @param move       the move (a play or the pass)
     * @param visits     the playouts through it
     * @param winRate    its win rate for the side to move, 0..1
     * @param prior      the learnt probability that it is the move where the search ranks by learnt priors, else
     *                   the hand-written priors' win rate, 0..1
     * @param lcb        a lower confidence bound of the win rate: about two standard errors below it, very low
     *                   with few visits
     * @param scoreLead  the mean final lead after it for the side to move, in points
     * @param scoreStdev the standard deviation of that lead
     * @param order      its rank, 0 for the move the search would play
     * @param pv         the principal variation from it: the move, then the most visited reply, and so on
     */
    public record MoveInfo(Move move, int visits, double winRate, double prior, double lcb, double scoreLead,
                           double scoreStdev, int order, List<Move> pv) {
        public MoveInfo {
            pv = List.copyOf(pv);
        }
    }

    public Analysis {
        moves = List.copyOf(moves);
    }

    /** The move the search would play: the first of {@link #moves}, or a pass when nothing was searched. */
    public Move best() {
        return moves.isEmpty() ? Move.PASS : moves.get(0).move();
    }
}
