package org.tengen.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A server killed with {@code kill -9} mid-game loses no move it acknowledged. */
@Tag("slow")
class KillTest {
    @TempDir
    Path dir;

    @Test
    void noAcknowledgedMoveIsLostWhenTheServerIsKilled() throws Exception {
        Path log = dir.resolve("server.log");
        Path data = dir.resolve("games");
        List<String> acknowledged = new ArrayList<>();
        String id;
        try (ServerProcess server = ServerProcess.start(data, log)) {
            Api api = new Api(server.port);
            id = api.newGame("{\"size\":9,\"engine\":\"none\"}");
            // Moves as fast as they are answered; the kill comes right after the last answer, with no pause.
            String[] moves = {"E5", "C3", "G7", "C7", "G3", "E3", "E7", "C5", "G5", "D4", "F6", "D6"};
            for (String m : moves) {
                JsonNode s = api.ok("/api/games/" + id + "/play", "{\"move\":\"" + m + "\"}");
                acknowledged.add(s.get("lastMove").get("vertex").asText());
            }
            server.kill();
        }
        try (ServerProcess again = ServerProcess.start(data, log)) {
            Api api = new Api(again.port);
            JsonNode state = api.get("/api/games/" + id).json();
            List<String> kept = new ArrayList<>();
            for (JsonNode m : state.get("line")) {
                if (!m.get("vertex").isNull()) {
                    kept.add(m.get("vertex").asText());
                }
            }
            assertThat(kept).isEqualTo(acknowledged);
            JsonNode listed = api.get("/api/games").json();
            assertThat(listed.findValuesAsText("id")).contains(id);
        }
    }
}
