package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.testing.Diagrams;

/**
 * A search that the clock cuts short, even before its first playout (a busy machine, a cold JVM, a budget
 * eaten by something else), still plays the priors' best move: never the first point of the board, which
 * is what a tie of zero visits gave before (A19 on an empty 19x19, A5 on 5x5).
 */
class SearchCutShortTest {
    private static final long NO_TIME = 1; // one nanosecond: the deadline has passed at the first look

    @Test
    void anEmpty19x19WithoutPlayoutsGetsAPriorsTopMoveOnTheThirdOrFourthLine() {
        Game game = new Game(19, RulesPresets.get("chinese"));
        Mcts.Choice c = new Mcts(1).search(game, Integer.MAX_VALUE, NO_TIME);
        Geometry g = game.geometry();
        assertThat(c.playouts()).isZero();
        assertThat(c.point()).isNotEqualTo(Geometry.NO_POINT);
        assertThat(PriorRanking.of(game).rank(c.point())).as(g.toGtp(c.point())).isBetween(1, 10);
        assertThat(line(g, c.point())).as(g.toGtp(c.point())).isBetween(3, 4);
    }

    @Test
    void anEmpty5x5WithoutPlayoutsGetsTheCentre() {
        Game game = new Game(5, RulesPresets.get("little-go"));
        Mcts.Choice c = new Mcts(1).search(game, Integer.MAX_VALUE, NO_TIME);
        assertThat(c.playouts()).isZero();
        assertThat(game.geometry().toGtp(c.point())).isEqualTo("C3");
    }

    @Test
    void withoutPlayoutsAStoneInAtariIsCaptured() {
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(7.5), """
                  A B C D E F G H J
                9 . . . . . . . . .
                8 . . . . . . . . .
                7 . . . . . . . . .
                6 . . O X O . . . .
                5 . . . O . . . . .
                4 . . . . . . . . .
                3 . . . . . . . . .
                2 . . . . . . . . .
                1 . . . . . . . . .
                """, Stone.WHITE);
        Mcts.Choice c = new Mcts(1).search(game, Integer.MAX_VALUE, NO_TIME);
        assertThat(c.playouts()).isZero();
        assertThat(game.geometry().toGtp(c.point())).isEqualTo("D7");
    }

    @Test
    void aStopBeforeTheSearchEndsItAtOnceWithThePriorsMove() {
        Game game = new Game(19, RulesPresets.get("chinese"));
        Mcts mcts = new Mcts(1, 2);
        mcts.stop();
        Mcts.Choice c = mcts.search(game, Integer.MAX_VALUE, Long.MAX_VALUE);
        assertThat(c.playouts()).isZero();
        assertThat(PriorRanking.of(game).rank(c.point())).isBetween(1, 10);
    }

    @Test
    void aFewPlayoutsDoNotOutweighThePriors() {
        Game game = new Game(19, RulesPresets.get("chinese"));
        Mcts.Choice c = new Mcts(3).search(game, 3, Long.MAX_VALUE);
        assertThat(c.playouts()).isEqualTo(3);
        assertThat(PriorRanking.of(game).rank(c.point())).isBetween(1, 10);
    }

    @Test
    void aPreparedPoolIsNotAllocatedAgainForTheSameBudget() {
        Geometry g = Geometry.of(19);
        Mcts mcts = new Mcts(1);
        mcts.prepare(g, 2000, Long.MAX_VALUE);
        int prepared = mcts.poolCapacity();
        assertThat(prepared).isGreaterThan(2000 * 4);
        mcts.search(new Game(19, RulesPresets.get("chinese")), 2000, Long.MAX_VALUE);
        assertThat(mcts.poolCapacity()).isEqualTo(prepared);
    }

    @Test
    void aOneThreadPoolGrowsWhenItFills() {
        Tree tree = new Tree();
        Board board = new Board(Geometry.of(9));
        tree.reserve(100);
        int root = tree.reset();
        assertThat(tree.expand(root, board, Stone.BLACK.code(), Geometry.NO_POINT, Geometry.NO_POINT, false)).isTrue();
        int child = tree.firstChild[root];
        assertThat(tree.expand(child, board, Stone.WHITE.code(), Geometry.NO_POINT, Geometry.NO_POINT, false))
                .as("full, and growth not allowed").isFalse();
        tree.setGrowLimit(1000);
        assertThat(tree.expand(child, board, Stone.WHITE.code(), Geometry.NO_POINT, Geometry.NO_POINT, false)).isTrue();
        assertThat(tree.capacity()).isBetween(200, 1000);
        assertThat(tree.children(child)).isEqualTo(82);
    }

    /** The line from the nearest edge, 1 for the edge itself. */
    private static int line(Geometry g, int p) {
        return 1 + g.edgeDistance(p);
    }

    @Test
    void withNothingToSearchThePassCarriesTheCountAsTheStonesStand() {
        // 1x3, White's stone in the middle: White has no move but its own eyes; it passes, winning by 3 + komi.
        Game game = new Game(Geometry.parse("1x3"), RulesPresets.get("chinese").withKomi(7.5));
        game.setup(Stone.WHITE, game.geometry().parseGtp("A2"));
        game.setToMove(Stone.WHITE);
        Mcts mcts = new Mcts(1);
        Mcts.Choice c = mcts.search(game, 50, Long.MAX_VALUE);
        assertThat(c.point()).isEqualTo(Geometry.NO_POINT);
        assertThat(c.playouts()).isZero();
        assertThat(c.scoreLead()).isEqualTo(10.5); // White's view: 3 points and komi 7.5
        assertThat(c.winRate()).isEqualTo(1.0);
        assertThat(mcts.searchOn(50, Long.MAX_VALUE)).isEqualTo(c); // going on answers as the search did
    }
}
