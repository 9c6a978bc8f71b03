package org.tengen.gtp.crosscheck;

import org.tengen.gtp.client.GtpClientException;
import org.tengen.gtp.crosscheck.CrossCheckReport.Mismatch;

/** A disagreement found during a side-by-side game: unwinds to the loop that plays it, message as detail. */
final class MismatchFound extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final Mismatch.Kind kind;

    MismatchFound(Mismatch.Kind kind, String detail) {
        // No stack trace: this is an answer, not a bug.
        super(detail, null, false, false);
        this.kind = kind;
    }

    /** GNU Go crashed, timed out or answered with an unexpected error: an ENGINE mismatch. */
    static MismatchFound engineFailure(GtpClientException e) {
        return new MismatchFound(Mismatch.Kind.ENGINE, "GNU Go failed: " + e.getMessage());
    }

    Mismatch.Kind kind() {
        return kind;
    }
}
