package org.tengen.gtp.analysis;

import java.util.List;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.Stone;

/**
 * A query's game: the board, the rules (komi included), the stones on the board before the first move, who moves
 * first, and the moves. {@link #gameAt} replays it to any turn.
 *
 * <p>As in KataGo, two or more initial stones that are all Black are handicap stones (White's handicap bonus
 * counts them), and a move out of turn is played as it comes. A move the rules forbid (on an occupied point, a
 * ko, superko or suicide) is refused; a move after two passes resumes the game.
 *
 * @param geometry      the board
 * @param rules         the rules, with the query's komi
 * @param initialStones the stones before the first move
 * @param initialPlayer the side to move at turn 0
 * @param moves         the moves, in order
 */
public record PositionSpec(Geometry geometry, Rules rules, List<Placed> initialStones, Stone initialPlayer,
                           List<Placed> moves) {
    /** A stone or move of a colour: an initial stone is always a play. */
    public record Placed(Stone stone, Move move) {
    }

    public PositionSpec {
        initialStones = List.copyOf(initialStones);
        moves = List.copyOf(moves);
    }

    /**
     * The game after the first {@code turn} moves.
     *
     * @throws QueryError naming {@code initialStones} or {@code moves} when a stone or move cannot be played
     */
    public Game gameAt(int turn) {
        Game game = new Game(geometry, rules);
        placeInitialStones(game);
        game.setToMove(initialPlayer);
        for (int i = 0; i < turn; i++) {
            play(game, i);
        }
        return game;
    }

    private void placeInitialStones(Game game) {
        try {
            if (initialStones.size() >= 2 && initialStones.stream().allMatch(s -> s.stone() == Stone.BLACK)) {
                game.placeFreeHandicap(initialStones.stream().mapToInt(s -> ((Move.Play) s.move()).point()).toArray());
                return;
            }
            for (Placed s : initialStones) {
                game.setup(s.stone(), ((Move.Play) s.move()).point());
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new QueryError("initialStones", e.getMessage());
        }
    }

    private void play(Game game, int i) {
        Placed m = moves.get(i);
        String what = "Illegal move " + i + ": " + m.stone().name().charAt(0) + " " + m.move().toGtp(geometry);
        if (game.isOver()) {
            try {
                game.resume(); // a record that goes on after two passes
            } catch (IllegalStateException e) {
                throw new QueryError("moves", what + " (" + e.getMessage() + ")");
            }
        }
        Legality legality = game.legality(m.stone(), m.move());
        if (!legality.isLegal() && legality != Legality.WRONG_TURN) {
            throw new QueryError("moves", what + " (" + legality.reason() + ")");
        }
        game.playTolerant(m.stone(), m.move());
    }
}
