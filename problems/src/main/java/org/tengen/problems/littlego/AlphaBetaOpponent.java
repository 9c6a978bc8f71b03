package org.tengen.problems.littlego;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.tengen.core.Board;
import org.tengen.core.Position;

/**
 * The arena's searching opponent: negamax with alpha-beta a fixed number of plies deep over every legal
 * move and the pass, under the referee's rules, the move limit and the end by two passes included. A
 * position is worth the mover's stone lead with White's komi; a finished game is worth that plus 100 for
 * the winner, so a sure win is taken. Equal moves are chosen at random (the moves are shuffled first).
 */
public final class AlphaBetaOpponent implements RefereedPlayer {
    private static final double FINISHED = 100;

    private final int depth;
    private final Random random;

    public AlphaBetaOpponent(int depth, long seed) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth " + depth + ": expected 1 or more");
        }
        this.depth = depth;
        this.random = new Random(seed);
    }

    @Override
    public String move(int colour, Position previous, Board current, int movesPlayed) {
        boolean opponentPassed = movesPlayed > 0 && previous.equals(Position.of(current));
        List<Candidate> moves = ordered(Candidate.all(current, colour));
        String best = "PASS";
        double bestValue = -pass(colour, current, opponentPassed, movesPlayed, depth, Double.NEGATIVE_INFINITY,
                Double.POSITIVE_INFINITY);
        for (Candidate c : moves) {
            double v = -negamax(3 - colour, c.after(), false, movesPlayed + 1, depth - 1,
                    Double.NEGATIVE_INFINITY, -bestValue);
            if (v > bestValue) {
                bestValue = v;
                best = c.answer();
            }
        }
        return best;
    }

    /** The value for {@code colour} to move on {@code board} (its ko point from the last move). */
    private double negamax(int colour, Board board, boolean lastWasPass, int moves, int plies, double alpha,
            double beta) {
        if (moves >= LittleGoRules.PRESET.moveLimit()) {
            return finished(colour, board);
        }
        if (plies == 0) {
            return lead(colour, board);
        }
        double best = -pass(colour, board, lastWasPass, moves, plies, -beta, -alpha);
        if (best >= beta) {
            return best;
        }
        for (Candidate c : ordered(Candidate.all(board, colour))) {
            double v = -negamax(3 - colour, c.after(), false, moves + 1, plies - 1, -beta, -Math.max(alpha, best));
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
    private double pass(int colour, Board board, boolean lastWasPass, int moves, int plies, double alpha, double beta) {
        if (lastWasPass) {
            return finished(3 - colour, board);
        }
        Board passed = board.copy();
        passed.setUndoEnabled(false);
        passed.pass(); // no ko after a pass
        return negamax(3 - colour, passed, true, moves + 1, plies - 1, alpha, beta);
    }

    /** Shuffled, then the larger captures first (a stable sort keeps the shuffle among equals). */
    private List<Candidate> ordered(List<Candidate> moves) {
        List<Candidate> list = new ArrayList<>(moves);
        Collections.shuffle(list, random);
        list.sort(Comparator.comparingInt(c -> -c.captured()));
        return list;
    }

    private static double lead(int colour, Board board) {
        double black = Referee.stones(board, Board.BLACK) - Referee.stones(board, Board.WHITE) - LittleGoRules.PRESET.komi();
        return colour == 1 ? black : -black;
    }

    private static double finished(int colour, Board board) {
        double lead = lead(colour, board);
        return lead + (lead > 0 ? FINISHED : -FINISHED);
    }

    @Override
    public String name() {
        return "alphabeta" + depth;
    }
}
