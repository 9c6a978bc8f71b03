package org.tengen.problems.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tengen.problems.simulate.WeiqiReferee.Turn.INVALID_PUT;
import static org.tengen.problems.simulate.WeiqiReferee.Turn.PASS_BY_PLAYER;
import static org.tengen.problems.simulate.WeiqiReferee.Turn.PUT;
import static org.tengen.problems.simulate.WeiqiReferee.Turn.TABOO_POINT;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WeiqiRefereeTest {
    private static List<WeiqiReferee.Turn> play(WeiqiReferee game, int... pairs) {
        List<WeiqiReferee.Turn> turns = new ArrayList<>();
        for (int i = 0; i < pairs.length; i += 2) {
            turns.add(game.turn(pairs[i], pairs[i + 1]));
        }
        return turns;
    }

    private static int at(WeiqiReferee game, int a, int b) {
        return game.board().at(game.board().geometry().point(b - 1, a - 1));
    }

    @Test
    void theIssuesExample() {
        WeiqiReferee game = new WeiqiReferee();
        assertThat(play(game, 4, 4, 0, 0, 0, 0)).containsExactly(PUT, PASS_BY_PLAYER, PASS_BY_PLAYER);
        assertThat(game.isOver()).isTrue();
        assertThat(game.isTie()).isFalse();
        assertThat(game.turns()).isEqualTo(3);
        assertThat(at(game, 4, 4)).isEqualTo(1);
        assertThatThrownBy(() -> game.turn(1, 1)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void anImmediateKoRecaptureIsATabooPointAndLaterItIsAPut() {
        WeiqiReferee game = new WeiqiReferee();
        // . B W .
        // B W x W    Black takes the White stone at 2,2 from 2,3; White may not take back at once.
        // . B W .
        assertThat(play(game, 1, 2, 1, 3, 2, 1, 2, 2, 3, 2, 2, 4, 10, 10, 3, 3, 2, 3)).containsOnly(PUT);
        assertThat(at(game, 2, 2)).isZero();
        assertThat(game.turn(2, 2)).isEqualTo(TABOO_POINT);
        assertThat(at(game, 2, 2)).isZero();
        assertThat(at(game, 2, 3)).isEqualTo(1);
        assertThat(play(game, 15, 15, 2, 2)).containsExactly(PUT, PUT);
        assertThat(at(game, 2, 3)).isZero();
        assertThat(game.turns()).isEqualTo(12);
    }

    @Test
    void suicideIsATabooPoint() {
        WeiqiReferee game = new WeiqiReferee();
        assertThat(play(game, 10, 10, 1, 2, 10, 11, 2, 1, 1, 1)).containsExactly(PUT, PUT, PUT, PUT, TABOO_POINT);
        assertThat(at(game, 1, 1)).isZero();
        assertThat(game.toMove()).isEqualTo(org.tengen.core.Stone.WHITE);
    }

    @Test
    void invalidPutsArePassesThatDoNotEndTheGame() {
        WeiqiReferee game = new WeiqiReferee();
        assertThat(play(game, 5, 5, 5, 5, 0, 0, 20, 1, 0, 0, 0, 7, 0, 0))
                .containsExactly(PUT, INVALID_PUT, PASS_BY_PLAYER, INVALID_PUT, PASS_BY_PLAYER, INVALID_PUT,
                        PASS_BY_PLAYER);
        assertThat(game.isOver()).isFalse();
        assertThat(game.turn(0, 0)).isEqualTo(PASS_BY_PLAYER);
        assertThat(game.isOver()).isTrue();
        assertThat(game.turns()).isEqualTo(8);
    }

    @Test
    void aLongGameCostsNoMorePerTurn() {
        // A million turns of invalid puts and passes by player in turn never end the game; each turn is
        // constant work, so this takes about a second (not asserted: a quadratic cost would take hours).
        WeiqiReferee game = new WeiqiReferee();
        game.turn(1, 1);
        for (int i = 0; i < 500_000; i++) {
            assertThat(game.turn(1, 1) == INVALID_PUT && game.turn(0, 0) == PASS_BY_PLAYER).isTrue();
        }
        assertThat(game.isOver()).isFalse();
        assertThat(game.turns()).isEqualTo(1_000_001);
    }
}
