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
import org.tengen.gtp.MctsPlayer;
import org.tengen.gtp.Player;
import org.tengen.gtp.RandomPlayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tengen gtp}: the engine for Go GUIs, servers and other programs, over GTP on standard input and output. */
@Command(name = "gtp",
        mixinStandardHelpOptions = true,
        description = "Speak GTP v2 on standard input and output, for GUIs and servers.",
        footer = {"",
            "genmove plays a random legal move that doesn't fill its own eye (passing when none",
            "is left), or, with --playouts or --time, the move of a Monte Carlo tree search.",
            "'list_commands' lists what it answers.",
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

    @Option(names = "--seed", paramLabel = "N", description = "Seed of genmove's player (default: the time).")
    Long seed;

    @Option(names = "--playouts", paramLabel = "N",
            description = "genmove searches N playouts (Monte Carlo tree search) instead of playing at random.")
    Integer playouts;

    @Option(names = "--time", paramLabel = "SECONDS",
            description = "genmove searches for this long (Monte Carlo tree search) instead of playing at random.")
    Double time;

    @Override
    public Integer call() throws Exception {
        Rules r = komi != null ? rules.withKomi(komi.value()) : rules;
        long s = seed != null ? seed : System.nanoTime();
        if ((playouts != null && playouts < 1) || (time != null && time <= 0)) {
            throw new InputException("--playouts and --time need a positive budget");
        }
        Player player = playouts == null && time == null ? new RandomPlayer(s)
                : new MctsPlayer(s, playouts != null ? playouts : Integer.MAX_VALUE, time != null ? time : 1e9);
        GtpEngine engine = new GtpEngine(size, r, player);
        Writer out = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
        engine.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out);
        return 0;
    }
}
