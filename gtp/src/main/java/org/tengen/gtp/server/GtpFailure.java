package org.tengen.gtp.server;

/** A command the engine refuses: the reply is {@code ? message}, and the engine goes on. */
final class GtpFailure extends Exception {
    private static final long serialVersionUID = 1L;

    GtpFailure(String message) {
        super(message);
    }
}
