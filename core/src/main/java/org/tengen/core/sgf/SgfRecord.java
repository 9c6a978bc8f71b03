package org.tengen.core.sgf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.Stone;
import org.tengen.core.Turn;

/**
 * A {@link Game} written as a game tree: the root with the board, rules, komi, handicap and result, the
 * setup stones before the first move as AB and AW, then one node per move, and PL at the end when the
 * side to move is not the one a reader would assume. Replaying the tree with
 * {@link SgfReplay} gives back the same positions.
 */
public final class SgfRecord {
    /** RU names other programs read for tengen's presets; other rules are written as KataGo's JSON. */
    private static final Map<String, String> RU = Map.of(
            "japanese", "Japanese", "chinese", "Chinese", "korean", "Korean", "aga", "AGA",
            "new-zealand", "NZ", "ing", "GOE", "tromp-taylor", "tromp-taylor");

    private SgfRecord() {
    }

    /** The game as a game tree; {@code application} goes in AP (such as {@code tengen:0.1}). */
    public static SgfNode of(Game game, String application) {
        Geometry g = game.geometry();
        Rules rules = game.rules();
        SgfNode root = new SgfNode();
        root.set("GM", "1").set("FF", "4").set("CA", "UTF-8");
        root.setText("AP", application);
        root.set("SZ", g.width() == g.height() ? "" + g.width() : g.width() + ":" + g.height());
        root.set("KM", Rules.formatPoints(rules.komi()));
        root.setText("RU", ruName(rules));
        if (game.handicapStones() > 0) {
            root.set("HA", "" + game.handicapStones());
        }
        if (game.result() != null) {
            root.set("RE", game.result().toSgf());
        }
        SgfNode node = root;
        List<String> black = new ArrayList<>();
        List<String> white = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (Turn turn : game.history()) {
            if (turn.move() instanceof Move.Resign) {
                continue; // a resignation is in RE, not a node
            }
            if (turn.setup()) {
                String point = g.toSgf(((Move.Play) turn.move()).point());
                (turn.removal() ? removed : turn.stone() == Stone.BLACK ? black : white).add(point);
                continue;
            }
            node = putSetup(node, root, black, white, removed);
            node = node.addChild();
            node.set(turn.stone() == Stone.BLACK ? "B" : "W", SgfPoints.value(turn.move(), g));
        }
        SgfNode last = putSetup(node, root, black, white, removed);
        if (game.result() == null && game.toMove() != expectedToMove(game)) {
            last.set("PL", game.toMove() == Stone.BLACK ? "B" : "W");
        }
        return root;
    }

    /** Who a reader takes to move at the end: the opponent of the last move, White after a handicap alone, else Black. */
    private static Stone expectedToMove(Game game) {
        for (int i = game.history().size() - 1; i >= 0; i--) {
            Turn t = game.history().get(i);
            if (!t.setup()) {
                return t.stone().opponent();
            }
        }
        return game.handicapStones() > 0 ? Stone.WHITE : Stone.BLACK;
    }

    /**
     * Writes pending setup stones: in the root before the first move, else in a node of their own (FF[4]
     * keeps setup and moves in separate nodes). Returns the node the next move follows.
     */
    private static SgfNode putSetup(SgfNode node, SgfNode root, List<String> black, List<String> white, List<String> removed) {
        if (black.isEmpty() && white.isEmpty() && removed.isEmpty()) {
            return node;
        }
        if (node != root) {
            node = node.addChild();
        }
        if (!removed.isEmpty()) {
            node.set("AE", removed.toArray(new String[0]));
        }
        if (!black.isEmpty()) {
            node.set("AB", black.toArray(new String[0]));
        }
        if (!white.isEmpty()) {
            node.set("AW", white.toArray(new String[0]));
        }
        black.clear();
        white.clear();
        removed.clear();
        return node;
    }

    private static String ruName(Rules rules) {
        String preset = rules.presetName();
        if (preset != null && rules.moveLimit() == 0) {
            return RU.getOrDefault(preset, preset);
        }
        return rules.toJson();
    }
}
