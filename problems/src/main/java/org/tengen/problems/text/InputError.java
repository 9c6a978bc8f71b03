package org.tengen.problems.text;

/**
 * A mistake in a problem's input, saying what was wrong and where ({@code line 3, column 5: ...}). An
 * {@link IllegalArgumentException}, so the command line reports it as one line with exit status 2.
 */
public final class InputError extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public InputError(String message) {
        super(message);
    }
}
