package org.tengen.problems.validate;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.problems.text.BoardRows;
import org.tengen.problems.text.Tokens;

/**
 * CodinGame's "A Game of Go" from text to text: the size S, the number of moves M, S rows of {@code .},
 * {@code B}, {@code W}, and M moves {@code C i j}; out comes {@code NOT_VALID} or the board's rows after the
 * moves ({@link MoveListReferee}). The whole input is read and checked before any move is played.
 */
public final class MoveListProblem {
    private static final int MAX_SIZE = 19;

    /** A move as read: its coordinates may be off the board, which makes it invalid, not the input. */
    private record Put(Stone stone, int row, int column) {
    }

    private MoveListProblem() {
    }

    /** Reads the input from {@code in} and prints the answer to {@code out}; fails at the first mistake. */
    public static void solve(Tokens in, PrintWriter out) {
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
            int row = in.nextIntOnLine("the row of move " + i);
            int column = in.nextIntOnLine("the column of move " + i);
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
        out.print(referee.allValid() ? BoardRows.of(referee.board(), 'B', 'W', '.') : "NOT_VALID\n");
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
