package org.tengen.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.tengen.core.BoardView;
import org.tengen.core.DeadStonePolicy;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import org.tengen.core.Seki;
import org.tengen.core.Settlement;
import org.tengen.core.Stone;

/**
 * tengen's one dead-stone policy: the dead stones of a finished game as the search sees them. Every program
 * that counts a game without the players' agreement asks {@link #standard()}: {@code tengen play}, GTP's
 * {@code final_score} and {@code final_status_list}, {@code tengen sgf score} (when the record has no
 * territory marks) and {@code tengen match} (unless a referee engine is named), so the same position gets
 * the same count from each.
 *
 * <p>The position is set up on a fresh game (a finished game is not searched) and analysed twice, once with
 * each side to move, for a fixed number of playouts on one thread with a fixed seed: the same position always
 * gets the same answer. The playouts may kill with a nakade of two stones, as the engine's do by default. A
 * chain lives when the mean ownership of its points, over both analyses, is for its own colour by at least a
 * margin (0.1 by default), and is dead otherwise: a chain the playouts leave in doubt at the end of a game is
 * taken off (tuned on 900 finished 9-dan games, see BENCHMARKS.md), unless it touches a dead chain of the
 * other colour (in a fight left in doubt, only the side owned for the other colour dies). Among the living
 * chains, {@link Seki} finds the ones in seki. Under rules that count the stones as they stand
 * ({@link Rules#countsAsItStands()}) nothing is dead.
 */
public final class SearchDeadStones implements DeadStonePolicy {
    /** The playouts of each of the two analyses. */
    public static final int DEFAULT_PLAYOUTS = 400;
    /**
     * The dead line on a chain's mean ownership for its own colour, negated: a chain is dead when that mean is
     * below {@code -threshold}. At -0.1 a chain lives when the search owns it for its colour by at least 0.1;
     * a chain owned for it by less, a close call for the playouts, is dead unless it touches a dead chain of
     * the other colour.
     */
    public static final double DEFAULT_THRESHOLD = -0.1;
    /** The seed of every analysis, so a position always gets the same answer. */
    static final long SEED = 1;
    /**
     * The engine's search, whose playouts may kill by a nakade of two stones (see {@link Nakade}), set here
     * whatever the engine's default: without it a group with a three-point eye space lived in every playout
     * (tuned and measured on 9-dan games, see BENCHMARKS.md; three stones or more did worse).
     */
    static final SearchParameters PARAMETERS = SearchParameters.defaults().with("nakadeStones", "2");

    private static final SearchDeadStones STANDARD = new SearchDeadStones(DEFAULT_PLAYOUTS, DEFAULT_THRESHOLD);

    private final int playouts;
    private final double threshold;

    /**
     * A policy of {@code playouts} playouts an analysis that calls a chain dead when its mean ownership for its
     * own colour is below {@code -threshold} (above -1 to below 1): at a positive threshold, when the other
     * colour owns it by more than that; at a negative one, unless its own colour owns it by more than that.
     */
    public SearchDeadStones(int playouts, double threshold) {
        if (playouts < 1) {
            throw new IllegalArgumentException("playouts must be at least 1, not " + playouts);
        }
        if (!(threshold > -1 && threshold < 1)) {
            throw new IllegalArgumentException("the threshold must be above -1 and below 1, not " + threshold);
        }
        this.playouts = playouts;
        this.threshold = threshold;
    }

    /** {@return the policy every tengen program counts with} */
    public static SearchDeadStones standard() {
        return STANDARD;
    }

    @Override
    public Settlement settle(BoardView board, Rules rules) {
        if (rules.countsAsItStands()) {
            return Settlement.AS_IT_STANDS;
        }
        return settle(board, ownership(board, rules));
    }

