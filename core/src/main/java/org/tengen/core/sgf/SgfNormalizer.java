package org.tengen.core.sgf;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.tengen.core.Rules;

/**
 * Rewrites game trees into the form other programs read without guessing: the root says {@code GM[1]},
 * {@code FF[4]} and {@code CA[UTF-8]} (the text is written as UTF-8, whatever the file was), {@code KM}
 * holds the komi it means (a server's {@code KM[375]} becomes {@code KM[7.5]}), and a property FF[4]
 * gives one value keeps only its first (two AP in one root read as one property of two values).
 * Unknown and private properties are left as they are.
 */
public final class SgfNormalizer {
    private static final Set<SgfType> SINGLE_VALUED = EnumSet.of(SgfType.MOVE, SgfType.NUMBER, SgfType.REAL,
            SgfType.COLOR, SgfType.DOUBLE, SgfType.NONE, SgfType.TEXT, SgfType.SIMPLE_TEXT, SgfType.SIZE,
            SgfType.UNCHECKED);

    private SgfNormalizer() {
    }

    /** Normalizes every game tree in place. */
    public static void normalize(List<SgfNode> games) {
        for (SgfNode root : games) {
            normalize(root);
        }
    }

    /** Normalizes one game tree in place. */
    public static void normalize(SgfNode root) {
        if (!root.has("GM")) {
            root.set("GM", "1");
        }
        root.set("FF", "4");
        root.set("CA", "UTF-8");
        root.property("KM").ifPresent(km -> {
            try {
                root.set(new SgfProperty("KM", List.of(Rules.formatPoints(SgfGames.komi(km))), km.line(), km.column()));
            } catch (SgfException e) {
                // a komi that can't be read is kept as written: normalizing changes no meaning
            }
        });
        Deque<SgfNode> pending = new ArrayDeque<>();
        pending.push(root);
        while (!pending.isEmpty()) {
            SgfNode node = pending.pop();
            for (SgfProperty p : node.properties()) {
                if (p.values().size() > 1 && SINGLE_VALUED.contains(SgfType.of(p.id()))) {
                    node.set(new SgfProperty(p.id(), List.of(p.value()), p.line(), p.column()));
                }
            }
            for (SgfNode child : node.children()) {
                pending.push(child);
            }
        }
    }
}
