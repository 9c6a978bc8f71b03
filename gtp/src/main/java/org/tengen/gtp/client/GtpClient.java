package org.tengen.gtp.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A Go Text Protocol client: runs an engine as a subprocess and exchanges one command for one reply.
 *
 * <p>{@link #send(String)} writes a command line and reads the reply up to its closing empty line. It
 * returns the text after {@code =} (and an optional id), lines joined with {@code \n}; an error reply
 * ({@code ? message}), a reply that does not come within the timeout, an engine that exits, and output
 * that is not a GTP reply all throw a {@link GtpClientException} of the matching {@link GtpClientException.Kind}.
 * After a timeout or a garbled reply the client cannot tell which reply belongs to which command, so it
 * refuses further commands; an error reply leaves it usable.
 *
 * <p>The engine's standard output is read on a background thread (so a read can time out), and its
 * standard error is drained on another, keeping the last few thousand characters for error messages.
 * {@link #close()} sends {@code quit}, then ends the process (and any children it started) if it does not
 * exit by itself. One command at a time: {@code send} is synchronised.
 */
public final class GtpClient implements AutoCloseable {
    /** The timeout of {@link #start(List)}: generous, since a search command may think for a while. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);
    /** How much of the engine's standard error is kept for messages. */
    static final int STDERR_TAIL_CHARS = 4000;
    private static final Duration QUIT_TIMEOUT = Duration.ofSeconds(2);
    private static final Duration EXIT_GRACE = Duration.ofSeconds(2);

    /** Marks the end of the engine's output in the line queue. */
    private static final Object END_OF_OUTPUT = new Object();

    private final List<String> command;
    private final String name;
    private final Process process;
    private final Writer stdin;
    private final BlockingQueue<Object> lines = new LinkedBlockingQueue<>();
    private final StringBuilder stderrTail = new StringBuilder();
    private final Thread stdoutReader;
    private final Thread stderrReader;
    private final ReentrantLock lock = new ReentrantLock();
    private volatile Duration timeout;
    private volatile boolean closed;
    /** Why the client refuses commands (a timeout, a garbled reply, the engine gone), or null while usable. */
    private volatile String broken;

    private GtpClient(List<String> command, Path directory, Duration timeout) {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("an engine command line needs at least the program");
        }
        this.command = List.copyOf(command);
        this.name = Path.of(command.get(0)).getFileName().toString();
        this.timeout = checkTimeout(timeout);
        ProcessBuilder builder = new ProcessBuilder(this.command);
        if (directory != null) {
            builder.directory(directory.toFile());
        }
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new GtpClientException(GtpClientException.Kind.UNAVAILABLE, null,
                    "cannot start engine " + String.join(" ", command) + ": " + e.getMessage(), null, null, e);
        }
        stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        stdoutReader = new Thread(this::readStdout, "gtp-stdout-" + name + "-" + process.pid());
        stderrReader = new Thread(this::readStderr, "gtp-stderr-" + name + "-" + process.pid());
        stdoutReader.setDaemon(true);
        stderrReader.setDaemon(true);
        stdoutReader.start();
        stderrReader.start();
    }

    /** Starts the engine {@code command} (program and arguments) with the {@link #DEFAULT_TIMEOUT}. */
    public static GtpClient start(List<String> command) {
        return new GtpClient(command, null, DEFAULT_TIMEOUT);
    }

    /** Starts the engine {@code command} (program and arguments); each reply must come within {@code timeout}. */
    public static GtpClient start(List<String> command, Duration timeout) {
        return new GtpClient(command, null, timeout);
    }

    /** Starts the engine {@code command} in the working directory {@code directory}. */
    public static GtpClient start(List<String> command, Path directory, Duration timeout) {
        return new GtpClient(command, directory, timeout);
    }

    /** The engine's command line. */
    public List<String> command() {
        return command;
    }

    /** How long {@link #send(String)} waits for a complete reply. */
    public Duration timeout() {
        return timeout;
    }

    /** Changes how long {@link #send(String)} waits for a complete reply (say, longer before a genmove). */
    public void setTimeout(Duration timeout) {
        this.timeout = checkTimeout(timeout);
    }

    /** Whether the engine process is still running. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** The engine process id, for logs. */
    public long pid() {
        return process.pid();
    }

    /** The last characters the engine wrote to standard error (up to a few thousand). */
    public String stderrTail() {
        synchronized (stderrTail) {
            return stderrTail.toString();
        }
    }

    /**
     * Sends one command, such as {@code play black D4}, and returns the reply text without the leading
     * {@code =} and id: empty for a command that answers nothing, lines joined with {@code \n}.
     *
     * @throws GtpClientException for an error reply, a timeout, an engine that exited, a garbled reply, or a
     *                      client that was closed or broken earlier
     * @throws IllegalArgumentException for a blank command or one that spans lines
     */
    public String send(String command) {
        return send(command, timeout);
    }

    /** {@link #send(String)} with a timeout for this command only. */
    public String send(String command, Duration timeout) {
        checkTimeout(timeout);
        String line = command.strip();
        if (line.isEmpty() || line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a GTP command is one non-empty line, not '" + command + "'");
        }
        lock.lock();
        try {
            if (closed) {
                throw failure(GtpClientException.Kind.UNAVAILABLE, line, "the client of " + name + " is closed", null);
            }
            if (broken != null) {
                throw failure(GtpClientException.Kind.UNAVAILABLE, line, "the client of " + name
                        + " no longer accepts commands: " + broken, null);
            }
            return exchange(line, timeout);
        } finally {
            lock.unlock();
        }
    }

    private String exchange(String line, Duration timeout) {
        try {
            stdin.write(line);
            stdin.write('\n');
            stdin.flush();
        } catch (IOException e) {
            throw exited(line, e);
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        String first;
        do {
            first = nextLine(line, deadline, timeout);
        } while (first.isBlank());
        char status = first.charAt(0);
        int i = 1;
        while (i < first.length() && Character.isDigit(first.charAt(i))) {
            i++;
        }
        if ((status != '=' && status != '?') || (i < first.length() && !Character.isWhitespace(first.charAt(i)))) {
            broken = "it wrote '" + abbreviate(first) + "' instead of a reply to '" + line + "'";
            throw failure(GtpClientException.Kind.GARBLED_REPLY, line, name + " answered '" + line + "' with '"
                    + abbreviate(first) + "', which is not a GTP reply (expected '= ...' or '? ...')", null);
        }
        StringBuilder text = new StringBuilder(first.substring(i).strip());
        while (true) {
            String next = nextLine(line, deadline, timeout);
            if (next.isBlank()) {
                break;
            }
            text.append('\n').append(next);
        }
        if (status == '?') {
            String message = text.toString();
            throw new GtpClientException(GtpClientException.Kind.ERROR_REPLY, line, name + " refused '" + line + "': "
                    + message, message, null, null);
        }
        return text.toString();
    }

    private String nextLine(String line, long deadline, Duration timeout) {
        Object item;
        try {
            item = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            broken = "interrupted while waiting for a reply to '" + line + "'";
            throw failure(GtpClientException.Kind.UNAVAILABLE, line, "interrupted while waiting for " + name
                    + " to answer '" + line + "'", e);
        }
        if (item == null) {
            broken = "it timed out on '" + line + "'";
            throw failure(GtpClientException.Kind.TIMEOUT, line, name + " did not answer '" + line + "' within "
                    + describe(timeout), null);
        }
        if (item instanceof String) {
            return (String) item;
        }
        if (item == END_OF_OUTPUT) {
            lines.add(END_OF_OUTPUT); // later reads see the end too
            throw exited(line, null);
        }
        throw exited(line, (IOException) item);
    }

    private GtpClientException exited(String line, IOException cause) {
        broken = "the engine exited";
        Integer code = null;
        try {
            if (process.waitFor(EXIT_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                code = process.exitValue();
            }
            stderrReader.join(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String how = code == null ? "closed its output" : "exited with code " + code;
        return new GtpClientException(GtpClientException.Kind.ENGINE_EXITED, line, name + " " + how
                + " before answering '" + line + "'" + stderrNote(), null, code, cause);
    }

    private GtpClientException failure(GtpClientException.Kind kind, String line, String message, Throwable cause) {
        return new GtpClientException(kind, line, message + stderrNote(), null, null, cause);
    }

    private String stderrNote() {
        String tail = stderrTail().strip();
        return tail.isEmpty() ? "" : "; its standard error ends: " + tail;
    }

    /**
     * Sends {@code quit} if the engine is still answering, then waits briefly for it to exit and ends it
     * (and any processes it started) if it does not. Safe to call more than once, and from another thread
     * to abort a command that is waiting for a reply.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (lock.tryLock()) {
            try {
                if (broken == null && process.isAlive()) {
                    try {
                        exchange("quit", QUIT_TIMEOUT);
                    } catch (GtpClientException ignored) {
                        // the engine is ended below either way
                    }
                }
            } finally {
                lock.unlock();
            }
        }
        try {
            stdin.close();
        } catch (IOException ignored) {
            // the process may already be gone
        }
        // An engine that timed out or wrote garbage is not worth waiting for.
        long grace = broken == null ? EXIT_GRACE.toMillis() : 100;
        try {
            if (!process.waitFor(grace, TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroy);
                process.destroy();
                if (!process.waitFor(EXIT_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly();
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    // ---------------------------------------------------------------- background readers

    private void readStdout() {
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                lines.add(line);
            }
            lines.add(END_OF_OUTPUT);
        } catch (IOException e) {
            lines.add(e);
        }
    }

    private void readStderr() {
        char[] buffer = new char[1024];
        try (Reader reader = new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8)) {
            int n;
            while ((n = reader.read(buffer)) >= 0) {
                synchronized (stderrTail) {
                    stderrTail.append(buffer, 0, n);
                    int excess = stderrTail.length() - STDERR_TAIL_CHARS;
                    if (excess > 0) {
                        stderrTail.delete(0, excess);
                    }
                }
            }
        } catch (IOException ignored) {
            // the process ended; what was read is kept
        }
    }

    // ---------------------------------------------------------------- helpers

    private static Duration checkTimeout(Duration timeout) {
        if (timeout == null || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("a GTP timeout must be positive, not " + timeout);
        }
        return timeout;
    }

    private static String describe(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms";
    }

    private static String abbreviate(String s) {
        return s.length() <= 80 ? s : s.substring(0, 77) + "...";
    }

    @Override
    public String toString() {
        return "GtpClient[" + String.join(" ", command) + ", pid " + process.pid() + "]";
    }
}
