package org.tengen.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.tengen.engine.solve.SolvedTable;
import org.tengen.problems.gtsa.GtsaProblem;
import org.tengen.problems.text.Tokens;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tengen move}: the GTSA problem, one move chosen by Monte Carlo tree search. */
@Command(name = "move",
        mixinStandardHelpOptions = true,
        description = "Choose a move for a Tromp-Taylor position (the GTSA problem).",
        footer = {"",
            "Input: N rows of '1', '2', '_' (player 1 moves first), a line with the player",
            "to move, and optionally a line of the two players' pass flags ('0 1': player 2",
            "passed last). Output: 'x y', x the column and y the row from 0 at the top left,",
            "or '-1 0' to pass. Rules: the gtsa preset (Tromp-Taylor, komi 0, single-stone",
            "suicide illegal). Without the history, it never makes a move that might",
            "recreate the board before the opponent's last turn (a ko) or before its own",
            "previous one (putting back one of two stones just taken), as the flags allow.",
            "",
            "Example:",
            "  printf '_____\\n_22__\\n_1122\\n___11\\n_____\\n2\\n' | tengen move --time 0.3"})
final class MoveCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The input; standard input when absent or -.")
    String file;

    @Option(names = "--time", paramLabel = "SECONDS", defaultValue = "1", description = "Thinking time (default: ${DEFAULT-VALUE} s).")
    Converters.Seconds time;

    @Option(names = "--playouts", paramLabel = "N", description = "Stop after N playouts (with --seed: the same move every run).")
    Integer playouts;

    @Option(names = "--solved", paramLabel = "FILE",
            description = "A table from 'tengen solve --save' for this board and the gtsa rules: the move is a proven best one when proved within half the time.")
    java.nio.file.Path solved;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the search (default: the time).")
    Long seed;

    @Override
    public Integer call() {
        if (!(time.value() > 0 && time.value() <= 3600)) {
            throw new InputException("--time " + time + ": expected seconds above 0 and at most 3600, such as 0.3");
        }
        if (playouts != null && playouts < 1) {
            throw new InputException("--playouts " + playouts + ": expected 1 or more");
        }
        SolvedTable table = solved == null ? null : SearchOptions.readTable(solved, "--solved " + solved);
        Tokens in = Tokens.read(file);
        PrintWriter out = spec.commandLine().getOut();
        GtsaProblem.solve(in, out, seed != null ? seed : System.nanoTime(), playouts != null ? playouts : Integer.MAX_VALUE,
                (long) (time.value() * 1e9), table);
        out.flush();
        return 0;
    }
}
