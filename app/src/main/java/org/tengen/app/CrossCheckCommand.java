package org.tengen.app;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.Callable;
import org.tengen.core.KoRule;
import org.tengen.core.SuicideRule;
import org.tengen.gtp.client.GnuGoLauncher;
import org.tengen.gtp.client.GtpClient;
import org.tengen.gtp.client.GtpClientException;
import org.tengen.gtp.crosscheck.CrossCheckReport;
import org.tengen.gtp.crosscheck.GnuGoCrossCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tengen crosscheck}: long differential runs of the rules against GNU Go. */
@Command(name = "crosscheck",
        mixinStandardHelpOptions = true,
        description = "Check the rules against GNU Go with random games.",
        footer = {"",
            "Before every move the legal moves must agree (all_legal); after it the stones (list_stones) and"
                    + " prisoners (captures). Exit status 0 when everything agreed, 1 at the first disagreement.",
            "",
            "Example:",
            "  tengen crosscheck --games 2000 --seed 1 --threads 2"})
final class CrossCheckCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "Games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--min-size", paramLabel = "N", defaultValue = "5", description = "Smallest board (default: ${DEFAULT-VALUE}).")
    int minSize;

    @Option(names = "--max-size", paramLabel = "N", defaultValue = "19", description = "Largest board, at most 19 (default: ${DEFAULT-VALUE}).")
    int maxSize;

    @Option(names = "--ko", paramLabel = "RULE", split = ",",
            description = "Ko rules to cycle through: none, simple, positional, situational (default: all).")
    List<String> ko;

    @Option(names = "--suicide", paramLabel = "RULE", split = ",",
            description = "Suicide rules to cycle through: forbidden, multi-stone, all (default: all).")
    List<String> suicide;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "Games in parallel (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--gnugo", paramLabel = "PATH", defaultValue = "/usr/games/gnugo",
            description = "GNU Go 3.8 (default: ${DEFAULT-VALUE}).")
    Path gnugo;

    @Option(names = "--strict", description = "Also report the known, documented differences (GNU Go does not apply superko to suicides).")
    boolean strict;

    /** Far more than a day's run; the plan of games is made up front. */
    static final int MAX_GAMES = 1_000_000;

    @Override
    public Integer call() {
        if (!Files.isRegularFile(gnugo) || !Files.isExecutable(gnugo)) {
            throw new InputException("GNU Go is not at " + gnugo + " (install it with 'apt-get install gnugo', or give --gnugo PATH)");
        }
        if (games < 1 || games > MAX_GAMES) {
            throw new InputException("--games must be 1 to " + MAX_GAMES + ", not " + games);
        }
        if (threads < 1 || threads > 64) {
            throw new InputException("--threads must be 1 to 64, not " + threads);
        }
        List<KoRule> koRules = ko == null ? List.of(KoRule.values()) : parse(KoRule.class, "--ko", ko);
        List<SuicideRule> suicideRules = suicide == null ? List.of(SuicideRule.values())
                : parse(SuicideRule.class, "--suicide", suicide);
        checkIsGnuGo();
        GnuGoCrossCheck check = new GnuGoCrossCheck(gnugo).withThreads(threads);
        if (strict) {
            check = check.tolerating(EnumSet.noneOf(GnuGoCrossCheck.KnownDifference.class));
        }
        PrintWriter err = spec.commandLine().getErr();
        int every = Math.max(1, games / 100);
        CrossCheckReport report = check.run(games, seed, koRules, suicideRules, minSize, maxSize, partial -> {
            if (partial.games() % every == 0 || partial.games() == games) {
                err.println("crosscheck: " + partial.summary());
                err.flush();
            }
        });
        PrintWriter out = spec.commandLine().getOut();
        out.print(report);
        out.flush();
        return report.agreed() ? 0 : 1;
    }

    /** A program that doesn't answer GTP's {@code name} with GNU Go would turn every game into a false mismatch. */
    private void checkIsGnuGo() {
        try (GtpClient client = new GnuGoLauncher(gnugo, java.time.Duration.ofSeconds(20)).start()) {
            String name = client.send("name");
            if (!name.trim().startsWith("GNU Go")) {
                throw new InputException(gnugo + " answers GTP 'name' with '" + name.trim() + "', not GNU Go");
            }
        } catch (GtpClientException e) {
            throw new InputException(gnugo + " does not work as GNU Go over GTP: " + e.getMessage());
        }
    }

    private static <E extends Enum<E>> List<E> parse(Class<E> type, String option, List<String> names) {
        List<E> out = new java.util.ArrayList<>();
        for (String name : names) {
            String key = name.trim().toUpperCase(java.util.Locale.ROOT).replace('-', '_');
            E found = null;
            for (E e : type.getEnumConstants()) {
                if (e.name().equals(key)) {
                    found = e;
                }
            }
            if (found == null) {
                StringBuilder expected = new StringBuilder();
                for (E e : type.getEnumConstants()) {
                    expected.append(expected.length() == 0 ? "" : ", ")
                            .append(e.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
                }
                throw new InputException(option + " '" + name + "' is not a rule (expected " + expected + ")");
            }
            out.add(found);
        }
        return out;
    }
}
