package org.tengen.app;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import org.tengen.core.Stone;
import org.tengen.engine.SearchBudget;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tengen play}: a game in the terminal, against the computer or for two people at one keyboard. */
@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = "Play a game in the terminal, against the computer or a friend.",
        footer = {"",
            "Type moves as D4, or pass, undo, resign, score, board, help, quit; against the",
            "computer also hint. Without --color, two people play and mark the dead stones",
            "at the end.",
            "",
            "Examples:",
            "  tengen play --color black --size 9 --level 6",
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

    @Option(names = "--color", paramLabel = "black|white", description = "Your colour; the computer plays the other.")
    String color;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the computer's search (default: the time).")
    Long seed;

    @Mixin
    SearchOptions search;

    @Override
    public Integer call() throws Exception {
        Rules r = komi != null ? rules.withKomi(komi.value()) : rules;
        Computer computer = null;
        if (color != null) {
            Stone human = switch (color.toLowerCase(Locale.ROOT)) {
                case "black", "b" -> Stone.BLACK;
                case "white", "w" -> Stone.WHITE;
                default -> throw new InputException("--color " + color + ": expected black or white");
            };
            computer = new Computer(search.playerSolving(seed != null ? seed : System.nanoTime()), human.opponent(), strength());
        } else if (search.anyGiven() || seed != null) {
            throw new InputException("--level, --playouts, --time, --threads, --resign-below, --param and --seed are for a game "
                    + "against the computer: add --color black or --color white");
        }
        Game game = new Game(size, r);
        if (handicap != 0) {
            game.placeFixedHandicap(handicap);
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        boolean terminal = System.console() != null;
        new PlaySession(game, in, out, !terminal, computer, terminal).run();
        return 0;
    }

    /** The computer's budget in words, for the first line of the game. */
    private String strength() {
        if (search.level != null) {
            return "level " + search.level;
        }
        if (search.playouts == null && search.time == null) {
            return "level " + SearchBudget.DEFAULT_LEVEL;
        }
        String playouts = search.playouts != null ? search.playouts + " playouts" : "";
        String time = search.time != null ? String.valueOf(search.time.value()).replaceFirst("\\.0$", "") + " s" : "";
        return playouts + (!playouts.isEmpty() && !time.isEmpty() ? " or " : "") + time + " a move";
    }
}
