package org.tengen.gtp.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;

/**
 * The analysis service end to end in this JVM: queries in, KataGo's responses out, checked against the fields of
 * KataGo's {@code docs/Analysis_Engine.md}: their types and ranges, the order of the moves, principal variations
 * that are legal, the ownership's length, order and perspective, the turns of {@code analyzeTurns}, several
 * queries in flight, and the service going on after every kind of bad input.
 */
class AnalysisServiceTest {
    private static final String NINE = "{\"id\":\"nine\",\"moves\":[[\"B\",\"E5\"],[\"W\",\"C3\"],[\"B\",\"G4\"]],"
            + "\"rules\":\"chinese\",\"komi\":7,\"boardXSize\":9,\"boardYSize\":9,\"maxVisits\":400,"
            + "\"includeOwnership\":true,\"includeOwnershipStdev\":true}";

    /** A 9x9 board with a Black wall on row 6 and a White wall on row 4: Black owns the top, White the bottom. */
    private static final String WALLS = "\"initialStones\":[" + row("B", 6) + "," + row("W", 4) + "],\"moves\":[],"
            + "\"rules\":\"chinese\",\"komi\":7,\"boardXSize\":9,\"boardYSize\":9,\"maxVisits\":300,\"includeOwnership\":true";

    private static String row(String colour, int row) {
        List<String> stones = new ArrayList<>();
        for (char c : "ABCDEFGHJ".toCharArray()) {
            stones.add("[\"" + colour + "\",\"" + c + row + "\"]");
        }
        return String.join(",", stones);
    }

    /** A game of {@code size}, Chinese rules, after {@code moves} (GTP vertices, alternating from Black). */
    private static Supplier<Game> game(int width, int height, String... moves) {
        return () -> {
            Game g = new Game(Geometry.of(width, height), RulesPresets.get("chinese").withKomi(7));
            for (String m : moves) {
                g.play(m.equals("pass") ? Move.PASS : Move.play(g.geometry().parseGtp(m)));
            }
            return g;
        };
    }

    @Test
    void a9x9QueryIsAnsweredWithEveryDocumentedField() {
        List<JsonNode> out = ServiceRun.run(NINE);
        assertThat(out).hasSize(1);
        JsonNode r = out.get(0);
        ResponseChecks.checkFinal(r, "nine", 3, game(9, 9, "E5", "C3", "G4"), 400);
        assertThat(r.get("rootInfo").get("currentPlayer").asText()).isEqualTo("W");
        assertThat(r.get("ownership").size()).isEqualTo(81);
        assertThat(r.get("ownershipStdev").size()).isEqualTo(81);
        // One thread and a seed: the search runs exactly the visits asked for.
        assertThat(r.get("rootInfo").get("visits").asInt()).isEqualTo(400);
    }

    @Test
    void a19x19QueryIsAnsweredWithEveryDocumentedField() {
        List<JsonNode> out = ServiceRun.run("{\"id\":\"big\",\"moves\":[[\"B\",\"Q16\"],[\"W\",\"D4\"],[\"B\",\"Q4\"],"
                + "[\"W\",\"D16\"]],\"rules\":\"chinese\",\"komi\":7,\"boardXSize\":19,\"boardYSize\":19,\"maxVisits\":300,"
                + "\"includeOwnership\":true}");
        assertThat(out).hasSize(1);
        ResponseChecks.checkFinal(out.get(0), "big", 4, game(19, 19, "Q16", "D4", "Q4", "D16"), 300);
        assertThat(out.get(0).get("ownership").size()).isEqualTo(361);
        assertThat(out.get(0).has("ownershipStdev")).isFalse();
    }

    @Test
    void aRectangularBoardHasWidthTimesHeightOwners() {
        List<JsonNode> out = ServiceRun.run("{\"id\":\"wide\",\"moves\":[[\"B\",\"D3\"],[\"W\",\"G5\"]],\"rules\":\"chinese\","
                + "\"komi\":7,\"boardXSize\":7,\"boardYSize\":5,\"maxVisits\":200,\"includeOwnership\":true}");
        assertThat(out).hasSize(1);
        ResponseChecks.checkFinal(out.get(0), "wide", 2, game(7, 5, "D3", "G5"), 200);
        assertThat(out.get(0).get("ownership").size()).isEqualTo(35);
    }

    @Test
    void ownershipRunsRowByRowFromTheTopLeftInBlacksPerspective() {
        JsonNode r = ServiceRun.run("{\"id\":\"walls\"," + WALLS + "}").get(0);
        JsonNode own = r.get("ownership");
        for (int i = 0; i < 27; i++) {
            assertThat(own.get(i).asDouble()).as("rows 9 to 7 (A9 first) are Black's: point %d", i).isGreaterThan(0.5);
        }
        for (int i = 54; i < 81; i++) {
            assertThat(own.get(i).asDouble()).as("rows 3 to 1 (J1 last) are White's: point %d", i).isLessThan(-0.5);
        }
    }

