package org.tengen.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Many pages playing tengen at once against one server process (capped at a 256 MB heap): each client opens
 * its game's WebSocket, plays random legal moves over HTTP and waits for tengen's answer on the WebSocket. No
 * acknowledged move may be lost: every game's line, as the server gives it and as its SGF file holds it, is
 * exactly the moves the client was told were played. In {@code ./mvnw verify}: 5 clients of 10 moves; the
 * figure in BENCHMARKS.md: {@code -Dserve.load.clients=20 -Dserve.load.moves=40}.
 */
@Tag("slow")
class LoadTest {
    @TempDir
    Path dir;

    @Test
    void clientsPlayingAtOnceLoseNoMove() throws Exception {
        int clients = Integer.getInteger("serve.load.clients", 5);
        int moves = Integer.getInteger("serve.load.moves", 10);
        Path data = dir.resolve("games");
        try (ServerProcess server = ServerProcess.start(data, dir.resolve("server.log"))) {
            ExecutorService pool = Executors.newFixedThreadPool(clients);
            long start = System.nanoTime();
            List<Future<Client>> runs = new ArrayList<>();
            for (int i = 0; i < clients; i++) {
                int seed = i;
                runs.add(pool.submit(() -> new Client(new Api(server.port), seed).play(moves)));
            }
            List<Client> done = new ArrayList<>();
            for (Future<Client> f : runs) {
                done.add(f.get());
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            pool.shutdown();
            Api api = new Api(server.port);
            int total = 0;
            for (Client c : done) {
                JsonNode state = api.get("/api/games/" + c.id).json();
                assertThat(vertices(state)).as(c.id).isEqualTo(c.acknowledged);
                String sgf = Files.readString(data.resolve(c.id + ".sgf"), StandardCharsets.UTF_8);
                assertThat(sgf.split(";[BW]\\[", -1).length - 1).as(c.id).isEqualTo(c.acknowledged.size());
                total += c.acknowledged.size();
            }
            long peakKb = peakResidentKb(server.process.pid());
            String summary = String.format(Locale.ROOT,
                    "%d clients, %d moves acknowledged (tengen's included) in %.1f s: %.1f moves/s; server peak RSS %d MB (heap capped at 256 MB)",
                    clients, total, seconds, total / seconds, peakKb / 1024);
            System.out.println("LoadTest: " + summary);
            Files.createDirectories(Path.of("target"));
            Files.writeString(Path.of("target", "load.txt"), summary + "\n");
        }
    }

    private static List<String> vertices(JsonNode state) {
        List<String> v = new ArrayList<>();
        for (JsonNode m : state.get("line")) {
            if (!m.get("vertex").isNull()) {
                v.add(m.get("vertex").asText());
            }
        }
        return v;
    }

    private static long peakResidentKb(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (Exception e) {
            // not Linux: no figure
        }
        return -1;
    }

    /** One page: a game against tengen at level 1, random legal moves. */
    private static final class Client {
        final Api api;
        final Random random;
        final List<String> acknowledged = new ArrayList<>();
        String id;

        Client(Api api, int seed) {
            this.api = api;
            this.random = new Random(seed);
        }

        Client play(int moves) throws Exception {
            id = api.newGame("{\"size\":9,\"engine\":\"white\",\"level\":1}");
            try (Api.Page page = api.page(id)) {
                JsonNode state = page.await(m -> m.path("type").asText().equals("state"));
                for (int i = 0; i < moves && !state.get("over").asBoolean(); i++) {
                    int before = api.get("/api/games/" + id).json().get("line").size();
                    JsonNode mine = playRandom();
                    if (mine == null) {
                        break;
                    }
                    // The answer may already hold tengen's reply: take this client's move by its place in the line.
                    acknowledged.add(mine.get("line").get(before).get("vertex").asText());
                    if (mine.get("over").asBoolean()) {
                        break;
                    }
                    int want = before + 2;
                    state = page.await(m -> m.path("type").asText().equals("state")
                            && (!m.get("thinking").asBoolean() && m.get("line").size() >= want || m.path("over").asBoolean()));
                    if (state.get("line").size() >= want) {
                        acknowledged.add(state.get("line").get(want - 1).get("vertex").asText());
                    }
                }
            }
            return this;
        }

        /** A random move on an empty point; a refused one (suicide, ko) is tried again elsewhere. */
        private JsonNode playRandom() throws Exception {
            JsonNode state = api.get("/api/games/" + id).json();
            List<int[]> empty = new ArrayList<>();
            JsonNode rows = state.get("signMap");
            for (int y = 0; y < rows.size(); y++) {
                for (int x = 0; x < rows.get(y).size(); x++) {
                    if (rows.get(y).get(x).asInt() == 0) {
                        empty.add(new int[] {x, y});
                    }
                }
            }
            while (!empty.isEmpty()) {
                int[] p = empty.remove(random.nextInt(empty.size()));
                Api.Reply r = api.post("/api/games/" + id + "/play", "{\"x\":" + p[0] + ",\"y\":" + p[1] + "}");
                if (r.status() == 200) {
                    return r.json();
                }
                assertThat(r.status()).as(r.text()).isEqualTo(422);
            }
            return null;
        }
    }
}
