package org.tengen.engine.littlego;

import java.util.List;
import java.util.Random;

/** The arena's weakest opponent: a uniformly random legal move, a pass only when there is none. */
public final class RandomPlayer implements Player {
    private final Random random;

    public RandomPlayer(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public String move(int colour, RefereeBoard previous, RefereeBoard current, int movesPlayed) {
        List<RefereeBoard.Candidate> moves = current.legalMoves(colour, previous);
        if (moves.isEmpty()) {
            return "PASS";
        }
        RefereeBoard.Candidate c = moves.get(random.nextInt(moves.size()));
        return c.answer();
    }

    @Override
    public String name() {
        return "random";
    }
}