    @Test
    void everyValueTakesThePerspectiveAsked() {
        List<JsonNode> out = ServiceRun.run(
                "{\"id\":\"black\"," + WALLS + "}",
                "{\"id\":\"white\"," + WALLS + ",\"overrideSettings\":{\"reportAnalysisWinratesAs\":\"WHITE\"}}",
                "{\"id\":\"side\"," + WALLS + ",\"overrideSettings\":{\"reportAnalysisWinratesAs\":\"SIDETOMOVE\"}}",
                "{\"id\":\"white-to-move\",\"initialPlayer\":\"W\"," + WALLS + "}",
                "{\"id\":\"side-white\",\"initialPlayer\":\"W\"," + WALLS
                        + ",\"overrideSettings\":{\"reportAnalysisWinratesAs\":\"SIDETOMOVE\"}}");
        Map<String, JsonNode> byId = byId(out);
        // One seed: the same search each time, reported from each side.
        ResponseChecks.checkFlipped(byId.get("black"), byId.get("white"));
        assertThat(withoutId(byId.get("side"))).isEqualTo(withoutId(byId.get("black"))); // Black is to move
        ResponseChecks.checkFlipped(byId.get("white-to-move"), byId.get("side-white")); // White is to move
        assertThat(byId.get("side-white").get("rootInfo").get("currentPlayer").asText()).isEqualTo("W");
    }

    @Test
    void analyzeTurnsAnswersEachTurnOnceInTurnOrder() {
        List<JsonNode> out = ServiceRun.run("{\"id\":\"turns\",\"moves\":[[\"B\",\"E5\"],[\"W\",\"C3\"]],\"rules\":\"japanese\","
                + "\"boardXSize\":9,\"boardYSize\":9,\"maxVisits\":150,\"analyzeTurns\":[2,0,1,2]}");
        assertThat(out).extracting(r -> r.get("turnNumber").asInt()).containsExactly(0, 1, 2);
        assertThat(out).extracting(r -> r.get("rootInfo").get("currentPlayer").asText()).containsExactly("B", "W", "B");
        String[] moves = {"E5", "C3"};
        for (JsonNode r : out) {
            int turn = r.get("turnNumber").asInt();
            Supplier<Game> position = () -> {
                Game g = new Game(Geometry.of(9), RulesPresets.get("japanese"));
                for (int i = 0; i < turn; i++) {
                    g.play(Move.play(g.geometry().parseGtp(moves[i])));
                }
                return g;
            };
            ResponseChecks.checkFinal(r, "turns", turn, position, 150);
        }
    }

    @Test
    void handicapStonesGiveWhiteTheMoveAndInitialPlayerOverrules() {
        String stones = "\"initialStones\":[[\"B\",\"C3\"],[\"B\",\"G7\"]],\"moves\":[],\"rules\":\"chinese\","
                + "\"boardXSize\":9,\"boardYSize\":9,\"maxVisits\":100";
        Map<String, JsonNode> byId = byId(ServiceRun.run("{\"id\":\"h\"," + stones + "}",
                "{\"id\":\"b\",\"initialPlayer\":\"B\"," + stones + "}"));
        assertThat(byId.get("h").get("rootInfo").get("currentPlayer").asText()).isEqualTo("W");
        assertThat(byId.get("b").get("rootInfo").get("currentPlayer").asText()).isEqualTo("B");
    }

    @Test
    void movesOutOfTurnAndAfterTwoPassesArePlayedAsTheyCome() {
        Map<String, JsonNode> byId = byId(ServiceRun.run(
                "{\"id\":\"twice\",\"moves\":[[\"B\",\"E5\"],[\"B\",\"C3\"]],\"rules\":\"chinese\",\"boardXSize\":9,"
                        + "\"boardYSize\":9,\"maxVisits\":100}",
                "{\"id\":\"passes\",\"moves\":[[\"B\",\"E5\"],[\"W\",\"pass\"],[\"B\",\"pass\"]],\"rules\":\"chinese\","
                        + "\"boardXSize\":9,\"boardYSize\":9,\"maxVisits\":100,\"analyzeTurns\":[3]}",
                "{\"id\":\"after\",\"moves\":[[\"B\",\"E5\"],[\"W\",\"pass\"],[\"B\",\"pass\"],[\"W\",\"C3\"]],"
                        + "\"rules\":\"chinese\",\"boardXSize\":9,\"boardYSize\":9,\"maxVisits\":100}"));
        assertThat(byId.get("twice").get("rootInfo").get("currentPlayer").asText()).isEqualTo("W");
        // The position after two passes is analysed all the same: who owns what is worth knowing there.
        assertThat(byId.get("passes").get("rootInfo").get("currentPlayer").asText()).isEqualTo("W");
        assertThat(byId.get("passes").get("moveInfos").size()).isPositive();
        assertThat(byId.get("after").get("turnNumber").asInt()).isEqualTo(4);
        assertThat(byId.get("after").get("rootInfo").get("currentPlayer").asText()).isEqualTo("B");
    }

