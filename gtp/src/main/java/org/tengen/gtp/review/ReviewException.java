package org.tengen.gtp.review;

/** A record that cannot be reviewed, such as one with a move on an occupied point: one line saying where and why. */
public final class ReviewException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** A problem described in one line for people. */
    public ReviewException(String message) {
        super(message);
    }
}
