package org.tengen.engine;

import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;

/**
 * The moves of a position ranked by the search's prior knowledge alone ({@link Priors}): what the search
 * would play with no time to read. For tests and diagnostics of a search cut short.
 */
public final class PriorRanking {
    private final double[] value;
    private final boolean[] candidate;

    private PriorRanking(double[] value, boolean[] candidate) {
        this.value = value;
        this.candidate = candidate;
    }

    /** The priors of every root candidate ({@link Candidates#of}) of {@code game}'s side to move. */
    public static PriorRanking of(Game game) {
        Geometry g = game.geometry();
        Board board = Mcts.rootBoard(game); // as the search sees it
        int colour = game.toMove().code();
        int last = Mcts.lastPoint(game);
        Priors priors = new Priors(SearchParameters.defaults());
        double[] value = new double[g.length()];
        boolean[] candidate = new boolean[g.length()];
        for (int p : Candidates.of(game)) {
            priors.evaluate(board, p, colour, last);
            value[p] = priors.wins() / priors.visits();
            candidate[p] = true;
        }
        return new PriorRanking(value, candidate);
    }

    /** The prior win rate of playing {@code point}; fails for a point that is not a candidate. */
    public double value(int point) {
        if (point < 0 || point >= candidate.length || !candidate[point]) {
            throw new IllegalArgumentException("point " + point + " is not a candidate move");
        }
        return value[point];
    }

    /**
     * The rank of {@code point}: 1 plus the number of candidates with a strictly higher prior (equal priors
     * share a rank); 0 when it is not a candidate.
     */
    public int rank(int point) {
        if (point < 0 || point >= candidate.length || !candidate[point]) {
            return 0;
        }
        int better = 0;
        for (int p = 0; p < value.length; p++) {
            if (candidate[p] && value[p] > value[point]) {
                better++;
            }
        }
        return better + 1;
    }
}
