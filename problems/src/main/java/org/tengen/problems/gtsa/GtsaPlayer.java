package org.tengen.problems.gtsa;

import java.util.List;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.KoRetakes;
import org.tengen.core.Move;
import org.tengen.core.Position;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.engine.Decision;
import org.tengen.engine.Mcts;
import org.tengen.engine.Player;
import org.tengen.engine.SearchBudget;
import org.tengen.engine.SearchRequest;

/**
 * The GTSA problem's player: a position under the {@code gtsa} preset (Tromp-Taylor with komi 0,
 * positional superko against the position given, single-stone suicide illegal) and one move by search.
 * It passes at once when the opponent just passed and the count already wins, which ends the game.
 *
 * <p>GTSA's referee forbids recreating any earlier board, but the input gives none of them, so the player
 * never makes a move that might recreate the board before the opponent's last turn (a ko) or before its
 * own previous one (putting back one of two stones just taken), as the pass flags allow ({@link KoRetakes});
 * with nothing else to play it passes. Longer cycles stay unseen.
 */
public final class GtsaPlayer implements Player {
    private final Mcts mcts;
    private final SearchBudget budget;
    private final boolean opponentPassed;
    private final boolean ownPassed;

    /**
     * A player for a GTSA input whose pass flags say whether the opponent's last turn and the mover's own
     * previous one were passes, searching within {@code budget}.
     */
    public GtsaPlayer(long seed, SearchBudget budget, boolean opponentPassed, boolean ownPassed) {
        this.mcts = new Mcts(seed);
        this.budget = budget;
        this.opponentPassed = opponentPassed;
        this.ownPassed = ownPassed;
    }

    /** The game of a position with {@code toMove} to play; fails if a chain has no liberty. */
    public static Game game(Position position, Stone toMove) {
        Game game = new Game(position.geometry(), RulesPresets.get("gtsa"));
        for (int p : position.geometry().points()) {
            int c = position.atPoint(p);
            if (c != 0) {
                game.setup(c == 1 ? Stone.BLACK : Stone.WHITE, p);
            }
        }
        game.setToMove(toMove);
        return game;
    }

    /** The move for the side to move of {@code game}: a play or a pass, never a resignation. */
    @Override
    public Decision decide(Game game, SearchRequest request) {
        Board board = game.boardCopy();
        // The referee's count: stones and the empty regions that reach one colour only (komi is 0). A playout's
        // count sees single-point eyes only and misjudges wider regions either way.
        int lead = game.score(List.of()).areaDifference() * (game.toMove() == Stone.BLACK ? 1 : -1);
        if (opponentPassed && lead > 0) {
            return Decision.of(Move.PASS); // passing now ends the game, won
        }
        // A board given bare holds no history, so a ko the opponent may just have taken is unknown: no
        // retake of one. A game whose last turn is a move knows the boards before it; its superko judges.
        List<Turn> history = game.history();
        boolean bare = history.isEmpty() || history.get(history.size() - 1).setup();
        boolean[] retakes = bare ? KoRetakes.possibleRetakes(board, game.toMove(), opponentPassed, ownPassed) : null;
        SearchBudget b = budget.within(request.timeLimitNanos());
        Mcts.Choice choice = mcts.search(game, b.playouts(), b.nanos(), retakes, request.countAsItStands());
        Move move = choice.point() == Geometry.NO_POINT ? Move.PASS : Move.play(choice.point());
        return new Decision(move, choice.winRate(), choice.scoreLead(), choice.playouts(), List.of());
    }

    @Override
    public void stop() {
        mcts.stop();
    }
}
