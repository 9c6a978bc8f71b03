package org.tengen.problems.littlego;

import org.tengen.core.Geometry;

/**
 * The agent's answer: a point ({@link Geometry#NO_POINT} for a pass), why it was chosen, and the state to
 * keep for the next move.
 */
public record AgentMove(int point, String reason, AgentState state) {
    /** Whether the move is a pass. */
    public boolean isPass() {
        return point == Geometry.NO_POINT;
    }

    /** The output file's text: {@code i,j} (row, column from 0) or {@code PASS}, without a line end. */
    public String text() {
        Geometry g = AgentInput.GEOMETRY;
        return isPass() ? "PASS" : g.row(point) + "," + g.col(point);
    }
}
