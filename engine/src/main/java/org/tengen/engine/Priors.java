package org.tengen.engine;

import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * Prior knowledge for a new node, as Gelly and Silver give it: a move starts with some virtual playouts and
 * wins, so the search tries likely moves first and wastes little on unlikely ones. The features: captures,
 * escapes from atari (unless into a ladder), ataris that start a working ladder, self-atari, 3x3 shapes,
 * closeness to the last move, and the line from the edge. Not thread-safe: the tree calls it under its lock.
 */
final class Priors {
    private final Ladder ladder = new Ladder();
    private final SearchParameters k;
    private final Nakade nakade;
    /** Every move starts even, so no move is judged on its first playout. */
    private final int even;
    private int visits;
    private float wins;

    Priors(SearchParameters parameters) {
        this.k = parameters;
        this.nakade = new Nakade(parameters.nakadeStones());
        this.even = parameters.evenVisits();
    }

    /** Virtual playouts of the last {@link #evaluate}. */
    int visits() {
        return visits;
    }

    /** Virtual wins of the last {@link #evaluate}. */
    float wins() {
        return wins;
    }

    /**
     * The prior for a pass: rarely right while the board is open, and likely right as an answer to a pass
     * (it ends the game; the search soon finds out whether that wins).
     */
    void pass(boolean afterPass) {
        visits = even;
        wins = even * (float) (afterPass ? k.passAfterPassRate() : k.passRate());
    }

    /** The prior of colour {@code c} playing the legal point {@code p} after {@code last} (0 for a pass). */
    void evaluate(Board board, int p, int c, int last) {
        visits = even;
        wins = even * 0.5f;
        if (Atari.captures(board, p, c)) {
            add(k.captureVisits(), k.captureRate());
        } else {
            int saved = chainSavedBy(board, p, c);
            if (saved != 0) {
                // Running from atari into a ladder only feeds the opponent more stones.
                add(k.escapeVisits(), ladder.extensionIsCaptured(board, p, c, saved) ? k.escapeIntoLadderRate() : k.escapeRate());
            }
        }
        if (startsWinningLadder(board, p, c)) {
            add(k.ladderVisits(), k.ladderRate());
        }
        if (nakade.isBadSelfAtari(board, p, c)) {
            add(k.selfAtariVisits(), k.selfAtariRate());
        }
        if (Patterns.matches(board, p)) {
            add(k.shapeVisits(), k.shapeRate());
        }
        Geometry g = board.geometry();
        if (last != Geometry.NO_POINT) {
            int dc = Math.abs(g.col(p) - g.col(last));
            int dr = Math.abs(g.row(p) - g.row(last));
            if (dc + dr <= 2 || (dc <= 1 && dr <= 1)) {
                add(k.nearLastVisits(), k.nearLastRate());
            }
        }
        if (g.width() >= 9 && g.height() >= 9 && Patterns.noStoneAround(board, p)) {
            int line = g.edgeDistance(p);
            // On a big board the opening is long and RAVE's noise large: the lines weigh more there.
            int weight = g.area() > 150 ? k.lineVisitsBig() : k.lineVisits();
            if (line == 0) {
                add(weight, k.firstLineRate()); // the first line, far from everything
            } else if (line == 1) {
                add(weight, k.secondLineRate());
            } else if (line == 2 || (line == 3 && g.area() > 150)) {
                add(weight, k.thirdLineRate());
            }
        }
    }

    /** Adds {@code n} virtual playouts won at {@code rate} (taken as a float, as the tree keeps wins). */
    private void add(int n, double rate) {
        visits += n;
        wins += n * (float) rate;
    }

    /**
     * A stone of the chain of {@code c} in atari whose last liberty is {@code p}, when playing there gives
     * it room (two liberties or more); else 0.
     */
    private static int chainSavedBy(Board board, int p, int c) {
        int s = board.geometry().stride();
        for (int i = 0; i < 4; i++) {
            int q = Atari.neighbour(p, i, s);
            if (board.at(q) == c && board.liberties(q) == 1) {
                return Atari.libertiesAfter(board, p, c) >= 2 ? q : 0;
            }
        }
        return 0;
    }

    /** Whether {@code p} puts a neighbouring opponent chain of two liberties in atari and captures it by a ladder. */
    private boolean startsWinningLadder(Board board, int p, int c) {
        int s = board.geometry().stride();
        int o = c ^ 3;
        for (int i = 0; i < 4; i++) {
            int q = Atari.neighbour(p, i, s);
            if (board.at(q) == o && board.liberties(q) == 2 && ladder.ataried(board, p, c, q)) {
                return true;
            }
        }
        return false;
    }
}
