package org.tengen.gtp.crosscheck;

import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;

import org.tengen.core.Legality;
import org.tengen.gtp.crosscheck.CrossCheckReport.Mismatch;
import org.tengen.gtp.crosscheck.GnuGoCrossCheck.KnownDifference;

/** The counts of one cross-checked game or of a whole run, with its first mismatch: a report in the making. */
final class Tally {
    int games;
    long moves;
    long passes;
    long legalMoveChecks;
    long pointsCompared;
    long stoneChecks;
    long captureChecks;
    long attempts;
    long attemptsRefused;
    long suicidesPlayed;
    long stonesCaptured;
    final Map<Legality, Long> reasons = new EnumMap<>(Legality.class);
    final Map<KnownDifference, Long> known = new EnumMap<>(KnownDifference.class);
    Mismatch mismatch;

    /** Adds {@code t}'s counts (not its games); keeps the mismatch of the lower game number. */
    void add(Tally t) {
        moves += t.moves;
        passes += t.passes;
        legalMoveChecks += t.legalMoveChecks;
        pointsCompared += t.pointsCompared;
        stoneChecks += t.stoneChecks;
        captureChecks += t.captureChecks;
        attempts += t.attempts;
        attemptsRefused += t.attemptsRefused;
        suicidesPlayed += t.suicidesPlayed;
        stonesCaptured += t.stonesCaptured;
        t.reasons.forEach((k, v) -> reasons.merge(k, v, Long::sum));
        t.known.forEach((k, v) -> known.merge(k, v, Long::sum));
        if (mismatch == null || (t.mismatch != null && t.mismatch.game() < mismatch.game())) {
            mismatch = t.mismatch != null ? t.mismatch : mismatch;
        }
    }

    CrossCheckReport report(int planned, long nanos) {
        return new CrossCheckReport(planned, games, moves, passes, legalMoveChecks, pointsCompared,
                stoneChecks, captureChecks, attempts, attemptsRefused, suicidesPlayed, stonesCaptured,
                reasons, known, Duration.ofNanos(nanos), mismatch);
    }
}
