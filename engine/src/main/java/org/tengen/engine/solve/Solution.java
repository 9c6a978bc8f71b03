package org.tengen.engine.solve;

import java.util.List;
import org.tengen.core.Move;
import org.tengen.core.Rules;

/**
 * What the solver proved about a position.
 *
 * @param margin Black's area minus White's at the end of perfect play (komi aside)
 * @param komi the komi, and the handicap bonus White receives under area scoring, added together
 * @param bestMoves the moves of the side to move shown to keep the value, in board order (a pass last)
 * @param unsettledMoves the moves whose test ran out of its node budget: neither shown to keep the value nor to
 *     lose it (empty when every move was settled, so that {@code bestMoves} are all the best moves)
 * @param principalVariation one line of perfect play, to the two passes that end it
 * @param nodes the nodes the main search visited (the proof's searches not counted)
 * @param millis the main search's wall time
 * @param proof the check by two independent null-window searches, or null if it was not run
 */
public record Solution(int margin, double komi, List<Move> bestMoves, List<Move> unsettledMoves,
                       List<Move> principalVariation, long nodes,
                       long millis, Proof proof) {
    /**
     * Two null-window searches from scratch (tables of their own, one thread each): one shows Black's margin
     * is at least the value, the other that it is at most the value.
     *
     * @param atLeast whether the search with the window (v - 1, v) found the margin at least v
     * @param atMost whether the search with the window (v, v + 1) found it at most v
     * @param nodes the nodes of the two searches together
     * @param millis their wall time
     */
    public record Proof(boolean atLeast, boolean atMost, long nodes, long millis) {
        /** {@return whether both searches agree with the value} */
        public boolean holds() {
            return atLeast && atMost;
        }
    }

    /** {@return Black's result: the margin minus the komi (and handicap bonus); positive when Black wins} */
    public double value() {
        return margin - komi;
    }

    /** {@return the value as people write it: {@code B+2}, {@code W+0.5}, {@code 0} for a draw} */
    public String valueText() {
        double v = value();
        if (v == 0) {
            return "0 (a draw)";
        }
        return (v > 0 ? "B+" : "W+") + Rules.formatPoints(Math.abs(v));
    }
}
