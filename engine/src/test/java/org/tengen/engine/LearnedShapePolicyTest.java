package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.testing.Diagrams;
import org.tengen.engine.features.FeatureGroup;
import org.tengen.engine.features.FeatureKey;
import org.tengen.engine.features.Pattern3;
import org.tengen.engine.learn.Weights;

/** The playout policy that draws its local moves by the learnt 3x3 gammas, and its gamma table. */
class LearnedShapePolicyTest {
    private static final Weights WEIGHTS = LearnedPriors.shippedWeights();
    private static final int PATTERN3 = WEIGHTS.group("PATTERN3");
    /** Always a local move when there is a sound one, so the draws show the gammas. */
    private static final SearchParameters ALWAYS_LOCAL = SearchParameters.defaults()
            .with("playoutShapes", "1").with("learnedShapePercent", "100");

    private static LearnedShapePolicy policy(long seed, SearchParameters parameters) {
        return new LearnedShapePolicy(new FastRandom(seed), parameters, ShapeGammas.shipped());
    }

    /** The gamma the weights give {@code mover} playing {@code p}, through the canonical code. */
    private static double gamma(Board board, int p, int mover) {
        return WEIGHTS.gamma(PATTERN3, FeatureKey.of(FeatureGroup.PATTERN3, Pattern3.code(board, p, mover)));
    }

    @Test
    void theTableGivesEveryPointTheGammaOfItsCanonicalPattern() {
        ShapeGammas table = ShapeGammas.shipped();
        Geometry g = Geometry.of(19);
        Board board = new Board(g);
        LearnedShapePolicy playout = policy(3, ALWAYS_LOCAL);
        int checked = 0;
        int learnt = 0;
        int c = Board.BLACK;
        int last = 0;
        for (int move = 0; move < 240; move++) {
            if (move % 40 == 0) {
                for (int i = 0; i < board.emptyCount(); i++) {
                    int p = board.emptyAt(i);
                    for (int mover = Board.BLACK; mover <= Board.WHITE; mover++) {
                        double expected = gamma(board, p, mover);
                        assertThat((double) table.gamma(Pattern3.raw(board, p, mover))).isEqualTo((float) expected);
                        checked++;
                        learnt += expected != WEIGHTS.fallback(PATTERN3) ? 1 : 0;
                    }
                }
            }
            last = playout.choose(board, c, last);
            if (last == 0) {
                board.pass();
            } else {
                board.playUnchecked(last, c);
            }
            c ^= 3;
        }
        assertThat(checked).isGreaterThan(2000);
        assertThat(learnt).as("points whose pattern the weights know").isGreaterThan(checked / 2);
    }

    @Test
    void capturesTheChainTheLastMoveLeftInAtari() {
        Game game = Diagrams.game(RulesPresets.get("chinese"), """
                  A B C D E F G H J
                9 . . . . . . . . .
                8 . . . . . . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . . X . . . . . .
                4 . X O X . . . . .
                3 . . . . . . . . .
                2 . . . . . . . . .
                1 . . . . . . . . .
                """);
        Board board = game.boardCopy();
        int last = Diagrams.point(game, "C4");
        int capture = Diagrams.point(game, "C3");
        for (long seed = 0; seed < 200; seed++) {
            assertThat(policy(seed, ALWAYS_LOCAL).choose(board, Board.BLACK, last)).as("seed " + seed).isEqualTo(capture);
        }
    }

    @Test
    void aLocalMoveIsDrawnInProportionToItsLearntGamma() {
        Game game = new Game(19, RulesPresets.get("chinese"));
        Diagrams.play(game, "Q16", "D4", "Q4", "D16", "C17");
        Board board = game.boardCopy();
        int last = Diagrams.point(game, "C17");
        int s = game.geometry().stride();
        List<Integer> points = new ArrayList<>();
        double total = 0;
        for (int d = 0; d < 8; d++) {
            int p = last + KnowledgePolicy.diagonalOrSide(d, s);
            if (board.at(p) == Board.EMPTY) {
                points.add(p);
                total += gamma(board, p, Board.WHITE);
            }
        }
        int high = points.get(0);
        int low = points.get(0);
        for (int p : points) {
            high = gamma(board, p, Board.WHITE) > gamma(board, high, Board.WHITE) ? p : high;
            low = gamma(board, p, Board.WHITE) < gamma(board, low, Board.WHITE) ? p : low;
        }
        assertThat(gamma(board, high, Board.WHITE)).isGreaterThan(3 * gamma(board, low, Board.WHITE));

        int draws = 20_000;
        int highCount = 0;
        int lowCount = 0;
        LearnedShapePolicy playout = policy(11, ALWAYS_LOCAL);
        for (int i = 0; i < draws; i++) {
            int p = playout.choose(board, Board.WHITE, last);
            assertThat(points).contains(p);
            highCount += p == high ? 1 : 0;
            lowCount += p == low ? 1 : 0;
        }
        assertThat(highCount).isGreaterThan(lowCount);
        assertThat(highCount / (double) draws).isCloseTo(gamma(board, high, Board.WHITE) / total, within(0.02));
        assertThat(lowCount / (double) draws).isCloseTo(gamma(board, low, Board.WHITE) / total, within(0.02));
    }

