package org.tengen.engine.learn;

import java.io.IOException;

/** A weights file that is damaged, of another version, or not a weights file: the message says what and where. */
public final class WeightsFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public WeightsFormatException(String message) {
        super(message);
    }
}
