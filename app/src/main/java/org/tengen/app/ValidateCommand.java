package org.tengen.app;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
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
            "Input, a line each: S (1 to 19); M; S rows of '.', 'B', 'W'; M moves 'C i j' (C is B",
            "or W, i the row and j the column, from 0). Output: NOT_VALID if a move is off the",
            "board, on a stone, a suicide or a ko recapture; else the S rows of the board after",
            "the moves. Rules: the codingame preset. Turn order is not checked.",
            "",
            "Example:",
            "  printf '3\\n1\\n...\\n...\\n...\\nB 1 1\\n' | tengen validate"})
final class ValidateCommand implements Callable<Integer> {
    private static final int MAX_SIZE = 19;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The input; standard input when absent or -.")
    String file;

    /** A move as read: its coordinates may be off the board, which makes it invalid, not the input. */
    private record Put(Stone stone, int row, int column) {
    }

    @Override
    public Integer call() {
        Tokens in = Tokens.read(file);
        int size = in.nextInt("the board size S");
        if (size < 1 || size > MAX_SIZE) {
            throw in.error("board size " + size + ": expected 1 to " + MAX_SIZE);
        }
        in.endLine("the board size");
        int count = in.nextInt("the number of moves M");
        if (count < 0) {
            throw in.error("number of moves " + count + ": expected 0 or more");
        }
        in.endLine("the number of moves");
        MoveListReferee referee = new MoveListReferee(position(in, size));
        List<Put> moves = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            String colour = in.next("move " + i + " of " + count + ", such as B 2 3");
            if (!colour.equals("B") && !colour.equals("W")) {
                throw in.error("expected B or W to begin move " + i + ", found '" + colour + "'");
            }
            int row = in.nextInt("the row of move " + i);
            int column = in.nextInt("the column of move " + i);
            in.endLine("move " + i);
            moves.add(new Put(colour.equals("B") ? Stone.BLACK : Stone.WHITE, row, column));
        }
        if (in.hasNext()) {
            in.next("nothing");
            throw in.error("unexpected text after the " + count + (count == 1 ? " move" : " moves") + " announced");
        }
        for (Put move : moves) {
            referee.play(move.stone(), move.row(), move.column());
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(referee.allValid() ? BoardText.rows(referee.board(), 'B', 'W', '.') : "NOT_VALID\n");
        out.flush();
        return 0;
    }

    /** The S rows; a chain without liberties is reported at its stone, as the puzzle promises a valid board. */
    private static Position position(Tokens in, int size) {
        StringBuilder diagram = new StringBuilder();
        List<Tokens.Place> places = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            String row = in.next("row " + (r + 1) + " of the board");
            if (row.length() != size || !row.matches("[.BW]+")) {
                throw in.error("row " + (r + 1) + " is '" + row + "': expected " + size + " characters, each '.', 'B' or 'W'");
            }
            in.endLine("row " + (r + 1));
            places.add(in.place());
            diagram.append(row).append('\n');
        }
        Position position = Position.parse(diagram.toString());
        int[] starved = MoveListReferee.chainWithoutLiberties(position);
        if (starved != null) {
            Tokens.Place row = places.get(starved[0]);
            throw Tokens.errorAt(new Tokens.Place(row.line(), row.column() + starved[1]),
                    "this stone's chain has no liberty: the board is not a position of Go");
        }
        return position;
    }
}
