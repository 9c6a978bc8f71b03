package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.testing.Diagrams;

/**
 * The search's analysis: ownership, the expected lead and each root move's statistics and principal
 * variation, on positions whose owners and count are clear from the diagram.
 */
class AnalysisTest {
    /*
     * Two living groups, each with three eyes; nothing left to play but the eyes. Black has 7 stones and 3
     * eyes (10), White 12 stones and 3 eyes (15): W+5 before komi.
     */
    private static final String SETTLED = """
              A B C D E
            5 . X O . O
            4 X X O O O
            3 . X O . O
            2 X X O O O
            1 . X O . O
            """;

    private static Analysis analyse(String diagram, Stone toMove, double komi, int playouts, boolean ownership) {
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(komi), diagram, toMove);
        Mcts mcts = new Mcts(3);
        mcts.searchForAnalysis(game, playouts, Long.MAX_VALUE);
        return mcts.analysis(ownership);
    }

    @Test
    void ownershipSaysWhoseEachSideIs() {
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(7.5), SETTLED, Stone.WHITE);
        Geometry g = game.geometry();
        Analysis a = analyse(SETTLED, Stone.WHITE, 7.5, 2000, true);
        assertThat(a.ownership()).hasSize(g.length());
        // Black's side, whoever is to move: positive; White's side: negative. The walls are safe.
        for (String black : new String[] {"A5", "A4", "A1", "B3"}) {
            assertThat(a.ownership()[g.parseGtp(black)]).as(black).isEqualTo(1.0);
        }
        for (String white : new String[] {"C5", "D5", "D3", "E1"}) {
            assertThat(a.ownership()[g.parseGtp(white)]).as(white).isEqualTo(-1.0);
        }
        for (int p : g.points()) {
            assertThat(a.ownership()[p]).isBetween(-1.0, 1.0);
            assertThat(a.ownershipStdev()[p]).isBetween(0.0, 1.0);
            // A point owned the same way in every playout has no spread.
            if (Math.abs(a.ownership()[p]) == 1.0) {
                assertThat(a.ownershipStdev()[p]).isZero();
            }
        }
    }

    @Test
    void theLeadIsTheCountForTheSideToMove() {
        // W+5, and komi 0.5 for White: White leads by 5.5 whoever is to move, and every playout says so.
        Analysis white = analyse(SETTLED, Stone.WHITE, 0.5, 500, false);
        assertThat(white.toMove()).isEqualTo(Stone.WHITE.code());
        assertThat(white.scoreLead()).isEqualTo(5.5);
        assertThat(white.scoreStdev()).isZero();
        Analysis black = analyse(SETTLED, Stone.BLACK, 0.5, 500, false);
        assertThat(black.scoreLead()).isEqualTo(-5.5);
        assertThat(white.ownership()).isNull();
    }

    @Test
    void eachMoveHasItsStatisticsAndAVariationThatCanBePlayed() {
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(5.5), TacticsTest.STONE_IN_ATARI, Stone.BLACK);
        Mcts mcts = new Mcts(1);
        Mcts.Choice choice = mcts.search(game, 3000, Long.MAX_VALUE);
        Analysis a = mcts.analysis(false);
        assertThat(a.playouts()).isEqualTo(choice.playouts());
        assertThat(a.best()).isEqualTo(Move.play(choice.point()));
        assertThat(a.winRate()).isEqualTo(choice.winRate());
        int visits = 0;
        for (int i = 0; i < a.moves().size(); i++) {
            Analysis.MoveInfo m = a.moves().get(i);
            assertThat(m.order()).isEqualTo(i);
            assertThat(m.visits()).isPositive();
            assertThat(m.lcb()).isLessThan(m.winRate());
            assertThat(m.prior()).isBetween(0.0, 1.0);
            assertThat(m.pv().get(0)).isEqualTo(m.move());
            if (i > 1) {
                assertThat(m.visits()).isLessThanOrEqualTo(a.moves().get(i - 1).visits());
            }
            visits += m.visits();
            Game copy = Diagrams.game(RulesPresets.get("chinese").withKomi(5.5), TacticsTest.STONE_IN_ATARI, Stone.BLACK);
            for (Move move : m.pv()) {
                assertThat(copy.play(move).isLegal()).as("%s in %s", move, m.pv()).isTrue();
            }
        }
        assertThat(visits).isLessThanOrEqualTo(a.playouts());
        assertThat(a.moves().get(0).pv().size()).isGreaterThan(2);
        // The capture wins (the tactics test's claim): its lead for Black is about B+7 less komi 5.5.
        assertThat(a.moves().get(0).move()).isEqualTo(Move.play(game.geometry().parseGtp("D4")));
        assertThat(a.moves().get(0).scoreLead()).isCloseTo(1.5, within(2.0));
    }

    @Test
    void aPositionWithNothingButThePassIsAnalysedButNotSearchedForAMove() {
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(0.5), SETTLED, Stone.BLACK);
        Mcts mcts = new Mcts(1);
        assertThat(mcts.analysis(true)).as("before any search").isNull();
        Mcts.Choice move = mcts.search(game, 500, Long.MAX_VALUE);
        assertThat(move.point()).isEqualTo(Geometry.NO_POINT);
        assertThat(move.playouts()).as("a move: the pass at once").isZero();
        assertThat(mcts.analysis(true)).isNull();
        mcts.searchForAnalysis(game, 500, Long.MAX_VALUE);
        Analysis a = mcts.analysis(true);
        assertThat(a.playouts()).isEqualTo(500);
        assertThat(a.best()).isEqualTo(Move.PASS);
    }

    @Test
    void anAnalysisReportsAsItGoesAndEndsWhenTold() {
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(7.5), SETTLED, Stone.BLACK);
        MctsPlayer player = new MctsPlayer(5, 1, SearchBudget.of(Integer.MAX_VALUE, null), 0);
        List<Analysis> reports = new ArrayList<>();
        AtomicInteger asked = new AtomicInteger();
        Analysis last = player.analyse(game, Integer.MAX_VALUE, 1, true, () -> asked.incrementAndGet() < 6, reports::add);
        assertThat(asked.get()).isEqualTo(6);
        assertThat(reports).hasSizeGreaterThanOrEqualTo(5); // each slice, and the end
        assertThat(reports.get(reports.size() - 1)).isSameAs(last);
        for (int i = 1; i < reports.size(); i++) {
            assertThat(reports.get(i).playouts()).isGreaterThanOrEqualTo(reports.get(i - 1).playouts());
        }
        assertThat(last.ownership()).isNotNull();

        Analysis capped = player.analyse(game, 500, 0, false, () -> true, a -> { });
        assertThat(capped.playouts()).isEqualTo(500);
    }
}
