package org.tengen.core.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Writes game trees as canonical, readable SGF: the root's properties in a fixed order (GM FF CA AP ST SZ KM
 * HA RU, then the game information), plain moves packed up to 80 columns, every other node on a line of its
 * own, each variation on a new line, values as they were read. Reading the output gives back equal trees:
 * {@code parse(write(t))} equals {@code t}.
 */
public final class SgfWriter {
    static final List<String> ROOT_ORDER = List.of("GM", "FF", "CA", "AP", "ST", "SZ", "KM", "HA", "RU",
            "GN", "EV", "RO", "DT", "PC", "PB", "BR", "BT", "PW", "WR", "WT", "TM", "OT", "RE",
            "GC", "ON", "AN", "CP", "SO", "US");
    private static final int WIDTH = 80;

    /** Markers on the writer's stack for a variation's parentheses. */
    private static final Object OPEN = new Object();
    private static final Object CLOSE = new Object();

    private final StringBuilder out = new StringBuilder();
    /** Characters on the current line. */
    private int column;
    /** Whether the current line holds only '(' so far, where a node may follow without a break. */
    private boolean onlyParens = true;
    /** Whether the next node must start a line (the last one was not a plain move). */
    private boolean breakBeforeNext;

    private SgfWriter() {
    }

    /**
     * Writes a collection.
     *
     * @param games the roots of the game trees
     * @return canonical SGF text: each game tree, one after another
     */
    public static String write(List<SgfNode> games) {
        SgfWriter w = new SgfWriter();
        for (SgfNode game : games) {
            w.gameTree(game);
        }
        return w.out.toString();
    }

    /**
     * Writes one game tree.
     *
     * @param node the first node written
     * @return canonical SGF text of the node and everything below it, in parentheses
     */
    public static String write(SgfNode node) {
        return write(List.of(node));
    }

    private void gameTree(SgfNode root) {
        Deque<Object> pending = new ArrayDeque<>();
        open();
        pending.push(CLOSE);
        pending.push(root);
        while (!pending.isEmpty()) {
            Object item = pending.pop();
            if (item == CLOSE) {
                text(")");
                continue;
            }
            if (item == OPEN) {
                open();
                continue;
            }
            SgfNode node = (SgfNode) item;
            node(node);
            List<SgfNode> children = node.children();
            if (children.size() == 1) {
                pending.push(children.get(0));
            } else {
                for (int i = children.size() - 1; i >= 0; i--) {
                    pending.push(CLOSE);
                    pending.push(children.get(i));
                    pending.push(OPEN);
                }
            }
        }
        newline();
    }

    private void open() {
        if (!onlyParens) {
            newline();
        }
        text("(");
    }

    private void node(SgfNode node) {
        List<SgfProperty> properties = node.isRoot() ? rootOrder(node) : node.properties();
        boolean plainMove = properties.size() == 1 && isMove(properties.get(0).id()) && properties.get(0).values().size() == 1;
        if (plainMove && !breakBeforeNext) {
            String s = ";" + properties.get(0).id() + "[" + properties.get(0).value() + "]";
            if (column + s.length() > WIDTH) {
                newline();
            }
            text(s);
            return;
        }
        if (!onlyParens) {
            newline();
        }
        text(";");
        for (SgfProperty p : properties) {
            property(p);
        }
        breakBeforeNext = !plainMove;
    }

    private void property(SgfProperty p) {
        int length = p.id().length();
        for (String v : p.values()) {
            length += v.length() + 2;
        }
        if (column + length > WIDTH && column > 1) {
            newline();
        }
        text(p.id());
        for (String v : p.values()) {
            if (column + v.length() + 2 > WIDTH && column > p.id().length()) {
                newline(); // a long list of points goes on over several lines
            }
            text("[" + v + "]");
        }
    }

    private static boolean isMove(String id) {
        return id.equals("B") || id.equals("W");
    }

    private static List<SgfProperty> rootOrder(SgfNode root) {
        List<SgfProperty> sorted = new ArrayList<>();
        for (String id : ROOT_ORDER) {
            root.property(id).ifPresent(sorted::add);
        }
        for (SgfProperty p : root.properties()) {
            if (!ROOT_ORDER.contains(p.id())) {
                sorted.add(p);
            }
        }
        return sorted;
    }

    private void text(String s) {
        out.append(s);
        int lastBreak = s.lastIndexOf('\n');
        column = lastBreak < 0 ? column + s.length() : s.length() - lastBreak - 1;
        onlyParens = onlyParens && s.equals("(");
        if (!s.equals("(")) {
            breakBeforeNext = false;
        }
    }

    private void newline() {
        if (column > 0) {
            out.append('\n');
            column = 0;
            onlyParens = true;
        }
    }
}
