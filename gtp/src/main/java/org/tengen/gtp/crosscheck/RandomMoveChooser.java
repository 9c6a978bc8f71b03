package org.tengen.gtp.crosscheck;

import java.util.List;
import java.util.SplittableRandom;

import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;

/**
 * The seeded random moves of a cross-check game: now and then a deliberate ko recapture, superko
 * repetition or suicide, otherwise mostly a uniformly random legal point, sometimes a pass. The same seed
 * and the same candidates give the same moves.
 */
final class RandomMoveChooser {
    private static final double PASS_PROBABILITY = 0.03;
    private static final double KO_ATTEMPT_PROBABILITY = 0.5;
    private static final double SUPERKO_ATTEMPT_PROBABILITY = 0.5;
    private static final double SUICIDE_ATTEMPT_PROBABILITY = 0.15;

    private final SplittableRandom random;

    RandomMoveChooser(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** A ko recapture, superko repetition or suicide to try now, or null. */
    Move attemptOrNull(Game game, MoveCandidates candidates) {
        BoardView board = game.board();
        Stone toMove = game.toMove();
        if (board.koPoint() != 0 && board.koColor() == toMove && random.nextDouble() < KO_ATTEMPT_PROBABILITY) {
            return Move.play(board.koPoint());
        }
        if (!candidates.superko().isEmpty() && random.nextDouble() < SUPERKO_ATTEMPT_PROBABILITY) {
            return pick(candidates.superko());
        }
        if (!candidates.suicide().isEmpty() && random.nextDouble() < SUICIDE_ATTEMPT_PROBABILITY) {
            return pick(candidates.suicide());
        }
        return null;
    }

    /** Mostly a uniformly random legal point; by chance a pass, not right after one; a pass if nothing is legal. */
    Move nextMove(Game game, MoveCandidates candidates) {
        boolean lastWasPass = game.consecutivePasses() > 0;
        if (candidates.legal().isEmpty() || (!lastWasPass && random.nextDouble() < PASS_PROBABILITY)) {
            return Move.PASS;
        }
        return pick(candidates.legal());
    }

    private Move pick(List<Integer> points) {
        return Move.play(points.get(random.nextInt(points.size())));
    }
}
