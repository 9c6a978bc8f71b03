package org.tengen.engine.littlego;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The arena's greedy opponent: the legal move that captures the most stones right now, at random among
 * equals (so a random move when nothing can be captured); a pass only when no move is legal.
 */
public final class GreedyPlayer implements Player {
    private final Random random;

    public GreedyPlayer(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public String move(int colour, RefereeBoard previous, RefereeBoard current, int movesPlayed) {
        List<RefereeBoard.Candidate> best = new ArrayList<>();
        int most = -1;
        for (RefereeBoard.Candidate c : current.legalMoves(colour, previous)) {
            if (c.captured() > most) {
                best.clear();
                most = c.captured();
            }
            if (c.captured() == most) {
                best.add(c);
            }
        }
        if (best.isEmpty()) {
            return "PASS";
        }
        RefereeBoard.Candidate c = best.get(random.nextInt(best.size()));
        return c.answer();
    }

    @Override
    public String name() {
        return "greedy";
    }
}
