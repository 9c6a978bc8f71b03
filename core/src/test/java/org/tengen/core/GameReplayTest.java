package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A game's history played again: the same position, turn and history, under other rules too. */
class GameReplayTest {
    @Test
    void aReplayedGameHasTheSamePositionTurnAndHistoryAndSeesEachMoveBeforeItIsPlayed() {
        Geometry g = Geometry.of(9);
        Game from = new Game(g, RulesPresets.get("chinese"));
        from.placeFixedHandicap(2);
        from.setup(Stone.BLACK, g.parseGtp("E5"));
        for (String v : new String[] {"D6", "D4", "pass", "pass"}) {
            assertThat(from.play(v.equals("pass") ? Move.PASS : Move.play(g.parseGtp(v))).isLegal()).as(v).isTrue();
        }
        from.resume(); // play on after two passes
        from.setToMove(Stone.WHITE); // and out of turn
        assertThat(from.play(Move.play(g.parseGtp("F6"))).isLegal()).isTrue();

        Game to = new Game(g, RulesPresets.get("japanese"));
        List<String> seen = new ArrayList<>();
        GameReplay.replay(from, to, (game, turn) -> seen.add(turn.move().toGtp(g) + " " + game.toMove()));
        assertThat(to.board().hash()).isEqualTo(from.board().hash());
        assertThat(to.toMove()).isEqualTo(from.toMove());
        assertThat(to.history()).isEqualTo(from.history());
        assertThat(to.handicapStones()).isEqualTo(2);
        assertThat(seen).containsExactly("D6 WHITE", "D4 BLACK", "pass WHITE", "pass BLACK", "F6 WHITE");
    }
}
