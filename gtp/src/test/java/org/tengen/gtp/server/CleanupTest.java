package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.SearchBudget;

/** kgs-genmove_cleanup captures what genmove would leave on the board for agreement to remove. */
class CleanupTest {
    private static GtpEngine engine() {
        GtpEngine engine = new GtpEngine(Geometry.of(5), RulesPresets.get("chinese"),
                new MctsPlayer(3, 1, SearchBudget.of(2000, null), 0));
        // Black owns the board but for White's dead C2, which has two liberties (B2, D2). Counted as the
        // stones stand Black has 22 points to White's 1; with komi 21.5 the dead stone decides the game.
        String[] black = {"A5", "B5", "C5", "D5", "E5", "A4", "C4", "E4", "A3", "B3", "C3", "D3", "E3",
            "A2", "E2", "A1", "B1", "C1", "D1", "E1"};
        for (String v : black) {
            assertThat(engine.answer("play b " + v)).startsWith("=");
        }
        assertThat(engine.answer("play w C2")).startsWith("=");
        assertThat(engine.answer("komi 21.5")).startsWith("=");
        assertThat(engine.answer("play w pass")).startsWith("=");
        return engine;
    }

    @Test
    void genmovePassesBackWhereAgreementRemovesTheDeadStone() {
        assertThat(engine().answer("genmove b").trim()).isEqualToIgnoringCase("= pass");
    }

    @Test
    void cleanupCapturesTheDeadStoneBeforePassing() {
        assertThat(engine().answer("kgs-genmove_cleanup b").trim()).isIn("= B2", "= D2");
    }
}
