package org.tengen.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.tengen.problems.text.Tokens;
import org.tengen.problems.validate.MoveListProblem;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tengen validate}: CodinGame's "A Game of Go", a list of moves checked and played. */
@Command(name = "validate",
        mixinStandardHelpOptions = true,
        description = "Check and play a list of moves (CodinGame \"A Game of Go\").",
        footer = {"",
            "Input, a line each: S (1 to 19); M; S rows of '.', 'B', 'W'; M moves 'C i j'",
            "(C is B or W, i the row and j the column, from 0). Output: NOT_VALID if a move",
            "is off the board, on a stone, a suicide or a ko recapture; else the S rows of",
            "the final board. Rules: the codingame preset. Turn order is not checked.",
            "",
            "Example:",
            "  printf '3\\n1\\n...\\n...\\n...\\nB 1 1\\n' | tengen validate"})
final class ValidateCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The input; standard input when absent or -.")
    String file;

    @Override
    public Integer call() {
        Tokens in = Tokens.read(file);
        PrintWriter out = spec.commandLine().getOut();
        MoveListProblem.solve(in, out);
        out.flush();
        return 0;
    }
}
