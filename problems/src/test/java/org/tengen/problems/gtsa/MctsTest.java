package org.tengen.problems.gtsa;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.engine.SearchBudget;
import org.tengen.engine.SearchRequest;

/** Tactical positions, each solved within a fixed playout budget and seed. */
class MctsTest {
    private static String best(String diagram, Stone toMove, int playouts) {
        Position position = Position.parse(diagram);
        Game game = GtsaPlayer.game(position, toMove);
        int p = GtsaKoTest.point(new GtsaPlayer(1, SearchBudget.of(playouts, null), false, false).decide(game, SearchRequest.MOVE));
        return p == Geometry.NO_POINT ? "pass" : position.geometry().toGtp(p);
    }

    @Test
    void capturesAStoneInAtari() {
        assertThat(best(".....\n..X..\n.XOX.\n.....\n.....\n", Stone.BLACK, 5000)).isEqualTo("C2");
    }

    @Test
    void escapesFromAtari() {
        // White's C3 is in atari (its last liberty C2); White extends to C2, out of reach of a capture.
        assertThat(best(".....\n..X..\n.XOX.\n.....\n.....\n", Stone.WHITE, 5000)).isEqualTo("C2");
    }

    @Test
    void opensInTheCentreOfAnEmpty5x5() {
        assertThat(best(".....\n.....\n.....\n.....\n.....\n", Stone.BLACK, 20000)).isEqualTo("C3");
    }

    @Test
    void theSameSeedAndBudgetGiveTheSameMove() {
        String diagram = "_____\n_22__\n_1122\n___11\n_____\n".replace('_', '.').replace('1', 'X').replace('2', 'O');
        assertThat(best(diagram, Stone.WHITE, 3000)).isEqualTo(best(diagram, Stone.WHITE, 3000));
    }
}
