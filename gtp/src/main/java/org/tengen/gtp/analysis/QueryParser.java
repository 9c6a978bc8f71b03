package org.tengen.gtp.analysis;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.tengen.core.Geometry;
import org.tengen.core.HandicapBonus;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.Stone;

/**
 * Reads an analysis query (a JSON object with a string {@code id}) into a {@link ParsedQuery}, field by field as
 * KataGo's {@code docs/Analysis_Engine.md} describes them, or fails with a {@link QueryError} naming the field.
 * The game is replayed to its last move here, so a query with an illegal move fails before any turn is queued.
 *
 * <p>Required: {@code id}, {@code moves}, {@code rules} (a name, see {@link KataGoRuleNames}, or KataGo's JSON
 * object), {@code boardXSize}, {@code boardYSize}. Optional:
 * {@code initialStones}, {@code initialPlayer}, {@code komi} (default: the rules' own), {@code whiteHandicapBonus},
 * {@code analyzeTurns} (default: the last turn), {@code maxVisits}, {@code analysisPVLen},
 * {@code includeOwnership}, {@code includeOwnershipStdev}, {@code reportDuringSearchEvery}, {@code priority} or
 * {@code priorities}, and {@code overrideSettings} with {@code reportAnalysisWinratesAs} and {@code maxVisits}.
 * KataGo's other fields are accepted with a warning that tengen ignores them; any other field gets KataGo's
 * warning about an unexpected field.
 */
public final class QueryParser {
    /** The fields this parser reads. */
    private static final Set<String> READ = Set.of("id", "moves", "initialStones", "initialPlayer", "rules", "komi",
            "whiteHandicapBonus", "boardXSize", "boardYSize", "analyzeTurns", "maxVisits", "analysisPVLen",
            "includeOwnership", "includeOwnershipStdev", "reportDuringSearchEvery", "priority", "priorities",
            "overrideSettings");
    /** KataGo's fields that tengen has nothing for: a neural net's policy, per-move ownership, search tweaks. */
    private static final Set<String> IGNORED = Set.of("includeMovesOwnership", "includeMovesOwnershipStdev",
            "includePolicy", "includePVVisits", "includeNoResultValue", "rootPolicyTemperature", "rootFpuReductionMax",
            "avoidMoves", "allowMoves", "firstReportDuringSearchAfter", "humanSLProfile");
    private static final long MAX_PRIORITY = 0x3FFFFFFFFFFFFFFFL;
    private static final long MAX_VISITS = 1L << 50;
    /** The longest principal variation after its first move: what the search keeps. */
    private static final int MAX_PV_LENGTH = 29;

    private final AnalysisSettings defaults;

    /** A parser whose queries get {@code defaults} where they say nothing. */
    public QueryParser(AnalysisSettings defaults) {
        this.defaults = defaults;
    }

    /**
     * Reads the analysis query {@code q}, whose string {@code id} the caller has checked.
     *
     * @throws QueryError for the first field that is missing or wrong, or a move that cannot be played
     */
    public ParsedQuery parse(ObjectNode q) {
        String id = q.get("id").asText();
        List<ParsedQuery.Warning> warnings = new ArrayList<>();
        int width = boardSize(q, "boardXSize");
        int height = boardSize(q, "boardYSize");
        Geometry geometry = Geometry.of(width, height);
        List<PositionSpec.Placed> initialStones = q.has("initialStones")
                ? placements(q.get("initialStones"), "initialStones", geometry, false) : List.of();
        if (!q.has("moves")) {
            throw new QueryError("moves", "Must specify an array of [player,location] pairs");
        }
        List<PositionSpec.Placed> moves = placements(q.get("moves"), "moves", geometry, true);
        Stone initialPlayer = q.has("initialPlayer") ? player(q.get("initialPlayer"), "initialPlayer")
                : !moves.isEmpty() ? moves.get(0).stone()
                : initialStones.size() >= 2 && initialStones.stream().allMatch(s -> s.stone() == Stone.BLACK) ? Stone.WHITE
                : Stone.BLACK;
        List<Integer> turns = turns(q, moves.size());
        List<Long> priorities = priorities(q, turns);
        Rules rules = rules(q);

        int visits = defaults.defaultVisits();
        Perspective perspective = defaults.perspective();
        if (q.has("overrideSettings")) {
            JsonNode o = q.get("overrideSettings");
            if (!o.isObject()) {
                throw new QueryError("overrideSettings", "Must be an object");
            }
            List<String> ignored = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String text = e.getValue().isTextual() ? e.getValue().asText() : e.getValue().toString();
                switch (e.getKey()) {
                    case "reportAnalysisWinratesAs" -> {
                        try {
                            perspective = Perspective.parse(text);
                        } catch (IllegalArgumentException ex) {
                            throw new QueryError("overrideSettings", "reportAnalysisWinratesAs: " + ex.getMessage());
                        }
                    }
                    case "maxVisits" -> visits = visitsOf(text, "overrideSettings");
                    default -> ignored.add(e.getKey());
                }
            }
            if (!ignored.isEmpty()) {
                warnings.add(new ParsedQuery.Warning("overrideSettings", "Not supported by tengen, ignored: "
                        + String.join(",", ignored)));
            }
        }
        if (q.has("maxVisits")) {
            visits = (int) Math.min(Integer.MAX_VALUE, integer(q, "maxVisits", 1, MAX_VISITS,
                    "Must be an integer from 1 to 2^50"));
        }
        int pvLength = AnalysisSettings.DEFAULT_PV_LENGTH;
        if (q.has("analysisPVLen")) {
            pvLength = (int) Math.min(MAX_PV_LENGTH, integer(q, "analysisPVLen", 1, 1000, "Must be an integer from 1 to 1000"));
        }
        boolean ownership = bool(q, "includeOwnership");
        boolean ownershipStdev = bool(q, "includeOwnershipStdev");
        long every = 0;
        if (q.has("reportDuringSearchEvery")) {
            double seconds = number(q, "reportDuringSearchEvery", 0.001, 1e6, "Must be number of seconds from 0.001 to 1000000.0");
            every = (long) (seconds * 1e9);
        }

