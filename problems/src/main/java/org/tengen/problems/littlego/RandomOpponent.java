package org.tengen.problems.littlego;

import java.util.List;
import java.util.Random;
import org.tengen.core.Board;
import org.tengen.core.Position;

/** The arena's weakest opponent: a uniformly random legal move, a pass only when there is none. */
public final class RandomOpponent implements RefereedPlayer {
    private final Random random;

    public RandomOpponent(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public String move(int colour, Position previous, Board current, int movesPlayed) {
        List<Candidate> moves = Candidate.all(current, colour);
        if (moves.isEmpty()) {
            return "PASS";
        }
        Candidate c = moves.get(random.nextInt(moves.size()));
        return c.answer();
    }

    @Override
    public String name() {
        return "random";
    }
}
