package org.tengen.gtp.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.Supplier;
import org.assertj.core.data.Offset;
import org.tengen.core.Game;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Stone;

/** The checks every analysis response must pass, field by field, as KataGo's documentation describes them. */
final class ResponseChecks {
    private ResponseChecks() {
    }

    /**
     * Checks {@code r} as the final answer for turn {@code turn} of query {@code id}, whose position {@code game}
     * builds afresh, searched with at most {@code maxVisits}: the types and ranges of every field, the order of
     * the moves, each principal variation legal from the position, and the ownership's length; values in Black's
     * perspective.
     */
    static void checkFinal(JsonNode r, String id, int turn, Supplier<Game> game, int maxVisits) {
        assertThat(r.get("id").asText()).isEqualTo(id);
        assertThat(r.get("turnNumber").isInt()).isTrue();
        assertThat(r.get("turnNumber").asInt()).isEqualTo(turn);
        assertThat(r.get("isDuringSearch").isBoolean()).isTrue();
        assertThat(r.get("isDuringSearch").asBoolean()).isFalse();
        checkBody(r, game, maxVisits);
    }

    /** The checks of {@link #checkFinal} but for the header: for reports during a search too. */
    static void checkBody(JsonNode r, Supplier<Game> game, int maxVisits) {
        Game position = game.get();
        JsonNode infos = r.get("moveInfos");
        assertThat(infos.isArray()).isTrue();
        assertThat(infos.size()).isPositive();
        long visitSum = 0;
        for (int i = 0; i < infos.size(); i++) {
            JsonNode m = infos.get(i);
            assertThat(m.get("order").asInt()).as("moveInfos in order").isEqualTo(i);
            String move = m.get("move").asText();
            assertThat(legal(position, position.toMove(), move)).as("move %s legal", move).isTrue();
            assertThat(m.get("visits").isInt()).isTrue();
            assertThat(m.get("visits").asInt()).isPositive();
            visitSum += m.get("visits").asInt();
            assertThat(m.get("winrate").isDouble()).isTrue();
            assertThat(m.get("winrate").asDouble()).isBetween(0.0, 1.0);
            assertThat(m.get("prior").asDouble()).isBetween(0.0, 1.0);
            // The bound is below the side to move's win rate; KataGo flips it like a win rate for the other side.
            double lcb = m.get("lcb").asDouble();
            double winrate = m.get("winrate").asDouble();
            assertThat(position.toMove() == Stone.BLACK ? winrate - lcb : lcb - winrate)
                    .as("lcb %s, win rate %s in Black's perspective", lcb, winrate).isBetween(-1e-12, 1.5);
            assertThat(Double.isFinite(m.get("scoreLead").asDouble())).isTrue();
            assertThat(m.get("scoreMean").asDouble()).isEqualTo(m.get("scoreLead").asDouble());
            assertThat(m.get("scoreStdev").asDouble()).isGreaterThanOrEqualTo(0.0);
            JsonNode pv = m.get("pv");
            assertThat(pv.isArray()).isTrue();
            assertThat(pv.size()).isBetween(1, 1 + AnalysisSettings.DEFAULT_PV_LENGTH);
            assertThat(pv.get(0).asText()).isEqualTo(move);
            Game line = game.get();
            for (JsonNode step : pv) {
                if (line.isOver()) {
                    break; // two passes end the variation's game
                }
                Stone mover = line.toMove();
                assertThat(legal(line, mover, step.asText())).as("pv %s: %s legal", pv, step).isTrue();
                line.play(mover, parse(line, step.asText()));
            }
        }
        JsonNode root = r.get("rootInfo");
        assertThat(root.get("currentPlayer").asText()).isEqualTo(position.toMove() == Stone.BLACK ? "B" : "W");
        assertThat(root.get("visits").asInt()).isBetween(1, maxVisits);
        assertThat(visitSum).isLessThanOrEqualTo(root.get("visits").asLong());
        assertThat(root.get("winrate").asDouble()).isBetween(0.0, 1.0);
        assertThat(Double.isFinite(root.get("scoreLead").asDouble())).isTrue();
        assertThat(root.get("scoreStdev").asDouble()).isGreaterThanOrEqualTo(0.0);
        int area = position.geometry().area();
        if (r.has("ownership")) {
            assertThat(r.get("ownership").size()).isEqualTo(area);
            for (JsonNode o : r.get("ownership")) {
                assertThat(o.asDouble()).isBetween(-1.0, 1.0);
            }
        }
        if (r.has("ownershipStdev")) {
            assertThat(r.get("ownershipStdev").size()).isEqualTo(area);
            for (JsonNode o : r.get("ownershipStdev")) {
                assertThat(o.asDouble()).isBetween(0.0, 1.0);
            }
        }
    }

    /** Checks that {@code other} reports {@code black}'s search from the other side: the same numbers, flipped. */
    static void checkFlipped(JsonNode black, JsonNode other) {
        Offset<Double> tiny = Offset.offset(1e-9);
        JsonNode a = black.get("moveInfos");
        JsonNode b = other.get("moveInfos");
        assertThat(b.size()).isEqualTo(a.size());
        for (int i = 0; i < a.size(); i++) {
            assertThat(b.get(i).get("move")).isEqualTo(a.get(i).get("move"));
            assertThat(b.get(i).get("visits")).isEqualTo(a.get(i).get("visits"));
            assertThat(b.get(i).get("winrate").asDouble()).isCloseTo(1 - a.get(i).get("winrate").asDouble(), tiny);
            assertThat(b.get(i).get("lcb").asDouble()).isCloseTo(1 - a.get(i).get("lcb").asDouble(), tiny);
            assertThat(b.get(i).get("scoreLead").asDouble()).isCloseTo(-a.get(i).get("scoreLead").asDouble(), tiny);
            assertThat(b.get(i).get("scoreStdev")).isEqualTo(a.get(i).get("scoreStdev"));
            assertThat(b.get(i).get("pv")).isEqualTo(a.get(i).get("pv"));
        }
        assertThat(other.get("rootInfo").get("winrate").asDouble())
                .isCloseTo(1 - black.get("rootInfo").get("winrate").asDouble(), tiny);
        assertThat(other.get("rootInfo").get("scoreLead").asDouble())
                .isCloseTo(-black.get("rootInfo").get("scoreLead").asDouble(), tiny);
        if (black.has("ownership")) {
            for (int i = 0; i < black.get("ownership").size(); i++) {
                assertThat(other.get("ownership").get(i).asDouble()).isCloseTo(-black.get("ownership").get(i).asDouble(), tiny);
            }
        }
    }

    private static boolean legal(Game g, Stone mover, String vertex) {
        return g.legality(mover, parse(g, vertex)) == Legality.LEGAL;
    }

    private static Move parse(Game g, String vertex) {
        return vertex.equals("pass") ? Move.PASS : Move.play(g.geometry().parseGtp(vertex));
    }
}
