package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.testing.Diagrams;

/** New nodes ranked by the learnt priors, and a search that widens over them as a node's visits grow. */
class ProgressiveWideningTest {
    private static final SearchParameters LEARNED = SearchParameters.defaults()
            .with("policyBias", "20").with("widenBase", "3").with("widenVisits", "20").with("widenFactor", "1.4");
    private static final SearchParameters HAND = SearchParameters.defaults()
            .with("policyBias", "0").with("widenBase", "0");

    @Test
    void theWidthGrowsByTheFactor() {
        assertThat(LEARNED.width(0, 300)).isEqualTo(3);
        assertThat(LEARNED.width(19, 300)).isEqualTo(3);
        assertThat(LEARNED.width(20, 300)).isEqualTo(4);
        assertThat(LEARNED.width(27, 300)).isEqualTo(4);
        assertThat(LEARNED.width(29, 300)).isEqualTo(5);
        assertThat(LEARNED.width(40, 300)).isEqualTo(6);
        assertThat(LEARNED.width(1_000_000, 300)).isEqualTo(3 + 1 + (int) (Math.log(1_000_000 / 20.0) / Math.log(1.4)));
        assertThat(LEARNED.width(1_000_000, 10)).isEqualTo(10);
        assertThat(HAND.width(5, 300)).isEqualTo(300);
    }

    @Test
    void childrenComeMostLikelyFirstWithThePassLastAndTheirProbabilitiesSumToOne() {
        Game game = new Game(19, RulesPresets.get("chinese"));
        Diagrams.play(game, "Q16", "D4");
        Board board = Mcts.rootBoard(game);
        Tree tree = new Tree(LEARNED);
        tree.rankOn(board.geometry().area());
        tree.reserve(1000);
        int root = tree.reset();
        int last = Diagrams.point(game, "D4");
        int beforeLast = Diagrams.point(game, "Q16");
        assertThat(tree.expand(root, board, Stone.BLACK.code(), last, beforeLast, false)).isTrue();
        int first = tree.firstChild[root];
        int end = first + tree.children(root);
        assertThat(end - first).isEqualTo(361 - 2 + 1);
        assertThat(tree.move[end - 1]).as("the pass").isEqualTo(Geometry.NO_POINT);
        double sum = 0;
        LearnedPriors learned = new LearnedPriors(LearnedPriors.shippedWeights());
        for (int c = first; c < end; c++) {
            sum += tree.policy[c];
            if (c > first && c < end - 1) {
                assertThat(tree.policy[c]).isLessThanOrEqualTo(tree.policy[c - 1]);
            }
            if (c < end - 1) {
                double gamma = learned.gamma(board, Stone.BLACK.code(), tree.move[c], last, beforeLast);
                double firstGamma = learned.gamma(board, Stone.BLACK.code(), tree.move[first], last, beforeLast);
                assertThat((double) tree.policy[c] / tree.policy[first]).isCloseTo(gamma / firstGamma, within(1e-4));
            }
        }
        assertThat(sum).isCloseTo(1.0, within(1e-4));
        assertThat(Geometry.of(19).edgeDistance(tree.move[first])).as("the likeliest answer is no first-line move")
                .isGreaterThan(0);
    }

    @Test
    void onSmallBoardsTheChildrenKeepTheBoardsOrderAndNoProbability() {
        Board board = new Board(Geometry.of(7));
        Tree tree = new Tree(LEARNED);
        tree.rankOn(49);
        tree.reserve(100);
        int root = tree.reset();
        tree.expand(root, board, Stone.BLACK.code(), 0, 0, false);
        assertThat(tree.ranked()).isFalse();
        int first = tree.firstChild[root];
        for (int c = first + 1; c < first + 49; c++) {
            assertThat(tree.move[c]).isGreaterThan(tree.move[c - 1]);
            assertThat(tree.policy[c]).isZero();
        }
    }

    @Test
    void aSearchVisitsOnlyTheMovesItHasWidenedTo() {
        Game game = new Game(19, RulesPresets.get("chinese"));
        Diagrams.play(game, "Q16", "D4", "Q4", "D16");
        Mcts mcts = new Mcts(5, 1, LEARNED);
        int playouts = 400;
        mcts.search(game, playouts, Long.MAX_VALUE);
        var candidates = mcts.rootCandidates();
        long visited = candidates.stream().filter(c -> c.visits() > 0 && c.move() instanceof Move.Play).count();
        assertThat(visited).isLessThanOrEqualTo(LEARNED.width(playouts + 1, 400)).isGreaterThan(3);
        // The visited moves are the likeliest ones: no unvisited move has a higher prior than a visited one.
        double lowestVisited = candidates.stream().filter(c -> c.visits() > 0 && c.move() instanceof Move.Play)
                .mapToDouble(c -> c.prior()).min().orElseThrow();
        double highestUnvisited = candidates.stream().filter(c -> c.visits() == 0 && c.move() instanceof Move.Play)
                .mapToDouble(c -> c.prior()).max().orElseThrow();
        assertThat(lowestVisited).isGreaterThanOrEqualTo(highestUnvisited);
    }

    @Test
    void aNodeWhoseOnlyMoveIsThePassStillHasAChild() {
        // Black fills 19x19 but for 80 one-point eyes and one two-point eye at B18-C18: after Black plays in
        // it, White's only move is a pass, in a node the widening must not leave without a child.
        StringBuilder diagram = new StringBuilder();
        for (int r = 0; r < 19; r++) {
            for (int c = 0; c < 19; c++) {
                boolean eye = r % 2 == 1 && c % 2 == 1 || r == 1 && c == 2;
                diagram.append(eye ? ". " : "X ");
            }
            diagram.append('\n');
        }
        Game game = Diagrams.game(RulesPresets.get("chinese"), diagram.toString(), Stone.BLACK);
        Mcts.Choice choice = new Mcts(3, 1, LEARNED).search(game, 2000, Long.MAX_VALUE);
        assertThat(choice.playouts()).isEqualTo(2000);
        assertThat(choice.point()).isIn(Geometry.NO_POINT, Diagrams.point(game, "B18"), Diagrams.point(game, "C18"));
    }

    @Test
    void withoutWideningEveryMoveGetsAVisitSoon() {
        Game game = new Game(19, RulesPresets.get("chinese"));
        Diagrams.play(game, "Q16", "D4", "Q4", "D16");
        Mcts mcts = new Mcts(5, 1, HAND);
        mcts.search(game, 400, Long.MAX_VALUE);
        long visited = mcts.rootCandidates().stream().filter(c -> c.visits() > 0).count();
        assertThat(visited).isGreaterThan(50);
    }

    @Test
    void theRankedSearchIsDeterministicForASeed() {
        Game game = new Game(19, RulesPresets.get("chinese"));
        Diagrams.play(game, "Q16", "D4", "Q4");
        Mcts.Choice a = new Mcts(9, 1, LEARNED).search(game, 300, Long.MAX_VALUE);
        Mcts.Choice b = new Mcts(9, 1, LEARNED).search(game, 300, Long.MAX_VALUE);
        assertThat(a).isEqualTo(b);
    }
}
