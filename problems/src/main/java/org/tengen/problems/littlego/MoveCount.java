package org.tengen.problems.littlego;

import java.util.Optional;
import org.tengen.core.Stone;

/**
 * How many moves (passes included) were played before the agent's move: the referee ends the game after
 * the preset's move limit, 24 ({@link LittleGoRules}). Black plays moves 1, 3, ..., 23 and White 2, 4, ..., 24,
 * so before Black's move the count is even and before White's odd.
 *
 * <p>At each player's first move (an empty previous board) the count is 0 for Black and 1 for White. With a
 * state that the input follows (see {@link AgentState}), the count is exact: one more than the state's. Otherwise it comes from the boards: each side has played at least as many moves as it has
 * stones, on the current board and on the previous one, which was one move earlier. That gives the
 * fewest moves the boards allow, exact at both players' first move and whenever nothing was captured and
 * nobody passed; after captures or passes it can only be too low, never too high.
 */
public final class MoveCount {
    private MoveCount() {
    }

    /** The moves played before the agent's move, from the state where the input follows it, else the boards. */
    public static int of(AgentInput input, Optional<AgentState> state) {
        int fromBoards = fromBoards(input);
        if (state.isPresent() && state.get().isFollowedBy(input) && !isStart(input)) {
            int k = state.get().movesAfter() + 1;
            // A count the boards contradict means the state is from another game: start over.
            if (k >= fromBoards && k < LittleGoRules.PRESET.moveLimit() && k % 2 == parity(input.colour())) {
                return k;
            }
        }
        return fromBoards;
    }

    /**
     * Whether the input is a player's first move: an empty board before the opponent's last move. In a game
     * that went on, the board after a player's own move is never empty (it would have passed on an empty
     * board after the opponent did the same, which ends the game).
     */
    static boolean isStart(AgentInput input) {
        boolean previousEmpty = input.previous().count(Stone.BLACK) + input.previous().count(Stone.WHITE) == 0;
        boolean currentEmpty = input.current().count(Stone.BLACK) + input.current().count(Stone.WHITE) == 0;
        return previousEmpty && (input.colour() == Stone.WHITE || currentEmpty);
    }

    /** The fewest moves the two boards allow before the agent's move (see the class comment). */
    public static int fromBoards(AgentInput input) {
        Stone us = input.colour();
        int k;
        if (us == Stone.BLACK) {
            // Before Black's move k (even): each side has played k/2 moves; before White's last, White k/2 - 1.
            k = Math.max(2 * input.current().count(Stone.BLACK), 2 * input.current().count(Stone.WHITE));
            k = Math.max(k, 2 * input.previous().count(Stone.BLACK));
            if (input.previous().count(Stone.WHITE) > 0) {
                k = Math.max(k, 2 * input.previous().count(Stone.WHITE) + 2);
            }
        } else {
            // Before White's move k (odd): Black has played (k+1)/2 moves, White (k-1)/2; the previous board
            // was one move earlier, (k-1)/2 each.
            k = Math.max(2 * input.current().count(Stone.BLACK) - 1, 2 * input.current().count(Stone.WHITE) + 1);
            k = Math.max(k, 2 * Math.max(input.previous().count(Stone.BLACK), input.previous().count(Stone.WHITE)) + 1);
        }
        if (k % 2 != parity(us)) {
            k++;
        }
        return Math.min(k, LittleGoRules.PRESET.moveLimit() - 2 + parity(us));
    }

    private static int parity(Stone colour) {
        return colour == Stone.BLACK ? 0 : 1;
    }
}