    @Test
    void severalWorkersGiveEachTurnTheAnswerOneWorkerGives() {
        String[] queries = new String[4];
        for (int i = 0; i < queries.length; i++) {
            queries[i] = "{\"id\":\"q" + i + "\",\"moves\":[[\"B\",\"" + "CDEF".charAt(i) + "5\"]],\"rules\":\"chinese\","
                    + "\"boardXSize\":9,\"boardYSize\":9,\"maxVisits\":200,\"includeOwnership\":true}";
        }
        Map<String, JsonNode> one = byId(ServiceRun.run(AnalysisSettings.of(1, 7), queries));
        Map<String, JsonNode> two = byId(ServiceRun.run(AnalysisSettings.of(2, 7), queries));
        assertThat(two.keySet()).containsExactlyInAnyOrder("q0", "q1", "q2", "q3");
        assertThat(two).isEqualTo(one);
    }

    @Test
    void fieldsTengenIgnoresGetKataGosWarningsAndTheQueryGoesOn() {
        List<JsonNode> out = ServiceRun.run("{\"id\":\"w\",\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":9,"
                + "\"boardYSize\":9,\"maxVisits\":50,\"maxVisist\":10,\"includePolicy\":true,"
                + "\"overrideSettings\":{\"wideRootNoise\":0.1}}");
        assertThat(out).hasSize(4);
        Map<String, JsonNode> warnings = new HashMap<>();
        for (JsonNode w : out.subList(0, 3)) {
            assertThat(w.get("id").asText()).isEqualTo("w");
            warnings.put(w.get("field").asText(), w);
        }
        assertThat(warnings.get("maxVisist").get("warning").asText()).startsWith("Unexpected or unused field");
        assertThat(warnings.get("includePolicy").get("warning").asText()).contains("Not supported by tengen");
        assertThat(warnings.get("overrideSettings").get("warning").asText()).contains("wideRootNoise");
        assertThat(out.get(3).get("turnNumber").asInt()).isZero();
        assertThat(out.get(3).get("rootInfo").get("visits").asInt()).isEqualTo(50);
    }

    @Test
    void whiteHandicapBonusAndKomiChangeTheRules() {
        // The same position with 50 more points of komi: Black's lead falls by about that much.
        String base = "\"moves\":[[\"B\",\"E5\"]],\"rules\":\"chinese\",\"boardXSize\":9,\"boardYSize\":9,\"maxVisits\":200";
        Map<String, JsonNode> byId = byId(ServiceRun.run("{\"id\":\"k7\",\"komi\":7," + base + "}",
                "{\"id\":\"k57\",\"komi\":57," + base + ",\"whiteHandicapBonus\":\"N-1\"}"));
        double drop = byId.get("k7").get("rootInfo").get("scoreLead").asDouble()
                - byId.get("k57").get("rootInfo").get("scoreLead").asDouble();
        assertThat(drop).isBetween(30.0, 70.0);
    }

    @Test
    void rulesAreTengensPresetsKataGosNamesOrKataGosObject() {
        String[] rules = {"\"chinese-ogs\"", "\"Chinese_KGS\"", "\"Tromp Taylor\"", "\"aga-button\"", "\"BGA\"",
            "\"french\"", "\"new_zealand\"", "\"Japanese\"", "\"korean\"",
            "{\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"suicide\":false,\"tax\":\"SEKI\"}"};
        String[] queries = new String[rules.length];
        for (int i = 0; i < rules.length; i++) {
            queries[i] = "{\"id\":\"r" + i + "\",\"moves\":[[\"B\",\"E5\"]],\"rules\":" + rules[i]
                    + ",\"boardXSize\":9,\"boardYSize\":9,\"maxVisits\":20}";
        }
        List<JsonNode> out = ServiceRun.run(queries);
        assertThat(out).hasSize(rules.length);
        assertThat(out).allSatisfy(r -> assertThat(r.has("moveInfos")).as("%s", r).isTrue());
    }

    private static Map<String, JsonNode> byId(List<JsonNode> out) {
        Map<String, JsonNode> m = new HashMap<>();
        for (JsonNode r : out) {
            assertThat(m.put(r.get("id").asText(), r)).as("one answer for %s", r.get("id")).isNull();
        }
        return m;
    }

    private static JsonNode withoutId(JsonNode r) {
        return ((com.fasterxml.jackson.databind.node.ObjectNode) r.deepCopy()).without("id");
    }
}
