package org.tengen.gtp.crosscheck;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.gtp.client.GtpClient;
import org.tengen.gtp.client.GtpClientException;
import org.tengen.gtp.crosscheck.CrossCheckReport.Mismatch;

/** Looks, within a time budget, for a shorter move list that still shows a mismatch of the same kind. */
final class MismatchShrinker {
    private final Duration budget;
    private final MoveListReplay replay;

    /** {@code budget} zero: don't look. */
    MismatchShrinker(Duration budget, MoveListReplay replay) {
        this.budget = budget;
        this.replay = replay;
    }

    /**
     * {@code original} with the shortest move list found (its own when nothing shorter shows the same kind):
     * removes ever smaller runs of moves, replaying each candidate on {@code client}.
     */
    Mismatch shrink(GtpClient client, Mismatch original) {
        if (budget.isZero() || original.kind() == Mismatch.Kind.ENGINE || original.moves().isEmpty()) {
            return original;
        }
        long deadline = System.nanoTime() + budget.toNanos();
        Geometry g = Geometry.of(original.size());
        List<Move> best = GtpMoves.parse(g, original.moves());
        String bestDetail = original.detail();
        try {
            // Sweeps of removals, runs of half the moves down to pairs (which keep the colours of the
            // moves after them) and single moves, until a sweep removes nothing.
            boolean progress = true;
            while (progress && System.nanoTime() < deadline) {
                progress = false;
                int chunk = Math.max(1, best.size() / 2);
                while (chunk >= 1 && System.nanoTime() < deadline) {
                    int start = 0;
                    while (start < best.size() && System.nanoTime() < deadline) {
                        List<Move> candidate = new ArrayList<>(best.subList(0, start));
                        candidate.addAll(best.subList(Math.min(best.size(), start + chunk), best.size()));
                        MoveListReplay.Outcome r = replay.replay(client, original.size(), original.ko(),
                                original.suicide(), candidate);
                        if (r.mismatch() != null && r.mismatch().kind() == original.kind()) {
                            best = GtpMoves.parse(g, r.mismatch().moves());
                            bestDetail = r.mismatch().detail();
                            progress = true;
                        } else {
                            start += chunk;
                        }
                    }
                    chunk = chunk > 2 ? Math.max(2, chunk / 2) : chunk - 1;
                }
            }
        } catch (GtpClientException e) {
            // Keep what was found so far; the original mismatch stands either way.
        }
        return original.withMinimal(GtpMoves.formatFromBlack(g, best), bestDetail);
    }
}
