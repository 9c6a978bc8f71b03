package org.tengen.core.sgf;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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

    /**
     * Writes a game as a game tree.
     *
     * @param game the game, read and not changed
     * @param application the program's name and version for AP, such as {@code tengen:0.1}
     * @return the root of a new game tree
     */
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
        List<String> handicap = new ArrayList<>();
        SgfNode node = root;
        Setup setup = new Setup();
        List<Turn> history = game.history();
        for (int i = 0; i < history.size(); i++) {
            Turn turn = history.get(i);
            if (turn.move() instanceof Move.Resign) {
                continue; // a resignation is in RE, not a node
            }
            if (turn.setup()) {
                String point = g.toSgf(((Move.Play) turn.move()).point());
                if (i < game.handicapStones()) {
                    handicap.add(point);
                } else {
                    if (setup.conflicts(turn, point)) {
                        node = setup.write(node, root, !handicap.isEmpty());
                    }
                    setup.add(turn, point);
                }
                continue;
            }
            node = setup.write(node, root, !handicap.isEmpty());
            node = node.addChild();
            node.set(turn.stone() == Stone.BLACK ? "B" : "W", SgfPoints.value(turn.move(), g));
        }
        if (!handicap.isEmpty()) {
            root.set("AB", handicap.toArray(new String[0]));
        }
        SgfNode last = setup.write(node, root, !handicap.isEmpty());
        if (game.result() == null && game.toMove() != expectedToMove(game)) {
            last.set("PL", game.toMove() == Stone.BLACK ? "B" : "W");
        }
        return root;
    }

    /**
     * Setup stones and removals since the last move, as the AE, AB and AW of one node. A replay applies AE
     * first, so a stone set up and then removed in the same run is simply dropped.
     */
    private static final class Setup {
        final Set<String> black = new LinkedHashSet<>();
        final Set<String> white = new LinkedHashSet<>();
        final Set<String> removed = new LinkedHashSet<>();
        /** Whether setup went in the root already: more setup then needs a node of its own. */
        private boolean rootWritten;

        /** A stone on a point emptied in this run: FF[4] allows a point in only one of AE, AB and AW of a node. */
        boolean conflicts(Turn turn, String point) {
            return !turn.removal() && removed.contains(point);
        }

        void add(Turn turn, String point) {
            if (turn.removal()) {
                if (!black.remove(point) && !white.remove(point)) {
                    removed.add(point);
                }
            } else {
                (turn.stone() == Stone.BLACK ? black : white).add(point);
            }
        }

        /**
         * Writes what is pending: in the root before the first move (unless the root holds a handicap, which
         * must stay alone to read as one), else in a node of its own, as FF[4] keeps setup and moves apart.
         * Returns the node the next move follows.
         */
        SgfNode write(SgfNode node, SgfNode root, boolean rootHoldsHandicap) {
            if (black.isEmpty() && white.isEmpty() && removed.isEmpty()) {
                return node;
            }
            if (node != root || rootHoldsHandicap || rootWritten) {
                node = node.addChild();
            }
            rootWritten |= node == root;
            put(node, "AE", removed);
            put(node, "AB", black);
            put(node, "AW", white);
            return node;
        }

        private static void put(SgfNode node, String id, Set<String> points) {
            if (!points.isEmpty()) {
                node.set(id, points.toArray(new String[0]));
                points.clear();
            }
        }
    }

    /** Who a reader takes to move at the end: the opponent of the last move, White after a handicap alone, else Black. */
    private static Stone expectedToMove(Game game) {
        for (int i = game.history().size() - 1; i >= 0; i--) {
            Turn t = game.history().get(i);
            if (!t.setup() && !(t.move() instanceof Move.Resign)) {
                return t.stone().opponent();
            }
        }
        return game.handicapStones() > 0 ? Stone.WHITE : Stone.BLACK;
    }

    private static String ruName(Rules rules) {
        String preset = rules.presetName();
        if (preset != null && rules.moveLimit() == 0) {
            return RU.getOrDefault(preset, preset);
        }
        return rules.toJson();
    }
}
