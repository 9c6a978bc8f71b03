package org.tengen.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tengen.core.Stone;
import org.tengen.core.sgf.SgfException;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfWriter;
import org.tengen.gtp.review.GameReview;
import org.tengen.gtp.review.MistakeThresholds;
import org.tengen.gtp.review.ProgressBar;
import org.tengen.gtp.review.ReviewException;
import org.tengen.gtp.review.ReviewHtml;
import org.tengen.gtp.review.ReviewSettings;
import org.tengen.gtp.review.ReviewSgf;
import org.tengen.gtp.review.Reviewer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tengen review}: every position of a game analysed, written as an annotated SGF and an HTML page. */
@Command(name = "review",
        mixinStandardHelpOptions = true,
        description = "Review a game: every position searched, mistakes marked.",
        // One string a paragraph: picocli wraps each to the terminal's width (lines broken by hand broke twice).
        footer = {"",
            "Writes NAME-review.sgf (the game with comments, marks and tengen's variations) and NAME-review.html"
                    + " (a page that opens offline: the win-rate graph and each player's biggest mistakes with diagrams).",
            "",
            "Without --playouts or --seconds, each position gets " + ReviewSettings.DEFAULT_PLAYOUTS + " playouts or "
                    + "1 s, whichever ends first: a 250-move 19x19 game takes a few minutes. --playouts alone, one"
                    + " thread and a --seed give the same review every run. The files go beside the game (--output:"
                    + " elsewhere); win rates and score leads in them are Black's.",
            "",
            "Marks: an inaccuracy loses the player 5 points of win rate or more (SGF DO), a mistake 10 (BM[1]), a"
                    + " blunder 20 (BM[2]); --thresholds changes them.",
            "",
            "Example:",
            "  tengen review game.sgf --output reviews/ --threads 2"})
