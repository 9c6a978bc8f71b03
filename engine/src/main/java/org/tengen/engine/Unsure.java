package org.tengen.engine;

import java.util.List;

/**
 * Whether a search's choice of move is unsure enough to think longer about, from the root's statistics:
 * the most visited move changed during the last part of the search; or another move with a fair share of
 * the visits ({@link SearchParameters#extendFairShare}) has a better win rate; or the second most visited
 * is close behind ({@link SearchParameters#extendCloseRatio}); or, the other way, whether it is decided so
 * that the search may end early. Pure: it reads nothing but its arguments.
 */
final class Unsure {
    private Unsure() {
    }

    /**
     * Whether the choice is unsure: {@code changed} (the most visited move is not the one of a while ago), or
     * the root moves {@code byVisits} (most visited first, as {@link Mcts#rootCandidates} gives them) say so.
     * A root of one move, or with no visits, is sure.
     */
    static boolean unsure(List<Decision.Candidate> byVisits, boolean changed, SearchParameters p) {
        if (changed) {
            return true;
        }
        if (byVisits.size() < 2 || byVisits.get(0).visits() == 0) {
            return false;
        }
        Decision.Candidate top = byVisits.get(0);
        if (top.visits() < p.extendCloseRatio() * byVisits.get(1).visits()) {
            return true;
        }
        for (int i = 1; i < byVisits.size(); i++) {
            Decision.Candidate c = byVisits.get(i);
            if (c.visits() < p.extendFairShare() * top.visits()) {
                break; // most visited first: the rest have fewer still
            }
            if (c.winRate() > top.winRate()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the most visited of the root moves {@code byVisits} is decided: the second could not catch up
     * with it even with {@code playoutsLeft} more playouts (a root of one move is decided). Never with
     * {@code playoutsLeft} below 0, which asks for no early end.
     */
    static boolean decided(List<Decision.Candidate> byVisits, double playoutsLeft) {
        if (playoutsLeft < 0) {
            return false;
        }
        if (byVisits.size() < 2) {
            return true;
        }
        return byVisits.get(0).visits() - byVisits.get(1).visits() > playoutsLeft;
    }
}
