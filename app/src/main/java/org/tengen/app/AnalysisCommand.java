package org.tengen.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.tengen.gtp.analysis.AnalysisService;
import org.tengen.gtp.analysis.AnalysisSettings;
import org.tengen.gtp.analysis.Perspective;
import org.tengen.gtp.server.GtpEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tengen analysis}: KataGo's JSON analysis engine on standard input and output. */
@Command(name = "analysis",
        mixinStandardHelpOptions = true,
        description = "Answer KataGo's JSON analysis queries on standard input.",
        footer = {"",
            "Each line of input is a JSON query, as for KataGo's analysis engine: id, moves,",
            "initialStones, initialPlayer, rules, komi, boardXSize, boardYSize, analyzeTurns,",
            "maxVisits, includeOwnership, priority, ... Each analysed turn is answered with",
            "one line (moveInfos, rootInfo, ownership), as soon as its search ends, so the",
            "answers may come in another order than the queries. Errors and warnings are",
            "JSON lines too, with the query's id; the service goes on. When the input",
            "ends, the queued turns are finished, then tengen exits.",
            "",
            "Example:",
            "  echo '{\"id\":\"a\",\"moves\":[[\"B\",\"E5\"]],\"rules\":\"chinese\",\"komi\":7,"
                + "\"boardXSize\":9,\"boardYSize\":9}' | tengen analysis --visits 1000"})
final class AnalysisCommand implements Callable<Integer> {
    @Option(names = "--threads", paramLabel = "N",
            description = "Turns analysed at once, each by a search of its own (default: the machine's cores, at most).")
    Integer threads;

    @Option(names = "--search-threads", paramLabel = "N", defaultValue = "1",
            description = "Threads of each search (default: ${DEFAULT-VALUE}, which is deterministic for a seed).")
    int searchThreads;

    @Option(names = "--visits", paramLabel = "N", defaultValue = "" + AnalysisSettings.DEFAULT_VISITS,
            description = "Playouts of a turn whose query has no maxVisits (default: ${DEFAULT-VALUE}).")
    int visits;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of every search (default: the time).")
    Long seed;

    @Option(names = "--report-winrates-as", paramLabel = "SIDE", defaultValue = "BLACK",
            description = "Whose win rates, leads and ownership: BLACK, WHITE or SIDETOMOVE (default: ${DEFAULT-VALUE}, "
                    + "as KataGo's example configuration).")
    String reportAs;

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            description = "Set one of the search's tuning parameters (repeatable); see the README for the list.")
    List<String> params = new ArrayList<>();

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        int cores = Runtime.getRuntime().availableProcessors();
        if (threads != null && threads < 1) {
            throw new InputException("--threads " + threads + ": expected 1 or more");
        }
        int workers = threads == null ? cores : Math.min(threads, cores);
        if (threads != null && threads > cores) {
            spec.commandLine().getErr().println("tengen analysis: --threads " + threads + " is more than this machine's "
                    + cores + " cores: " + cores + " turns at once");
        }
        if (searchThreads < 1 || searchThreads > 256) {
            throw new InputException("--search-threads " + searchThreads + ": expected 1 to 256");
        }
        if (visits < 1) {
            throw new InputException("--visits " + visits + ": expected 1 or more");
        }
        Perspective perspective;
        try {
            perspective = Perspective.parse(reportAs);
        } catch (IllegalArgumentException e) {
            throw new InputException("--report-winrates-as " + e.getMessage());
        }
        AnalysisSettings settings = new AnalysisSettings(workers, searchThreads, visits,
                seed != null ? seed : System.nanoTime(), SearchOptions.parameters(params), perspective, GtpEngine.VERSION);
        // KataGo says this on standard error once it reads queries; some clients wait for it.
        spec.commandLine().getErr().println("tengen analysis: Started, ready to begin handling requests");
        try {
            new AnalysisService(settings).run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
                    GtpCommand.standardOutput());
        } catch (IOException e) {
            // The turns read before are answered; an input that can't be read is the caller's mistake, not a bug.
            throw new InputException("cannot read standard input (" + e.getMessage() + ")");
        }
        return 0;
    }
}
