package org.tengen.engine.littlego;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.Position;
import org.tengen.core.Stone;

/**
 * The referee's rules for one move, checked from the input alone, whatever the search believed: the
 * point is on the board and empty, the stone keeps a liberty once its captures are off (no suicide), and
 * a capture doesn't recreate the previous board (ko). The agent checks its answer here before writing it.
 */
final class LegalMoves {
    private LegalMoves() {
    }

    /** The points where the agent may play, top-left to bottom-right. */
    static int[] of(AgentInput input) {
        int[] points = AgentInput.GEOMETRY.points();
        int[] out = new int[points.length];
        int n = 0;
        for (int p : points) {
            if (isLegal(input, p)) {
                out[n++] = p;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** Whether the agent may play at point {@code p} (any int: off-board points are simply illegal). */
    static boolean isLegal(AgentInput input, int p) {
        if (!AgentInput.GEOMETRY.isOnBoard(p) || input.current().atPoint(p) != Board.EMPTY) {
            return false;
        }
        int c = input.colour().code();
        Board board = input.current().toBoard();
        board.setSimpleKo(false); // the ko is judged below, against the previous board itself
        if (board.isSuicide(p, c)) {
            return false;
        }
        int before = board.emptyCount();
        board.playUnchecked(p, c);
        boolean captured = board.emptyCount() >= before;
        return !(captured && Position.of(board).equals(input.previous()));
    }

    /** The board after the agent's move at {@code p}, captures made; the board itself for a pass (p = 0). */
    static Position after(AgentInput input, int p) {
        if (p == 0) {
            return input.current();
        }
        Board board = input.current().toBoard();
        board.setSimpleKo(false);
        board.playUnchecked(p, input.colour().code());
        return Position.of(board);
    }

    /** The agent's stones minus the opponent's, plus komi for White, on {@code position}. */
    static double lead(Position position, Stone us) {
        double black = position.count(Stone.BLACK);
        double white = position.count(Stone.WHITE) + Agent.KOMI;
        return us == Stone.BLACK ? black - white : white - black;
    }
}
