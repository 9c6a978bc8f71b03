package org.tengen.problems.validate;

import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Position;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;

/**
 * CodinGame's "A Game of Go", under the {@code codingame} preset: a position, then moves to check one by
 * one. A move is invalid off the board, on a stone, as a suicide, or as a ko recapture (recreating the
 * board as it was before the previous move of the list). Turn order is not checked: the puzzle doesn't say
 * colours alternate.
 */
public final class MoveListReferee {
    private final Game game;
    private boolean valid = true;

    /** Starts from a position; every chain must have a liberty (see {@link #chainWithoutLiberties}). */
    public MoveListReferee(Position start) {
        int[] starved = chainWithoutLiberties(start);
        if (starved != null) {
            throw new IllegalArgumentException("the stone at row " + starved[0] + ", column " + starved[1]
                    + " belongs to a chain without liberties");
        }
        Geometry g = start.geometry();
        this.game = new Game(g, RulesPresets.get("codingame"));
        for (int p : g.points()) {
            int c = start.atPoint(p);
            if (c != 0) {
                game.setup(c == 1 ? Stone.BLACK : Stone.WHITE, p);
            }
        }
    }

    /** A stone, as {row, column} from 0, of a chain without liberties in {@code position}; null if there is none. */
    public static int[] chainWithoutLiberties(Position position) {
        Geometry g = position.geometry();
        Board board = new Board(g);
        board.setUndoEnabled(false);
        for (int p : g.points()) {
            int c = position.atPoint(p);
            if (c != 0) {
                board.setStone(p, c == 1 ? Stone.BLACK : Stone.WHITE);
            }
        }
        for (int p : g.points()) {
            if (board.at(p) != Board.EMPTY && board.liberties(p) == 0) {
                return new int[] {g.row(p), g.col(p)};
            }
        }
        return null;
    }

    /**
     * Plays {@code stone} at {@code row}, {@code column} (0-based, row 0 at the top) if it is valid and every
     * move before it was; returns whether all moves so far were valid.
     */
    public boolean play(Stone stone, int row, int column) {
        if (!valid) {
            return false;
        }
        Geometry g = game.geometry();
        if (!g.isOnBoard(column, row)) {
            valid = false;
            return false;
        }
        game.setToMove(stone);
        valid = game.play(stone, Move.play(g.point(column, row))).isLegal();
        return valid;
    }

    /** Whether every move so far was valid. */
    public boolean allValid() {
        return valid;
    }

    /** The board after the valid moves. */
    public BoardView board() {
        return game.board();
    }
}
