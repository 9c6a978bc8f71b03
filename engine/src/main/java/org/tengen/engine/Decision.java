package org.tengen.engine;

import java.util.List;
import org.tengen.core.Move;

/**
 * A player's answer: the move; the mover's win rate after it (0..1) and expected final lead in points
 * (komi included); the playouts behind those estimates (0 for a player that doesn't search, whose
 * estimates are then {@code NaN}); and, when analysis was asked, every root move's statistics, most
 * visited first. With a dynamic komi in a handicap game the win rates are against the search's komi (see
 * {@link Mcts.Choice}), the lead against the game's.
 */
public record Decision(Move move, double winRate, double scoreLead, int playouts, List<Candidate> candidates) {
    /** One root move of a search: its visits, its win rate for the mover and its prior's win rate. */
    public record Candidate(Move move, int visits, double winRate, double prior) {
    }

    public Decision {
        candidates = List.copyOf(candidates);
    }

    /** A move with no estimate behind it. */
    public static Decision of(Move move) {
        return new Decision(move, Double.NaN, Double.NaN, 0, List.of());
    }

    /** Whether the decision has a search's estimate behind it. */
    public boolean hasEstimate() {
        return playouts > 0;
    }

    public boolean resigns() {
        return move instanceof Move.Resign;
    }
}
