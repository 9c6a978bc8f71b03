package org.tengen.engine;

import java.util.List;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;

/**
 * The search as a player: Monte Carlo tree search ({@link Mcts}), one search kept for the whole session (it
 * reuses what it learnt of the tree between moves), within a {@link SearchBudget}. It resigns when the best
 * move's win rate is below a threshold, but only with enough playouts behind the estimate, not in the
 * opening, not while a dynamic komi ({@link DynamicKomi}) weighs on the win rate, and only when the request
 * allows it.
 */
public final class MctsPlayer implements Player {
    /** The default resignation threshold: a win rate under 10%. */
    public static final double DEFAULT_RESIGN_BELOW = 0.1;

    private final Mcts mcts;
    private final SearchBudget budget;
    private final double resignBelow;
    private final SearchParameters parameters;

    /**
     * A search of {@code threads} threads (one is deterministic for a seed and a playout budget) that resigns
     * below a win rate of {@code resignBelow} (0 never resigns).
     */
    public MctsPlayer(long seed, int threads, SearchBudget budget, double resignBelow) {
        this(seed, threads, budget, resignBelow, SearchParameters.defaults());
    }

    /** As {@link #MctsPlayer(long, int, SearchBudget, double)}, with the search tuned by {@code parameters}. */
    public MctsPlayer(long seed, int threads, SearchBudget budget, double resignBelow, SearchParameters parameters) {
        if (resignBelow < 0 || resignBelow >= 1) {
            throw new IllegalArgumentException("the resignation threshold must be from 0 to below 1, not " + resignBelow);
        }
        this.mcts = new Mcts(seed, threads, parameters);
        this.budget = budget;
        this.resignBelow = resignBelow;
        this.parameters = parameters;
    }

    /** Searches {@code playouts} playouts, or for {@code seconds}, whichever ends first; never resigns. */
    public MctsPlayer(long seed, int playouts, double seconds) {
        this(seed, 1, SearchBudget.of(playouts, seconds), 0);
    }

    public SearchBudget budget() {
        return budget;
    }

    @Override
    public Decision decide(Game game, SearchRequest request) {
        SearchBudget b = budget.within(request.timeLimitNanos());
        Mcts.Choice choice = mcts.search(game, b.playouts(), b.nanos(), null, request.countAsItStands());
        List<Decision.Candidate> candidates = request.analysis() && choice.playouts() > 0
                ? mcts.rootCandidates() : List.of();
        return new Decision(moveFor(game, choice, request.mayResign()), choice.winRate(), choice.scoreLead(),
                choice.playouts(), candidates);
    }

    /** The search's choice as a move for {@code game}'s side to move: resign (if it may), pass or play. */
    Move moveFor(Game game, Mcts.Choice choice, boolean mayResign) {
        if (mayResign && resigns(game, choice)) {
            return Move.RESIGN;
        }
        return choice.point() == Geometry.NO_POINT ? Move.PASS : Move.play(choice.point());
    }

    private boolean resigns(Game game, Mcts.Choice choice) {
        // While a dynamic komi weighs, the win rate is against a komi the game doesn't have: no ground to resign.
        return choice.winRate() < resignBelow && choice.playouts() >= parameters.resignMinPlayouts()
                && game.moveCount() >= parameters.openingMoves(game.geometry())
                && DynamicKomi.extra(parameters, game) == 0;
    }

    /** Allocates the search's node pool for the budget on {@code size}, before any clock runs. */
    @Override
    public void prepare(Geometry size) {
        mcts.prepare(size, budget.playouts(), budget.nanos());
    }

    @Override
    public void stop() {
        mcts.stop();
    }
}
