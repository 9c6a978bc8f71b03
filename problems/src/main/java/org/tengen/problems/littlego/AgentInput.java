package org.tengen.problems.littlego;

import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.Position;
import org.tengen.core.Stone;

/**
 * What the little-go referee gives the agent: the colour to play, the board right after the agent's own
 * last move ({@code previous}) and the board now, after the opponent's last move ({@code current}). Rows
 * are the problem's: row {@code i} from 0 at the top, column {@code j} from 0 at the left.
 */
public record AgentInput(Stone colour, Position previous, Position current) {
    /** The board is 5x5. */
    public static final int SIZE = 5;
    public static final Geometry GEOMETRY = Geometry.of(SIZE);

    /** Fails unless both boards are 5x5 positions of Go, every chain with a liberty. */
    public AgentInput {
        if (previous.geometry() != GEOMETRY || current.geometry() != GEOMETRY) {
            throw new IllegalArgumentException("little-go boards are " + SIZE + "x" + SIZE);
        }
        for (Position p : new Position[] {previous, current}) {
            int[] starved = stoneWithoutLiberty(p);
            if (starved != null) {
                throw new IllegalArgumentException("the chain at row " + starved[0] + ", column " + starved[1]
                        + " has no liberty: not a position of Go");
            }
        }
    }

    /** The input from rows of digits as the problem writes them: '0' empty, '1' black, '2' white. */
    public static AgentInput of(Stone colour, String[] previousRows, String[] currentRows) {
        return new AgentInput(colour, position(previousRows), position(currentRows));
    }

    /** A 5x5 position from five rows of five digits 0, 1, 2. */
    public static Position position(String[] rows) {
        if (rows.length != SIZE) {
            throw new IllegalArgumentException(rows.length + " rows: expected " + SIZE);
        }
        StringBuilder diagram = new StringBuilder();
        for (String row : rows) {
            if (!row.matches("[012]{" + SIZE + "}")) {
                throw new IllegalArgumentException("row '" + row + "': expected " + SIZE + " digits, each 0, 1 or 2");
            }
            diagram.append(row.replace('0', '.').replace('1', 'X').replace('2', 'O')).append('\n');
        }
        return Position.parse(diagram.toString());
    }

    /** The rows of a position as digits, top row first. */
    public static String[] rows(Position position) {
        String[] rows = new String[SIZE];
        for (int i = 0; i < SIZE; i++) {
            StringBuilder row = new StringBuilder();
            for (int j = 0; j < SIZE; j++) {
                row.append(position.at(j, i));
            }
            rows[i] = row.toString();
        }
        return rows;
    }

    /**
     * A stone of a chain without a liberty as {@code {row, column}}, or {@code null} when every chain has
     * one: such a board cannot arise in a game.
     */
    public static int[] stoneWithoutLiberty(Position position) {
        Board board = position.toBoard();
        for (int p : GEOMETRY.points()) {
            if (board.at(p) != Board.EMPTY && board.liberties(p) == 0) {
                return new int[] {GEOMETRY.row(p), GEOMETRY.col(p)};
            }
        }
        return null;
    }

    /** Whether the opponent passed: the board is as the agent left it (but not at Black's first move). */
    public boolean boardUnchanged() {
        return previous.equals(current);
    }
}