    @Test
    void neverFillsItsOwnEyeNextToTheLastMove() {
        // White's last move C4 leaves one empty point next to it, B3: Black's own eye (one white diagonal is
        // allowed off the edge). A draw among the local points alone would take it every time.
        Game game = Diagrams.game(RulesPresets.get("chinese"), """
                  A B C D E F G H J
                9 . . . . . . . . .
                8 . . . . . . . . .
                7 . . . . . . . . .
                6 . . . . . . . . .
                5 . O O O . . . . .
                4 X X O O . . . . .
                3 X . X O . . . . .
                2 X X X O . . . . .
                1 . . . . . . . . .
                """);
        Board board = game.boardCopy();
        int last = Diagrams.point(game, "C4");
        int eye = Diagrams.point(game, "B3");
        assertThat(Candidates.isOwnEye(board, eye, Board.BLACK)).isTrue();
        assertThat(board.isLegal(eye, Board.BLACK)).isTrue();
        for (String shapes : new String[] {"1", "2"}) {
            SearchParameters p = ALWAYS_LOCAL.with("playoutShapes", shapes);
            for (long seed = 0; seed < 500; seed++) {
                int chosen = policy(seed, p).choose(board, Board.BLACK, last, Diagrams.point(game, "A4"));
                assertThat(chosen).as("seed " + seed).isNotEqualTo(eye).isNotZero();
            }
        }
    }

    @Test
    void theSameSeedPlaysTheSamePlayout() {
        assertThat(playout(5)).isEqualTo(playout(5)).isNotEqualTo(playout(6));
    }

    /** The moves of one playout on 19x19 from the empty board with the seed, as the search's workers play it. */
    private static List<Integer> playout(long seed) {
        LearnedShapePolicy playout = policy(seed, SearchParameters.defaults().with("playoutShapes", "2"));
        Board board = new Board(Geometry.of(19));
        board.setUndoEnabled(false);
        List<Integer> moves = new ArrayList<>();
        int c = Board.BLACK;
        int last = 0;
        int beforeLast = 0;
        int passes = 0;
        while (passes < 2 && moves.size() < 1000) {
            int p = playout.choose(board, c, last, beforeLast);
            if (p == 0) {
                board.pass();
                passes++;
            } else {
                board.playUnchecked(p, c);
                passes = 0;
            }
            moves.add(p);
            beforeLast = last;
            last = p;
            c ^= 3;
        }
        assertThat(passes).isEqualTo(2);
        return moves;
    }

    @Test
    void theSearchUsesTheLearntShapesOnlyWhenAskedAndOnBigBoards() {
        SearchParameters defaults = SearchParameters.defaults();
        SearchParameters learnt = defaults.with("playoutShapes", "1");
        Game big = new Game(19, RulesPresets.get("chinese"));
        big.play(Move.play(Diagrams.point(big, "Q16")));
        Mcts.Choice before = new Mcts(5, 1, defaults).search(big, 300, Long.MAX_VALUE);
        Mcts.Choice after = new Mcts(5, 1, learnt).search(big, 300, Long.MAX_VALUE);
        assertThat(after).isNotEqualTo(before);
        assertThat(after.playouts()).isEqualTo(300);

        Game small = new Game(7, RulesPresets.get("chinese")); // below learnedMinArea
        small.play(Move.play(Diagrams.point(small, "D4")));
        assertThat(new Mcts(5, 1, learnt).search(small, 500, Long.MAX_VALUE))
                .isEqualTo(new Mcts(5, 1, defaults).search(small, 500, Long.MAX_VALUE));
    }
}
