package org.tengen.engine.littlego;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * The arena's searching opponent: negamax with alpha-beta a fixed number of plies deep over every legal
 * move and the pass, under the referee's rules, the move limit and the end by two passes included. A
 * position is worth the mover's stone lead with White's komi; a finished game is worth that plus 100 for
 * the winner, so a sure win is taken. Equal moves are chosen at random (the moves are shuffled first).
 */
public final class AlphaBetaPlayer implements Player {
    private static final double FINISHED = 100;

    private final int depth;
    private final Random random;

    public AlphaBetaPlayer(int depth, long seed) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth " + depth + ": expected 1 or more");
        }
        this.depth = depth;
        this.random = new Random(seed);
    }

    @Override
    public String move(int colour, RefereeBoard previous, RefereeBoard current, int movesPlayed) {
        boolean opponentPassed = movesPlayed > 0 && previous.equals(current);
        List<RefereeBoard.Candidate> moves = ordered(current.legalMoves(colour, previous));
        String best = "PASS";
        double bestValue = -pass(colour, current, opponentPassed, movesPlayed, depth, Double.NEGATIVE_INFINITY,
                Double.POSITIVE_INFINITY);
        for (RefereeBoard.Candidate c : moves) {
            double v = -negamax(3 - colour, c.after(), current, false, movesPlayed + 1, depth - 1,
                    Double.NEGATIVE_INFINITY, -bestValue);
            if (v > bestValue) {
                bestValue = v;
                best = c.answer();
            }
        }
        return best;
    }

    /** The value for {@code colour} to move on {@code board} ({@code previous}: before the last move). */
    private double negamax(int colour, RefereeBoard board, RefereeBoard previous, boolean lastWasPass, int moves,
            int plies, double alpha, double beta) {
        if (moves >= Referee.MOVE_LIMIT) {
            return finished(colour, board);
        }
        if (plies == 0) {
            return lead(colour, board);
        }
        double best = -pass(colour, board, lastWasPass, moves, plies, -beta, -alpha);
        if (best >= beta) {
            return best;
        }
        for (RefereeBoard.Candidate c : ordered(board.legalMoves(colour, previous))) {
            double v = -negamax(3 - colour, c.after(), board, false, moves + 1, plies - 1, -beta, -Math.max(alpha, best));
            if (v > best) {
                best = v;
                if (best >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    /** The value for the opponent after {@code colour} passes. */
    private double pass(int colour, RefereeBoard board, boolean lastWasPass, int moves, int plies, double alpha, double beta) {
        if (lastWasPass) {
            return finished(3 - colour, board);
        }
        return negamax(3 - colour, board, board, true, moves + 1, plies - 1, alpha, beta);
    }

    /** Shuffled, then the larger captures first (a stable sort keeps the shuffle among equals). */
    private List<RefereeBoard.Candidate> ordered(List<RefereeBoard.Candidate> moves) {
        List<RefereeBoard.Candidate> list = new ArrayList<>(moves);
        Collections.shuffle(list, random);
        list.sort(Comparator.comparingInt(c -> -c.captured()));
        return list;
    }

    private static double lead(int colour, RefereeBoard board) {
        double black = board.count(1) - board.count(2) - Referee.KOMI;
        return colour == 1 ? black : -black;
    }

    private static double finished(int colour, RefereeBoard board) {
        double lead = lead(colour, board);
        return lead + (lead > 0 ? FINISHED : -FINISHED);
    }

    @Override
    public String name() {
        return "alphabeta" + depth;
    }
}
