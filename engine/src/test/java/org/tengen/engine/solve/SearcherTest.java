package org.tengen.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.KoRule;
import org.tengen.core.RulesPresets;

/** The searcher's budgeted search: running out of nodes leaves it as it was, and the value is the same after. */
class SearcherTest {
    private static Searcher searcher(String size, String preset) {
        Game game = new Game(Geometry.parse(size), RulesPresets.get(preset).withKomi(0));
        return new Searcher(new Cells(game.geometry()), game.board(), game.rules().suicide(), Board.BLACK, false,
                game.rules().ko() == KoRule.SITUATIONAL, new Board[0], new int[0], new TranspositionTable(18), true);
    }

    @Test
    void aSearchOutOfBudgetLeavesTheSearcherAtItsNode() {
        Searcher s = searcher("3x3", "aga");
        // The budget is checked every 4,096 nodes, and proving 3x3 = 9 takes some 34,000.
        assertThat(s.searchWithin(8, 9, 0, 1)).isEqualTo(Integer.MIN_VALUE);
        assertThat(s.toMove()).isEqualTo(Board.BLACK);
        assertThat(s.marginToMove()).isEqualTo(0); // the board is empty again
        assertThat(s.passPending(0)).isFalse();
        // The line below the root was dropped: the full search finds the value, as a fresh searcher does.
        assertThat(s.search(8, 9, 0)).isGreaterThanOrEqualTo(9);
        assertThat(searcher("3x3", "aga").search(8, 9, 0)).isGreaterThanOrEqualTo(9);
    }

    @Test
    void aSearchOutOfBudgetBelowTheRootKeepsTheLineAboveIt() {
        Searcher s = searcher("3x3", "aga");
        assertThat(s.playAt(4, 0)).isTrue(); // Black in the centre
        assertThat(s.searchWithin(-10, 10, 1, 1)).isEqualTo(Integer.MIN_VALUE);
        assertThat(s.toMove()).isEqualTo(Board.WHITE);
        int after = s.search(-10, 10, 1);
        s.undoAt(0);
        assertThat(s.toMove()).isEqualTo(Board.BLACK);
        assertThat(s.marginToMove()).isEqualTo(0);
        Searcher fresh = searcher("3x3", "aga");
        fresh.playAt(4, 0);
        assertThat(after).isEqualTo(fresh.search(-10, 10, 1)).isEqualTo(-9); // White's view: Black takes all
    }
}
