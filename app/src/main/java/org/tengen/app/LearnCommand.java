package org.tengen.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tengen.engine.learn.FeatureSet;
import org.tengen.engine.learn.GameRecords;
import org.tengen.engine.learn.MmLearner;
import org.tengen.engine.learn.MmResult;
import org.tengen.engine.learn.MmSettings;
import org.tengen.engine.learn.MoveLearning;
import org.tengen.engine.learn.PredictionReport;
import org.tengen.engine.learn.TrainingSet;
import org.tengen.engine.learn.Weights;
import org.tengen.engine.learn.WeightsFile;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tengen learn}: move weights learnt from game records, and their prediction on held-out games. */
@Command(name = "learn",
        mixinStandardHelpOptions = true,
        description = "Learn move weights from game records, or measure them on games.",
        footer = {"",
            "Reads every game (each cut at the first move its rules refuse), holds some out,",
            "harvests the features of the moves played, fits each feature's weight by",
            "minorization-maximization (Coulom's generalized Bradley-Terry model), writes the",
            "weights file and reports the prediction on the held-out games. The same games",
            "and seed give the same file. --evaluate measures weights (the engine's own by",
            "default) on the games given and ends with the line",
            "'top-1 N%% top-5 N%% top-10 N%% log-evidence X'.",
            "",
            "Examples:",
            "  tengen learn games/*.sgf --games 3000 --held-out 500 --out weights.bin",
            "  tengen learn --evaluate --weights weights.bin mygames.sgf"})
