package org.tengen.engine.solve;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.engine.Clock;
import org.tengen.engine.Decision;
import org.tengen.engine.Player;
import org.tengen.engine.SearchRequest;

/**
 * Perfect play where the solver reaches: on a board a {@link SolvedTable} was made for (its rules too), and on
 * boards of at most {@code autoArea} points, each move is first solved ({@link Solver}, seeded with the table)
 * and, when the solve ends within its time, the player plays a move that keeps the proven value; otherwise, or
 * on other boards and rules, the {@code fallback} player (the search) decides with the time left. On a board
 * only the table covers, a position the table does not settle gets a share of the solve's time only
 * ({@link #UNSETTLED_SHARE}): a position off the table's lines is rarely solved within a move's time there.
 *
 * <p>On the other boards the solver takes (up to {@value SolveRules#MAX_AREA} points, such as 5x5), a move with a
 * time limit first tries, for half of it, to prove by proof numbers that the side to move keeps a margin (see
 * {@link #keepABound}): once a move is proven to keep one, the next move tries the same margin, which holds after
 * any reply (its proof is usually cheaper than the last). Where the margin is the whole board (5x5 for Black:
 * MIGOS's +25), or one point more was refuted, that move is perfect play.
 *
 * <p>The solve's result is exact: the solver's table stays sound whatever the game's history (see {@link
 * Searcher}), and the history of the game is the solver's. Its independent proof is not run here: it would
 * double the time of every move and check only what the search already guarantees. A perfect player never
 * resigns (a lost position is played for the best margin) and passes only when a pass keeps the value.
 */
public final class PerfectPlayer implements Player {
    /** Time a solve may take when the request sets no limit: beyond it the search decides. */
    public static final long DEFAULT_SOLVE_NANOS = TimeUnit.SECONDS.toNanos(5);
    /**
     * On a board covered by its table alone, a position the table does not settle gets this fraction of a move's
     * solve time (1/8) before the fallback decides.
     */
    static final int UNSETTLED_SHARE = 8;
    /** Boards up to this many points are solved even without a table (2x3 and 1x6 take well under a second). */
    public static final int DEFAULT_AUTO_AREA = 6;

    /** The proof-number searches' tables in play: at most 2^21 entries each (about 130 MB; 5x5's). */
    static final int BOUND_TABLE_BITS = 21;

    private final Player fallback;
    private final SolvedTable table;
    private final int autoArea;
    private final long solveNanos;
    private volatile Solver current;
    private volatile boolean stopping;
    /** The margins proven and refuted in the game under way, for the next move's first try. */
    private final MarginsInPlay margins = new MarginsInPlay();

    /**
     * A perfect player.
     *
     * @param fallback the player for positions it cannot solve in time
     * @param table what an earlier {@code tengen solve --save} proved, or null
     * @param autoArea boards of at most this many points are solved without a table too (0: only the table's)
     * @param solveNanos the longest a solve may take when the request sets no time limit (with one: half of it)
     */
    public PerfectPlayer(Player fallback, SolvedTable table, int autoArea, long solveNanos) {
        this.fallback = fallback;
        this.table = table;
        this.autoArea = autoArea;
        this.solveNanos = solveNanos;
    }

    /** {@return the player for what is not solved} */
    public Player fallback() {
        return fallback;
    }

    /** {@return whether this player solves positions of {@code game}'s board and rules} */
    public boolean covers(Game game) {
        if (!solverTakes(game)) {
            return false;
        }
        if (table != null && table.fits(game.geometry(), game.rules())) {
            return true;
        }
        return game.geometry().area() <= autoArea;
    }

    /**
     * Solves the position of {@code game} within {@code nanos}, with the table when it fits.
     *
     * @return the solution, or empty when the board or rules are not covered, the game is over, or the time ran out
     */
    public Optional<Solution> solve(Game game, long nanos) {
        return solve(game, nanos, true, false);
    }

    /**
     * As {@link #solve(Game, long)}; without {@code everyBestMove}, the best moves are the line's first only; with
     * {@code forAMove}, a position only the table could cover and that it does not settle gets a share of the time.
     */
    private Optional<Solution> solve(Game game, long nanos, boolean everyBestMove, boolean forAMove) {
        if (game.isOver() || !covers(game) || stopping) {
            return Optional.empty();
        }
        long began = System.nanoTime(); // the table's allocation and copy count against the time too
        boolean seeded = table != null && table.fits(game.geometry(), game.rules());
        Solver solver = new Solver(game, Solver.Options.defaults().withProof(false).withTable(tableBits(seeded)));
        if (seeded) {
            solver.reuse(table);
        }
        // A small board's solve ends within the share; a big board's would not end within the whole time either.
        long limit = forAMove && seeded && game.geometry().area() > autoArea && !solver.reusedTableSettles()
                ? nanos / UNSETTLED_SHARE : nanos;
        Thread timer = startTimer(solver, began + limit);
        try {
            return Optional.of(solver.solve(s -> { }, everyBestMove));
        } catch (CancellationException e) {
            return Optional.empty();
        } finally {
            timer.interrupt();
            current = null;
        }
    }

    /** Makes {@code solver} the current one and stops it at {@code deadline} (or at once if told to stop). */
    private Thread startTimer(Solver solver, long deadline) {
        current = solver;
        Thread timer = new Thread(() -> {
            try {
                TimeUnit.NANOSECONDS.sleep(deadline - System.nanoTime());
                solver.stop();
            } catch (InterruptedException e) {
                // the solve ended first
            }
        }, "tengen-solve-timer");
        timer.setDaemon(true);
        timer.start();
        if (stopping) {
            solver.stop();
        }
        return timer;
    }

