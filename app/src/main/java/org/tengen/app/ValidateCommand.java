package org.tengen.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.tengen.core.BoardView;
import org.tengen.core.Geometry;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.core.referee.MoveListReferee;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tengen validate}: CodinGame's "A Game of Go", a list of moves checked and played. */
@Command(name = "validate",
        mixinStandardHelpOptions = true,
        description = "Check and play a list of moves (CodinGame \"A Game of Go\").",
        footer = {"",
            "Input: S; M; S rows of '.', 'B', 'W'; M moves 'C i j' (C is B or W, i the row and",
            "j the column, from 0). Output: NOT_VALID if a move is off the board, on a stone, a",
            "suicide or a ko recapture; else the S rows of the board after the moves. Rules: the",
            "codingame preset. Turn order is not checked.",
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
        int size = in.nextInt("the board size S");
        if (size < 1 || size > Geometry.MAX_SIZE) {
            throw in.error("board size " + size + ": expected 1 to " + Geometry.MAX_SIZE);
        }
        int count = in.nextInt("the number of moves M");
        if (count < 0) {
            throw in.error("number of moves " + count + ": expected 0 or more");
        }
        Position start = position(in, size);
        MoveListReferee referee;
        try {
            referee = new MoveListReferee(start);
        } catch (IllegalArgumentException e) {
            throw new InputException("the board is not a position of Go: " + e.getMessage());
        }
        int[][] moves = new int[count][3];
        for (int i = 0; i < count; i++) {
            String colour = in.next("move " + (i + 1) + " of " + count + ", such as B 2 3");
            if (!colour.equals("B") && !colour.equals("W")) {
                throw in.error("expected B or W to begin move " + (i + 1) + ", found '" + colour + "'");
            }
            moves[i][0] = colour.equals("B") ? 1 : 2;
            moves[i][1] = in.nextInt("the row of move " + (i + 1));
            moves[i][2] = in.nextInt("the column of move " + (i + 1));
        }
        if (in.hasNext()) {
            in.next("nothing");
            throw in.error("unexpected text after the " + count + (count == 1 ? " move" : " moves") + " announced");
        }
        for (int[] move : moves) {
            referee.play(move[0] == 1 ? Stone.BLACK : Stone.WHITE, move[1], move[2]);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(referee.allValid() ? rows(referee.board()) : "NOT_VALID\n");
        out.flush();
        return 0;
    }

    private static Position position(Tokens in, int size) {
        StringBuilder diagram = new StringBuilder();
        for (int r = 0; r < size; r++) {
            String row = in.next("row " + (r + 1) + " of the board");
            if (row.length() != size || !row.matches("[.BW]+")) {
                throw in.error("row " + (r + 1) + " is '" + row + "': expected " + size + " characters, each '.', 'B' or 'W'");
            }
            diagram.append(row).append('\n');
        }
        return Position.parse(diagram.toString());
    }

    private static String rows(BoardView board) {
        Geometry g = board.geometry();
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < g.height(); row++) {
            for (int col = 0; col < g.width(); col++) {
                int c = board.at(g.point(col, row));
                sb.append(c == 1 ? 'B' : c == 2 ? 'W' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
