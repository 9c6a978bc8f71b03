package org.tengen.core.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.tengen.core.Rules;

/**
 * Rewrites game trees into the form other programs read without guessing: the root says {@code GM[1]},
 * {@code FF[4]} and {@code CA[UTF-8]} (the text is written as UTF-8, whatever the file was), {@code KM}
 * holds the komi it means (a server's {@code KM[375]} becomes {@code KM[7.5]}), and a property FF[4]
 * gives one value has one. Nothing read is lost: a comment written twice in a node ({@code C[a]C[b]}, read
 * as one property of two values) becomes one comment, the parts a blank line apart; any other such property
 * ({@code AP[CGoban:3]AP[MultiGo:4]}) keeps its first value and the others go to the end of the node's
 * comment as written ({@code AP[MultiGo:4]}). Unknown and private properties are left as they are.
 */
public final class SgfNormalizer {
    private static final Set<SgfType> SINGLE_VALUED = EnumSet.of(SgfType.MOVE, SgfType.NUMBER, SgfType.REAL,
            SgfType.COLOR, SgfType.DOUBLE, SgfType.NONE, SgfType.TEXT, SgfType.SIMPLE_TEXT, SgfType.SIZE,
            SgfType.UNCHECKED);

    private SgfNormalizer() {
    }

    /**
     * Normalizes every game tree in place.
     *
     * @param games the roots of the game trees
     */
    public static void normalize(List<SgfNode> games) {
        for (SgfNode root : games) {
            normalize(root);
        }
    }

    /**
     * Normalizes one game tree in place.
     *
     * @param root the root of the game tree
     */
    public static void normalize(SgfNode root) {
        if (!root.has("GM")) {
            root.set("GM", "1");
        }
        root.set("FF", "4");
        root.set("CA", "UTF-8");
        SgfGames.gameInfoNode(root, "KM").ifPresent(node -> {
            SgfProperty km = node.property("KM").orElseThrow();
            try {
                node.set(new SgfProperty("KM", List.of(Rules.formatPoints(SgfGames.komi(km))), km.line(), km.column()));
            } catch (SgfException e) {
                // a komi that can't be read is kept as written: normalizing changes no meaning
            }
        });
        Deque<SgfNode> pending = new ArrayDeque<>();
        pending.push(root);
        while (!pending.isEmpty()) {
            SgfNode node = pending.pop();
            List<String> moved = new ArrayList<>();
            for (SgfProperty p : node.properties()) {
                if (p.values().size() < 2 || !SINGLE_VALUED.contains(SgfType.of(p.id()))) {
                    continue;
                }
                if (SgfType.of(p.id()) == SgfType.TEXT) {
                    node.set(new SgfProperty(p.id(), List.of(String.join("\n\n", p.values())), p.line(), p.column()));
                    continue;
                }
                node.set(new SgfProperty(p.id(), List.of(p.value()), p.line(), p.column()));
                for (String extra : p.values().subList(1, p.values().size())) {
                    moved.add(p.id() + "[" + extra + "\\]"); // raw Text: the closing bracket escaped
                }
            }
            if (!moved.isEmpty()) {
                String comment = node.value("C");
                String added = String.join("\n", moved);
                SgfProperty c = node.property("C").orElse(null);
                node.set(c == null ? new SgfProperty("C", List.of(added))
                        : new SgfProperty("C", List.of(comment + "\n\n" + added), c.line(), c.column()));
            }
            for (SgfNode child : node.children()) {
                pending.push(child);
            }
        }
    }
}
