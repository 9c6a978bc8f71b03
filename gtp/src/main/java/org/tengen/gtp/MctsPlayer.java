package org.tengen.gtp;

import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.engine.Clock;
import org.tengen.engine.Mcts;
import org.tengen.engine.SearchParameters;

/**
 * genmove by Monte Carlo tree search, one search kept for the whole session (it reuses what it learnt of
 * the tree between moves). It resigns when the best move's win rate is below a threshold, but only with
 * enough playouts behind the estimate and not in the opening.
 */
public final class MctsPlayer implements Player {
    /** The default resignation threshold: a win rate under 10%. */
    public static final double DEFAULT_RESIGN_BELOW = 0.1;
    /** Fewer playouts than this are too few to give up on. */
    static final int RESIGN_MIN_PLAYOUTS = 500;

    private final Mcts mcts;
    private final SearchBudget budget;
    private final double resignBelow;

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
    }

    /** Searches {@code playouts} playouts, or for {@code seconds}, whichever ends first; never resigns. */
    public MctsPlayer(long seed, int playouts, double seconds) {
        this(seed, 1, SearchBudget.of(playouts, seconds), 0);
    }

    public SearchBudget budget() {
        return budget;
    }

    /** What the search finds for {@code game}'s side to move, within the budget and {@code timeLimitNanos}. */
    public Mcts.Choice search(Game game, long timeLimitNanos) {
        SearchBudget b = budget.within(timeLimitNanos);
        return mcts.search(game, b.playouts(), b.nanos());
    }

    /** The search's choice as a move for {@code game}'s side to move: resign, pass or play. */
    public Move decide(Game game, Mcts.Choice choice) {
        return resigns(game, choice) ? Move.RESIGN : moveOf(choice);
    }

    /** The search's chosen point as a move: a play, or a pass. */
    private static Move moveOf(Mcts.Choice choice) {
        return choice.point() == Geometry.NO_POINT ? Move.PASS : Move.play(choice.point());
    }

    private boolean resigns(Game game, Mcts.Choice choice) {
        return choice.winRate() < resignBelow && choice.playouts() >= RESIGN_MIN_PLAYOUTS
                && game.moveCount() >= openingMoves(game.geometry());
    }

    /** The opening, where a low win rate says more about the search than about the game: a sixth of the board. */
    static int openingMoves(Geometry g) {
        return Math.max(10, g.area() / 6);
    }

    @Override
    public Move choose(Game game, Stone stone) {
        return choose(game, stone, Clock.NO_LIMIT);
    }

    @Override
    public Move choose(Game game, Stone stone, long timeLimitNanos) {
        return decide(game, search(game, timeLimitNanos));
    }

    /** Allocates the search's node pool for the budget on {@code size}, before any clock runs. */
    @Override
    public void prepare(Geometry size) {
        mcts.prepare(size, budget.playouts(), budget.nanos());
    }

    /** The search's best move whatever its win rate: for reg_genmove, which must name a move. */
    @Override
    public Move chooseWithoutResigning(Game game, Stone stone, long timeLimitNanos) {
        return moveOf(search(game, timeLimitNanos));
    }

    @Override
    public void stop() {
        mcts.stop();
    }

    /** The search counting two passes with the stones as they stand, whatever the rules. */
    @Override
    public Move chooseCleanup(Game game, Stone stone, long timeLimitNanos) {
        mcts.setCountAsItStands(true);
        try {
            return choose(game, stone, timeLimitNanos);
        } finally {
            mcts.setCountAsItStands(false);
        }
    }
}
