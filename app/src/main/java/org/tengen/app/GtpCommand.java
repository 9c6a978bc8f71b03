package org.tengen.app;

import java.io.BufferedReader;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import org.tengen.engine.Clock;
import org.tengen.engine.Player;
import org.tengen.engine.RandomPlayer;
import org.tengen.engine.SearchBudget;
import org.tengen.gtp.server.GtpEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tengen gtp}: the engine for Go GUIs, servers and other programs, over GTP on standard input and output. */
@Command(name = "gtp",
        mixinStandardHelpOptions = true,
        description = "Speak GTP v2 on standard input and output, for GUIs and servers.",
        footer = {"",
            "genmove plays the move of a Monte Carlo tree search, at level " + SearchBudget.DEFAULT_LEVEL + " unless told",
            "otherwise. A time limit the controller sets (time_settings, kgs-time_settings,",
            "time_left) caps --level, --playouts and --time; without them, the clock alone",
            "decides. --random plays a random legal move that doesn't fill its own eye.",
            "'list_commands' lists what it answers.",
            "",
            "Analysis for Sabaki, Lizzie and KaTrain: lz-analyze and kata-analyze",
            "[COLOR] [INTERVAL] [KEY VALUE]... report every INTERVAL centiseconds until",
            "the next command (kata-analyze ... ownership true adds each point's owner);",
            "lz-genmove_analyze and kata-genmove_analyze play a move reporting as they",
            "search. GoGui's analyze menu offers ownership and win-rate views.",
            "",
            "loadsgf FILE and printsgf FILE reach any file, as in GNU Go. For an engine",
            "others can talk to, --no-file-commands refuses them (printsgf with no file",
            "still answers), or --file-dir DIR allows only files inside DIR: names are",
            "relative to it, and '..', absolute paths and symbolic links that lead out of",
            "it are refused.",
            "",
            "When standard input ends while a command runs (the controller went away),",
            "the search stops at once and answers with what it found, and tengen exits.",
            "A script piped in, whose input has ended before tengen reads past its last",
            "command, gets every move searched in full; end it with 'quit' to be sure.",
            "",
            "Example (in Sabaki or GoGui, as the engine's command line):",
            "  tengen gtp --rules chinese --komi 7.5 --threads 2"})
final class GtpCommand implements Callable<Integer> {
    @Option(names = "--size", paramLabel = "N|WxH", description = "Board size until boardsize says otherwise (default: ${DEFAULT-VALUE}).",
            defaultValue = "19")
    Geometry size;

    @Option(names = "--rules", paramLabel = "RULES", description = "A preset or KataGo's JSON form (default: ${DEFAULT-VALUE}).",
            defaultValue = "chinese")
    Rules rules;

    @Option(names = "--komi", paramLabel = "K", description = "Komi for White; default: the rules' own.")
    Converters.Komi komi;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of genmove's player (default: the time).")
    Long seed;

    @Option(names = "--random", description = "genmove plays a random legal move instead of searching.")
    boolean random;

    @Option(names = "--lag", paramLabel = "SECONDS", defaultValue = "0.1",
            description = "Time kept back each move for the controller and the network (default: ${DEFAULT-VALUE}).")
    Converters.Seconds lag;

    @Option(names = "--no-file-commands", description = "Refuse loadsgf and printsgf FILE (for an engine exposed to others).")
    boolean noFileCommands;

    @Option(names = "--file-dir", paramLabel = "DIR", description = "loadsgf and printsgf FILE only inside DIR.")
    Path fileDir;

    @Option(names = "--ponder", description = "After each genmove, think on the opponent's time until the next command, keeping the tree.")
    boolean ponder;

    @Mixin
    SearchOptions search;

    @Override
    public Integer call() throws Exception {
        Rules r = komi != null ? rules.withKomi(komi.value()) : rules;
        long s = seed != null ? seed : System.nanoTime();
        if (random && search.anyGiven()) {
            throw new InputException("--random plays without searching: it takes no --level, --playouts, --time, "
                    + "--threads, --resign-below, --param, --solved or --no-solve");
        }
        if (!(lag.value() >= 0 && lag.value() <= 60)) {
            throw new InputException("--lag " + lag + ": expected 0 to 60 seconds");
        }
        if (random && ponder) {
            throw new InputException("--random plays without searching: it takes no --ponder");
        }
        if (noFileCommands && fileDir != null) {
            throw new InputException("--no-file-commands refuses every file: it takes no --file-dir");
        }
        if (fileDir != null && !Files.isDirectory(fileDir)) {
            throw new InputException("--file-dir " + fileDir + ": expected an existing directory");
        }
        Player player = random ? new RandomPlayer(s) : search.playerSolving(s);
        GtpEngine engine = new GtpEngine(size, r, player, new Clock(Clock.nanos(lag.value())));
        if (ponder) {
            engine.ponderAfterGenmove();
        }
        if (noFileCommands) {
            engine.turnOffFileCommands();
        } else if (fileDir != null) {
            engine.keepFilesInside(fileDir);
        }
        engine.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), standardOutput());
        return 0;
    }

    /**
     * Standard output as a writer that reports a failed write, so that the engine sees a controller that no
     * longer reads (System.out itself swallows the error).
     */
    static Writer standardOutput() {
        PrintStream stdout = System.out;
        return new FilterWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8)) {
            @Override
            public void flush() throws IOException {
                super.flush();
                if (stdout.checkError()) {
                    throw new IOException("standard output is closed");
                }
            }
        };
    }
}