    /** A table twice the saved one's entries (so reusing it loses few), at least 2^16, at most 2^24 entries. */
    private int tableBits(boolean seeded) {
        int bits = 16;
        while (seeded && bits < 24 && (1L << bits) < 2L * table.size()) {
            bits++;
        }
        return bits;
    }

    @Override
    public Decision decide(Game game, SearchRequest request) {
        stopping = false;
        long start = System.nanoTime();
        boolean limited = request.timeLimitNanos() != Clock.NO_LIMIT;
        long budget = limited ? Math.min(solveNanos, request.timeLimitNanos() / 2) : solveNanos;
        // Empty where it does not cover the game; one move that keeps the value is all a player needs.
        Optional<Solution> solved = solve(game, budget, false, true);
        if (solved.isPresent()) {
            return decision(game, solved.get());
        }
        if (limited && !covers(game) && provesBounds(game)) { // a bound's proof may take half the move's time
            Optional<Decision> kept = keepABound(game, request.timeLimitNanos() / 2);
            if (kept.isPresent()) {
                return kept.get();
            }
        }
        if (stopping) { // told to stop during the solve: the fallback answers at once
            long now = TimeUnit.MILLISECONDS.toNanos(1);
            return fallback.decide(game, request.withTimeLimit(now, now));
        }
        if (!limited) {
            return fallback.decide(game, request);
        }
        long used = System.nanoTime() - start;
        long left = Math.max(1, request.timeLimitNanos() - used);
        long maxLeft = request.maxTimeNanos() == Clock.NO_LIMIT ? Clock.NO_LIMIT : Math.max(left, request.maxTimeNanos() - used);
        return fallback.decide(game, request.withTimeLimit(left, maxLeft));
    }

    /**
     * Whether the player tries to prove a margin for each move of {@code game}: on boards the solver takes (area
     * scoring, superko, at most {@value SolveRules#MAX_AREA} points) unless it was made to solve only its table's.
     */
    private boolean provesBounds(Game game) {
        return autoArea > 0 && solverTakes(game);
    }

    /** Whether the solver takes {@code game}'s board and rules ({@link SolveRules#check}). */
    private static boolean solverTakes(Game game) {
        try {
            SolveRules.check(game.rules(), game.geometry());
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * Tries, within {@code nanos}, to prove by proof numbers that the side to move keeps a margin, starting from
     * {@link MarginsInPlay#firstTry} and one point lower after each refutation, until one is proven or the time
     * runs out. A proof gives the move to play.
     *
     * @return the move that keeps the margin, with the margin as the mover's lead (a bound, not an estimate), or
     *     empty
     */
    private Optional<Decision> keepABound(Game game, long nanos) {
        if (game.isOver() || stopping) {
            return Optional.empty();
        }
        long deadline = System.nanoTime() + nanos;
        List<Turn> history = List.copyOf(game.history()); // the game's own list is a view that grows
        Stone mover = game.toMove();
        int first = margins.firstTry(game, history);
        for (int margin = first; ; margin--) {
            // Black's margin at least m is the question; White's margin at least m is "not Black's at least 1 - m".
            int blackMargin = mover == Stone.BLACK ? margin : 1 - margin;
            Solver.Bound bound = timed(game, deadline, s -> s.atLeastByProofNumbers(blackMargin, x -> { }));
            if (bound == null) {
                return Optional.empty();
            }
            if (bound.holds() != (mover == Stone.BLACK)) {
                margins.refuted(game, history, margin); // the lowest margin, -area, always holds: this ends
                continue;
            }
            // Where the static bounds settled the position before any move, the proof names none: find one.
            Move move = bound.firstMove() != null ? bound.firstMove()
                    : timed(game, deadline, s -> s.moveKeeping(blackMargin, x -> { }));
            if (move == null) {
                return Optional.empty();
            }
            margins.kept(game, history, move, margin);
            double lead = margin + (mover == Stone.BLACK ? -1 : 1) * Solver.komiOf(game);
            boolean exact = margin < first; // one point more was refuted here: the margin is the value
            double winRate = lead > 0 ? 1 : exact && lead < 0 ? 0 : 0.5;
            return Optional.of(new Decision(move, winRate, lead, 0, List.of()));
        }
    }

    /** {@code work} on a solver of {@code game} stopped at {@code deadline}: its answer, or null out of time. */
    private <T> T timed(Game game, long deadline, Function<Solver, T> work) {
        int bits = Math.max(16, Math.min(BOUND_TABLE_BITS, game.geometry().area() - 4)); // small boards, small tables
        Solver solver = new Solver(game, Solver.Options.defaults().withProof(false).withTable(bits));
        Thread timer = startTimer(solver, deadline);
        try {
            return work.apply(solver);
        } catch (CancellationException e) {
            return null;
        } finally {
            timer.interrupt();
            current = null;
        }
    }

    /** The first move of the solution's line of perfect play, with the proven result as the mover's estimate. */
    static Decision decision(Game game, Solution solution) {
        Move move = solution.principalVariation().get(0);
        double forBlack = solution.value();
        double mine = game.toMove() == Stone.BLACK ? forBlack : -forBlack;
        double winRate = mine > 0 ? 1 : mine < 0 ? 0 : 0.5;
        return new Decision(move, winRate, mine, 0, List.of());
    }

    @Override
    public void prepare(org.tengen.core.Geometry size) {
        margins.clear();
        fallback.prepare(size);
    }

    @Override
    public void stop() {
        stopping = true;
        Solver s = current;
        if (s != null) {
            s.stop();
        }
        fallback.stop();
    }
}
