package org.tengen.gtp.crosscheck;

import java.util.List;
import java.util.Set;

import org.tengen.core.Move;
import org.tengen.gtp.client.GtpClient;
import org.tengen.gtp.client.GtpClientException;
import org.tengen.gtp.crosscheck.CrossCheckReport.Mismatch;
import org.tengen.gtp.crosscheck.GnuGoCrossCheck.KnownDifference;

/** Plays one planned random game in tengen and one GNU Go process side by side, to its end or first mismatch. */
final class RandomGameCheck {
    private final Set<KnownDifference> tolerated;

    RandomGameCheck(Set<KnownDifference> tolerated) {
        this.tolerated = tolerated;
    }

    /** The game's counts, with its mismatch if any; GNU Go failing is an ENGINE mismatch, not an exception. */
    Tally play(GtpClient client, GameSpec spec) {
        Tally tally = new Tally();
        SideBySideGame s = null;
        try {
            s = new SideBySideGame(client, spec.size(), spec.ko(), spec.suicide(), tolerated, tally);
            RandomMoveChooser chooser = new RandomMoveChooser(spec.seed());
            int limit = spec.moveLimit();
            while (!s.game().isOver() && s.game().moveCount() < limit) {
                MoveCandidates candidates = s.compareLegalMoves();
                Move attempt = chooser.attemptOrNull(s.game(), candidates);
                if (attempt != null) {
                    tally.attempts++;
                    if (s.play(attempt)) {
                        s.compareAfterMove();
                        continue;
                    }
                    tally.attemptsRefused++;
                }
                if (!s.play(chooser.nextMove(s.game(), candidates))) {
                    throw new IllegalStateException("both programs refused a move tengen listed as legal");
                }
                s.compareAfterMove();
            }
        } catch (MismatchFound f) {
            tally.mismatch = s.mismatch(spec.index(), spec.seed(), f);
        } catch (GtpClientException e) {
            MismatchFound f = MismatchFound.engineFailure(e);
            tally.mismatch = s == null
                    ? new Mismatch(spec.index(), spec.seed(), spec.size(), spec.ko(), spec.suicide(), f.kind(),
                    List.of(), f.getMessage(), "", List.of(), f.getMessage())
                    : s.mismatch(spec.index(), spec.seed(), f);
        }
        return tally;
    }
}
