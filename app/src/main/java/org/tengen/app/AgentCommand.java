package org.tengen.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import org.tengen.problems.littlego.Agent;
import org.tengen.problems.littlego.AgentInput;
import org.tengen.problems.littlego.AgentInputFile;
import org.tengen.problems.littlego.AgentMove;
import org.tengen.problems.littlego.AgentState;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tengen agent}: the little-go homework's player, one move from input.txt to output.txt; or its arena. */
@Command(name = "agent",
        mixinStandardHelpOptions = true,
        description = "Play one move of the little-go homework (input.txt to output.txt).",
        footer = {"",
            "Input: line 1 the colour to play (1 black, 2 white), then 5 rows of 5 digits",
            "(0 empty, 1 black, 2 white): the board after your last move, then 5 rows: the",
            "board now. Output: 'i,j' (row, column from 0 at the top left) or 'PASS', with",
            "no line end. Rules: 5x5, stones on the board count, komi 2.5 for White, the game",
            "ends after 24 moves. Between moves the agent keeps the move count in",
            AgentCommand.STATE_FILE + " beside the input; without it the count comes from the",
            "boards. --time is the whole run, counted from the process's start (the launcher",
            "and the JVM's start included): the search ends " + AgentCommand.RESERVE_SECONDS + " s before it, for the files",
            "and the JVM's exit. Out of time, the move is the priors' best, not a blind one.",
            "",
            "With --arena, plays --games games as each colour against an opponent (random,",
            "greedy, alphabeta) under a referee of its own: a line per game on standard",
            "error, then the wins per colour.",
            "",
            "Example:",
            "  tengen agent --input input.txt --output output.txt --time 1",
            "  tengen agent --arena greedy --games 50 --playouts 5000 --seed 1"})
final class AgentCommand implements Callable<Integer> {
    static final String STATE_FILE = ".tengen-agent-state";
    /**
     * Kept back from --time for what comes after the search: writing the files and the JVM's exit. The time
     * before main() (the launcher, the JVM's start: 0.15 s idle, over a second on a busy machine) is not
     * guessed but read from the process's start time ({@link #processStartNanos}). A move over the limit
     * loses the game.
     */
    static final double RESERVE_SECONDS = 0.5;
    /**
     * The JVM options the launcher ({@code ./tengen}) gives {@code tengen agent}, and the arena's processes
     * too: with both cores busy, a one-second JVM does better with the quick compiler alone and a garbage
     * collector without threads of its own (a median of some 1,700 playouts at move 1 instead of 150).
     */
    static final List<String> JVM_OPTIONS = List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");
    /** The time before main() assumed when the system doesn't tell the process's start. */
    private static final long ASSUMED_START_NANOS = 400_000_000L;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--input", paramLabel = "FILE", defaultValue = "input.txt", description = "The input (default: ${DEFAULT-VALUE}).")
    Path input;

    @Option(names = "--output", paramLabel = "FILE", defaultValue = "output.txt", description = "The output (default: ${DEFAULT-VALUE}).")
    Path output;

    @Option(names = "--time", paramLabel = "SECONDS", defaultValue = "1",
            description = "Time for the whole move, the JVM's start included (default: ${DEFAULT-VALUE} s).")
    Converters.Seconds time;

    @Option(names = "--playouts", paramLabel = "N", description = "Stop after N playouts (with --seed: the same move every run).")
    Integer playouts;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the search (default: the time; --arena: 1).")
    Long seed;

    @Option(names = "--verbose", description = "Say on standard error why the move was chosen.")
    boolean verbose;

    @Option(names = "--arena", paramLabel = "OPPONENT", description = "Play games against random, greedy or alphabeta instead.")
    String arena;

    @Option(names = "--games", paramLabel = "N", defaultValue = "10", description = "--arena: games as each colour (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--depth", paramLabel = "PLIES", defaultValue = "3", description = "--arena alphabeta: plies searched (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--fresh", description = "--arena: the agent keeps no state between moves, as in a new directory each move.")
    boolean fresh;

    @Option(names = "--processes", description = "--arena: run the agent as a new process for each move, as the course does.")
    boolean processes;

    @Override
    public Integer call() {
        long started = processStartNanos(Main.mainStartNanos() != 0 ? Main.mainStartNanos() : System.nanoTime());
        if (!(time.value() > 0 && time.value() <= 3600)) {
            throw new InputException("--time " + time + ": expected seconds above 0 and at most 3600, such as 0.5");
        }
        if (playouts != null && playouts < 1) {
            throw new InputException("--playouts " + playouts + ": expected 1 or more");
        }
        int maxPlayouts = playouts != null ? playouts : Integer.MAX_VALUE;
        if (arena != null) {
            return new AgentArenaRun(spec.commandLine(), arena, games, depth, fresh, processes).run(time.value(),
                    searchNanos(time.value(), 0), maxPlayouts, seed != null ? seed : 1);
        }
        AgentInput in = AgentInputFile.read(input.toString());
        Path state = input.toAbsolutePath().resolveSibling(STATE_FILE);
        AgentMove move = new Agent(seed != null ? seed : System.nanoTime()).decide(in, readState(state), maxPlayouts,
                searchNanos(time.value(), System.nanoTime() - started));
        write(output, move.text());
        try {
            write(state, move.state().format());
        } catch (InputException e) {
            // The move stands; the next one counts from the boards instead.
            spec.commandLine().getErr().println("tengen agent: warning: " + e.getMessage());
        }
        if (verbose) {
            PrintWriter err = spec.commandLine().getErr();
            err.printf("tengen agent: %s, %s; %.3f s since the process started%n", move.text(), move.reason(),
                    (System.nanoTime() - started) / 1e9);
            err.flush();
        }
        return 0;
    }

    /**
     * When this process began, on {@link System#nanoTime()}'s scale ({@link ProcessStart}); {@code mainStart}
     * less an assumed JVM start where the system doesn't say, or says something impossible.
     */
    static long processStartNanos(long mainStart) {
        OptionalLong ago = ProcessStart.nanosAgo();
        if (ago.isPresent()) {
            long before = System.nanoTime() - ago.getAsLong();
            if (before <= mainStart && mainStart - before < 60_000_000_000L) {
                return before;
            }
        }
        return mainStart - ASSUMED_START_NANOS;
    }

    /**
     * The search's share of a move of {@code seconds} when {@code elapsedNanos} have gone since the process
     * began: what is left before writing the files and the JVM's exit. When nothing is left (a machine so busy
     * that the JVM's start took it all) the search gets no time, and the move is the priors' best.
     */
    static long searchNanos(double seconds, long elapsedNanos) {
        return Math.max((long) ((seconds - RESERVE_SECONDS) * 1e9) - elapsedNanos, 1);
    }

    private static Optional<AgentState> readState(Path file) {
        try {
            return Files.isRegularFile(file) ? AgentState.parse(Files.readString(file, StandardCharsets.UTF_8)) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // unreadable state is no state: the boards still tell the count
        }
    }

    /** Writes a file whole or not at all: a temporary file beside it, then a rename. */
    private static void write(Path file, String text) {
        Path absolute = file.toAbsolutePath();
        Path tmp = absolute.resolveSibling("." + absolute.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new InputException(file + ": cannot write it (" + e.getMessage() + ")");
        } finally {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // a stray temporary file is harmless
            }
        }
    }
}
