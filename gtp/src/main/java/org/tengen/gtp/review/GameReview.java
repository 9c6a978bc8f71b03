package org.tengen.gtp.review;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tengen.core.Geometry;
import org.tengen.core.Stone;

/**
 * A reviewed game: every position of its main line as the search judged it ({@code positions.get(k)} is the
 * position after k moves), every move with its drop and judgement, and what the record says about the game.
 *
 * @param info       the players, result and rules as the record gives them
 * @param geometry   the board
 * @param positions  positions 0 to n for a game of n moves
 * @param moves      moves 1 to n ({@code moves.get(k - 1)} is move k)
 * @param settings   the search's budget and the thresholds used
 * @param elapsedNanos how long the analysis took
 */
public record GameReview(GameInfo info, Geometry geometry, List<PositionEval> positions, List<MoveReview> moves,
                         ReviewSettings settings, long elapsedNanos) {
    /**
     * What the record says about the game, as text for people (empty when the record doesn't say).
     *
     * @param black    Black's name (PB), with the rank (BR) if given
     * @param white    White's name (PW), with the rank (WR) if given
     * @param result   the result (RE) as written
     * @param date     the date (DT)
     * @param event    the event or game name (EV, else GN)
     * @param rules    the rules the review searched under, such as {@code korean}
     * @param komi     the komi
     * @param handicap the handicap stones
     */
    public record GameInfo(String black, String white, String result, String date, String event, String rules,
                           double komi, int handicap) {
    }

    public GameReview {
        positions = List.copyOf(positions);
        moves = List.copyOf(moves);
    }

    /**
     * {@return the moves of {@code stone} judged an inaccuracy or worse, largest drop first, at most {@code limit}}
     */
    public List<MoveReview> biggestMistakes(Stone stone, int limit) {
        List<MoveReview> out = new ArrayList<>();
        for (MoveReview m : moves) {
            if (m.stone() == stone && m.judgement() != Judgement.NONE) {
                out.add(m);
            }
        }
        out.sort(Comparator.comparingDouble(MoveReview::drop).reversed().thenComparingInt(MoveReview::number));
        return out.size() > limit ? List.copyOf(out.subList(0, limit)) : out;
    }

    /** {@return how many moves of {@code stone} got {@code judgement}} */
    public int count(Stone stone, Judgement judgement) {
        int n = 0;
        for (MoveReview m : moves) {
            if (m.stone() == stone && m.judgement() == judgement) {
                n++;
            }
        }
        return n;
    }

    /** {@return one line for people: {@code Black: 1 blunder, 2 mistakes, 4 inaccuracies}} */
    public String tally(Stone stone) {
        return (stone == Stone.BLACK ? "Black" : "White") + ": "
                + plural(count(stone, Judgement.BLUNDER), "blunder", "blunders") + ", "
                + plural(count(stone, Judgement.MISTAKE), "mistake", "mistakes") + ", "
                + plural(count(stone, Judgement.INACCURACY), "inaccuracy", "inaccuracies");
    }

    private static String plural(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }
}
