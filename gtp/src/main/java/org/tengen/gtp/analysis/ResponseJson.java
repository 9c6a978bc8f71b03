package org.tengen.gtp.analysis;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.engine.Analysis;

/**
 * The service's JSON objects, in KataGo's form: an analysed turn ({@code id}, {@code turnNumber},
 * {@code isDuringSearch}, {@code moveInfos}, {@code rootInfo}, {@code ownership}, {@code ownershipStdev}), a turn
 * with no results, errors and warnings.
 *
 * <p>Win rates, leads and ownership are from the query's {@link Perspective}; {@code scoreStdev} and
 * {@code ownershipStdev} have no side. The ownership arrays run row by row from the top left (A19 on 19x19) to the
 * bottom right (T1), {@code boardXSize * boardYSize} values. tengen's search keeps one score per playout, so
 * {@code scoreMean} and {@code scoreSelfplay} repeat {@code scoreLead}; the root's {@code winrate} is the win
 * rate of the move the search would play.
 */
public final class ResponseJson {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private ResponseJson() {
    }

    /** The response for {@code turn} from {@code a}, the analysis of its position; {@code during} while it goes on. */
    public static ObjectNode analysis(TurnRequest turn, Analysis a, boolean during) {
        QuerySettings s = turn.settings();
        Geometry g = turn.position().geometry();
        Stone toMove = Stone.ofCode(a.toMove());
        double side = s.perspective().sideFactor(toMove);
        ObjectNode out = JSON.objectNode();
        out.put("id", turn.id());
        out.put("turnNumber", turn.turnNumber());
        out.put("isDuringSearch", during);
        ArrayNode infos = out.putArray("moveInfos");
        for (Analysis.MoveInfo m : a.moves()) {
            ObjectNode info = infos.addObject();
            double lead = m.scoreLead() * side;
            info.put("move", m.move().toGtp(g));
            info.put("visits", m.visits());
            info.put("edgeVisits", m.visits());
            info.put("winrate", rate(m.winRate(), side));
            info.put("scoreLead", lead);
            info.put("scoreMean", lead);
            info.put("scoreSelfplay", lead);
            info.put("scoreStdev", m.scoreStdev());
            info.put("prior", m.prior());
            info.put("lcb", rate(m.lcb(), side));
            info.put("order", m.order());
            ArrayNode pv = info.putArray("pv");
            List<Move> moves = m.pv();
            for (int i = 0; i < moves.size() && i <= s.pvLength(); i++) {
                pv.add(moves.get(i).toGtp(g));
            }
        }
        ObjectNode root = out.putObject("rootInfo");
        double lead = a.scoreLead() * side;
        root.put("currentPlayer", toMove == Stone.BLACK ? "B" : "W");
        root.put("visits", a.playouts());
        root.put("winrate", rate(a.winRate(), side));
        root.put("scoreLead", lead);
        root.put("scoreSelfplay", lead);
        root.put("scoreStdev", a.scoreStdev());
        if (s.includeOwnership() && a.ownership() != null) {
            out.set("ownership", board(g, a.ownership(), s.perspective().ownerFactor(toMove)));
        }
        if (s.includeOwnershipStdev() && a.ownershipStdev() != null) {
            out.set("ownershipStdev", board(g, a.ownershipStdev(), 1));
        }
        return out;
    }

    /** The answer for a turn that was not analysed at all: terminated in the queue, or nothing to search. */
    public static ObjectNode noResults(TurnRequest turn) {
        ObjectNode out = JSON.objectNode();
        out.put("id", turn.id());
        out.put("turnNumber", turn.turnNumber());
        out.put("isDuringSearch", false);
        out.put("noResults", true);
        return out;
    }

    /** An error about the query {@code id} (null when it could not be read) and its {@code field} (null for none). */
    public static ObjectNode error(String id, String field, String message) {
        ObjectNode out = JSON.objectNode();
        if (id != null) {
            out.put("id", id);
        }
        if (field != null) {
            out.put("field", field);
        }
        out.put("error", message);
        return out;
    }

    /** A warning about the query {@code id}'s {@code field}: the query goes on. */
    public static ObjectNode warning(String id, String field, String message) {
        ObjectNode out = JSON.objectNode();
        out.put("id", id);
        out.put("field", field);
        out.put("warning", message);
        return out;
    }

    /** A win rate for the side to move in the perspective {@code side} says (-1: the other side's). */
    private static double rate(double forSideToMove, double side) {
        return side > 0 ? forSideToMove : 1 - forSideToMove;
    }

    /** {@code values}, indexed by point, row by row from the top left, times {@code factor}, to six decimals. */
    private static ArrayNode board(Geometry g, double[] values, double factor) {
        ArrayNode out = JSON.arrayNode(g.area());
        for (int row = 0; row < g.height(); row++) {
            for (int col = 0; col < g.width(); col++) {
                double v = values[g.point(col, row)] * factor;
                out.add(Math.round(v * 1e6) / 1e6 + 0.0); // + 0.0: no -0.0
            }
        }
        return out;
    }
}
