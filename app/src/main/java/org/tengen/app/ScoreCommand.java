package org.tengen.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.tengen.problems.scoring.ScoringProblem;
import org.tengen.problems.text.Tokens;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tengen score}: "Problem B: Go", the scores of games given as stone placements. */
@Command(name = "score",
        mixinStandardHelpOptions = true,
        description = "Score games given as placements (\"Problem B: Go\").",
        footer = {"",
            "Input: test cases, each a line 'n m' (n odd, 3 to 19) and m lines B(x,y) or",
            "W(x,y), x and y from -(n-1)/2 to (n-1)/2 with (0,0) the centre; a line '0 0'",
            "ends the input. Output: a line 'B W' per case: the empty points each player",
            "surrounds plus the stones that player captured (self-capture counts for the",
            "opponent). Rules: the cormack preset (no ko, self-capture allowed).",
            "",
            "Example:",
            "  printf '7 1\\nB(0,0)\\n0 0\\n' | tengen score"})
final class ScoreCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The input; standard input when absent or -.")
    String file;

    @Override
    public Integer call() {
        Tokens in = Tokens.read(file);
        PrintWriter out = spec.commandLine().getOut();
        try {
            ScoringProblem.solve(in, out);
        } finally {
            out.flush();
        }
        return 0;
    }
}
