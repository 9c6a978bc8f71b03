package org.tengen.gtp.client;

/**
 * A GTP exchange of the client that did not produce a successful reply (the server's refusal of a command is
 * another thing, {@code server.GtpFailure}): the engine answered {@code ? message}, did not
 * answer in time, exited, wrote something that is not a GTP reply, or could not be started or written to.
 *
 * <p>Unchecked, like {@link java.io.UncheckedIOException}: callers that run an engine decide at one place
 * what an engine failure means (a lost game, a failed check) rather than at every command. The
 * {@link #kind()} tells the cases apart; the message quotes the command, the engine's words and the tail
 * of its standard error where there is one.
 */
public final class GtpClientException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    public enum Kind {
        /** The engine answered {@code ? message}: {@link #engineMessage()} holds the message. */
        ERROR_REPLY,
        /** No complete reply arrived within the client's timeout. */
        TIMEOUT,
        /** The engine closed its output or exited: {@link #exitCode()} holds the code once known. */
        ENGINE_EXITED,
        /** The engine wrote something that is not a GTP reply. */
        GARBLED_REPLY,
        /** The engine could not be started, or the client was used after it was closed or broken. */
        UNAVAILABLE
    }

    private final Kind kind;
    private final String command;
    private final String engineMessage;
    private final Integer exitCode;

    GtpClientException(Kind kind, String command, String message, String engineMessage, Integer exitCode,
                       Throwable cause) {
        super(message, cause);
        this.kind = kind;
        this.command = command;
        this.engineMessage = engineMessage;
        this.exitCode = exitCode;
    }

    public Kind kind() {
        return kind;
    }

    /** The command that failed, or {@code null} when the failure was starting the engine. */
    public String command() {
        return command;
    }

    /** For {@link Kind#ERROR_REPLY}, the engine's text after {@code ?}, such as {@code illegal move}; else {@code null}. */
    public String engineMessage() {
        return engineMessage;
    }

    /** For {@link Kind#ENGINE_EXITED}, the exit code if the process had ended; else {@code null}. */
    public Integer exitCode() {
        return exitCode;
    }
}
