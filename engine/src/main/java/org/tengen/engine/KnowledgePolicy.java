package org.tengen.engine;

import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * The search's playout policy, with knowledge, MoGo-style: answer the last move first (capture a chain it left
 * in atari, save a chain of ours it put in atari, play a 3x3 shape next to it), else a uniformly random move.
 * Never fills its own eye and never puts a chain of two or more stones in atari, unless as a {@link Nakade}
 * (when the parameters allow one). One per thread: it keeps scratch space. The {@link LearnedShapePolicy} is
 * the same with the learnt 3x3 shapes instead of these.
 */
final class KnowledgePolicy implements PlayoutPolicy {
    private final FastRandom random;
    private final LastMoveAnswers answers = new LastMoveAnswers();
    private final int[] found = new int[8];
    private final UniformSampler sampler; // sharing this policy's random numbers
    private final Nakade nakade;
    /** How often (percent) a shape next to the last move is played when there is one. */
    private final int shapePercent;
    /** Blind draws of the random move before a shuffle of the empty points. */
    private final int sampleTries;

    KnowledgePolicy(FastRandom random, SearchParameters parameters) {
        this.random = random;
        this.nakade = new Nakade(parameters.nakadeStones());
        this.sampler = new UniformSampler(random, nakade);
        this.shapePercent = parameters.shapePercent();
        this.sampleTries = parameters.sampleTries();
    }

    @Override
    public int choose(Board board, int c, int last) {
        if (last != Geometry.NO_POINT && board.at(last) != Board.EMPTY) {
            int n = answers.find(board, c, last);
            if (n > 0) {
                return answers.get(random.nextInt(n));
            }
            n = shapes(board, c, last);
            if (n > 0 && random.nextInt(100) < shapePercent) {
                return found[random.nextInt(n)];
            }
        }
        return sampler.sample(board, c, sampleTries, true);
    }

    /** Empty points next to {@code last} that make a shape and are sound for {@code c}; returns how many. */
    private int shapes(Board board, int c, int last) {
        int s = board.geometry().stride();
        int n = 0;
        for (int d = 0; d < 8; d++) {
            int p = last + diagonalOrSide(d, s);
            if (board.at(p) == Board.EMPTY && Patterns.matches(board, p) && isSound(board, p, c, nakade)) {
                found[n++] = p;
            }
        }
        return n;
    }

    static int diagonalOrSide(int d, int s) {
        return switch (d) {
            case 0 -> -s - 1;
            case 1 -> -s;
            case 2 -> -s + 1;
            case 3 -> -1;
            case 4 -> 1;
            case 5 -> s - 1;
            case 6 -> s;
            default -> s + 1;
        };
    }

    /** Legal, not filling an eye of our own, and not putting a chain of ours in atari unless as a nakade. */
    static boolean isSound(Board board, int p, int c, Nakade nakade) {
        return !Candidates.isOwnEye(board, p, c) && board.isLegal(p, c) && !nakade.isBadSelfAtari(board, p, c);
    }
}
