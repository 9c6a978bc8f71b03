package org.tengen.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tengen.engine.Level;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.Player;
import org.tengen.engine.SearchBudget;
import org.tengen.engine.SearchParameters;
import org.tengen.engine.solve.PerfectPlayer;
import org.tengen.engine.solve.SolveRules;
import org.tengen.engine.solve.SolvedTable;
import picocli.CommandLine.Option;

/**
 * The search's options, shared by the commands where the computer plays: its budget, threads, resignation and
 * tuning parameters.
 */
final class SearchOptions {
    @Option(names = "--level", paramLabel = "N",
            description = "Strength from 1 to 10: a playout budget with a time cap (default: " + SearchBudget.DEFAULT_LEVEL + ").")
    Integer level;

    @Option(names = "--playouts", paramLabel = "N", description = "Search N playouts a move (with --seed and one thread: the same moves every run).")
    Integer playouts;

    @Option(names = "--time", paramLabel = "SECONDS", description = "Search this long a move (with --playouts: whichever ends first).")
    Converters.Seconds time;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Search threads (default: ${DEFAULT-VALUE}, which is deterministic for a seed and --playouts).")
    int threads;

    @Option(names = "--resign-below", paramLabel = "RATE", defaultValue = "" + MctsPlayer.DEFAULT_RESIGN_BELOW,
            description = "Resign when the best move's win rate is below this, after the opening (default: ${DEFAULT-VALUE}; 0 never).")
    double resignBelow;

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            description = "Set one of the search's tuning parameters (repeatable), such as exploration=0.2; see the README for the list.")
    List<String> params = new ArrayList<>();

    @Option(names = "--solved", paramLabel = "FILE",
            description = "A table from 'tengen solve --save': on its board and rules, play the proven best move.")
    Path solved;

    @Option(names = "--no-solve", description = "Never solve: search even on boards of " + PerfectPlayer.DEFAULT_AUTO_AREA
            + " points or fewer, and try no margin's proof on boards of up to "
            + SolveRules.MAX_AREA + " (such as 5x5).")
    boolean noSolve;

    /** Whether any budget was chosen; without one, the default level applies and a game clock replaces it. */
    boolean budgetGiven() {
        return level != null || playouts != null || time != null;
    }

    /** Whether any of these options was given at all. */
    boolean anyGiven() {
        return budgetGiven() || threads != 1 || resignBelow != MctsPlayer.DEFAULT_RESIGN_BELOW || !params.isEmpty()
                || solved != null || noSolve;
    }

    /** The budget chosen, checked; the default level when none was. */
    SearchBudget budget() {
        if (level != null && (playouts != null || time != null)) {
            throw new InputException("--level is a budget of its own: give it, or --playouts and --time, not both");
        }
        if (level != null) {
            if (level < Level.MIN || level > Level.MAX) {
                throw new InputException("--level " + level + ": expected " + Level.MIN + " to " + Level.MAX);
            }
            return SearchBudget.of(Level.of(level));
        }
        if (playouts != null && playouts < 1) {
            throw new InputException("--playouts " + playouts + ": expected 1 or more");
        }
        if (time != null) {
            time.requireAboveZeroWithinADay("--time", "0.5");
        }
        return playouts == null && time == null ? SearchBudget.byDefault() : SearchBudget.of(playouts, time == null ? null : time.value());
    }

    /** The search's tuning: the defaults with each {@code --param} applied in order; fails on a bad one. */
    SearchParameters parameters() {
        return parameters(params);
    }

    /** The defaults with each {@code --param} assignment of {@code params} applied in order; fails on a bad one. */
    static SearchParameters parameters(List<String> params) {
        SearchParameters p = SearchParameters.defaults();
        for (String assignment : params) {
            try {
                p = p.with(assignment);
            } catch (IllegalArgumentException e) {
                throw new InputException("--param " + assignment + ": " + e.getMessage());
            }
        }
        return p;
    }

    /** The search as a player, with a budget, threads, a resignation threshold and parameters that were checked. */
    MctsPlayer player(long seed) {
        SearchBudget budget = budget();
        if (threads < 1 || threads > 256) {
            throw new InputException("--threads " + threads + ": expected 1 to 256");
        }
        if (!(resignBelow >= 0 && resignBelow < 1)) {
            throw new InputException("--resign-below " + resignBelow + ": expected a win rate from 0 to below 1, such as 0.1");
        }
        return new MctsPlayer(seed, threads, budget, resignBelow, parameters());
    }

    /**
     * The player: the search ({@link #player}), playing the proven best move where the solver reaches: boards of
     * at most {@link PerfectPlayer#DEFAULT_AUTO_AREA} points (unless {@code --no-solve}) and the board and rules
     * of the {@code --solved} table.
     */
    Player playerSolving(long seed) {
        MctsPlayer search = player(seed);
        if (solved != null && noSolve) {
            throw new InputException("--no-solve never solves: it takes no --solved table");
        }
        SolvedTable table = solved == null ? null : readTable(solved, "--solved " + solved);
        if (table == null && noSolve) {
            return search;
        }
        return new PerfectPlayer(search, table, noSolve ? 0 : PerfectPlayer.DEFAULT_AUTO_AREA, PerfectPlayer.DEFAULT_SOLVE_NANOS);
    }

    /**
     * A table written by {@code tengen solve --save}; a missing or bad file is the user's mistake, told after
     * {@code name} (how the user gave the file).
     */
    static SolvedTable readTable(Path file, String name) {
        try (InputStream in = Files.newInputStream(file)) {
            return SolvedTable.read(in);
        } catch (NoSuchFileException e) {
            throw new InputException(name + ": no such file");
        } catch (IOException e) {
            throw new InputException(name + ": cannot read it (" + e.getMessage() + ")");
        } catch (IllegalArgumentException e) {
            throw new InputException(name + ": " + e.getMessage());
        }
    }
}
