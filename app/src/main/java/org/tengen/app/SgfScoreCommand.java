package org.tengen.app;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.tengen.core.DeadStones;
import org.tengen.core.Game;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.Score;
import org.tengen.core.Settlement;
import org.tengen.core.sgf.SgfException;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReplay;
import org.tengen.core.sgf.SgfTerritoryMarks;
import org.tengen.engine.SearchDeadStones;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tengen sgf score}: the count of a record's final position. */
@Command(name = "score",
        mixinStandardHelpOptions = true,
        description = "Score the final position of an SGF record.",
        footer = {"",
            "Dead stones come from the record's territory marks (TB, TW) where it has them,",
            "else from tengen's dead-stone policy, the search's ownership (--dead chooses:",
            "benson, search or marks). Prints the result in SGF form (B+3.5, W+R, 0) and the",
            "counts behind it. --rules keeps the record's KM unless --komi is given.",
            "",
            "Example:",
            "  tengen sgf score game.sgf --rules chinese --komi 7.5"})
final class SgfScoreCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "An SGF file; - reads standard input.")
    String file;

    @Option(names = "--rules", paramLabel = "RULES", description = "Score under these rules instead of the record's RU.")
    Rules rules;

    @Option(names = "--komi", paramLabel = "K", description = "Komi for White instead of the record's KM.")
    Converters.Komi komi;

    @Option(names = "--dead", paramLabel = "FROM", converter = DeadFrom.Converter.class,
            description = "Where the dead stones come from: benson (what Benson's algorithm proves), search "
                    + "(the search's ownership, with seki) or marks (the record's TB and TW). Default: marks where the "
                    + "record has them, else search.")
    DeadFrom deadFrom;

    /** The choices of {@code --dead}. */
    enum DeadFrom {
        BENSON, SEARCH, MARKS;

        /** Reads a choice in any case, naming the choices when it is none of them. */
        static final class Converter implements CommandLine.ITypeConverter<DeadFrom> {
            @Override
            public DeadFrom convert(String value) {
                for (DeadFrom d : values()) {
                    if (d.name().equalsIgnoreCase(value)) {
                        return d;
                    }
                }
                throw new CommandLine.TypeConversionException("'" + value + "' is not one of benson, search, marks");
            }
        }
    }

    @Option(names = "--game", paramLabel = "K", description = "The game of a collection, from 1 (default: ${DEFAULT-VALUE}).",
            defaultValue = "1")
    int gameNumber;

    @Override
    public Integer call() {
        SgfNode root = SgfInput.game(file, SgfInput.read(file, spec.commandLine().getErr()), gameNumber);
        PrintWriter out = spec.commandLine().getOut();
        try {
            SgfReplay replay = SgfReplay.mainLine(root, SgfReplay.Mode.TOLERANT);
            if (replay.problem().isPresent()) {
                throw new InputException(file + ": " + replay.problem().get().describeWithPlace());
            }
            Game game = replay.game();
            if (game.result() != null && game.result().isResignation()) {
                out.println(game.result().toSgf());
                out.println("The record ends in a resignation; there is no count.");
                out.flush();
                return 0;
            }
            Rules scoring = scoringRules(root, game.rules());
            Optional<Set<Integer>> marks = SgfTerritoryMarks.deadStones(root.mainLineEnd(), game.board());
            DeadFrom from = deadFrom != null ? deadFrom : marks.isPresent() ? DeadFrom.MARKS : DeadFrom.SEARCH;
            if (from == DeadFrom.MARKS && marks.isEmpty()) {
                throw new InputException(file + ": --dead marks, but the record has no TB or TW marks after its last move");
            }
            Settlement settled = from == DeadFrom.MARKS ? Settlement.ofDead(marks.get())
                    : (from == DeadFrom.BENSON ? DeadStones.BENSON : SearchDeadStones.standard()).settle(game.board(), scoring);
            Score score = settled.count(game.board(), scoring, game.handicapStones());
            out.println(score.result().toSgf());
            out.println("Black " + Rules.formatPoints(score.black()) + ", White " + Rules.formatPoints(score.white())
                    + " under " + describe(scoring, rules == null ? SgfGames.presetName(root).orElse(null) : null) + ".");
            out.println(counts(score));
            out.println("Dead stones: " + settled.dead().size() + source(from, marks.isPresent()));
            if (!settled.seki().isEmpty()) {
                out.println("Stones in seki: " + settled.seki().size() + ".");
            }
            SgfGames.result(root).filter(r -> !r.equals(score.result()))
                    .ifPresent(r -> out.println("The record says " + r.toSgf() + "."));
            String re = SgfGames.gameInfoText(root, "RE");
            if (!SgfGames.result(root).isPresent() && re != null) {
                out.println("The record says " + re + ".");
            }
            out.flush();
            return 0;
        } catch (SgfException e) {
            throw new InputException(file + ": " + e.getMessage());
        }
    }

    private static String source(DeadFrom from, boolean hasMarks) {
        switch (from) {
            case MARKS:
                return ", from the record's TB and TW marks.";
            case BENSON:
                return ", those Benson's algorithm proves dead (--dead benson).";
            default:
                return hasMarks ? ", as tengen's search judges them (--dead search)."
                        : ", as tengen's search judges them (the record has no TB or TW).";
        }
    }

    private Rules scoringRules(SgfNode root, Rules recorded) {
        Rules r = rules == null ? recorded : rules.withKomi(SgfGames.gameInfo(root, "KM").isPresent() ? recorded.komi() : rules.komi());
        return komi == null ? r : r.withKomi(komi.value());
    }

    /** The rules by name: the record's own preset name when the rules are that preset (Korean, not Japanese). */
    private static String describe(Rules r, String recordPreset) {
        boolean recordNamesThem = recordPreset != null && RulesPresets.get(recordPreset).withKomi(r.komi()).equals(r);
        String name = recordNamesThem ? recordPreset : r.presetName();
        return (name != null ? name + " rules" : r.toJson()) + ", komi " + Rules.formatPoints(r.komi());
    }

    private static String counts(Score s) {
        String d = s.describe();
        int colon = d.indexOf(": ");
        return "Counts: " + d.substring(colon + 2, d.length() - 1) + ".";
    }
}
