package org.tengen.serve;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Objects;
import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.engine.Analysis;

/**
 * What the page is sent, as JSON: a game's state (the board as Shudan's sign map, rows from the top, +1 Black
 * and -1 White; the line of moves and the place shown on it; whose turn; the count), and an analysis (the
 * top moves with their win rates and visits, and the ownership, for Black).
 */
final class StateJson {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private StateJson() {
    }

    /** The state of a game; the caller holds the game's monitor. */
    static ObjectNode of(ServedGame served) {
        Game game = served.game();
        Geometry g = game.geometry();
        BoardView board = game.board();
        ObjectNode s = MAPPER.createObjectNode();
        s.put("type", "state");
        s.put("id", served.id());
        s.put("version", served.version());
        s.put("width", g.width());
        s.put("height", g.height());
        s.put("rules", game.rules().presetName());
        s.put("komi", game.rules().komi());
        s.put("handicap", game.handicapStones());
        SgfNode root = served.root();
        ObjectNode players = s.putObject("players");
        players.put("black", Objects.requireNonNullElse(SgfGames.gameInfoText(root, "PB"), "Black"));
        players.put("white", Objects.requireNonNullElse(SgfGames.gameInfoText(root, "PW"), "White"));
        Seats seats = served.seats();
        if (seats.engine() == null) {
            s.putNull("engine");
        } else {
            ObjectNode e = s.putObject("engine");
            e.put("color", name(seats.engine()));
            e.put("level", seats.level());
        }
        ArrayNode rows = s.putArray("signMap");
        for (int y = 0; y < g.height(); y++) {
            ArrayNode row = rows.addArray();
            for (int x = 0; x < g.width(); x++) {
                int c = board.at(g.point(x, y));
                row.add(c == 1 ? 1 : c == 2 ? -1 : 0);
            }
        }
        s.put("toMove", name(game.toMove()));
        ObjectNode captures = s.putObject("captures");
        captures.put("black", board.prisoners(Stone.BLACK));
        captures.put("white", board.prisoners(Stone.WHITE));
        s.put("over", game.isOver());
        s.put("atMainEnd", served.atMainEnd());
        served.result().ifPresentOrElse(r -> s.put("result", r.toSgf()), () -> s.putNull("result"));
        s.put("thinking", served.thinking());
        s.put("engineToMove", served.seats().engine() != null && game.toMove() == served.seats().engine() && !game.isOver());
        if (served.warning() != null) {
            s.put("warning", served.warning());
        }
        List<SgfNode> line = served.line();
        s.put("index", served.index());
        ArrayNode moves = s.putArray("line");
        ArrayNode graph = s.putArray("graph");
        for (int i = 0; i < line.size(); i++) {
            SgfNode node = line.get(i);
            ObjectNode m = moves.addObject();
            Stone colour = ServedGame.colourOf(node);
            Move move = colour == null ? null : served.moveOf(node);
            m.put("color", colour == null ? null : name(colour));
            if (move instanceof Move.Play play) {
                m.put("vertex", g.toGtp(play.point()));
                m.put("x", g.col(play.point()));
                m.put("y", g.row(play.point()));
            } else {
                m.put("vertex", move == null ? null : "pass");
            }
            int[] variation = ServedGame.variationOf(node);
            m.put("variation", variation[0]);
            m.put("variations", variation[1]);
            ServedGame.Eval eval = served.eval(node);
            if (eval != null) {
                ObjectNode point = graph.addObject();
                point.put("index", i);
                point.put("winRate", round(eval.blackWinRate(), 4));
                point.put("lead", round(eval.blackLead(), 2));
            }
        }
        SgfNode current = served.current();
        Stone lastColour = ServedGame.colourOf(current);
        Move last = lastColour == null ? null : served.moveOf(current);
        if (last instanceof Move.Play play) {
            ObjectNode lm = s.putObject("lastMove");
            lm.put("x", g.col(play.point()));
            lm.put("y", g.row(play.point()));
            lm.put("vertex", g.toGtp(play.point()));
        } else {
            s.putNull("lastMove");
        }
        served.score().ifPresentOrElse(score -> {
            ObjectNode c = s.putObject("count");
            c.put("black", score.black());
            c.put("white", score.white());
            c.put("text", score.describe());
            c.put("result", score.result().toSgf());
            ArrayNode dead = c.putArray("dead");
            for (int p : served.deadPoints()) {
                dead.addArray().add(g.col(p)).add(g.row(p));
            }
        }, () -> s.putNull("count"));
        return s;
    }

    /** An analysis of the node at {@code index} of the line, as the page shows it: every figure for Black. */
    static ObjectNode analysis(Analysis a, Geometry g, int index, long version) {
        ObjectNode s = MAPPER.createObjectNode();
        s.put("type", "analysis");
        s.put("index", index);
        s.put("version", version);
        boolean black = a.toMove() == 1;
        s.put("playouts", a.playouts());
        s.put("winRate", round(black ? a.winRate() : 1 - a.winRate(), 4));
        s.put("lead", round(black ? a.scoreLead() : -a.scoreLead(), 2));
        ArrayNode moves = s.putArray("moves");
        int shown = 0;
        for (Analysis.MoveInfo m : a.moves()) {
            if (shown == 10) {
                break;
            }
            ObjectNode o = moves.addObject();
            if (m.move() instanceof Move.Play play) {
                o.put("vertex", g.toGtp(play.point()));
                o.put("x", g.col(play.point()));
                o.put("y", g.row(play.point()));
            } else {
                o.put("vertex", "pass");
            }
            o.put("visits", m.visits());
            o.put("winRate", round(m.winRate(), 4)); // for the side to move: the page labels the mover's choices
            o.put("lead", round(m.scoreLead(), 2));
            o.put("order", m.order());
            shown++;
        }
        if (a.ownership() != null) {
            ArrayNode rows = s.putArray("ownership");
            for (int y = 0; y < g.height(); y++) {
                ArrayNode row = rows.addArray();
                for (int x = 0; x < g.width(); x++) {
                    row.add(round(a.ownership()[g.point(x, y)], 3));
                }
            }
        }
        return s;
    }

    static ObjectNode error(String message, String reason) {
        ObjectNode e = MAPPER.createObjectNode();
        e.put("type", "error");
        e.put("error", message);
        if (reason != null) {
            e.put("reason", reason);
        }
        return e;
    }

    static String name(Stone stone) {
        return stone == Stone.BLACK ? "black" : "white";
    }

    private static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }
}
