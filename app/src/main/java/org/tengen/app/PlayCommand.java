package org.tengen.app;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tengen play}: a game in the terminal for two people at one keyboard. */
@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = "Play a game in the terminal, two people at one keyboard.",
        footer = {"",
            "Type moves as D4, or pass, undo, resign, score, board, help, quit.",
            "",
            "Example:",
            "  tengen play --size 9 --rules japanese --komi 6.5"})
final class PlayCommand implements Callable<Integer> {
    @Option(names = "--size", paramLabel = "N|WxH", description = "Board size, 1 to 25 (default: ${DEFAULT-VALUE}).",
            defaultValue = "19")
    Geometry size;

    @Option(names = "--rules", paramLabel = "RULES",
            description = "A preset (tengen rules lists them) or KataGo's JSON form (default: ${DEFAULT-VALUE}).",
            defaultValue = "chinese")
    Rules rules;

    @Option(names = "--komi", paramLabel = "K", description = "Komi for White; default: the rules' own.")
    Converters.Komi komi;

    @Option(names = "--handicap", paramLabel = "N", description = "Fixed handicap stones for Black (2 to 9).")
    int handicap;

    @Override
    public Integer call() throws Exception {
        Rules r = komi != null ? rules.withKomi(komi.value()) : rules;
        Game game = new Game(size, r);
        if (handicap != 0) {
            game.placeFixedHandicap(handicap);
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        new PlaySession(game, in, out, System.console() == null).run();
        return 0;
    }
}
