package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.SearchBudget;

/**
 * At the move limit nothing can be played: with tengen's search too, genmove and the genmove_analyze commands
 * answer a pass without searching or recording it, and the legality commands agree with play.
 */
class MoveLimitTest {
    private static GtpEngine atTheLimit() {
        GtpEngine e = new GtpEngine(Geometry.of(7), RulesPresets.get("chinese"), new MctsPlayer(1, 1, SearchBudget.of(50, null), 0.1));
        assertThat(e.answer("kata-set-rules {\"ko\":\"SIMPLE\",\"scoring\":\"AREA\",\"suicide\":false,\"moveLimit\":3}"))
                .isEqualTo("= \n\n");
        for (String move : new String[] {"b D4", "w C3", "b E5"}) {
            assertThat(e.answer("play " + move)).isEqualTo("= \n\n");
        }
        return e;
    }

    private static String state(GtpEngine e) {
        return e.answer("move_history") + e.answer("list_stones black") + e.answer("list_stones white")
                + e.answer("gogui-rules_side_to_move") + e.answer("kata-get-rules");
    }

    @Test
    void everyWayOfGeneratingAMovePassesWithoutRecordingIt() {
        GtpEngine e = atTheLimit();
        String before = state(e);
        assertThat(e.answer("1 genmove w")).isEqualTo("=1 pass\n\n");
        assertThat(e.answer("2 genmove b")).isEqualTo("=2 pass\n\n");
        assertThat(e.answer("3 kgs-genmove_cleanup w")).isEqualTo("=3 pass\n\n");
        assertThat(e.answer("4 reg_genmove w")).isEqualTo("=4 pass\n\n");
        assertThat(e.answer("5 lz-genmove_analyze w 10")).isEqualTo("=5\nplay pass\n\n");
        assertThat(e.answer("6 kata-genmove_analyze w 10")).isEqualTo("=6\nplay pass\n\n");
        assertThat(state(e)).isEqualTo(before);
    }

    @Test
    void theLegalityCommandsAgreeWithPlay() {
        GtpEngine e = atTheLimit();
        assertThat(e.answer("play w A1")).startsWith("? illegal move: the game is over");
        assertThat(e.answer("is_legal w A1")).isEqualTo("= 0\n\n");
        assertThat(e.answer("is_legal b pass")).isEqualTo("= 0\n\n");
        assertThat(e.answer("tengen-illegal_reason w A1")).isEqualTo("= game over\n\n");
        assertThat(e.answer("all_legal w")).isEqualTo("= \n\n");
        assertThat(e.answer("all_legal b")).isEqualTo("= \n\n");
        // Below the limit again, the same point is legal and genmove searches.
        assertThat(e.answer("undo")).isEqualTo("= \n\n");
        assertThat(e.answer("is_legal w A1")).isEqualTo("= 1\n\n");
        assertThat(e.answer("genmove b")).matches("= [A-HJ][1-7]\n\n");
        assertThat(e.answer("genmove w")).isEqualTo("= pass\n\n");
    }

    @Test
    void aResignedRecordIsOverForGoodToo(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("resigned.sgf");
        Files.writeString(file, "(;GM[1]FF[4]SZ[7]KM[6.5]RU[Chinese]RE[W+R];B[dd];W[cc])");
        GtpEngine e = atTheLimit();
        assertThat(e.answer("loadsgf " + file)).isEqualTo("= white\n\n"); // Black resigned
        assertThat(e.answer("play w A1")).startsWith("? illegal move: the game is over");
        assertThat(e.answer("is_legal w A1")).isEqualTo("= 0\n\n");
        assertThat(e.answer("genmove w")).isEqualTo("= pass\n\n");
        assertThat(e.answer("move_history")).isEqualTo("= white C5\nblack D4\n\n");
    }
}
