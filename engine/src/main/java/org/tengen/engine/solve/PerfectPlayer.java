package org.tengen.engine.solve;

import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;
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

    private final Player fallback;
    private final SolvedTable table;
    private final int autoArea;
    private final long solveNanos;
    private volatile Solver current;
    private volatile boolean stopping;

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
        try {
            SolveRules.check(game.rules(), game.geometry());
        } catch (IllegalArgumentException e) {
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
        current = solver;
        Thread timer = new Thread(() -> {
            try {
                TimeUnit.NANOSECONDS.sleep(limit - (System.nanoTime() - began));
                solver.stop();
            } catch (InterruptedException e) {
                // the solve ended first
            }
        }, "tengen-solve-timer");
        timer.setDaemon(true);
        timer.start();
        try {
            if (stopping) {
                solver.stop();
            }
            return Optional.of(solver.solve(s -> { }, everyBestMove));
        } catch (CancellationException e) {
            return Optional.empty();
        } finally {
            timer.interrupt();
            current = null;
        }
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

    /** The first move of the solution's line of perfect play, with the proven result as the mover's estimate. */
    static Decision decision(Game game, Solution solution) {
        Move move = solution.principalVariation().get(0);
        double forBlack = solution.value();
        double mine = game.toMove() == Stone.BLACK ? forBlack : -forBlack;
        double winRate = mine > 0 ? 1 : mine < 0 ? 0 : 0.5;
        return new Decision(move, winRate, mine, 0, java.util.List.of());
    }

    @Override
    public void prepare(org.tengen.core.Geometry size) {
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
