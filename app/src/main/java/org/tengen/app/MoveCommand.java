package org.tengen.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.engine.GtsaPlayer;
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
    double time;

    @Option(names = "--playouts", paramLabel = "N", description = "Stop after N playouts (with --seed: the same move every run).")
    Integer playouts;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the search (default: the time).")
    Long seed;

    @Override
    public Integer call() {
        if (time <= 0 || time > 3600) {
            throw new InputException("--time " + time + ": expected seconds above 0, such as 0.3");
        }
        if (playouts != null && playouts < 1) {
            throw new InputException("--playouts " + playouts + ": expected 1 or more");
        }
        Tokens in = Tokens.read(file);
        StringBuilder diagram = new StringBuilder();
        String first = in.next("the first row of the board, such as __1__");
        int n = first.length();
        if (n < 2 || n > Geometry.MAX_SIZE) {
            throw in.error("a row of " + n + " points: expected a board of 2 to " + Geometry.MAX_SIZE + " points a side");
        }
        String row = first;
        for (int r = 1; ; r++) {
            if (row.length() != n || !row.matches("[12_]+")) {
                throw in.error("row " + r + " is '" + row + "': expected " + n + " characters, each '1', '2' or '_'");
            }
            in.endLine("row " + r);
            diagram.append(row.replace('1', 'X').replace('2', 'O').replace('_', '.')).append('\n');
            if (r == n) {
                break;
            }
            row = in.next("row " + (r + 1) + " of " + n);
        }
        String player = in.next("the player to move, 1 or 2");
        if (!player.equals("1") && !player.equals("2")) {
            throw in.error("expected the player to move, 1 or 2, found '" + player + "'");
        }
        in.endLine("the player");
        boolean[] passed = {false, false};
        if (in.hasNext()) {
            for (int i = 0; i < 2; i++) {
                int flag = in.nextInt("pass flag " + (i + 1) + " of 2, 0 or 1");
                if (flag != 0 && flag != 1) {
                    throw in.error("pass flag " + flag + ": expected 0 or 1");
                }
                passed[i] = flag == 1;
            }
        }
        Stone stone = player.equals("1") ? Stone.BLACK : Stone.WHITE;
        Position position = Position.parse(diagram.toString());
        Game game;
        try {
            game = GtsaPlayer.game(position, stone);
        } catch (IllegalArgumentException e) {
            throw new InputException("the board is not a position of Go: " + e.getMessage());
        }
        boolean opponentPassed = passed[stone == Stone.BLACK ? 1 : 0];
        boolean ownPassed = passed[stone == Stone.BLACK ? 0 : 1];
        int point = new GtsaPlayer(seed != null ? seed : System.nanoTime())
                .choose(game, opponentPassed, ownPassed, playouts != null ? playouts : Integer.MAX_VALUE, (long) (time * 1e9));
        Geometry g = position.geometry();
        PrintWriter out = spec.commandLine().getOut();
        out.print(point == Geometry.NO_POINT ? "-1 0\n" : g.col(point) + " " + g.row(point) + "\n");
        out.flush();
        return 0;
    }
}
