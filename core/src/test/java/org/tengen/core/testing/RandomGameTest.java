package org.tengen.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;

class RandomGameTest {
    private static final Rules CHINESE = RulesPresets.get("chinese");

    @Test
    void theSameSeedGivesTheSameGameAndAnotherSeedAnother() {
        List<Move> a = RandomGame.seeded(3).passingOneIn(10).moves(Geometry.of(7), CHINESE, 80);
        assertThat(a).hasSize(80).isEqualTo(RandomGame.seeded(3).passingOneIn(10).moves(Geometry.of(7), CHINESE, 80));
        assertThat(a).isNotEqualTo(RandomGame.seeded(4).passingOneIn(10).moves(Geometry.of(7), CHINESE, 80));
        assertThat(a).contains(Move.PASS);
    }

    @Test
    void aDriverThatDoesNotPassPlaysWhileAPointIsLegal() {
        Game game = RandomGame.seeded(1).play(Geometry.of(9), CHINESE, 40);
        assertThat(game.moveCount()).isEqualTo(40);
        assertThat(game.history()).noneMatch(t -> t.move() == Move.PASS);
    }

    @Test
    void neverPassingTwiceInARowKeepsTheGameGoing() {
        for (long seed = 0; seed < 20; seed++) {
            Game game = RandomGame.seeded(seed).passingOneIn(2).neverPassingTwiceInARow().play(Geometry.of(9), CHINESE, 60);
            assertThat(game.isOver()).as("seed %d", seed).isFalse();
            assertThat(game.moveCount()).isEqualTo(60);
        }
    }
}