final class LearnCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "SGF files (collections welcome).")
    List<Path> files;

    @Option(names = "--evaluate", description = "Measure weights on the games instead of learning.")
    boolean evaluate;

    @Option(names = "--weights", paramLabel = "FILE", description = "With --evaluate: these weights (default: the engine's own).")
    Path weightsFile;

    @Option(names = "--out", paramLabel = "FILE", defaultValue = "weights.bin", description = "Where to write the weights (default: ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--games", paramLabel = "N", description = "Train on N games (default: all not held out).")
    Integer games;

    @Option(names = "--held-out", paramLabel = "N", defaultValue = "500", description = "Games held out for the report (default: ${DEFAULT-VALUE}).")
    int heldOut;

    @Option(names = "--min-played", paramLabel = "K", defaultValue = "3",
            description = "Keep a spatial pattern played at least K times (default: ${DEFAULT-VALUE}).")
    int minPlayed;

    @Option(names = "--passes", paramLabel = "N", defaultValue = "40", description = "MM passes at most (default: ${DEFAULT-VALUE}).")
    int passes;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "2", description = "Threads for MM (default: ${DEFAULT-VALUE}; the result is the same).")
    int threads;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed of the held-out split (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--curve", paramLabel = "N,N...", split = ",",
            description = "Also learn on the first N training games for each N and report each: the learning curve.")
    List<Integer> curve = new ArrayList<>();

    private PrintWriter err;

    @Override
    public Integer call() {
        try {
            return run();
        } catch (FileSystemException e) {
            throw new InputException(e.getFile() + ": " + OutputFile.reason(e));
        } catch (IOException e) {
            throw new InputException(e.getMessage()); // an unreadable file, a broken weights file: said where
        }
    }

    private Integer run() throws IOException {
        err = spec.commandLine().getErr();
        PrintWriter o = spec.commandLine().getOut();
        checkOptions();
        List<GameRecords.Record> records = read();
        if (evaluate) {
            Weights w = weightsFile == null ? WeightsFile.readResource() : WeightsFile.read(weightsFile);
            PredictionReport r = MoveLearning.evaluate(w, records, progress());
            endProgress();
            o.println(r.competitions() + " positions of " + records.size() + " games");
            o.println(r.line());
            o.flush();
            return 0;
        }
        if (heldOut >= records.size()) {
            throw new InputException(records.size() + " games read: too few to hold " + heldOut + " out and train on the rest");
        }
        List<List<GameRecords.Record>> split = GameRecords.split(records, heldOut / (double) records.size(), seed);
        List<GameRecords.Record> held = split.get(0);
        List<GameRecords.Record> training = split.get(1);
        if (games != null && games < training.size()) {
            training = training.subList(0, games);
        }
        if (training.isEmpty() || held.isEmpty()) {
            throw new InputException(records.size() + " games read: too few to hold " + heldOut + " out and train on the rest");
        }
        o.println("holding out " + held.size() + " games, training on " + training.size());
        o.flush();
        for (int n : curve) {
            if (n < training.size()) {
                Weights w = learn(training.subList(0, n), o);
                o.println("curve: " + n + " games: " + MoveLearning.evaluate(w, held, progress()).line());
                endProgress();
            } else {
                o.println("curve: " + n + " games: left out (there are " + training.size() + " training games; the"
                        + " whole training set is the last point)");
            }
            o.flush();
        }
        Weights w = learn(training, o);
        WeightsFile.write(w, out);
        o.println("wrote " + out + " (" + Files.size(out) + " bytes)");
        PredictionReport r = MoveLearning.evaluate(w, held, progress());
        endProgress();
        o.println("held out: " + r.competitions() + " positions of " + held.size() + " games");
        o.println(r.line());
        o.flush();
        return 0;
    }

    private void checkOptions() {
        if (heldOut < 1) {
            throw new InputException("--held-out " + heldOut + ": expected 1 or more games");
        }
        if (games != null && games < 1) {
            throw new InputException("--games " + games + ": expected 1 or more");
        }
        if (minPlayed < 1) {
            throw new InputException("--min-played " + minPlayed + ": expected 1 or more");
        }
        if (passes < 1) {
            throw new InputException("--passes " + passes + ": expected 1 or more");
        }
        if (threads < 1 || threads > 64) {
            throw new InputException("--threads " + threads + ": expected 1 to 64");
        }
        for (int n : curve) {
            if (n < 1) {
                throw new InputException("--curve " + n + ": expected numbers of games, 1 or more");
            }
        }
        for (Path f : files) {
            if (Files.isDirectory(f)) {
                throw new InputException(f + ": a directory, not an SGF file");
            }
            if (!Files.isRegularFile(f)) {
                throw new InputException(f + ": no such file");
            }
        }
        if (evaluate && weightsFile != null && !Files.isRegularFile(weightsFile)) {
            throw new InputException("--weights " + weightsFile + ": " + (Files.isDirectory(weightsFile) ? "a directory,"
                    + " not a weights file" : "no such file"));
        }
        if (!evaluate) {
            OutputFile.checkWritable(out, "--out " + out); // before hours of training, not after
        }
    }

    private List<GameRecords.Record> read() throws IOException {
        int[] cut = {0};
        List<GameRecords.Record> records = GameRecords.read(files, w -> cut[0]++, f -> progressLine("read " + f.getFileName()));
        endProgress();
        spec.commandLine().getOut().println(records.size() + " games read from " + files.size() + " file"
                + (files.size() == 1 ? "" : "s") + (cut[0] == 0 ? "" : " (" + cut[0] + " cut short or skipped)"));
        return records;
    }

    private Weights learn(List<GameRecords.Record> training, PrintWriter o) {
        FeatureSet features = MoveLearning.harvest(training, minPlayed, progress());
        TrainingSet data = MoveLearning.competitions(training, features, "positions", progress());
        endProgress();
        MmResult r;
        try (MmLearner mm = new MmLearner(features, data,
                MmSettings.DEFAULT.withThreads(threads).withMaxPasses(passes))) {
            r = mm.fit((pass, ll) -> progressLine(String.format(Locale.ROOT, "MM pass %d, log-likelihood %.1f", pass, ll)));
        }
        endProgress();
        o.println(String.format(Locale.ROOT, "%d games: %d positions, %d features, %d MM passes%s", training.size(),
                data.competitions(), features.size(), r.passes(), r.converged() ? " (converged)" : ""));
        String description = String.format(Locale.ROOT, "tengen learn: %d games, min-played %d, %d passes",
                training.size(), minPlayed, r.passes());
        return Weights.of(description, features, r.gammas());
    }

    private MoveLearning.Progress progress() {
        return (phase, done, total) -> {
            if (done == total || done % 20 == 0) {
                progressLine(phase + " " + done + "/" + total + " games");
            }
        };
    }

    /** A progress line on standard error, rewritten in place in a terminal; nothing when piped. */
    private void progressLine(String text) {
        if (System.console() != null) {
            err.print("\r" + text + "\u001b[K");
            err.flush();
        }
    }

    private void endProgress() {
        if (System.console() != null) {
            err.print("\r\u001b[K");
            err.flush();
        }
    }
}
