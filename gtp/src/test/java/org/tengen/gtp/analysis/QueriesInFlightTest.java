package org.tengen.gtp.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;

/**
 * Several queries in flight, with a client that waits for answers before it sends more: the queue's order by
 * priority then arrival, reports during a search, {@code terminate} in the queue and mid-search, and the other
 * actions. No timing is asserted: a search that runs until terminated makes "while it runs" certain.
 */
class QueriesInFlightTest {
    /** A search that only a terminate ends, reporting every 20 ms. */
    private static String endless(String id, String turns) {
        return "{\"id\":\"" + id + "\",\"moves\":[[\"B\",\"E5\"],[\"W\",\"C3\"]],\"rules\":\"chinese\",\"boardXSize\":9,"
                + "\"boardYSize\":9,\"maxVisits\":1000000000,\"reportDuringSearchEvery\":0.02,\"includeOwnership\":true"
                + (turns.isEmpty() ? "" : ",\"analyzeTurns\":" + turns) + "}";
    }

    private static String small(String id, long priority) {
        return "{\"id\":\"" + id + "\",\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":9,\"boardYSize\":9,"
                + "\"maxVisits\":50,\"priority\":" + priority + "}";
    }

    @Test
    void queuedTurnsGoByPriorityThenArrival() throws Exception {
        List<JsonNode> finals = new ArrayList<>();
        try (LiveService service = new LiveService(AnalysisSettings.of(1, 1))) {
            service.send(endless("busy", ""));
            JsonNode first = service.next();
            assertThat(first.get("isDuringSearch").asBoolean()).as("the one worker is busy").isTrue();
            service.send(small("low", -5));
            service.send(small("mid", 0));
            service.send(small("high", 10));
            service.send(small("mid2", 0));
            service.send(small("top", 1L << 62 - 1));
            service.send("{\"id\":\"stop\",\"action\":\"terminate\",\"terminateId\":\"busy\"}");
            while (finals.size() < 6) {
                JsonNode r = service.next();
                if (r.has("action") || r.get("isDuringSearch").asBoolean()) {
                    continue;
                }
                finals.add(r);
            }
        }
        assertThat(finals).extracting(r -> r.get("id").asText()).containsExactly("busy", "top", "high", "mid", "mid2", "low");
    }

    @Test
    void terminateEndsQueuedTurnsWithNoResultsAndARunningOneWithWhatItFound() throws Exception {
        List<JsonNode> during = new ArrayList<>();
        Map<Integer, JsonNode> finals = new HashMap<>();
        JsonNode echo = null;
        try (LiveService service = new LiveService(AnalysisSettings.of(1, 1))) {
            service.send(endless("t", "[0,1,2]"));
            JsonNode r = service.next();
            during.add(r);
            service.send("{\"id\":\"stop\",\"action\":\"terminate\",\"terminateId\":\"t\",\"turnNumbers\":[0,1,2]}");
            while (echo == null || finals.size() < 3) {
                r = service.next();
                if (r.has("action")) {
                    echo = r;
                } else if (r.get("isDuringSearch").asBoolean()) {
                    assertThat(finals).as("reports during a search come before its end").doesNotContainKey(r.get("turnNumber").asInt());
                    during.add(r);
                } else {
                    assertThat(finals.put(r.get("turnNumber").asInt(), r)).as("one final answer a turn").isNull();
                }
            }
        }
        assertThat(echo.get("id").asText()).isEqualTo("stop");
        assertThat(echo.get("terminateId").asText()).isEqualTo("t");
        // Turn 0 came first and was running; turns 1 and 2 were waiting.
        for (JsonNode d : during) {
            assertThat(d.get("turnNumber").asInt()).isZero();
            ResponseChecks.checkBody(d, QueriesInFlightTest::emptyBoard, 1_000_000_000);
        }
        ResponseChecks.checkFinal(finals.get(0), "t", 0, QueriesInFlightTest::emptyBoard, 1_000_000_000);
        assertThat(finals.get(0).get("rootInfo").get("visits").asInt()).isLessThan(1_000_000_000);
        for (int turn : new int[] {1, 2}) {
            assertThat(finals.get(turn).get("noResults").asBoolean()).as("turn %d never started", turn).isTrue();
            assertThat(finals.get(turn).get("isDuringSearch").asBoolean()).isFalse();
            assertThat(finals.get(turn).has("moveInfos")).isFalse();
        }
    }

    private static Game emptyBoard() {
        return new Game(Geometry.of(9), RulesPresets.get("chinese"));
    }

    @Test
    void terminateAllEndsEveryQueryAndTheOtherActionsAreEchoed() throws Exception {
        List<JsonNode> rest;
        try (LiveService service = new LiveService(AnalysisSettings.of(1, 1))) {
            service.send("{\"id\":\"v\",\"action\":\"query_version\"}");
            JsonNode version = service.next();
            assertThat(version.get("id").asText()).isEqualTo("v");
            assertThat(version.get("action").asText()).isEqualTo("query_version");
            assertThat(version.get("version").asText()).isEqualTo("0");
            assertThat(version.get("git_hash").isTextual()).isTrue();
            service.send("{\"id\":\"c\",\"action\":\"clear_cache\"}");
            assertThat(service.next().toString()).isEqualTo("{\"id\":\"c\",\"action\":\"clear_cache\"}");
            service.send(endless("a", ""));
            service.send(endless("b", ""));
            assertThat(service.next().get("id").asText()).isEqualTo("a"); // a is running, b waits
            service.send("{\"id\":\"all\",\"action\":\"terminate_all\"}");
            // Input ends here: the service still answers what is open, then returns.
            service.close();
            rest = service.rest();
        }
        List<String> finals = new ArrayList<>();
        boolean echoed = false;
        for (JsonNode r : rest) {
            if (r.has("action")) {
                echoed = r.get("id").asText().equals("all");
            } else if (!r.get("isDuringSearch").asBoolean()) {
                finals.add(r.get("id").asText() + (r.has("noResults") ? " noResults" : " results"));
            }
        }
        assertThat(echoed).isTrue();
        assertThat(finals).containsExactlyInAnyOrder("a results", "b noResults");
    }
}
