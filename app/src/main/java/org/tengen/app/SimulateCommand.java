package org.tengen.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.tengen.problems.simulate.WeiqiProblem;
import org.tengen.problems.text.Tokens;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tengen simulate}: UVa 1273 "Weiqi", games given as pairs of numbers, simulated turn by turn. */
@Command(name = "simulate",
        mixinStandardHelpOptions = true,
        description = "Simulate 19x19 games given as number pairs (UVa 1273 \"Weiqi\").",
        footer = {"",
            "Input: pairs 'a b' (row from the top, column from the left, 1 to 19; '0 0'",
            "passes), Black first in every game. A game ends after two passes by player in",
            "a row, or in a tie by a same loop; the next pair starts the next game. '-1 -1'",
            "ends the input. Output: 'Game #k', a line for every pass (by player, invalid",
            "put, taboo point), 'Total t turn(s)', '(Tie)' for a tie, the board's 19 rows",
            "('e' black, 'o' white, '+' empty) and an empty line. Rules: the weiqi preset.",
            "",
            "Example:",
            "  echo '4 4 0 0 0 0 -1 -1' | tengen simulate"})
final class SimulateCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The input; standard input when absent or -.")
    String file;

    @Override
    public Integer call() {
        Tokens in = Tokens.read(file);
        PrintWriter out = spec.commandLine().getOut();
        try {
            WeiqiProblem.solve(in, out);
        } finally {
            out.flush();
        }
        return 0;
    }
}
