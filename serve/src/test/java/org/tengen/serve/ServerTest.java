package org.tengen.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The API end to end against a server on a random port: play, refusals, the count, study, bad input, restarts. */
class ServerTest {
    @TempDir
    Path dir;
    Server server;
    Api api;

    @BeforeEach
    void start() throws Exception {
        server = Server.start("127.0.0.1", 0, dir);
        api = new Api(server.port());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private String people9() throws Exception {
        return api.newGame("{\"size\":9,\"rules\":\"chinese\",\"engine\":\"none\"}");
    }

    private JsonNode play(String id, String move) throws Exception {
        return api.ok("/api/games/" + id + "/play", "{\"move\":\"" + move + "\"}");
    }

    private static int stones(JsonNode state) {
        int n = 0;
        for (JsonNode row : state.get("signMap")) {
            for (JsonNode v : row) {
                n += v.asInt() != 0 ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void aMoveIsSavedBeforeItIsAnswered() throws Exception {
        String id = people9();
        JsonNode s = play(id, "E5");
        assertThat(s.get("signMap").get(4).get(4).asInt()).isEqualTo(1);
        assertThat(s.get("lastMove").get("vertex").asText()).isEqualTo("E5");
        assertThat(s.get("toMove").asText()).isEqualTo("white");
        String saved = Files.readString(dir.resolve(id + ".sgf"), StandardCharsets.UTF_8);
        assertThat(saved).contains(";B[ee]").contains("SZ[9]").contains("RU[Chinese]");
        s = api.ok("/api/games/" + id + "/play", "{\"x\":2,\"y\":6}");
        assertThat(s.get("lastMove").get("vertex").asText()).isEqualTo("C3");
        assertThat(Files.readString(dir.resolve(id + ".sgf"))).contains(";W[cg]");
    }

    @Test
    void illegalMovesAreRefusedWithTheirReason() throws Exception {
        String id = people9();
        for (String m : List.of("C4", "E3", "D3", "E5", "D5", "F4", "A9", "D4", "E4")) {
            play(id, m);
        }
        Api.Reply ko = api.post("/api/games/" + id + "/play", "{\"move\":\"D4\"}");
        assertThat(ko.status()).isEqualTo(422);
        assertThat(ko.json().get("reason").asText()).isEqualTo("ko");
        assertThat(ko.json().get("error").asText()).contains("White D4").contains("ko");
        Api.Reply occupied = api.post("/api/games/" + id + "/play", "{\"move\":\"C4\"}");
        assertThat(occupied.status()).isEqualTo(422);
        assertThat(occupied.json().get("reason").asText()).isEqualTo("occupied");
        // The refused moves changed nothing, on the disk either.
        JsonNode s = api.get("/api/games/" + id).json();
        assertThat(s.get("line").size()).isEqualTo(10);
        String other = people9();
        for (String m : List.of("A2", "J9", "B1")) {
            play(other, m);
        }
        Api.Reply suicide = api.post("/api/games/" + other + "/play", "{\"move\":\"A1\"}");
        assertThat(suicide.json().get("reason").asText()).isEqualTo("suicide");
    }

    @Test
    void tengenAnswersOverTheWebSocketAndUndoTakesBothMovesBack() throws Exception {
        String id = api.newGame("{\"size\":9,\"engine\":\"white\",\"level\":1}");
        try (Api.Page page = api.page(id)) {
            page.await(m -> m.path("type").asText().equals("state"));
            JsonNode s = play(id, "E5");
            // tengen is thinking, or (on a fast machine) has answered already.
            assertThat(s.get("thinking").asBoolean() || s.get("line").size() == 3).isTrue();
            JsonNode answered = page.await(m -> m.path("type").asText().equals("state") && m.get("line").size() == 3
                    && !m.get("thinking").asBoolean());
            assertThat(answered.get("line").get(2).get("color").asText()).isEqualTo("white");
            assertThat(answered.get("toMove").asText()).isEqualTo("black");
            assertThat(Files.readString(dir.resolve(id + ".sgf"))).contains(";W[");
            Api.Reply early = api.post("/api/games/" + id + "/play", "{\"move\":\"pass\"}");
            assertThat(early.status()).isEqualTo(200);
            page.await(m -> m.path("type").asText().equals("state") && m.get("line").size() == 5
                    && !m.get("thinking").asBoolean());
            JsonNode undone = api.ok("/api/games/" + id + "/undo", "");
            assertThat(undone.get("line").size()).isEqualTo(3);
            assertThat(undone.get("toMove").asText()).isEqualTo("black");
            assertThat(Files.readString(dir.resolve(id + ".sgf"))).doesNotContain("B[]");
        }
    }

    @Test
    void twoPassesEndTheGameWithACountWhoseDeadStonesCanBeChanged() throws Exception {
        String id = people9();
        for (String m : List.of("C3", "G7", "C7", "G3", "E5", "pass", "pass")) {
            play(id, m);
        }
        JsonNode s = api.get("/api/games/" + id).json();
        assertThat(s.get("over").asBoolean()).isTrue();
        JsonNode count = s.get("count");
        assertThat(count).isNotNull();
        String before = count.get("result").asText();
        assertThat(s.get("result").asText()).isEqualTo(before);
        // G7 is White's: marking it dead gives its points to Black.
        JsonNode after = api.ok("/api/games/" + id + "/dead", "{\"x\":6,\"y\":2}");
        boolean g7Dead = false;
        for (JsonNode d : after.get("count").get("dead")) {
            g7Dead |= d.get(0).asInt() == 6 && d.get(1).asInt() == 2;
        }
        boolean wasDead = false;
        for (JsonNode d : count.get("dead")) {
            wasDead |= d.get(0).asInt() == 6 && d.get(1).asInt() == 2;
        }
        assertThat(g7Dead).isNotEqualTo(wasDead);
        assertThat(after.get("count").get("white").asDouble()).isNotEqualTo(count.get("white").asDouble());
        assertThat(Files.readString(dir.resolve(id + ".sgf"))).contains("RE[" + after.get("result").asText() + "]");
        Api.Reply empty = api.post("/api/games/" + id + "/dead", "{\"x\":0,\"y\":0}");
        assertThat(empty.status()).isEqualTo(400);
    }

    @Test
    void deadStonesChangedByHandAreSavedAsTerritoryMarksAndSurviveARestart() throws Exception {
        String id = people9();
        for (String m : List.of("C3", "G7", "C7", "G3", "E5", "pass", "pass")) {
            play(id, m);
        }
        JsonNode proposed = api.get("/api/games/" + id).json().get("count");
        JsonNode changed = api.ok("/api/games/" + id + "/dead", "{\"x\":6,\"y\":2}").get("count");
        assertThat(changed.get("dead")).isNotEqualTo(proposed.get("dead"));
        String sgf = Files.readString(dir.resolve(id + ".sgf"));
        assertThat(sgf).contains("TB[").contains("RE[" + changed.get("result").asText() + "]");

        server.close();
        server = Server.start("127.0.0.1", 0, dir);
        api = new Api(server.port());
        JsonNode reloaded = api.get("/api/games/" + id).json().get("count");
        assertThat(reloaded.get("dead")).isEqualTo(changed.get("dead"));
        assertThat(reloaded.get("result").asText()).isEqualTo(changed.get("result").asText());
    }

    @Test
    void anSgfLoadsAndItsMovesAndVariationsCanBeStepped() throws Exception {
        String sgf = "(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]PB[Ann]PW[Bob];B[ee];W[cc](;B[gg];W[gc])(;B[cg]))";
        JsonNode s = api.ok("/api/games/import", Api.JSON.createObjectNode().put("sgf", sgf).toString());
        String id = s.get("id").asText();
        assertThat(s.get("line").size()).isEqualTo(5);
        assertThat(s.get("players").get("black").asText()).isEqualTo("Ann");
        s = api.ok("/api/games/" + id + "/goto", "{\"index\":2}");
        assertThat(stones(s)).isEqualTo(2);
        s = api.ok("/api/games/" + id + "/goto", "{\"index\":3}");
        assertThat(s.get("line").get(3).get("variations").asInt()).isEqualTo(2);
        s = api.ok("/api/games/" + id + "/variation", "{\"delta\":1}");
        assertThat(s.get("line").size()).isEqualTo(4);
        assertThat(s.get("lastMove").get("vertex").asText()).isEqualTo("C3");
        // A new move in the middle is a new variation; the SGF keeps all three.
        api.ok("/api/games/" + id + "/goto", "{\"index\":2}");
        s = play(id, "A1");
        assertThat(s.get("line").size()).isEqualTo(4);
        String saved = api.get("/api/games/" + id + "/sgf").text();
        assertThat(saved).contains("B[gg]").contains("B[cg]").contains("B[ai]");
        assertThat(api.post("/api/games/" + id + "/goto", "{\"index\":9}").status()).isEqualTo(400);
        // Undo takes back only the last move of a line, never what follows the move shown.
        api.ok("/api/games/" + id + "/goto", "{\"index\":1}");
        Api.Reply undo = api.post("/api/games/" + id + "/undo", "");
        assertThat(undo.status()).isEqualTo(409);
        assertThat(undo.json().get("error").asText()).contains("go to its end");
    }

    @Test
    void badInputGetsA4xxWithAMessageAndTheServerGoesOn() throws Exception {
        String id = people9();
        List<Api.Reply> replies = new ArrayList<>();
        Api.Reply malformed = api.post("/api/games/" + id + "/play", "{\"move\": ");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.json().get("error").asText()).contains("malformed JSON");
        Api.Reply offBoard = api.post("/api/games/" + id + "/play", "{\"x\":20,\"y\":3}");
        assertThat(offBoard.status()).isEqualTo(400);
        assertThat(offBoard.json().get("error").asText()).contains("off the 9x9 board");
        assertThat(api.post("/api/games/" + id + "/play", "{\"move\":\"Z99\"}").status()).isEqualTo(400);
        assertThat(api.post("/api/games/" + id + "/play", "[1,2]").status()).isEqualTo(400);
        String hugeSgf = "(;SZ[9]C[" + "x".repeat(Limits.MAX_SGF_BYTES) + "])";
        Api.Reply huge = api.post("/api/games/import", Api.JSON.createObjectNode().put("sgf", hugeSgf).toString());
        assertThat(huge.status()).isEqualTo(413);
        assertThat(huge.json().get("error").asText()).contains("KiB");
        Api.Reply tooBig = api.post("/api/games/import", "{\"sgf\":\"" + "x".repeat(Limits.MAX_REQUEST_BYTES + 10) + "\"}");
        assertThat(tooBig.status()).isEqualTo(413);
        Api.Reply broken = api.post("/api/games/import", "{\"sgf\":\"(;SZ[9];B[ee\"}");
        assertThat(broken.status()).isEqualTo(400);
        assertThat(broken.json().get("error").asText()).contains("line 1");
        replies.add(api.get("/api/games/..%2F..%2Fetc%2Fpasswd"));
        replies.add(api.get("/api/games/../../etc/passwd"));
        replies.add(api.get("/api/games/%2e%2e"));
        replies.add(api.get("/api/games/UPPER/sgf"));
        replies.add(api.post("/api/games/.hidden/play", "{\"move\":\"pass\"}"));
        for (Api.Reply r : replies) {
            assertThat(r.status()).as(r.text()).isBetween(400, 499);
            assertThat(r.text()).doesNotContain("root:");
        }
        assertThat(api.get("/api/games/no-such-game").status()).isEqualTo(404);
        Api.Reply noRoute = api.get("/api/nothing");
        assertThat(noRoute.status()).isEqualTo(404);
        assertThat(noRoute.text()).contains("/api/nothing");
        assertThat(api.post("/api/games", "{\"size\":30}").json().get("error").asText()).contains("5 to 25");
        assertThat(api.post("/api/games", "{\"size\":\"nine\"}").status()).isEqualTo(400);
        assertThat(api.post("/api/games", "{\"size\":9,\"rules\":\"nonsense\"}").status()).isEqualTo(400);
        assertThat(api.post("/api/games", "{\"size\":9,\"engine\":\"white\",\"level\":11}").status()).isEqualTo(400);
        assertThat(api.post("/api/games", "{\"width\":7,\"height\":5,\"engine\":\"none\"}").status()).isEqualTo(201);
        // ... and the server goes on.
        assertThat(play(id, "E5").get("line").size()).isEqualTo(2);
        assertThat(api.get("/api/games").status()).isEqualTo(200);
    }

    @Test
    void aChunkedBodyIsHeldToTheLimitToo() throws Exception {
        String sgf = "(;GM[1]SZ[9]C[" + "x".repeat(Limits.MAX_REQUEST_BYTES) + "])";
        byte[] big = Api.JSON.createObjectNode().put("sgf", sgf).toString().getBytes(StandardCharsets.UTF_8);
        Api.Reply r = api.postChunked("/api/games/import", big);
        assertThat(r.status()).isEqualTo(413);
        assertThat(r.json().get("error").asText()).contains("1024 KiB");
        byte[] small = "{\"size\":9,\"engine\":\"none\"}".getBytes(StandardCharsets.UTF_8);
        assertThat(api.postChunked("/api/games", small).status()).isEqualTo(201);
        assertThat(api.get("/api/games").json().size()).isEqualTo(1);
    }

    @Test
    void jsonNestedTooDeeplyIsA400() throws Exception {
        String id = people9();
        String arrays = "[".repeat(100_000) + "]".repeat(100_000);
        String objects = "{\"a\":".repeat(50_000) + "1" + "}".repeat(50_000);
        for (String body : List.of(arrays, objects)) {
            Api.Reply r = api.post("/api/games/" + id + "/play", body);
            assertThat(r.status()).isEqualTo(400);
            assertThat(r.json().get("error").asText()).startsWith("the JSON is nested too deeply (the most is");
        }
        String longNumber = "{\"index\":" + "9".repeat(2000) + "}";
        Api.Reply r = api.post("/api/games/" + id + "/goto", longNumber);
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("error").asText()).startsWith("a JSON value is too long");
        try (Api.Page page = api.page(id)) {
            page.await(m -> m.path("type").asText().equals("state"));
            page.send("[".repeat(5000));
            assertThat(page.await(m -> m.path("type").asText().equals("error")).get("error").asText())
                    .contains("nested too deeply");
        }
        assertThat(play(id, "E5").get("line").size()).isEqualTo(2);
    }

    @Test
    void aRecordInAnotherCharsetIsReadAsItsCaSaysAndSavedAsUtf8() throws Exception {
        byte[] latin1 = "(;GM[1]FF[4]CA[ISO-8859-1]SZ[9]PB[Jos\u00e9 Mar\u00eda];B[ee])".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(dir.resolve("latin-1.sgf"), latin1);
        JsonNode listed = api.get("/api/games").json().get(0);
        assertThat(listed.get("black").asText()).isEqualTo("Jos\u00e9 Mar\u00eda");
        assertThat(listed.get("problem").isNull()).isTrue();
        JsonNode s = api.get("/api/games/latin-1").json();
        assertThat(s.get("players").get("black").asText()).isEqualTo("Jos\u00e9 Mar\u00eda");
        assertThat(api.get("/api/games/latin-1/sgf").text()).contains("CA[UTF-8]").contains("PB[Jos\u00e9 Mar\u00eda]");
        play("latin-1", "C3");
        String saved = Files.readString(dir.resolve("latin-1.sgf"), StandardCharsets.UTF_8);
        assertThat(saved).contains("CA[UTF-8]").contains("PB[Jos\u00e9 Mar\u00eda]").doesNotContain("ISO-8859-1");
        server.close();
        server = Server.start("127.0.0.1", 0, dir);
        api = new Api(server.port());
        assertThat(api.get("/api/games/latin-1").json().get("players").get("black").asText()).isEqualTo("Jos\u00e9 Mar\u00eda");
    }

    @Test
    void aWebSocketForABadIdIsTold1008WhateverTheSlashes() throws Exception {
        for (String bad : List.of("ABC", "..%2f..%2fetc", "..%2F..%2Fetc%2Fpasswd", "a%2fb", "a/b", "%2e%2e")) {
            Api.Page page = api.page(bad);
            assertThat(page.await(m -> m.path("type").asText().equals("error")).get("error").asText())
                    .as(bad).contains("is not a game id");
            assertThat(page.closed.get(30, java.util.concurrent.TimeUnit.SECONDS)).as(bad).isEqualTo("1008 not a game id");
        }
        Api.Page none = api.page("no-such-game");
        assertThat(none.closed.get(30, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo("1008 no such game");
        String id = people9();
        try (Api.Page page = api.page(id)) {
            assertThat(page.await(m -> m.path("type").asText().equals("state")).get("id").asText()).isEqualTo(id);
        }
    }

    private Api.Reply importSgf(String sgf) throws Exception {
        return api.post("/api/games/import", Api.JSON.createObjectNode().put("sgf", sgf).toString());
    }

    @Test
    void theLineLimitCountsNodesWithoutMovesToo() throws Exception {
        Api.Reply comments = importSgf("(;GM[1]SZ[9]" + ";C[x]".repeat(60_000) + ")");
        assertThat(comments.status()).isEqualTo(422);
        assertThat(comments.json().get("error").asText()).contains("a line of over 2000 nodes");
        Api.Reply nested = importSgf("(;GM[1]SZ[9]" + "(;C[x]".repeat(2001) + ")".repeat(2001) + ")");
        assertThat(nested.status()).isEqualTo(422);
        Api.Reply variation = importSgf("(;GM[1]SZ[9](;B[aa])(;B[ba]" + ";C[x]".repeat(2000) + "))");
        assertThat(variation.status()).as("a variation is a line too").isEqualTo(422);
        JsonNode full = api.ok("/api/games/import", Api.JSON.createObjectNode()
                .put("sgf", "(;GM[1]SZ[9]" + ";C[x]".repeat(1999) + ")").toString());
        assertThat(full.get("line").size()).isEqualTo(2000);
        String id = full.get("id").asText();
        assertThat(play(id, "E5").get("line").size()).isEqualTo(2001);
        Api.Reply over = api.post("/api/games/" + id + "/play", "{\"move\":\"C3\"}");
        assertThat(over.status()).isEqualTo(409);
        assertThat(over.json().get("error").asText()).contains("2000 nodes");
        // A file over the limit put in the data directory is refused as unreadable.
        Files.writeString(dir.resolve("long.sgf"), "(;GM[1]SZ[9]" + ";C[x]".repeat(2001) + ")");
        Api.Reply saved = api.get("/api/games/long");
        assertThat(saved.status()).isEqualTo(422);
        assertThat(saved.json().get("error").asText()).contains("cannot be read").contains("2000 nodes");
    }

    @Test
    void aRecordWithAMoveOnAStoneIsRefusedAndOneBreakingTheRulesIsPlayed() throws Exception {
        Api.Reply onStone = importSgf("(;GM[1]SZ[9];B[ee];W[ee])");
        assertThat(onStone.status()).isEqualTo(422);
        assertThat(onStone.json().get("error").asText()).isEqualTo("the record cannot be replayed: move 2 (W E5): occupied");
        assertThat(onStone.json().get("reason").asText()).isEqualTo("occupied");
        assertThat(api.get("/api/games").json().size()).isZero(); // nothing saved
        // A move the rules forbid is played, as a record player does: a suicide under Chinese rules.
        JsonNode suicide = api.ok("/api/games/import", Api.JSON.createObjectNode()
                .put("sgf", "(;GM[1]SZ[9]RU[Chinese];B[ba];W[ia];B[ab];W[aa];B[ee])").toString());
        assertThat(suicide.has("warning")).isFalse();
        assertThat(suicide.get("line").size()).isEqualTo(6);
        assertThat(suicide.get("toMove").asText()).isEqualTo("white");
        assertThat(suicide.get("signMap").get(0).get(0).asInt()).isZero(); // the white stone took itself off
        // A variation is replayed when it is shown: a move on a stone there stops the board, and says so.
        JsonNode s = api.ok("/api/games/import", Api.JSON.createObjectNode()
                .put("sgf", "(;GM[1]SZ[9];B[ee](;W[cc])(;W[ee]))").toString());
        assertThat(s.has("warning")).isFalse();
        s = api.ok("/api/games/" + s.get("id").asText() + "/variation", "{\"delta\":1}");
        assertThat(s.get("warning").asText()).contains("move 2 (W E5): occupied").contains("the board stops before it");
    }

    @Test
    void refusalsSayWhatIsTaken() throws Exception {
        String tiny = api.post("/api/games", "{\"size\":5,\"handicap\":2}").json().get("error").asText();
        assertThat(tiny).isEqualTo("handicap 2: no handicap stones fit on 5x5 (expected 0)");
        assertThat(api.post("/api/games", "{\"size\":8,\"handicap\":6}").json().get("error").asText())
                .isEqualTo("handicap 6: expected 0, or 2 to 4 on 8x8");
        for (String rules : List.of("{\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\"}", "\"{\\\"ko\\\":\\\"SIMPLE\\\"}\"", "\"nonsense\"")) {
            Api.Reply r = api.post("/api/games", "{\"size\":9,\"rules\":" + rules + "}");
            assertThat(r.status()).as(rules).isEqualTo(400);
            assertThat(r.json().get("error").asText()).as(rules).contains("expected the name of a preset (")
                    .contains("chinese, japanese").contains("takes no JSON rules").doesNotContain("such as {");
        }
        assertThat(api.post("/api/games", "{\"size\":9,\"rules\":\"Japanese\"}").status()).isEqualTo(201);
        String id = people9();
        for (String m : List.of("C3", "pass", "pass")) {
            play(id, m);
        }
        Api.Reply dead = api.post("/api/games/" + id + "/dead", "{\"move\":\"C3\"}");
        assertThat(dead.status()).isEqualTo(400);
        assertThat(dead.json().get("error").asText()).startsWith("expected {\"x\": column, \"y\": row from the top}")
                .doesNotContain("move");
        assertThat(api.post("/api/games/" + id + "/dead", "{\"x\":2,\"y\":6}").status()).isEqualTo(200);
    }

    @Test
    void gamesAreListedAfterARestart() throws Exception {
        String id = api.newGame("{\"size\":13,\"engine\":\"none\",\"black\":\"Ann\",\"white\":\"Bob\"}");
        play(id, "D4");
        play(id, "K10");
        JsonNode before = api.get("/api/games/" + id).json();
        server.close();
        server = Server.start("127.0.0.1", 0, dir);
        api = new Api(server.port());
        JsonNode list = api.get("/api/games").json();
        JsonNode listed = null;
        for (JsonNode g : list) {
            if (g.get("id").asText().equals(id)) {
                listed = g;
            }
        }
        assertThat(listed).isNotNull();
        assertThat(listed.get("black").asText()).isEqualTo("Ann");
        assertThat(listed.get("size").asText()).isEqualTo("13x13");
        assertThat(listed.get("moves").asInt()).isEqualTo(2);
        JsonNode after = api.get("/api/games/" + id).json();
        assertThat(after.get("signMap")).isEqualTo(before.get("signMap"));
        assertThat(after.get("toMove").asText()).isEqualTo("black");
    }

    @Test
    void analysisReportsMovesAndOwnershipAndStopsWhenThePageCloses() throws Exception {
        String id = people9();
        play(id, "E5");
        Api.Page page = api.page(id);
        page.send("{\"type\":\"analyse\",\"on\":true}");
        JsonNode a = page.await(m -> m.path("type").asText().equals("analysis") && m.get("moves").size() > 0);
        assertThat(a.get("ownership").size()).isEqualTo(9);
        assertThat(a.get("ownership").get(0).size()).isEqualTo(9);
        JsonNode top = a.get("moves").get(0);
        assertThat(top.get("visits").asInt()).isPositive();
        assertThat(top.get("winRate").asDouble()).isBetween(0.0, 1.0);
        assertThat(api.get("/api/status").json().get("analysing").asInt()).isEqualTo(1);
        // The graph gets the position's figures.
        assertThat(api.get("/api/games/" + id).json().get("graph").size()).isPositive();
        page.close();
        int running = 1;
        for (int i = 0; i < 300 && running > 0; i++) {
            Thread.sleep(100);
            running = api.get("/api/status").json().get("analysing").asInt();
        }
        assertThat(running).isZero();
        // The figures are kept in the record (saved with the next change) and come back after a restart.
        play(id, "C3");
        assertThat(Files.readString(dir.resolve(id + ".sgf"))).contains(ServedGame.EVAL_PROPERTY + "[");
        server.close();
        server = Server.start("127.0.0.1", 0, dir);
        api = new Api(server.port());
        assertThat(api.get("/api/games/" + id).json().get("graph").size()).isPositive();
    }

    @Test
    void analysesBeyondOneACoreAreRefusedWithAMessage() throws Exception {
        String id = people9();
        List<Api.Page> pages = new ArrayList<>();
        try {
            for (int i = 0; i < Limits.maxAnalyses(); i++) {
                Api.Page p = api.page(id);
                pages.add(p);
                p.send("{\"type\":\"analyse\",\"on\":true}");
                p.await(m -> m.path("type").asText().equals("analysis"));
            }
            Api.Page extra = api.page(id);
            pages.add(extra);
            extra.send("{\"type\":\"analyse\",\"on\":true}");
            JsonNode refused = extra.await(m -> m.path("type").asText().equals("error"));
            assertThat(refused.get("error").asText()).contains("busy");
            extra.send("not json");
            assertThat(extra.await(m -> m.path("type").asText().equals("error")).get("error").asText()).contains("malformed");
        } finally {
            for (Api.Page p : pages) {
                p.send("{\"type\":\"analyse\",\"on\":false}");
                p.close();
            }
        }
    }

    @Test
    void resigningWhileTengenThinksEndsTheGameWithoutItsMove() throws Exception {
        String id = api.newGame("{\"size\":19,\"engine\":\"black\",\"level\":10}");
        JsonNode s = api.ok("/api/games/" + id + "/resign", "");
        assertThat(s.get("over").asBoolean()).isTrue();
        assertThat(s.get("thinking").asBoolean()).isFalse();
        assertThat(s.get("result").asText()).isEqualTo("B+R");
        // The search was stopped: a move of a level-10 search would have come within seconds, as a Black pass.
        Thread.sleep(1500);
        s = api.get("/api/games/" + id).json();
        assertThat(s.get("line").size()).isEqualTo(1);
        assertThat(Files.readString(dir.resolve(id + ".sgf"))).contains("RE[B+R]").doesNotContain(";B[");
        s = api.ok("/api/games/" + id + "/undo", "");
        assertThat(s.get("over").asBoolean()).isFalse();
        assertThat(s.get("line").size()).isEqualTo(1);
        assertThat(s.get("thinking").asBoolean()).isTrue(); // tengen thinks again, with a new search
        assertThat(api.ok("/api/games/" + id + "/resign", "").get("thinking").asBoolean()).isFalse();
    }

    @Test
    void handicapRectanglesHintsAndResignation() throws Exception {
        JsonNode s = api.ok("/api/games", "{\"size\":9,\"handicap\":3,\"rules\":\"japanese\",\"komi\":0.5,\"engine\":\"none\"}");
        assertThat(stones(s)).isEqualTo(3);
        assertThat(s.get("toMove").asText()).isEqualTo("white");
        assertThat(s.get("komi").asDouble()).isEqualTo(0.5);
        String id = s.get("id").asText();
        assertThat(Files.readString(dir.resolve(id + ".sgf"))).contains("HA[3]").contains("AB[");
        JsonNode hint = api.ok("/api/games/" + id + "/hint", "");
        assertThat(hint.get("vertex").asText()).matches("[A-HJ][1-9]|pass");
        assertThat(api.get("/api/games/" + id).json().get("line").size()).isEqualTo(1); // a hint plays nothing
        s = api.ok("/api/games/" + id + "/resign", "");
        assertThat(s.get("result").asText()).isEqualTo("B+R");
        assertThat(s.get("over").asBoolean()).isTrue();
        assertThat(api.post("/api/games/" + id + "/play", "{\"move\":\"E5\"}").json().get("reason").asText())
                .isEqualTo("game over");
        assertThat(Files.readString(dir.resolve(id + ".sgf"))).contains("RE[B+R]");
        s = api.ok("/api/games/" + id + "/undo", "");
        assertThat(s.get("over").asBoolean()).isFalse();
        JsonNode rectangle = api.ok("/api/games", "{\"width\":13,\"height\":7,\"engine\":\"none\"}");
        assertThat(rectangle.get("signMap").size()).isEqualTo(7);
        assertThat(rectangle.get("signMap").get(0).size()).isEqualTo(13);
        String r = rectangle.get("id").asText();
        assertThat(play(r, "N7").get("lastMove").get("x").asInt()).isEqualTo(12);
        assertThat(api.post("/api/games/" + r + "/play", "{\"move\":\"A8\"}").status()).isEqualTo(400);
    }
}
