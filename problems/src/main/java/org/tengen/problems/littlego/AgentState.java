package org.tengen.problems.littlego;

import java.util.Optional;
import org.tengen.core.Position;
import org.tengen.core.Stone;

/**
 * What the agent remembers between two of its moves, in a small file beside the input: its colour, the
 * number of moves played once its move is made, and the board after its move, which the next input must
 * show as its previous board. A file that doesn't read back is no state at all.
 */
public record AgentState(Stone colour, int movesAfter, Position board) {
    private static final String HEADER = "tengen-agent-state 1";

    /** The file's text. */
    public String format() {
        return HEADER + "\ncolour " + colour.code() + "\nmoves " + movesAfter + "\nboard "
                + String.join("/", AgentInput.rows(board)) + "\n";
    }

    /** The state a file holds, or empty for anything else (a file from another version, a torn write). */
    public static Optional<AgentState> parse(String text) {
        String[] lines = text.split("\n", -1);
        if (lines.length < 4 || !lines[0].equals(HEADER) || !lines[1].matches("colour [12]")
                || !lines[2].matches("moves [0-9]{1,2}") || !lines[3].matches("board [012]{5}(/[012]{5}){4}")) {
            return Optional.empty();
        }
        Stone colour = Stone.ofCode(lines[1].charAt(7) - '0');
        int moves = Integer.parseInt(lines[2].substring(6));
        Position board = AgentInput.position(lines[3].substring(6).split("/"));
        return Optional.of(new AgentState(colour, moves, board));
    }

    /** Whether {@code input} is the turn after this state: same colour, and its previous board is this board. */
    boolean isFollowedBy(AgentInput input) {
        return input.colour() == colour && input.previous().equals(board);
    }
}
