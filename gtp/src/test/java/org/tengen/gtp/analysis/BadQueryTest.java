package org.tengen.gtp.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every kind of bad input gets KataGo's error object, with the query's id when it could be read and the field at
 * fault, and the service goes on: a good query after all of them is answered.
 */
class BadQueryTest {
    /** A good query but for {@code change}, a JSON fragment that replaces or adds fields. */
    private static String query(String id, String change) {
        String base = "{\"id\":\"" + id + "\",\"moves\":[[\"B\",\"E5\"]],\"rules\":\"chinese\",\"boardXSize\":9,"
                + "\"boardYSize\":9,\"maxVisits\":50";
        return base + (change.isEmpty() ? "" : "," + change) + "}";
    }

    /** A bad line and what its error must say. */
    private record Case(String line, String id, String field, String message) {
    }

    private static final List<Case> CASES = List.of(
            new Case("{\"id\":\"x\",", null, null, "could not parse input line as json request"),
            new Case("{\"id\":\"x\"} trailing", null, null, "could not parse input line as json request"),
            new Case("[1,2]", null, null, "was not an object"),
            new Case("{\"moves\":[]}", null, null, "Request must have a string \"id\" field"),
            new Case("{\"id\":7,\"moves\":[]}", null, null, "Request must have a string \"id\" field"),
            // Unknown and illegal moves.
            new Case(query("vertex", "\"moves\":[[\"B\",\"Z99\"]]"), "vertex", "moves", "Could not parse board location"),
            new Case(query("off", "\"moves\":[[\"B\",\"K5\"]]"), "off", "moves", "off the 9x9 board"),
            new Case(query("colour", "\"moves\":[[\"X\",\"E5\"]]"), "colour", "moves", "Could not parse player"),
            new Case(query("pair", "\"moves\":[\"E5\"]"), "pair", "moves", "Must be an array of pairs"),
            new Case(query("occupied", "\"moves\":[[\"B\",\"E5\"],[\"W\",\"E5\"]]"), "occupied", "moves",
                    "Illegal move 1: W E5 (occupied)"),
            // Black takes the ko at C4; White may not take back at B4 at once.
            new Case(query("ko", "\"initialStones\":[[\"B\",\"B5\"],[\"B\",\"A4\"],[\"B\",\"B3\"],[\"W\",\"C5\"],"
                    + "[\"W\",\"B4\"],[\"W\",\"D4\"],[\"W\",\"C3\"]],\"moves\":[[\"B\",\"C4\"],[\"W\",\"B4\"]]"),
                    "ko", "moves", "Illegal move 1: W B4 (ko)"),
            new Case(query("suicide", "\"initialStones\":[[\"W\",\"A2\"],[\"W\",\"B1\"]],\"moves\":[[\"B\",\"A1\"]]"),
                    "suicide", "moves", "Illegal move 0: B A1 (suicide)"),
            new Case(query("stone", "\"initialStones\":[[\"B\",\"pass\"]]"), "stone", "initialStones", "a stone, not a pass"),
            new Case(query("twice", "\"initialStones\":[[\"B\",\"C3\"],[\"W\",\"C3\"]]"), "twice", "initialStones", "occupied"),
            // Impossible sizes.
            new Case(query("zero", "\"boardXSize\":0"), "zero", "boardXSize", "Must provide an integer from 2 to 25"),
            new Case(query("huge", "\"boardYSize\":26"), "huge", "boardYSize", "Must provide an integer from 2 to 25"),
            new Case(query("text", "\"boardXSize\":\"9\""), "text", "boardXSize", "Must provide an integer"),
            new Case(query("half", "\"boardXSize\":9.5"), "half", "boardXSize", "Must provide an integer"),
            new Case("{\"id\":\"nosize\",\"moves\":[],\"rules\":\"chinese\",\"boardYSize\":9}", "nosize", "boardXSize",
                    "Must provide an integer"),
            // Malformed values.
            new Case(query("visits", "\"maxVisits\":0"), "visits", "maxVisits", "Must be an integer from 1 to 2^50"),
            new Case(query("visits2", "\"maxVisits\":\"lots\""), "visits2", "maxVisits", "Must be an integer"),
            new Case(query("visits3", "\"maxVisits\":1.5"), "visits3", "maxVisits", "Must be an integer"),
            new Case(query("komi", "\"komi\":1000"), "komi", "komi", "from -150.0 to 150.0"),
            new Case(query("komi2", "\"komi\":\"7.5\""), "komi2", "komi", "from -150.0 to 150.0"),
            new Case(query("rules", "\"rules\":\"calvinball\""), "rules", "rules", "Could not parse rules: unknown rules 'calvinball'"),
            new Case(query("rules2", "\"rules\":{\"ko\":\"SOMETIMES\"}"), "rules2", "rules", "Could not parse rules"),
            new Case(query("limit", "\"rules\":{\"moveLimit\":1e12}"), "limit", "rules",
                    "\"moveLimit\" 1.0E12 is too large (at most 2147483647, or 0 for none)"),
            new Case("{\"id\":\"norules\",\"moves\":[],\"boardXSize\":9,\"boardYSize\":9}", "norules", "rules",
                    "Must specify rules"),
            new Case("{\"id\":\"nomoves\",\"rules\":\"chinese\",\"boardXSize\":9,\"boardYSize\":9}", "nomoves", "moves",
                    "Must specify an array"),
            new Case(query("turn", "\"analyzeTurns\":[0,2]"), "turn", "analyzeTurns", "Invalid turn number: 2 (expected 0 to 1)"),
            new Case(query("turns", "\"analyzeTurns\":\"all\""), "turns", "analyzeTurns", "Must specify an array of integers"),
            new Case(query("own", "\"includeOwnership\":\"yes\""), "own", "includeOwnership", "Must be a boolean"),
            new Case(query("prio", "\"priority\":1.5"), "prio", "priority", "Must be a number between -2^62 and 2^62"),
            new Case(query("prios", "\"priorities\":[1]"), "prios", "priorities", "Can only specify when also specifying analyzeTurns"),
            new Case(query("both", "\"analyzeTurns\":[0],\"priorities\":[1],\"priority\":2"), "both", "priority", "Cannot specify both"),
            new Case(query("player", "\"initialPlayer\":\"red\""), "player", "initialPlayer", "Could not parse player"),
            new Case(query("bonus", "\"whiteHandicapBonus\":\"N+1\""), "bonus", "whiteHandicapBonus", "Must be \"0\", \"N\" or \"N-1\""),
            new Case(query("every", "\"reportDuringSearchEvery\":0"), "every", "reportDuringSearchEvery", "Must be number of seconds"),
            new Case(query("persp", "\"overrideSettings\":{\"reportAnalysisWinratesAs\":\"GREEN\"}"), "persp", "overrideSettings",
                    "expected BLACK, WHITE or SIDETOMOVE"),
            // Actions.
            new Case("{\"id\":\"act\",\"action\":\"explode\"}", "act", "action", "'action' field must be"),
            new Case("{\"id\":\"term\",\"action\":\"terminate\"}", "term", "terminateId", "must have a string \"terminateId\""),
            new Case("{\"id\":\"term2\",\"action\":\"terminate_all\",\"turnNumbers\":[\"one\"]}", "term2", "turnNumbers",
                    "must be an array of integers"));

