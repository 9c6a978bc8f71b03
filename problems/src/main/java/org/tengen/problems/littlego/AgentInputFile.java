package org.tengen.problems.littlego;

import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.problems.text.Tokens;

/**
 * Reads the little-go problem's input.txt: line 1 the colour to play (1 black, 2 white), lines 2 to 6 the
 * board after the agent's last move, lines 7 to 11 the board now, each row five digits 0, 1, 2. A mistake
 * is reported with its line and column.
 */
public final class AgentInputFile {
    private AgentInputFile() {
    }

    /** The input in {@code file}, standard input for {@code -} or null; fails at the first mistake, saying where. */
    public static AgentInput read(String file) {
        Tokens in = Tokens.read(file);
        String colour = in.next("the colour to play, 1 (black) or 2 (white)");
        if (!colour.equals("1") && !colour.equals("2")) {
            throw in.error("expected the colour to play, 1 (black) or 2 (white), found '" + shorten(colour) + "'");
        }
        in.endLine("the colour");
        Position previous = board(in, "the previous board (after your last move)");
        Position current = board(in, "the current board");
        in.endInput("the current board");
        return new AgentInput(colour.equals("1") ? Stone.BLACK : Stone.WHITE, previous, current);
    }

    private static Position board(Tokens in, String name) {
        int size = AgentInput.SIZE;
        String[] rows = new String[size];
        Tokens.Place[] places = new Tokens.Place[size];
        for (int i = 0; i < size; i++) {
            String what = "row " + (i + 1) + " of " + name;
            rows[i] = in.next(what + ", five digits 0, 1 or 2");
            places[i] = in.place();
            if (!rows[i].matches("[012]{" + size + "}")) {
                throw in.error(what + " is '" + shorten(rows[i]) + "': expected " + size + " digits, each 0 (empty), 1 (black)"
                        + " or 2 (white)");
            }
            in.endLine(what);
        }
        Position position = AgentInput.position(rows);
        int[] starved = AgentInput.stoneWithoutLiberty(position);
        if (starved != null) {
            Tokens.Place row = places[starved[0]];
            throw Tokens.errorAt(new Tokens.Place(row.line(), row.column() + starved[1]), "the chain of this stone on "
                    + name + " (row " + starved[0] + ", column " + starved[1] + ") has no liberty: not a position of Go");
        }
        return position;
    }

    private static String shorten(String word) {
        return word.length() <= 20 ? word : word.substring(0, 20) + "...";
    }
}
