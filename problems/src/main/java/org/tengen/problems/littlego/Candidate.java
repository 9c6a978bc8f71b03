package org.tengen.problems.littlego;

import java.util.ArrayList;
import java.util.List;
import org.tengen.core.Board;
import org.tengen.core.Geometry;

/** A legal move for the arena's opponents: its point, the board after it and the stones it captured. */
record Candidate(int point, Board after, int captured) {
    /** The move as output.txt holds it: {@code i,j} (row, column from 0). */
    String answer() {
        Geometry g = after.geometry();
        return g.row(point) + "," + g.col(point);
    }

    /** Every legal move of colour code {@code colour} on {@code board} (its ko point included), top-left first. */
    static List<Candidate> all(Board board, int colour) {
        List<Candidate> out = new ArrayList<>();
        for (int p : board.geometry().points()) {
            if (board.isLegal(p, colour)) {
                Board after = board.copy();
                after.setUndoEnabled(false);
                int before = after.emptyCount();
                after.playUnchecked(p, colour);
                out.add(new Candidate(p, after, after.emptyCount() - before + 1));
            }
        }
        return out;
    }
}
