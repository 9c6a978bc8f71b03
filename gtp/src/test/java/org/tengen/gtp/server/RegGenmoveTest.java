package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.engine.Decision;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.Player;
import org.tengen.engine.RandomPlayer;
import org.tengen.engine.SearchBudget;

/** GNU Go's regression command names the move genmove would play: never resign, and the game stays as it was. */
class RegGenmoveTest {
    /** 5x5, no komi: Black walls off and owns the whole board while White passes; 12 moves, White to move. */
    private static GtpEngine lostForWhite(Player player) {
        GtpEngine e = new GtpEngine(Geometry.of(5), RulesPresets.get("chinese").withKomi(0), player);
        for (String v : new String[] {"C1", "C2", "C3", "C4", "C5", "A3"}) {
            assertThat(e.answer("play b " + v)).isEqualTo("= \n\n");
            assertThat(e.answer("play w pass")).isEqualTo("= \n\n");
        }
        return e;
    }

    private static String state(GtpEngine e) {
        return e.answer("move_history") + e.answer("list_stones black") + e.answer("list_stones white")
                + e.answer("gogui-rules_side_to_move") + e.answer("gogui-rules_legal_moves");
    }

    @Test
    void aSearchThatResignsInGenmoveNamesItsBestMoveInRegGenmove() {
        GtpEngine e = lostForWhite(new MctsPlayer(1, 1, SearchBudget.of(2000, null), 0.1));
        String before = state(e);
        String named = e.answer("12 reg_genmove w");
        assertThat(named).matches("=12 ([A-E][1-5]|pass)\n\n");
        assertThat(state(e)).isEqualTo(before);
        // genmove, with the same search, gives the game up: reg_genmove must not.
        assertThat(e.answer("genmove w")).isEqualTo("= resign\n\n");
        assertThat(state(e)).isEqualTo(before);
    }

    @Test
    void aPlayerThatOnlyResignsIsNamedAsPassing() {
        Player resigner = (game, request) -> Decision.of(request.mayResign() ? Move.RESIGN : Move.PASS);
        GtpEngine e = lostForWhite(resigner);
        assertThat(e.answer("genmove w")).isEqualTo("= resign\n\n");
        assertThat(e.answer("reg_genmove w")).isEqualTo("= pass\n\n");
    }

    @Test
    void aGameOverStaysOver() {
        GtpEngine e = new GtpEngine(Geometry.of(5), RulesPresets.get("chinese"), new RandomPlayer(3));
        e.answer("play b C3");
        e.answer("play w pass");
        e.answer("play b pass");
        assertThat(e.answer("gogui-rules_legal_moves")).isEqualTo("= \n\n"); // over: nothing is legal
        String before = state(e);
        assertThat(e.answer("reg_genmove w")).matches("= ([A-E][1-5]|pass)\n\n");
        assertThat(e.answer("reg_genmove b")).matches("= ([A-E][1-5]|pass)\n\n");
        assertThat(state(e)).isEqualTo(before);
    }
}
