package org.tengen.app;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.tengen.core.sgf.SgfException;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReplay;
import org.tengen.core.sgf.SgfValidator;
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
            "One line per file: 'ok' with the number of moves, or the first problem: line and",
            "column for a syntax error, move number, vertex and reason for an illegal move.",
            "Exit status 1 if any file fails.",
            "",
            "Example:",
            "  tengen sgf check games/*.sgf"})
final class SgfCheckCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "SGF files; - reads standard input.")
    List<String> files;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int failed = 0;
        for (String file : files) {
            Outcome outcome = check(file);
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

    private static Outcome check(String file) {
        List<SgfNode> games;
        try {
            games = SgfInput.load(file);
        } catch (SgfInput.Unreadable e) {
            return Outcome.problem(e.getMessage());
        }
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
                notes.append("; ").append(game).append("unknown rules RU[").append(root.simpleText("RU"))
                        .append("], replayed under ").append(SgfGames.DEFAULT_RULES);
            }
        }
        String count = moves + (moves == 1 ? " move" : " moves");
        return new Outcome(true, "ok, " + (games.size() == 1 ? count : games.size() + " games, " + count) + notes);
    }
}
