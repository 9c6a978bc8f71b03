package org.tengen.engine.solve;

import java.util.ArrayList;
import java.util.List;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.Turn;

/**
 * What a player learned of its margins (its area minus the opponent's, komi aside) in the game under way, for
 * each colour apart: the margin its last move was proven to keep, and the lowest margin refuted. A game is the
 * same while the board, the rules and the history up to the last record stay; anything else starts afresh.
 */
final class MarginsInPlay {
    /** One colour's record. */
    private static final class Side {
        String board;
        org.tengen.core.Rules rules;
        /** The history when the record was last written: the game it belongs to. */
        List<Turn> seen;
        /** The history with the move proven to keep {@link #kept}, or null. */
        List<Turn> keptAfter;
        int kept;
        boolean anyKept;
        /** The lowest margin refuted in the game (above the area: none). */
        int refuted;
    }

    private final Side[] sides = {new Side(), new Side()};

    /** Forgets both colours' records (a new game). */
    void clear() {
        for (Side s : sides) {
            s.seen = null;
        }
    }

    /**
     * The margin to try first for the side to move of {@code game} ({@code history} its turns): the one its last
     * move was proven to keep when that move and one reply are all that happened since (it holds after any reply),
     * else the lowest of the whole board, the last margin proven in the game and one below the lowest refuted.
     */
    int firstTry(Game game, List<Turn> history) {
        Side s = side(game, history);
        int area = game.geometry().area();
        if (s.keptAfter != null && continuesAfterOneReply(history, s.keptAfter, game.toMove())) {
            return s.kept;
        }
        int m = Math.min(area, s.refuted - 1);
        if (s.anyKept) {
            m = Math.min(m, s.kept);
        }
        return Math.max(-area, m);
    }

    /** Records that the side to move of {@code game} cannot keep {@code margin} there. */
    void refuted(Game game, List<Turn> history, int margin) {
        Side s = side(game, history);
        s.refuted = Math.min(s.refuted, margin);
        s.keptAfter = null;
    }

    /** Records that {@code move}, played by the side to move of {@code game}, was proven to keep {@code margin}. */
    void kept(Game game, List<Turn> history, Move move, int margin) {
        Side s = side(game, history);
        List<Turn> after = new ArrayList<>(history);
        after.add(new Turn(game.toMove(), move, false, false));
        s.keptAfter = List.copyOf(after);
        s.seen = s.keptAfter;
        s.kept = margin;
        s.anyKept = true;
    }

    /** The side to move's record for this game: the old one if the game is the same, else a fresh one. */
    private Side side(Game game, List<Turn> history) {
        Side s = sides[game.toMove() == Stone.BLACK ? 0 : 1];
        String board = game.geometry().describe();
        boolean same = s.seen != null && board.equals(s.board) && game.rules().equals(s.rules)
                && startsWith(history, s.seen);
        if (!same) {
            s.board = board;
            s.rules = game.rules();
            s.keptAfter = null;
            s.anyKept = false;
            s.refuted = game.geometry().area() + 1;
        }
        if (!same || history.size() > s.seen.size()) {
            s.seen = history;
        }
        return s;
    }

    /** Whether {@code history} is {@code before} and one move of the opponent of {@code mover} (who is to move). */
    private static boolean continuesAfterOneReply(List<Turn> history, List<Turn> before, Stone mover) {
        if (history.size() != before.size() + 1 || !startsWith(history, before)) {
            return false;
        }
        Turn reply = history.get(before.size());
        return !reply.setup() && !reply.removal() && reply.stone() == mover.opponent();
    }

    private static boolean startsWith(List<Turn> history, List<Turn> prefix) {
        return history.size() >= prefix.size() && history.subList(0, prefix.size()).equals(prefix);
    }
}
