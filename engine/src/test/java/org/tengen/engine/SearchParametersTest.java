package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;

/** {@link SearchParameters}: one field set by name, mistakes told plainly, and the search really reading them. */
class SearchParametersTest {
    private static final SearchParameters D = SearchParameters.defaults();

    @Test
    void withSetsOneFieldAndKeepsTheRest() {
        SearchParameters p = D.with("exploration", "0.3").with("expandAfterBig", "8").with("thirdLineRate=0.6");
        assertThat(p.exploration()).isEqualTo(0.3);
        assertThat(p.expandAfterBig()).isEqualTo(8);
        assertThat(p.thirdLineRate()).isEqualTo(0.6);
        assertThat(p.with("exploration", "0.1").with("expandAfterBig", "4").with("thirdLineRate", "0.7")).isEqualTo(D);
        assertThat(D.exploration()).isEqualTo(0.1);
    }

    @Test
    void everyNameCanBeSetToItsOwnDefault() {
        assertThat(SearchParameters.names()).hasSize(SearchParameters.class.getRecordComponents().length)
                .startsWith("exploration", "raveBias").contains("virtualLoss", "marginShare", "shapePercent");
        for (String name : SearchParameters.names()) {
            String value = String.valueOf(readByName(D, name));
            assertThat(D.with(name, value)).as(name).isEqualTo(D);
        }
    }

    @Test
    void anUnknownNameListsTheKnownOnes() {
        assertThatThrownBy(() -> D.with("explore", "1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("unknown search parameter 'explore'; known: exploration, raveBias, expandAfter,")
                .hasMessageContaining("thirdLineRate");
    }

    @Test
    void badValuesSayWhatWasExpected() {
        assertThatThrownBy(() -> D.with("exploration", "lots")).hasMessage("exploration 'lots': expected a number, 0 or more");
        assertThatThrownBy(() -> D.with("expandAfter", "2.5")).hasMessage("expandAfter '2.5': expected a whole number, 1 or more");
        assertThatThrownBy(() -> D.with("expandAfter", "0")).hasMessage("expandAfter 0: expected 1 or more");
        assertThatThrownBy(() -> D.with("marginShare", "1.5")).hasMessage("marginShare 1.5: expected from 0 to 1");
        assertThatThrownBy(() -> D.with("shapePercent", "120")).hasMessage("shapePercent 120: expected from 0 to 100");
        assertThatThrownBy(() -> D.with("playoutShapes", "3")).hasMessage("playoutShapes 3: expected 0, 1 or 2");
        assertThatThrownBy(() -> D.with("learnedShapePercent", "101")).hasMessage("learnedShapePercent 101: expected from 0 to 100");
        assertThatThrownBy(() -> D.with("raveBias", "-0.01")).hasMessage("raveBias -0.01: expected 0 or more");
        assertThatThrownBy(() -> D.with("exploration", "NaN")).hasMessage("exploration NaN: expected 0 or more");
        assertThatThrownBy(() -> D.with("extendSliceShare", "0")).hasMessage("extendSliceShare 0: expected more than 0, at most 1");
        assertThatThrownBy(() -> D.with("extendFairShare", "2")).hasMessage("extendFairShare 2: expected from 0 to 1");
        assertThatThrownBy(() -> D.with("earlyStopShare", "1.5")).hasMessage("earlyStopShare 1.5: expected from 0 to 1");
        assertThatThrownBy(() -> D.with("extendFactor", "-1")).hasMessage("extendFactor -1: expected 0 or more");
        assertThatThrownBy(() -> D.with("nakadeStones", "7")).hasMessage("nakadeStones 7: expected from 0 to 6");
        assertThat(D.with("nakadeStones", "6").nakadeStones()).isEqualTo(6);
        assertThatThrownBy(() -> D.with("=3")).hasMessage("'=3': expected name=value, such as exploration=0.2");
    }

    @Test
    void theSearchReadsItsParameters() {
        Game game = new Game(9, RulesPresets.get("chinese"));
        game.play(Move.play(game.geometry().point(4, 4)));
        Mcts.Choice defaults = new Mcts(5).search(game, 800, Long.MAX_VALUE);
        Mcts.Choice same = new Mcts(5, 1, D.with("exploration", "0.1")).search(game, 800, Long.MAX_VALUE);
        assertThat(same).isEqualTo(defaults);
        for (String change : new String[] {"exploration=0.5", "raveBias=0.1", "shapePercent=0", "marginShare=0",
                "evenVisits=1", "nearLastVisits=0", "expandAfterLearned=5", "virtualLoss=3", "policyBias=5", "widenBase=6"}) {
            Mcts.Choice other = new Mcts(5, 1, D.with(change)).search(game, 800, Long.MAX_VALUE);
            assertThat(other).as(change).isNotEqualTo(defaults);
            assertThat(other.playouts()).isEqualTo(800);
        }
    }

    private static Object readByName(SearchParameters p, String name) {
        try {
            return SearchParameters.class.getMethod(name).invoke(p);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
