package org.tengen.problems.littlego;

import java.util.Optional;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.engine.Clock;
import org.tengen.engine.Decision;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.SearchBudget;
import org.tengen.engine.SearchRequest;

/**
 * The little-go homework's player. From the input (and the state it kept after its last move) it works
 * out how many moves are left ({@link MoveCount}) and the game so far ({@link Reconstruction}), then:
 * <ol>
 *   <li>passes at once when the opponent just passed and the count already wins, which ends the game;</li>
 *   <li>with few moves left, searches them by alpha-beta, deeper and deeper until the search is exact
 *       ({@link Endgame}): on a 5x5 board so near the end, reading beats sampling;</li>
 *   <li>otherwise (or if not even two plies fit in the time) asks the tree search ({@link MctsPlayer}) under the
 *       {@code little-go} rules ({@link LittleGoRules});</li>
 *   <li>checks the answer against the rules in the game the boards tell ({@link Reconstruction}) and never
 *       passes while behind (a pass the opponent can answer with a pass that ends the game), falling back
 *       to the best legal move ({@link Fallback}).</li>
 * </ol>
 */
public final class Agent {
    /** With this many moves or fewer to the limit (the agent's own included), the end is searched by alpha-beta. */
    static final int ENDGAME_MOVES = 10;
    /** With a playout budget, the alpha-beta search may visit this many nodes per playout (a node is cheaper). */
    private static final long ENDGAME_NODES_PER_PLAYOUT = 20;

    /** Below this much time left there is no search at all, not even the tree's set-up: a one-ply choice. */
    static final long NO_TIME_NANOS = 20_000_000L;

    private final long seed;
    private MctsPlayer search; // made at its first use: a move without time must not pay for the search's set-up

    public Agent(long seed) {
        this.seed = seed;
    }

    /**
     * The move for {@code input}, with {@code state} from the agent's previous move if it has one; the
     * search stops after {@code maxPlayouts} playouts (and their worth of alpha-beta search) or after
     * {@code nanos}, whichever comes first.
     */
    public AgentMove decide(AgentInput input, Optional<AgentState> state, int maxPlayouts, long nanos) {
        long start = System.nanoTime();
        long deadline = nanos >= Long.MAX_VALUE - start ? Long.MAX_VALUE : start + nanos;
        int movesPlayed = MoveCount.of(input, state);
        int movesLeft = LittleGoRules.PRESET.moveLimit() - movesPlayed;
        Reconstruction game = Reconstruction.of(input, movesPlayed);
        int[] legal = game.game().legalPoints();
        double lead = lead(input.current(), input.colour());

        int point;
        String reason;
        if (legal.length == 0) {
            return answer(input, game, movesPlayed, Geometry.NO_POINT, "no legal move");
        }
        if (game.opponentPassed() && lead > 0) {
            return answer(input, game, movesPlayed, Geometry.NO_POINT, "the opponent passed and the count wins: the game ends");
        }
        if (nanos < NO_TIME_NANOS) {
            // The JVM's start took the time (a busy machine): judge by one ply, at once.
            return answer(input, game, movesPlayed, Fallback.choose(input, legal),
                    "no time left to search: the largest capture, else the most liberties, nearer the centre");
        }
        Endgame.Answer end = null;
        if (movesLeft <= ENDGAME_MOVES) {
            long maxNodes = maxPlayouts == Integer.MAX_VALUE ? Long.MAX_VALUE : maxPlayouts * ENDGAME_NODES_PER_PLAYOUT;
            end = new Endgame(game.board(), maxNodes, deadline).solve(input.colour().code(), movesLeft, game.opponentPassed());
        }
        if (end != null && end.depth() > 0) {
            point = end.point();
            reason = (end.exact() ? "exact search of the last " + movesLeft + " moves: " + outcome(end.value())
                    : "alpha-beta " + end.depth() + " of the last " + movesLeft + " moves: " + lead(end.value()))
                    + ", " + end.nodes() + " nodes";
            if (point == Geometry.NO_POINT && lead <= 0 && end.play() != Geometry.NO_POINT) {
                point = end.play();
                reason += "; not passing while behind";
            }
        } else {
            long left = deadline == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, deadline - System.nanoTime());
            try {
                if (search == null || search.budget().playouts() != maxPlayouts) {
                    search = new MctsPlayer(seed, 1, new SearchBudget(maxPlayouts, Clock.NO_LIMIT, false), 0);
                }
                Decision d = search.decide(game.game(), SearchRequest.within(left));
                point = d.move() instanceof Move.Play play ? play.point() : Geometry.NO_POINT;
                reason = String.format("tree search, %d playouts, win rate %.2f", d.playouts(), d.winRate());
            } catch (RuntimeException e) {
                // Without an output file the game is lost: a failing search still leaves the best legal move.
                point = Fallback.choose(input, legal);
                reason = "the tree search failed (" + e + ")";
            }
            if (point == Geometry.NO_POINT && lead <= 0) {
                point = Fallback.choose(input, legal);
                reason += "; not passing while behind";
            }
        }
        if (point != Geometry.NO_POINT && !isLegal(game, point)) {
            point = Fallback.choose(input, legal);
            reason += "; its move breaks the rules, so the best legal one instead";
        }
        return answer(input, game, movesPlayed, point, reason);
    }

    /** Whether the agent may play at point {@code p} (any int: off-board points are simply illegal). */
    static boolean isLegal(Reconstruction game, int p) {
        return AgentInput.GEOMETRY.isOnBoard(p) && game.game().legality(Move.play(p)).isLegal();
    }

    /** The agent's stones minus the opponent's, plus komi for White, on {@code position}. */
    static double lead(Position position, Stone us) {
        double black = position.count(Stone.BLACK);
        double white = position.count(Stone.WHITE) + LittleGoRules.PRESET.komi();
        return us == Stone.BLACK ? black - white : white - black;
    }

    private static AgentMove answer(AgentInput input, Reconstruction game, int movesPlayed, int point, String reason) {
        Position after = after(input, game, point);
        String why = "move " + (movesPlayed + 1) + " of " + LittleGoRules.PRESET.moveLimit() + ": " + reason;
        return new AgentMove(point, why, new AgentState(input.colour(), movesPlayed + 1, after));
    }

    /** The board after the agent's move at {@code p}, captures made; the board itself for a pass. */
    private static Position after(AgentInput input, Reconstruction game, int p) {
        if (p == Geometry.NO_POINT) {
            return input.current();
        }
        Board board = game.board().copy();
        board.playUnchecked(p, input.colour().code());
        return Position.of(board);
    }

    private static String outcome(int halfPoints) {
        return (halfPoints > 0 ? "wins by " : "loses by ") + Math.abs(halfPoints) / 2.0;
    }

    private static String lead(int halfPoints) {
        return "a lead of " + halfPoints / 2.0 + " then";
    }
}
