package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;

/** The search as genmove's player: its budget under a clock, when it resigns, and genmove through it. */
class MctsPlayerTest {
    private static final Rules CHINESE_NO_KOMI = RulesPresets.get("chinese").withKomi(0);

    private static MctsPlayer player(int playouts, double resignBelow) {
        return new MctsPlayer(1, 1, SearchBudget.of(playouts, null), resignBelow);
    }

    /** 5x5: Black walls off and owns the whole board while White passes; 12 moves, White to move. */
    private static Game lostForWhite() {
        Game game = new Game(Geometry.of(5), CHINESE_NO_KOMI);
        Geometry g = game.geometry();
        for (String v : new String[] {"C1", "C2", "C3", "C4", "C5", "A3"}) {
            assertThat(game.play(Move.play(g.parseGtp(v))).isLegal()).isTrue();
            assertThat(game.play(Move.PASS).isLegal()).isTrue();
        }
        game.setToMove(Stone.WHITE);
        return game;
    }

    @Test
    void anExplicitBudgetIsCappedByTheClock() {
        SearchBudget level = SearchBudget.of(Level.of(3));
        assertThat(level.playouts()).isEqualTo(Level.of(3).playouts());
        assertThat(level.nanos()).isEqualTo(Clock.nanos(Level.of(3).maxSeconds()));
        assertThat(level.within(Clock.NO_LIMIT)).isEqualTo(level);
        assertThat(level.within(900_000_000L)).isEqualTo(new SearchBudget(level.playouts(), 900_000_000L, false));
        assertThat(level.within(Long.MAX_VALUE - 1).nanos()).isEqualTo(level.nanos());
        SearchBudget playouts = SearchBudget.of(5000, null);
        assertThat(playouts.nanos()).isEqualTo(Clock.NO_LIMIT);
        assertThat(playouts.within(2_000_000_000L)).isEqualTo(new SearchBudget(5000, 2_000_000_000L, false));
        assertThat(SearchBudget.of(null, 2.5)).isEqualTo(new SearchBudget(Integer.MAX_VALUE, 2_500_000_000L, false));
    }

    @Test
    void theDefaultBudgetGivesWayToTheClock() {
        SearchBudget d = SearchBudget.byDefault();
        Level level = Level.of(SearchBudget.DEFAULT_LEVEL);
        assertThat(d.playouts()).isEqualTo(level.playouts());
        assertThat(d.within(Clock.NO_LIMIT)).isEqualTo(d);
        // A time limit from the controller replaces the level: all of the time, no playout cap.
        assertThat(d.within(900_000_000L)).isEqualTo(new SearchBudget(Integer.MAX_VALUE, 900_000_000L, false));
        assertThat(d.within(0).nanos()).isEqualTo(1);
    }

    @Test
    void badBudgetsAndThresholdsAreRefused() {
        assertThatThrownBy(() -> SearchBudget.of(0, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SearchBudget.of(null, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> player(10, 1.0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> player(10, -0.1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void resignsOnlyBelowTheRateWithEnoughPlayoutsAfterTheOpening() {
        Game game = lostForWhite(); // 12 moves: past the opening of a 5x5 board (10 moves)
        int p = game.geometry().parseGtp("E5");
        MctsPlayer player = player(10, 0.1);
        assertThat(player.moveFor(game, new Mcts.Choice(p, 0.05, 500, -20), true)).isEqualTo(Move.RESIGN);
        assertThat(player.moveFor(game, new Mcts.Choice(0, 0.05, 500, -20), true)).isEqualTo(Move.RESIGN);
        assertThat(player.moveFor(game, new Mcts.Choice(p, 0.05, 500, -20), false)).isEqualTo(Move.play(p));
        assertThat(player.moveFor(game, new Mcts.Choice(p, 0.1, 500, -20), true)).isEqualTo(Move.play(p));
        assertThat(player.moveFor(game, new Mcts.Choice(p, 0.05, 499, -20), true)).isEqualTo(Move.play(p));
        assertThat(player.moveFor(game, new Mcts.Choice(0, 0.5, 500, 0), true)).isEqualTo(Move.PASS);
        assertThat(player(10, 0).moveFor(game, new Mcts.Choice(p, 0, 100000, -25), true)).isEqualTo(Move.play(p));
        game.undo();
        game.undo();
        game.undo(); // 9 moves: still the opening
        assertThat(player.moveFor(game, new Mcts.Choice(p, 0.05, 500, -20), true)).isEqualTo(Move.play(p));
    }

    @Test
    void theOpeningIsASixthOfTheBoardAndAtLeastTenMoves() {
        SearchParameters p = SearchParameters.defaults();
        assertThat(p.openingMoves(Geometry.of(19))).isEqualTo(60);
        assertThat(p.openingMoves(Geometry.of(9))).isEqualTo(13);
        assertThat(p.openingMoves(Geometry.of(5))).isEqualTo(10);
        assertThat(p.with("openingDivisor", "4").openingMoves(Geometry.of(19))).isEqualTo(90);
    }

    @Test
    void theSearchResignsALostGame() {
        assertThat(player(2000, 0.1).decide(lostForWhite(), SearchRequest.MOVE).move()).isEqualTo(Move.RESIGN);
        assertThat(player(2000, 0).decide(lostForWhite(), SearchRequest.MOVE).move()).isNotEqualTo(Move.RESIGN);
        assertThat(player(100, 0.1).decide(lostForWhite(), SearchRequest.MOVE).move()).isNotEqualTo(Move.RESIGN);
    }

    @Test
    void aRequestWithoutResigningGetsTheBestMoveOfALostGame() {
        Decision d = player(2000, 0.1).decide(lostForWhite(), SearchRequest.MOVE.withoutResigning());
        assertThat(d.move()).isInstanceOf(Move.Play.class);
        assertThat(d.winRate()).isLessThan(0.1);
        assertThat(d.playouts()).isEqualTo(2000);
        assertThat(d.candidates()).isEmpty();
    }

    @Test
    void analysisListsEveryRootMoveMostVisitedFirst() {
        Game game = new Game(Geometry.of(5), CHINESE_NO_KOMI);
        game.play(Move.play(game.geometry().parseGtp("C3")));
        Decision d = player(500, 0).decide(game, SearchRequest.MOVE.withAnalysis());
        assertThat(d.candidates()).isNotEmpty();
        assertThat(d.candidates().get(0).move()).isEqualTo(d.move());
        assertThat(d.candidates().stream().mapToInt(Decision.Candidate::visits).sum()).isBetween(499, 500);
        for (int i = 1; i < d.candidates().size(); i++) {
            assertThat(d.candidates().get(i).visits()).isLessThanOrEqualTo(d.candidates().get(i - 1).visits());
        }
        for (Decision.Candidate c : d.candidates()) {
            assertThat(c.move() instanceof Move.Resign).isFalse();
            if (c.move() instanceof Move.Play play) {
                assertThat(game.legality(c.move()).isLegal()).as(c.toString()).isTrue();
            }
        }
    }
}
