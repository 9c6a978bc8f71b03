package org.tengen.serve;

/** A request the server refuses: an HTTP status (4xx) and a message for the page, such as {@code ko}. */
final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;
    private final String reason;

    ApiException(int status, String message) {
        this(status, message, null);
    }

    /** With a short machine-readable reason, such as a move's {@code Legality} ({@code ko}, {@code occupied}). */
    ApiException(int status, String message, String reason) {
        super(message);
        this.status = status;
        this.reason = reason;
    }

    int status() {
        return status;
    }

    /** {@return the short reason, or null} */
    String reason() {
        return reason;
    }

    static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }

    static ApiException notFound(String message) {
        return new ApiException(404, message);
    }

    static ApiException conflict(String message) {
        return new ApiException(409, message);
    }
}