final class ReviewCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "GAME", description = "An SGF file; - reads standard input.")
    String file;

    @Option(names = "--output", paramLabel = "DIR",
            description = "Where to write NAME-review.sgf and NAME-review.html (default: the game's directory; "
                    + "for standard input, the current one). Created if missing.")
    Path output;

    @Option(names = "--playouts", paramLabel = "N", description = "Playouts a position (default: "
            + ReviewSettings.DEFAULT_PLAYOUTS + " with the time cap; alone: no time cap).")
    Integer playouts;

    @Option(names = "--seconds", paramLabel = "S", description = "Seconds a position (default: 1 with the playouts; alone: no playout cap).")
    Converters.Seconds seconds;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Search threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "The search's seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--game", paramLabel = "K", defaultValue = "1", description = "The game of a collection, from 1 (default: ${DEFAULT-VALUE}).")
    int gameNumber;

    @Option(names = "--thresholds", paramLabel = "I,M,B",
            description = "The win-rate drops, in points, of an inaccuracy, a mistake and a blunder (default: 5,10,20).")
    String thresholds;

    @Override
    public Integer call() {
        ReviewSettings settings = settings();
        PrintWriter err = spec.commandLine().getErr();
        SgfNode root = SgfInput.game(file, SgfInput.read(file, err), gameNumber);
        if (!SgfGames.knowsRules(root)) {
            err.println(file + ": warning: unknown rules RU[" + SgfGames.gameInfoText(root, "RU") + "], reviewed under "
                    + SgfGames.DEFAULT_RULES);
        }
        Path dir = outputDirectory();
        String name = baseName();
        Path sgf = dir.resolve(name + "-review.sgf");
        Path html = dir.resolve(name + "-review.html");
        OutputFile.checkWritable(sgf, sgf.toString()); // both before the analysis, which takes minutes
        OutputFile.checkWritable(html, html.toString());
        GameReview review;
        SgfNode annotated;
        try {
            review = Reviewer.review(root, settings, this::progress);
            annotated = ReviewSgf.annotate(root, review, "tengen:" + Version.NUMBER);
        } catch (SgfException | ReviewException e) {
            endProgress();
            throw new InputException(file + ": " + e.getMessage());
        }
        endProgress();
        String sgfText = SgfWriter.write(annotated);
        String htmlText = ReviewHtml.render(review);
        write(sgf, sgfText);
        write(html, htmlText);
        PrintWriter out = spec.commandLine().getOut();
        out.println(file + ": " + review.positions().size() + " positions reviewed in "
                + String.format(Locale.ROOT, "%.1f s", review.elapsedNanos() / 1e9) + " (" + settings.describe() + ")");
        out.println(review.tally(Stone.BLACK));
        out.println(review.tally(Stone.WHITE));
        out.println("wrote " + sgf);
        out.println("wrote " + html);
        out.flush();
        return 0;
    }

    private ReviewSettings settings() {
        if (playouts != null && playouts < 1) {
            throw new InputException("--playouts " + playouts + ": expected 1 or more");
        }
        if (seconds != null) {
            seconds.requireAboveZeroWithinADay("--seconds", "0.5");
        }
        if (threads < 1 || threads > 256) {
            throw new InputException("--threads " + threads + ": expected 1 to 256");
        }
        MistakeThresholds t = MistakeThresholds.DEFAULT;
        if (thresholds != null) {
            String[] parts = thresholds.split(",", -1);
            double[] points = new double[parts.length];
            try {
                for (int i = 0; i < parts.length; i++) {
                    points[i] = Double.parseDouble(parts[i].trim());
                }
            } catch (NumberFormatException e) {
                points = new double[0];
            }
            if (points.length != 3) {
                throw new InputException("--thresholds " + thresholds + ": expected three numbers, such as 5,10,20");
            }
            try {
                t = new MistakeThresholds(points[0] / 100, points[1] / 100, points[2] / 100);
            } catch (IllegalArgumentException e) {
                throw new InputException("--thresholds " + thresholds
                        + ": expected points of win rate rising from above 0 to at most 100, such as 5,10,20");
            }
        }
        if (playouts == null && seconds == null) {
            return new ReviewSettings(ReviewSettings.DEFAULT_PLAYOUTS, ReviewSettings.DEFAULT_SECONDS, threads, seed, t);
        }
        return new ReviewSettings(playouts == null ? Integer.MAX_VALUE : playouts, seconds == null ? 0 : seconds.value(),
                threads, seed, t);
    }

    /** The output directory, created if missing; an {@link InputException} if it can't be written. */
    private Path outputDirectory() {
        Path dir = output;
        if (dir == null) {
            Path parent = file.equals("-") ? null : Path.of(file).toAbsolutePath().getParent();
            dir = parent == null ? Path.of(".") : parent;
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new InputException(dir + ": not a directory (--output names the directory to write the review in)");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new InputException(dir + ": cannot create the output directory (" + OutputFile.reason(e) + ")");
        }
        if (!Files.isWritable(dir)) {
            throw new InputException(dir + ": the output directory is not writable");
        }
        return dir;
    }

    /** {@code game} for {@code game.sgf}; {@code game-3} for its third game; {@code game} for standard input. */
    private String baseName() {
        String name = file.equals("-") ? "game" : Path.of(file).getFileName().toString();
        if (name.toLowerCase(Locale.ROOT).endsWith(".sgf")) {
            name = name.substring(0, name.length() - 4);
        }
        return gameNumber == 1 ? name : name + "-" + gameNumber;
    }

    private static void write(Path path, String text) {
        OutputFile.write(path, path.toString(), out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** The progress bar, rewritten in place in a terminal; elsewhere a line at every tenth of the positions. */
    private void progress(int done, int total, long elapsedNanos) {
        PrintWriter err = spec.commandLine().getErr();
        if (System.console() != null) {
            err.print("\r" + ProgressBar.line(done, total, elapsedNanos) + "\u001b[K");
            err.flush();
        } else if (done == total || done * 10 / total != (done - 1) * 10 / total) {
            err.println("review: " + ProgressBar.line(done, total, elapsedNanos));
            err.flush();
        }
    }

    private void endProgress() {
        if (System.console() != null) {
            PrintWriter err = spec.commandLine().getErr();
            err.print("\r\u001b[K");
            err.flush();
        }
    }
}
