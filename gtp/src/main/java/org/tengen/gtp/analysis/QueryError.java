package org.tengen.gtp.analysis;

/**
 * A query the service refuses, with the field at fault (null when the whole line is) and a one-line message; it
 * becomes KataGo's error object, {@code {"error":...,"field":...,"id":...}}.
 */
public final class QueryError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String field;

    /** An error in {@code field} (null for none in particular), saying {@code message}. */
    public QueryError(String field, String message) {
        super(message, null, false, false);
        this.field = field;
    }

    /** {@return the query's field at fault, or null} */
    public String field() {
        return field;
    }
}
