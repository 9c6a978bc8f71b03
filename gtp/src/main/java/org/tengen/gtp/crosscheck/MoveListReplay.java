package org.tengen.gtp.crosscheck;

import java.util.List;
import java.util.Set;

import org.tengen.core.KoRule;
import org.tengen.core.Move;
import org.tengen.core.SuicideRule;
import org.tengen.gtp.client.GtpClient;
import org.tengen.gtp.client.GtpClientException;
import org.tengen.gtp.crosscheck.CrossCheckReport.Mismatch;
import org.tengen.gtp.crosscheck.GnuGoCrossCheck.KnownDifference;

/**
 * Replays a given move list in tengen and one GNU Go process, checking as a random game does: the legal
 * moves before every move and after the last, stones and prisoners after each.
 */
final class MoveListReplay {
    private final Set<KnownDifference> tolerated;

    MoveListReplay(Set<KnownDifference> tolerated) {
        this.tolerated = tolerated;
    }

    /**
     * How a replay ended.
     *
     * @param mismatch  the first disagreement, or null
     * @param invalidAt the index of a move both programs refused (or played after the game ended), or -1
     */
    record Outcome(Mismatch mismatch, int invalidAt) {
    }

    /** The outcome; GNU Go failing after the board was set up is an ENGINE mismatch. */
    Outcome replay(GtpClient client, int size, KoRule ko, SuicideRule suicide, List<Move> moves) {
        SideBySideGame s = null;
        try {
            s = new SideBySideGame(client, size, ko, suicide, tolerated, new Tally());
            for (int i = 0; i < moves.size(); i++) {
                if (s.game().isOver()) {
                    return new Outcome(null, i);
                }
                s.compareLegalMoves();
                if (!s.play(moves.get(i))) {
                    return new Outcome(null, i);
                }
                s.compareAfterMove();
            }
            if (!s.game().isOver()) {
                s.compareLegalMoves();
            }
            return new Outcome(null, -1);
        } catch (MismatchFound f) {
            return new Outcome(s.mismatch(-1, 0, f), -1);
        } catch (GtpClientException e) {
            if (s == null) {
                throw e;
            }
            return new Outcome(s.mismatch(-1, 0, MismatchFound.engineFailure(e)), -1);
        }
    }
}
