package org.tengen.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.tengen.core.Geometry;
import org.tengen.core.Handicap;
import org.tengen.core.Rules;
import org.tengen.gtp.client.GtpClientException;
import org.tengen.gtp.match.Match;
import org.tengen.gtp.match.MatchSummary;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tengen match}: games between two GTP engines, with a summary of who is stronger and by how much. */
@Command(name = "match",
        mixinStandardHelpOptions = true,
        description = "Play games between two GTP engines and sum them up.",
        footer = {"",
            "An engine is a command line, or 'self' for this tengen's 'gtp' with the",
            "options after it ('self --threads 2'; with --time, it thinks for the time a",
            "move). Colours alternate; a game ends after two passes or a resignation; an",
            "illegal move, a timeout or a crash loses it. Dead stones after two passes:",
            "the --referee engine's, else those of tengen's dead-stone policy. A line per",
            "game goes to standard error. With --handicap N, both engines get fixed_handicap",
            "N after komi; the Black player of each game takes the handicap, White moves",
            "first, and the count gives White the rules' handicap bonus (chinese: N points).",
            "",
            "Example (tengen at one second a move on two threads against GNU Go):",
            "  tengen match --black \"self --threads 2\" \\",
            "      --white \"/usr/games/gnugo --mode gtp --level 10\" \\",
            "      --games 100 --size 9 --komi 7.5 --time 1",
            "",
            "Sudden death, a minute a game each (tengen against itself, one side",
            "never thinking longer on unsure moves):",
            "  tengen match --black self --white \"self --param extendFactor=0\" \\",
            "      --games 100 --size 9 --komi 7 --main-time 60"})
final class MatchCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--black", required = true, paramLabel = "CMD", description = "Engine A, Black in the first game.")
    String black;

    @Option(names = "--white", required = true, paramLabel = "CMD", description = "Engine B, White in the first game.")
    String white;

    @Option(names = "--games", paramLabel = "N", defaultValue = "2", description = "Games (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--size", paramLabel = "N|WxH", defaultValue = "9", description = "Board size (default: ${DEFAULT-VALUE}).")
    Geometry size;

    @Option(names = "--rules", paramLabel = "RULES", defaultValue = "chinese", description = "Rules (default: ${DEFAULT-VALUE}).")
    Rules rules;

    @Option(names = "--komi", paramLabel = "K",
            description = "Komi; default: the rules' own, or 0.5 with --handicap.")
    Converters.Komi komi;

    @Option(names = "--handicap", paramLabel = "N", defaultValue = "0",
            description = "Black's fixed handicap, sent as fixed_handicap N; White moves first (default: none; "
                    + "2 to 9 on odd boards from 9x9, 2 to 4 on others from 7x7).")
    int handicap;

    @Option(names = "--time", paramLabel = "SECONDS", defaultValue = "0",
            description = "Seconds per move, sent as time_settings 0 SECONDS 1 (default: no limit; a move may take 30 s);"
                    + " with --main-time, byo-yomi after it.")
    Converters.Seconds time;

    @Option(names = "--main-time", paramLabel = "SECONDS", defaultValue = "0",
            description = "Main time for each side's game, sent as time_settings SECONDS 0 0 (sudden death), or with"
                    + " --time T as time_settings SECONDS T 1; the match keeps the clock, sends time_left before each"
                    + " genmove, and a side that runs out loses (default: none).")
    Converters.Seconds mainTime;

    @Option(names = "--sgf-dir", paramLabel = "DIR", description = "Write each game as DIR/game-NNN.sgf.")
    Path sgfDir;

    @Option(names = "--referee", paramLabel = "CMD", description = "An engine that names the dead stones after two passes (default: tengen's dead-stone policy).")
    String referee;

    @Option(names = "--json", description = "The summary as JSON.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (games < 1) {
            throw new InputException("--games " + games + ": expected 1 or more");
        }
        if (time.value() < 0 || time.value() > Converters.Seconds.DAY) {
            throw new InputException("--time " + time + ": expected 0 to " + Converters.Seconds.DAY + " seconds (0: no limit)");
        }
        int maxHandicap = Handicap.maxFixed(size);
        if (handicap != 0 && (handicap < 2 || handicap > maxHandicap)) {
            throw new InputException("--handicap " + handicap + ": expected 0 (none) or " + (maxHandicap == 0
                    ? "nothing else on " + size.describe() + " (boards below 7x7 take no handicap)"
                    : "2 to " + maxHandicap + " on " + size.describe()));
        }
        if (mainTime.value() < 0 || mainTime.value() > Converters.Seconds.DAY) {
            throw new InputException("--main-time " + mainTime + ": expected 0 to " + Converters.Seconds.DAY + " seconds");
        }
        if (sgfDir != null) {
            if (Files.exists(sgfDir) && !Files.isDirectory(sgfDir)) {
                throw new InputException("--sgf-dir " + sgfDir + ": not a directory");
            }
            try {
                Files.createDirectories(sgfDir);
            } catch (IOException e) {
                throw new InputException("--sgf-dir " + sgfDir + ": cannot create it (" + OutputFile.reason(e) + ")");
            }
            if (!Files.isWritable(sgfDir)) {
                throw new InputException("--sgf-dir " + sgfDir + ": cannot write in it (permission denied)");
            }
        }
        // A handicap game's komi is half a point unless told otherwise: the handicap stands for the first move.
        Rules r = komi != null ? rules.withKomi(komi.value()) : handicap > 0 ? rules.withKomi(0.5) : rules;
        Match match = new Match(engine(black, r), engine(white, r), referee == null ? null : engine(referee, r),
                new Match.Settings(size, r, handicap, games, time.value(), sgfDir, mainTime.value()));
        PrintWriter err = spec.commandLine().getErr();
        MatchSummary summary;
        try {
            summary = match.run(err);
        } catch (GtpClientException e) {
            // Only starting an engine escapes a game: it is the user's command line that is wrong.
            throw new InputException("cannot start an engine: " + e.getMessage());
        } catch (Match.EngineDoesNotAnswer e) {
            String option = switch (e.engine()) {
                case "A" -> "--black " + black;
                case "B" -> "--white " + white;
                default -> "--referee " + referee;
            };
            throw new InputException(option + ": the engine does not answer GTP (" + e.getMessage() + ")");
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(json ? summary.json() : summary.text());
        out.flush();
        return 0;
    }

    /**
     * A command line split at spaces ("quoted parts" kept whole); {@code self}, with any options after it,
     * is this tengen's gtp ({@code self --threads 2} runs {@code tengen gtp --threads 2}) under the match's
     * {@code rules} unless its options name others (GTP has no command for them that every engine knows).
     */
    static List<String> engine(String text, Rules rules) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        for (char c : text.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            } else if (c == ' ' && !quoted) {
                if (word.length() > 0) {
                    words.add(word.toString());
                    word.setLength(0);
                }
            } else {
                word.append(c);
            }
        }
        if (word.length() > 0) {
            words.add(word.toString());
        }
        if (words.isEmpty()) {
            throw new InputException("an engine command is empty");
        }
        if (words.get(0).equals("self")) {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            List<String> self = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                    Main.class.getName(), "gtp"));
            self.addAll(words.subList(1, words.size()));
            if (!words.contains("--rules") && words.stream().noneMatch(w -> w.startsWith("--rules="))) {
                self.addAll(List.of("--rules", rules.presetName() != null ? rules.presetName() : rules.toJson()));
            }
            return self;
        }
        return words;
    }
}
