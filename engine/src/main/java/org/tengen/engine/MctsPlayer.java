package org.tengen.engine;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;

/**
 * The search as a player: Monte Carlo tree search ({@link Mcts}), one search kept for the whole session (it
 * reuses what it learnt of the tree between moves), within a {@link SearchBudget}. It resigns when the best
 * move's win rate is below a threshold, but only with enough playouts behind the estimate, not in the
 * opening, not while a dynamic komi ({@link DynamicKomi}) weighs on the win rate, and only when the request
 * allows it. With {@link SearchParameters#extendFactor}, it thinks longer than the clock's time about a move
 * it is {@link Unsure} of, within what the request lends; with {@link SearchParameters#earlyStopShare}, it ends
 * a move early once the choice is decided.
 */
public final class MctsPlayer implements Player {
    /** The default resignation threshold: a win rate under 10%. */
    public static final double DEFAULT_RESIGN_BELOW = 0.1;

    /** The longest stretch an analysis searches before it asks whether to go on. */
    static final long ANALYSIS_SLICE_NANOS = 50_000_000L;
    /** The shortest: a slice has threads to start. */
    static final long MIN_SLICE_NANOS = 10_000_000L;

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
        Mcts.Choice choice = bySlices(request, b)
                ? searchBySlices(game, b, extensionNanos(request, b), request.countAsItStands())
                : mcts.search(game, b.playouts(), b.nanos(), null, request.countAsItStands());
        List<Decision.Candidate> candidates = request.analysis() && choice.playouts() > 0
                ? mcts.rootCandidates() : List.of();
        return new Decision(moveFor(game, choice, request.mayResign()), choice.winRate(), choice.scoreLead(),
                choice.playouts(), candidates);
    }

    /**
     * Whether the move is searched in slices, to think longer or stop early: when the clock's time limit is
     * the budget's time (the player's own budget is not shorter), the clock has main time to lend or take
     * back ({@link SearchRequest#extensionNanos}), and the parameters ask for either.
     */
    private boolean bySlices(SearchRequest request, SearchBudget b) {
        return (parameters.extendFactor() > 0 || parameters.earlyStopShare() > 0) && request.extensionNanos() > 0
                && b.nanos() == request.timeLimitNanos();
    }

    /**
     * The time the move may take beyond its budget {@code b} while the choice is unsure: {@link
     * SearchParameters#extendFactor} of it, within what the clock lends ({@link SearchRequest#extensionNanos});
     * 0 when the player never thinks longer, the clock lends nothing, or the clock's time limit is not the
     * budget's time (the player's own budget is shorter).
     */
    long extensionNanos(SearchRequest request, SearchBudget b) {
        if (parameters.extendFactor() == 0 || request.extensionNanos() == 0 || b.nanos() != request.timeLimitNanos()) {
            return 0;
        }
        return Math.min(request.extensionNanos(), (long) (b.nanos() * parameters.extendFactor()));
    }

    /**
     * The search of a move in slices ({@link SearchParameters#extendSliceShare} of the budget {@code b}'s time)
     * on the same tree: through the budget's time, but ending early once the most visited move is
     * {@link Unsure#decided} (with {@link SearchParameters#earlyStopShare}); then, while the choice is
     * {@link Unsure} (the most visited move changed in the last slice, among others), slice after slice until
     * {@code extra} is spent too. The budget's playouts cap the whole.
     */
    private Mcts.Choice searchBySlices(Game game, SearchBudget b, long extra, boolean countAsItStands) {
        long start = System.nanoTime();
        long slice = Math.max(1, (long) (b.nanos() * parameters.extendSliceShare()));
        long budgetEnd = start + b.nanos();
        Mcts.Choice choice = mcts.search(game, b.playouts(), Math.min(slice, b.nanos()), null, countAsItStands);
        int earlier = choice.point();
        while (true) {
            long now = System.nanoTime();
            long left = budgetEnd - now;
            int before = choice.playouts();
            boolean inBudget = left > 0;
            if (inBudget && Unsure.decided(mcts.rootCandidates(), earlyStopPlayouts(before, now - start, left))) {
                return choice;
            }
            if (!inBudget) {
                if (!Unsure.unsure(mcts.rootCandidates(), choice.point() != earlier, parameters)) {
                    return choice;
                }
                left = budgetEnd + extra - now;
                if (left <= 0) {
                    return choice;
                }
            }
            earlier = choice.point();
            choice = mcts.searchOn(b.playouts() - before, Math.min(slice, left));
            if (choice.playouts() == before) {
                return choice; // nothing more was searched: the playouts are spent, or the search was stopped
            }
        }
    }

    /**
     * The playouts the time {@code left} would give at this move's rate so far ({@code playouts} in
     * {@code elapsed}), times {@link SearchParameters#earlyStopShare}: 0 never stops early.
     */
    private double earlyStopPlayouts(int playouts, long elapsed, long left) {
        return parameters.earlyStopShare() == 0 ? -1 : parameters.earlyStopShare() * playouts * (double) left / Math.max(1, elapsed);
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

    /**
     * Analyses {@code game}'s position, for a GUI or an analysis tool: searches it in slices of at most
     * {@link #ANALYSIS_SLICE_NANOS} (and at least {@link #MIN_SLICE_NANOS}) until {@code keepGoing} answers false (asked between slices) or
     * {@code maxPlayouts} have been run, and hands {@code report} what it has found every
     * {@code intervalNanos} (never, if 0 or less) and once at the end. The tree is kept, as after a move.
     * Returns the last analysis; null when there was nothing to search (the game over, no candidate).
     */
    public Analysis analyse(Game game, int maxPlayouts, long intervalNanos, boolean withOwnership,
                            BooleanSupplier keepGoing, Consumer<Analysis> report) {
        long slice = Math.max(MIN_SLICE_NANOS, intervalNanos > 0 ? Math.min(intervalNanos, ANALYSIS_SLICE_NANOS) : ANALYSIS_SLICE_NANOS);
        Mcts.Choice choice = mcts.searchForAnalysis(game, maxPlayouts, slice);
        if (!mcts.hasRoot()) {
            return null; // nothing to search
        }
        long lastReport = System.nanoTime();
        while (choice.playouts() < maxPlayouts && !mcts.stopped() && keepGoing.getAsBoolean()) {
            if (intervalNanos > 0 && System.nanoTime() - lastReport >= intervalNanos) {
                report.accept(mcts.analysis(withOwnership));
                lastReport = System.nanoTime();
            }
            choice = mcts.searchOn(maxPlayouts - choice.playouts(), slice);
        }
        Analysis last = mcts.analysis(withOwnership);
        if (last != null) {
            report.accept(last);
        }
        return last;
    }

    /**
     * A move chosen as {@link #decide} chooses it (resigning only where the request allows and the search would),
     * but searched as {@link #analyse} searches, handing {@code report} what it found every {@code intervalNanos}
     * and at the end: for GTP's genmove_analyze. It searches within the request's time and the budget (no
     * thinking longer), or until {@code keepGoing} answers false. The tree is kept.
     */
    public Decision decideAnalysing(Game game, SearchRequest request, long intervalNanos, boolean withOwnership,
                                    BooleanSupplier keepGoing, Consumer<Analysis> report) {
        SearchBudget b = budget.within(request.timeLimitNanos());
        long start = System.nanoTime();
        long nanos = b.nanos();
        Analysis last = analyse(game, b.playouts(), intervalNanos, withOwnership,
                () -> System.nanoTime() - start < nanos && keepGoing.getAsBoolean(), report);
        if (last == null || last.moves().isEmpty()) {
            return Decision.of(Move.PASS);
        }
        Analysis.MoveInfo best = last.moves().get(0);
        int point = best.move() instanceof Move.Play play ? play.point() : Geometry.NO_POINT;
        Mcts.Choice choice = new Mcts.Choice(point, best.winRate(), last.playouts(), best.scoreLead());
        return new Decision(moveFor(game, choice, request.mayResign()), choice.winRate(), choice.scoreLead(),
                choice.playouts(), List.of());
    }

    /** What the last search found (see {@link Mcts#analysis}); null before any search. */
    public Analysis analysis(boolean withOwnership) {
        return mcts.analysis(withOwnership);
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