    @Test
    void everyBadInputGetsItsErrorAndTheServiceGoesOn() {
        List<String> lines = new ArrayList<>();
        for (Case c : CASES) {
            lines.add(c.line());
            lines.add(""); // blank lines are skipped, as in KataGo
        }
        lines.add(query("good", ""));
        List<JsonNode> out = ServiceRun.run(lines.toArray(String[]::new));
        assertThat(out).hasSize(CASES.size() + 1);
        for (int i = 0; i < CASES.size(); i++) {
            Case c = CASES.get(i);
            JsonNode e = out.get(i);
            assertThat(e.has("error")).as("an error for %s", c.line()).isTrue();
            assertThat(e.get("error").asText()).as("for %s", c.line()).contains(c.message());
            assertThat(e.get("error").asText()).doesNotContain("\n");
            assertThat(e.has("id") ? e.get("id").asText() : null).as("id for %s", c.line()).isEqualTo(c.id());
            assertThat(e.has("field") ? e.get("field").asText() : null).as("field for %s", c.line()).isEqualTo(c.field());
        }
        JsonNode good = out.get(CASES.size());
        assertThat(good.get("id").asText()).isEqualTo("good");
        assertThat(good.get("rootInfo").get("visits").asInt()).isEqualTo(50);
    }

    @Test
    void aLineThatIsNotJsonIsToldWhatAndWhereInOurWordsAndShort() {
        String longBad = "{\"id\":\"long\",\"moves\":[" + "[\"B\",\"E5\"],".repeat(20_000) + "oops]}";
        String[][] cases = {
            {"not json", "a word that is not JSON", "(line 1, column 4): 'not json'"},
            {"{\"id\":", "the line ends before the JSON value does", "(line 1, column 7)"},
            {"{\"id\":\"x\"} {\"id\":\"y\"}", "more text after the JSON value", "(line 1, column 12)"},
            {"{\"id\":\"c\",}", "a character that does not belong there", "(line 1, column 11)"},
            {"{\"id\":\"e\",\"x\":01}", "a number not written as JSON writes numbers", "(line 1, column 16)"},
            {"[".repeat(1200), "arrays and objects nested too deep (at most 1000 levels)", ": '" + "[".repeat(40) + "...'"},
            {"{\"id\":\"n\",\"x\":1" + "0".repeat(1200) + "}", "a number too long (at most 1000 digits)", "..."},
            {longBad, "a word that is not JSON", "(line 1, column " + (longBad.indexOf("oops") + 5) + "): '..."},
        };
        String[] lines = new String[cases.length + 2];
        for (int i = 0; i < cases.length; i++) {
            lines[i] = cases[i][0];
        }
        lines[cases.length] = "[\"" + "x".repeat(100_000) + "\"]"; // JSON, not an object
        lines[cases.length + 1] = query("after", "");
        List<JsonNode> out = ServiceRun.run(lines);
        assertThat(out).hasSize(lines.length);
        for (int i = 0; i < lines.length - 1; i++) {
            String error = out.get(i).get("error").asText();
            assertThat(error).as("line %d", i).doesNotContainIgnoringCase("jackson").doesNotContain("JsonNode")
                    .doesNotContain("DeserializationFeature").doesNotContain("StreamReadConstraints").doesNotContain("\n");
            assertThat(error.length()).as("line %d: %s", i, error).isLessThan(220);
            if (i < cases.length) {
                assertThat(error).as("line %d", i).startsWith("could not parse input line as json request: " + cases[i][1])
                        .contains(cases[i][2]);
            }
        }
        assertThat(out.get(cases.length).get("error").asText())
                .isEqualTo("Request line was valid json but was not an object, ignoring: '[\"" + "x".repeat(38) + "...'");
        assertThat(out.get(lines.length - 1).get("id").asText()).isEqualTo("after");
    }

    @Test
    void aLineLongerThanTheMaximumIsRefusedWithoutBeingKeptAndTheServiceGoesOn() {
        String huge = "{\"id\":\"huge\",\"moves\":[" + "[\"B\",\"E5\"],".repeat(InputLines.MAX_LINE / 10) + "]}";
        List<JsonNode> out = ServiceRun.run(huge, query("after", ""));
        assertThat(out).hasSize(2);
        assertThat(out.get(0).get("error").asText()).isEqualTo("input line longer than " + InputLines.MAX_LINE
                + " characters, ignoring it");
        assertThat(out.get(0).has("id")).isFalse();
        assertThat(out.get(1).get("id").asText()).isEqualTo("after");
        assertThat(out.get(1).get("rootInfo").get("visits").asInt()).isEqualTo(50);
    }
}
