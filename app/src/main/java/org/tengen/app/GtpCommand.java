package org.tengen.app;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import org.tengen.gtp.GtpEngine;
import org.tengen.gtp.RandomPlayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tengen gtp}: the engine for Go GUIs, servers and other programs, over GTP on standard input and output. */
@Command(name = "gtp",
        mixinStandardHelpOptions = true,
        description = "Speak GTP v2 on standard input and output, for GUIs and servers.",
        footer = {"",
            "Until the search engine lands, genmove plays a random legal move that doesn't fill",
            "its own eye, and passes when none is left. 'list_commands' lists what it answers.",
            "",
            "Example (in Sabaki or GoGui, as the engine's command line):",
            "  tengen gtp --rules chinese --komi 7.5"})
final class GtpCommand implements Callable<Integer> {
    @Option(names = "--size", paramLabel = "N|WxH", description = "Board size until boardsize says otherwise (default: ${DEFAULT-VALUE}).",
            defaultValue = "19")
    Geometry size;

    @Option(names = "--rules", paramLabel = "RULES", description = "A preset or KataGo's JSON form (default: ${DEFAULT-VALUE}).",
            defaultValue = "chinese")
    Rules rules;

    @Option(names = "--komi", paramLabel = "K", description = "Komi for White; default: the rules' own.")
    Converters.Komi komi;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the random player (default: the time).")
    Long seed;

    @Override
    public Integer call() throws Exception {
        Rules r = komi != null ? rules.withKomi(komi.value()) : rules;
        GtpEngine engine = new GtpEngine(size, r, new RandomPlayer(seed != null ? seed : System.nanoTime()));
        Writer out = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
        engine.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out);
        return 0;
    }
}
