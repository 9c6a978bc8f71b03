package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;

/** {@link DynamicKomi}: the linear schedule, the search counting with it, and what it reports against. */
class DynamicKomiTest {
    private static final SearchParameters D = SearchParameters.defaults();
    private static final SearchParameters ON = D.with("dynamicKomiPerStone", "7");
    private static final Rules CHINESE = RulesPresets.get("chinese").withKomi(0.5);

    @Test
    void itFadesLinearlyFromSevenAStoneToNothingByMove200On19x19() {
        Geometry g = Geometry.of(19);
        assertThat(DynamicKomi.fadeMoves(ON, g)).isEqualTo(200);
        assertThat(DynamicKomi.extra(ON, g, 2, 0)).isEqualTo(14.0);
        assertThat(DynamicKomi.extra(ON, g, 4, 0)).isEqualTo(28.0);
        assertThat(DynamicKomi.extra(ON, g, 2, 100)).isEqualTo(7.0);
        assertThat(DynamicKomi.extra(ON, g, 4, 150)).isCloseTo(7.0, within(1e-9));
        assertThat(DynamicKomi.extra(ON, g, 2, 199)).isCloseTo(0.07, within(1e-9));
        assertThat(DynamicKomi.extra(ON, g, 2, 200)).isZero();
        assertThat(DynamicKomi.extra(ON, g, 9, 350)).isZero();
    }

    @Test
    void nothingWithoutAHandicapOrWhenOff() {
        Geometry g = Geometry.of(19);
        assertThat(DynamicKomi.extra(ON, g, 0, 0)).isZero();
        assertThat(DynamicKomi.extra(ON, g, 1, 0)).isZero();
        assertThat(DynamicKomi.extra(D, g, 4, 0)).isZero(); // off by default
        assertThat(DynamicKomi.extra(ON.with("dynamicKomiMoves", "0"), g, 4, 0)).isZero();
        assertThat(DynamicKomi.extra(ON, new Game(g, CHINESE))).isZero();
    }

    @Test
    void theFadeIsInProportionToTheBoardsPoints() {
        assertThat(DynamicKomi.fadeMoves(ON, Geometry.of(13))).isEqualTo(94); // 200 * 169 / 361 = 93.6
        assertThat(DynamicKomi.fadeMoves(ON, Geometry.of(9))).isEqualTo(45);
        assertThat(DynamicKomi.fadeMoves(ON.with("dynamicKomiMoves", "1"), Geometry.of(7))).isEqualTo(1);
        assertThat(DynamicKomi.extra(ON, Geometry.of(9), 3, 15)).isCloseTo(14.0, within(1e-9));
        Game game = handicapGame(9, 2);
        assertThat(DynamicKomi.extra(ON, game)).isEqualTo(14.0);
        game.play(Move.play(game.geometry().point(4, 4)));
        assertThat(DynamicKomi.extra(ON, game)).isCloseTo(14.0 * 44 / 45, within(1e-9));
    }

    @Test
    void theParametersRangeIsChecked() {
        assertThat(D.dynamicKomiPerStone()).isZero();
        assertThat(D.dynamicKomiMoves()).isEqualTo(200);
        assertThatThrownBy(() -> D.with("dynamicKomiPerStone", "-1"))
                .hasMessage("dynamicKomiPerStone -1: expected 0 or more");
        assertThatThrownBy(() -> D.with("dynamicKomiMoves", "-5"))
                .hasMessage("dynamicKomiMoves -5: expected 0 or more");
    }

    @Test
    void inAnEvenGameTheSearchIsTheSame() {
        Game game = new Game(9, CHINESE);
        game.play(Move.play(game.geometry().point(4, 4)));
        assertThat(new Mcts(3, 1, ON).search(game, 600, Long.MAX_VALUE))
                .isEqualTo(new Mcts(3, 1, D).search(game, 600, Long.MAX_VALUE));
    }

    @Test
    void inAHandicapGameWhiteWinsMoreAgainstTheVirtualKomiButTheLeadIsAgainstTheRealOne() {
        Game game = handicapGame(9, 2); // White to move; 14 points of dynamic komi at move 0
        Mcts.Choice off = new Mcts(7, 1, D).search(game, 3000, Long.MAX_VALUE);
        Mcts.Choice on = new Mcts(7, 1, ON).search(game, 3000, Long.MAX_VALUE);
        assertThat(on.playouts()).isEqualTo(3000);
        // Two stones on 9x9 are worth far more than the real komi: White's win rate is low (about 0.4 on seeds
        // 1 to 8, with a lead of -10 to -14), and higher (about 0.53) when it counts with 14 points more.
        assertThat(off.winRate()).isLessThan(0.45);
        assertThat(on.winRate()).isGreaterThan(off.winRate() + 0.08);
        // Both leads estimate White's real lead: they differ by the trees' moves (at most 3.3 points on those
        // seeds), not by the 14 points of the search's komi.
        assertThat(off.scoreLead()).isNegative();
        assertThat(on.scoreLead()).isNegative().isCloseTo(off.scoreLead(), within(5.0));
    }

    @Test
    void thePlayerDoesNotResignWhileTheDynamicKomiWeighs() {
        Game game = handicapGame(9, 2);
        Geometry g = game.geometry();
        for (int x = 0; x < 9; x++) { // 18 moves: past the 9x9 opening (13), short of the fade (45)
            assertThat(game.play(Move.play(g.point(x, 0))).isLegal()).isTrue();
            assertThat(game.play(Move.play(g.point(x, 8))).isLegal()).isTrue();
        }
        int p = g.point(4, 4);
        Mcts.Choice hopeless = new Mcts.Choice(p, 0.02, 1000, -30);
        MctsPlayer off = new MctsPlayer(1, 1, SearchBudget.of(10, null), 0.1, D);
        MctsPlayer on = new MctsPlayer(1, 1, SearchBudget.of(10, null), 0.1, ON);
        assertThat(off.moveFor(game, hopeless, true)).isEqualTo(Move.RESIGN);
        assertThat(on.moveFor(game, hopeless, true)).isEqualTo(Move.play(p));
        MctsPlayer faded = new MctsPlayer(1, 1, SearchBudget.of(10, null), 0.1, ON.with("dynamicKomiMoves", "40"));
        assertThat(faded.moveFor(game, hopeless, true)).isEqualTo(Move.RESIGN); // 40 * 81 / 361: over by move 9
    }

    private static Game handicapGame(int size, int stones) {
        Game game = new Game(size, CHINESE);
        game.placeFixedHandicap(stones);
        return game;
    }
}
