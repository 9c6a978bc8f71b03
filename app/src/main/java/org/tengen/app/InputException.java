package org.tengen.app;

/** A user's mistake in input or arguments: reported as one clear line, exit status 2, no stack trace. */
final class InputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    InputException(String message) {
        super(message);
    }
}