        PositionSpec position = new PositionSpec(geometry, rules, initialStones, initialPlayer, moves);
        position.gameAt(moves.size()); // every move must be playable before any turn is queued

        for (Iterator<String> it = q.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (IGNORED.contains(field)) {
                warnings.add(new ParsedQuery.Warning(field, "Not supported by tengen, ignored"));
            } else if (!READ.contains(field)) {
                warnings.add(new ParsedQuery.Warning(field, "Unexpected or unused field, do you have a typo?"));
            }
        }
        QuerySettings settings = new QuerySettings(visits, ownership, ownershipStdev, perspective, pvLength, every);
        return new ParsedQuery(id, position, settings, turns, priorities, warnings);
    }

    private static int boardSize(ObjectNode q, String field) {
        String message = "Must provide an integer from 2 to " + Geometry.MAX_SIZE;
        if (!q.has(field)) {
            throw new QueryError(field, message);
        }
        return (int) integer(q, field, 2, Geometry.MAX_SIZE, message);
    }

    /** The [player, vertex] pairs of {@code node}; a pass only where {@code passAllowed}. */
    private static List<PositionSpec.Placed> placements(JsonNode node, String field, Geometry g, boolean passAllowed) {
        String shape = "Must be an array of pairs of the form: [\"B\" or \"W\", GTP board vertex]";
        if (!node.isArray()) {
            throw new QueryError(field, shape);
        }
        List<PositionSpec.Placed> out = new ArrayList<>();
        for (JsonNode pair : node) {
            if (!pair.isArray() || pair.size() != 2 || !pair.get(0).isTextual() || !pair.get(1).isTextual()) {
                throw new QueryError(field, shape + ", not " + pair);
            }
            Stone stone = player(pair.get(0), field);
            String vertex = pair.get(1).asText();
            Move move;
            if (vertex.trim().equalsIgnoreCase("pass")) {
                if (!passAllowed) {
                    throw new QueryError(field, "Could not parse board location: " + vertex + " (a stone, not a pass)");
                }
                move = Move.PASS;
            } else {
                try {
                    move = Move.play(g.parseGtp(vertex));
                } catch (IllegalArgumentException e) {
                    throw new QueryError(field, "Could not parse board location: " + e.getMessage());
                }
            }
            out.add(new PositionSpec.Placed(stone, move));
        }
        return out;
    }

    private static Stone player(JsonNode node, String field) {
        String s = node.isTextual() ? node.asText().trim().toLowerCase(Locale.ROOT) : "";
        return switch (s) {
            case "b", "black" -> Stone.BLACK;
            case "w", "white" -> Stone.WHITE;
            default -> throw new QueryError(field, "Could not parse player: " + node + " (expected \"B\" or \"W\")");
        };
    }

    /** The turns to analyse: {@code analyzeTurns} without repeats, in order, else the last. */
    private static List<Integer> turns(ObjectNode q, int moves) {
        if (!q.has("analyzeTurns")) {
            return List.of(moves);
        }
        JsonNode node = q.get("analyzeTurns");
        String shape = "Must specify an array of integers indicating turns to analyze";
        if (!node.isArray()) {
            throw new QueryError("analyzeTurns", shape);
        }
        Set<Integer> turns = new TreeSet<>();
        for (JsonNode t : node) {
            if (!t.isIntegralNumber()) {
                throw new QueryError("analyzeTurns", shape + ", not " + t);
            }
            if (!t.canConvertToInt() || t.asInt() < 0 || t.asInt() > moves) {
                throw new QueryError("analyzeTurns", "Invalid turn number: " + t + " (expected 0 to " + moves + ")");
            }
            turns.add(t.asInt());
        }
        return new ArrayList<>(turns);
    }

    /** Each turn's priority: {@code priorities} (one per entry of {@code analyzeTurns}), else {@code priority}, else 0. */
    private static List<Long> priorities(ObjectNode q, List<Integer> turns) {
        if (q.has("priorities")) {
            if (q.has("priority")) {
                throw new QueryError("priority", "Cannot specify both priority and priorities");
            }
            JsonNode node = q.get("priorities");
            if (!node.isArray()) {
                throw new QueryError("priorities", "Must specify an array of integers indicating priorities");
            }
            if (!q.has("analyzeTurns")) {
                throw new QueryError("priorities", "Can only specify when also specifying analyzeTurns");
            }
            if (node.size() != q.get("analyzeTurns").size()) {
                throw new QueryError("priorities", "Must be of matching length to analyzeTurns");
            }
            Map<Integer, Long> byTurn = new TreeMap<>();
            for (int i = 0; i < node.size(); i++) {
                JsonNode p = node.get(i);
                if (!p.isIntegralNumber() || !p.canConvertToLong() || Math.abs(p.asLong()) > MAX_PRIORITY) {
                    throw new QueryError("priorities", "Invalid priority: " + p + " (expected integers between -2^62 and 2^62)");
                }
                byTurn.put(q.get("analyzeTurns").get(i).asInt(), p.asLong());
            }
            List<Long> out = new ArrayList<>();
            for (int t : turns) {
                out.add(byTurn.get(t));
            }
            return out;
        }
        long priority = q.has("priority")
                ? integer(q, "priority", -MAX_PRIORITY, MAX_PRIORITY, "Must be a number between -2^62 and 2^62") : 0;
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < turns.size(); i++) {
            out.add(priority);
        }
        return out;
    }

    /** The rules (a preset name or KataGo's JSON object), with the query's komi and handicap bonus. */
    private static Rules rules(ObjectNode q) {
        String shape = "Must specify rules string, such as \"chinese\" or \"tromp-taylor\", or a JSON object with "
                + "detailed rules parameters.";
        if (!q.has("rules") || !(q.get("rules").isTextual() || q.get("rules").isObject())) {
            throw new QueryError("rules", shape);
        }
        JsonNode node = q.get("rules");
        Rules rules;
        try {
            rules = node.isTextual() ? KataGoRuleNames.parse(node.asText()) : Rules.parse(node.toString());
        } catch (IllegalArgumentException e) {
            throw new QueryError("rules", "Could not parse rules: " + e.getMessage());
        }
        if (q.has("komi")) {
            rules = rules.withKomi(number(q, "komi", -150, 150, "Must be a number from -150.0 to 150.0"));
        }
        if (q.has("whiteHandicapBonus")) {
            JsonNode b = q.get("whiteHandicapBonus");
            String s = b.isTextual() ? b.asText().trim() : b.toString();
            HandicapBonus bonus = switch (s) {
                case "0" -> HandicapBonus.ZERO;
                case "N" -> HandicapBonus.N;
                case "N-1" -> HandicapBonus.N_MINUS_ONE;
                default -> throw new QueryError("whiteHandicapBonus", "Must be \"0\", \"N\" or \"N-1\", not " + b);
            };
            rules = rules.withHandicapBonus(bonus);
        }
        return rules;
    }

    private static int visitsOf(String text, String field) {
        try {
            long v = Long.parseLong(text.trim());
            if (v >= 1 && v <= MAX_VISITS) {
                return (int) Math.min(Integer.MAX_VALUE, v);
            }
        } catch (NumberFormatException e) {
            // the message below says what was expected
        }
        throw new QueryError(field, "maxVisits: must be an integer from 1 to 2^50, not " + text);
    }

    private static long integer(ObjectNode q, String field, long min, long max, String message) {
        JsonNode n = q.get(field);
        if (!n.isIntegralNumber() || !n.canConvertToLong() || n.asLong() < min || n.asLong() > max) {
            throw new QueryError(field, message + ", not " + n);
        }
        return n.asLong();
    }

    private static double number(ObjectNode q, String field, double min, double max, String message) {
        JsonNode n = q.get(field);
        if (!n.isNumber() || !Double.isFinite(n.asDouble()) || n.asDouble() < min || n.asDouble() > max) {
            throw new QueryError(field, message + ", not " + n);
        }
        return n.asDouble();
    }

    private static boolean bool(ObjectNode q, String field) {
        if (!q.has(field)) {
            return false;
        }
        if (!q.get(field).isBoolean()) {
            throw new QueryError(field, "Must be a boolean, not " + q.get(field));
        }
        return q.get(field).asBoolean();
    }
}