    /**
     * The mean ownership (+1 Black, -1 White) of the points of the chain whose head is {@code head}.
     *
     * @param board     the position
     * @param head      a chain's head ({@code board.chainHead(head) == head})
     * @param ownership per point, as {@link Analysis#ownership()}
     * @return the mean over the chain's stones
     */
    public static double chainOwnership(BoardView board, int head, double[] ownership) {
        double sum = 0;
        int n = 0;
        int q = head;
        do {
            sum += ownership[q];
            n++;
            q = board.nextInChain(q);
        } while (q != head);
        return sum / n;
    }

    /**
     * The settlement that an ownership gives: the chains whose mean ownership is for the other colour are dead;
     * so are the chains in doubt, whose mean ownership for their own colour is from 0 to below
     * {@code -threshold} (none when the threshold is 0 or more), unless one touches a dead chain of the other
     * colour: then it is the capturer in a fight both sides of which the playouts left in doubt, and lives.
     * The living chains in seki are seki.
     *
     * @param board the position
     * @param ownership per point, -1 (White) to 1 (Black), as {@link #ownership} gives it
     * @return the dead stones and the stones in seki
     */
    public Settlement settle(BoardView board, double[] ownership) {
        Geometry g = board.geometry();
        Set<Integer> dead = new TreeSet<>();
        List<Integer> inDoubt = new ArrayList<>();
        for (int p : g.points()) {
            if (board.isEmpty(p) || board.chainHead(p) != p) {
                continue;
            }
            double forOwner = (board.at(p) == Stone.BLACK.code() ? 1 : -1) * chainOwnership(board, p, ownership);
            if (forOwner < Math.min(0, -threshold)) {
                addChain(board, p, dead);
            } else if (forOwner < -threshold) {
                inDoubt.add(p);
            }
        }
        Set<Integer> doubtfulDead = new TreeSet<>();
        for (int head : inDoubt) {
            if (!touchesDeadOfOtherColour(board, head, dead)) {
                addChain(board, head, doubtfulDead);
            }
        }
        dead.addAll(doubtfulDead);
        return new Settlement(dead, Seki.stones(board, dead));
    }

    private static void addChain(BoardView board, int p, Set<Integer> into) {
        int q = p;
        do {
            into.add(q);
            q = board.nextInChain(q);
        } while (q != p);
    }

    private static boolean touchesDeadOfOtherColour(BoardView board, int head, Set<Integer> dead) {
        int stride = board.geometry().stride();
        int other = board.at(head) == Stone.BLACK.code() ? Stone.WHITE.code() : Stone.BLACK.code();
        int q = head;
        do {
            for (int n : new int[] {q - stride, q - 1, q + 1, q + stride}) {
                if (board.at(n) == other && dead.contains(n)) {
                    return true;
                }
            }
            q = board.nextInChain(q);
        } while (q != head);
        return false;
    }

    /**
     * Who owns each point, as the search sees it: the mean of two analyses of the position, one with each side
     * to move, each of this policy's playouts on one thread with a fixed seed.
     *
     * @param board the position; it is read, not changed
     * @param rules the rules it is played under (the search plays them, estimating territory scoring by area)
     * @return per point (indexed as the board's points), -1 (White's) to 1 (Black's)
     */
    public double[] ownership(BoardView board, Rules rules) {
        double[] black = analysedOwnership(board, rules, Stone.BLACK);
        double[] white = analysedOwnership(board, rules, Stone.WHITE);
        double[] mean = new double[black.length];
        for (int p : board.geometry().points()) {
            mean[p] = (black[p] + white[p]) / 2;
        }
        return mean;
    }

    private double[] analysedOwnership(BoardView board, Rules rules, Stone toMove) {
        Geometry g = board.geometry();
        Game game = new Game(g, rules);
        for (int p : g.points()) {
            if (!board.isEmpty(p)) {
                game.setup(board.stoneAt(p), p);
            }
        }
        game.setToMove(toMove);
        MctsPlayer search = new MctsPlayer(SEED, 1, SearchBudget.of(playouts, null), 0, PARAMETERS);
        Analysis analysis = search.analyse(game, playouts, 0, true, () -> true, a -> { });
        return analysis == null ? new double[g.length()] : analysis.ownership();
    }
}
