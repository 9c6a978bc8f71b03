package org.tengen.app;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.tengen.core.sgf.SgfException;
import org.tengen.core.sgf.SgfFile;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReplay;
import org.tengen.core.sgf.SgfValidator;
import org.tengen.core.sgf.SgfWarning;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code tengen sgf check}: parse each file, check every property FF[4] types for Go in every node, and
 * replay every game's main line strictly under its rules.
 */
@Command(name = "check",
        mixinStandardHelpOptions = true,
        description = "Parse SGF files and replay them strictly under their rules.",
        footer = {"",
            "One line per file: 'ok' with the number of moves, or the first problem: line and column for a syntax"
                    + " error, move number, vertex and reason for an illegal move.",
            "",
            "Quirks that other readers take (a variation opened without ';', B[zz] as a pass, B[R16], BL[0:07:42],"
                    + " a property twice in a node, KM[650]), other breaches of FF[4] the reader takes as written (B"
                    + " and W in one node, SZ after the root, FF[5]) and a charset guessed for a file without CA are"
                    + " read and listed after 'ok' as warnings, with the node, line and column; --strict makes the"
                    + " first of them the file's problem. Exit status 1 if any file fails.",
            "",
            "Example:",
            "  tengen sgf check games/*.sgf"})
final class SgfCheckCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "SGF files; - reads standard input.")
    List<String> files;

    @CommandLine.Option(names = "--strict", description = "A file with a warning fails: the first warning is its problem.")
    boolean strict;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int failed = 0;
        for (String file : files) {
            Outcome outcome = check(file, strict);
            if (!outcome.ok()) {
                failed++;
            }
            out.println(file + ": " + outcome.text());
            out.flush();
        }
        return failed == 0 ? 0 : 1;
    }

    /** What a file's line says: {@code ok, 211 moves}, or the first problem. */
    private record Outcome(boolean ok, String text) {
        static Outcome problem(String text) {
            return new Outcome(false, text);
        }
    }

    private static Outcome check(String file, boolean strict) {
        SgfFile read;
        try {
            read = SgfInput.load(file);
        } catch (SgfInput.Unreadable e) {
            return Outcome.problem(e.getMessage());
        }
        List<SgfWarning> warnings = read.warnings();
        if (strict && !warnings.isEmpty()) {
            return Outcome.problem(warnings.get(0).describe() + (warnings.size() > 1
                    ? " (and " + (warnings.size() - 1) + " more " + (warnings.size() == 2 ? "warning" : "warnings") + ")" : ""));
        }
        List<SgfNode> games = read.games();
        int moves = 0;
        StringBuilder notes = new StringBuilder();
        for (int i = 0; i < games.size(); i++) {
            String game = games.size() == 1 ? "" : "game " + (i + 1) + ": ";
            SgfNode root = games.get(i);
            try {
                SgfValidator.validate(root);
                SgfReplay replay = SgfReplay.mainLine(root, SgfReplay.Mode.STRICT);
                if (replay.problem().isPresent()) {
                    return Outcome.problem(game + replay.problem().get().describeWithPlace());
                }
                moves += replay.moves();
            } catch (SgfException e) {
                return Outcome.problem(game + e.getMessage());
            }
            if (!SgfGames.knowsRules(root)) {
                notes.append("; ").append(game).append("unknown rules RU[").append(SgfGames.gameInfoText(root, "RU"))
                        .append("], replayed under ").append(SgfGames.DEFAULT_RULES);
            }
        }
        if (warnings.size() == 1) {
            notes.append("; warning: ").append(warnings.get(0).describe());
        } else if (warnings.size() > 1) {
            notes.append("; ").append(warnings.size()).append(" warnings, the first: ").append(warnings.get(0).describe());
        }
        String count = moves + (moves == 1 ? " move" : " moves");
        return new Outcome(true, "ok, " + (games.size() == 1 ? count : games.size() + " games, " + count) + notes);
    }
}
