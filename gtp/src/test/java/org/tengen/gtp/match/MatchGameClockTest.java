package org.tengen.gtp.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.gtp.client.GtpClient;

/** A game with main time: the settings and time_left the engines get, and a loss on time. */
@Timeout(60)
class MatchGameClockTest {
    @TempDir
    Path dir;

    /** An engine in sh that logs every command to {@code log}, passes after {@code seconds}, and accepts the rest. */
    private static GtpClient passer(Path log, String seconds) {
        String body = String.join("\n",
                "while IFS= read -r line; do",
                "  echo \"$line\" >> '" + log + "'",
                "  case \"$line\" in",
                "    genmove*) sleep " + seconds + "; printf '= pass\\n\\n' ;;",
                "    *) printf '=\\n\\n' ;;",
                "  esac",
                "done");
        return GtpClient.start(List.of("sh", "-c", body), Duration.ofSeconds(20));
    }

    private MatchGame.Outcome play(String blackSleeps, double secondsPerMove, double mainSeconds) {
        MatchGame game = new MatchGame(Geometry.of(5), RulesPresets.get("chinese"), 0, Duration.ofSeconds(20), null);
        try (GtpClient black = passer(dir.resolve("black.log"), blackSleeps);
             GtpClient white = passer(dir.resolve("white.log"), "0")) {
            return game.play(black, white, secondsPerMove, mainSeconds);
        }
    }

    private List<String> log(String colour) throws IOException {
        return Files.readAllLines(dir.resolve(colour + ".log"));
    }

    @Test
    void suddenDeathIsSetAndEachGenmoveFollowsTheTimeLeft() throws IOException {
        MatchGame.Outcome o = play("0", 0, 5);
        assertThat(o.ending()).isEqualTo(MatchGame.Ending.SCORE);
        assertThat(log("black")).contains("time_settings 5 0 0")
                .containsSequence("time_left black 5 0", "genmove black");
        // White's first move: its whole time, as Black's pass didn't use its clock.
        assertThat(log("white")).contains("time_settings 5 0 0")
                .containsSequence("time_left white 5 0", "genmove white");
    }

    @Test
    void aSideThatRunsOutOfMainTimeLosesOnTime() {
        MatchGame.Outcome o = play("1.5", 0, 1);
        assertThat(o.ending()).isEqualTo(MatchGame.Ending.OUT_OF_TIME);
        assertThat(o.winner()).isEqualTo(Stone.WHITE);
        assertThat(o.result()).isEqualTo("W+T");
        assertThat(o.detail()).startsWith("black ran out of time");
    }

    @Test
    void byoyomiAfterTheMainTimeKeepsTheGameGoing() throws IOException {
        MatchGame.Outcome o = play("1.5", 2, 1);
        assertThat(o.ending()).isEqualTo(MatchGame.Ending.SCORE);
        assertThat(log("black")).contains("time_settings 1 2 1");
    }

    @Test
    void withoutMainTimeEveryMoveHasTheSameTimeAndNoTimeLeft() throws IOException {
        play("0", 1, 0);
        assertThat(log("black")).contains("time_settings 0 1 1").noneMatch(l -> l.startsWith("time_left"));
    }
}
