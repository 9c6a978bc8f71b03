package org.tengen.problems.littlego;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tengen.core.Board;
import org.tengen.core.Position;

/**
 * The arena's greedy opponent: the legal move that captures the most stones right now, at random among
 * equals (so a random move when nothing can be captured); a pass only when no move is legal.
 */
public final class GreedyOpponent implements RefereedPlayer {
    private final Random random;

    public GreedyOpponent(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public String move(int colour, Position previous, Board current, int movesPlayed) {
        List<Candidate> best = new ArrayList<>();
        int most = -1;
        for (Candidate c : Candidate.all(current, colour)) {
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
        Candidate c = best.get(random.nextInt(best.size()));
        return c.answer();
    }

    @Override
    public String name() {
        return "greedy";
    }
}
