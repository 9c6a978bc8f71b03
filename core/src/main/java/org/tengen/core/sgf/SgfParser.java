package org.tengen.core.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The SGF grammar over decoded text: {@code Collection = GameTree+}, {@code GameTree = "(" Node+ GameTree*
 * ")"}, {@code Node = ";" Property*}, {@code Property = Ident Value+}, {@code Value = "[" text "]"}. An
 * explicit stack stands in for recursion, so nesting depth costs heap, not Java stack. Text before the
 * first game tree (mail headers, a byte-order mark) and after the last one is skipped, as FF[4] asks.
 *
 * <p>Read tolerantly, a game tree or variation whose first node has no {@code ;} (the Nihon Kiin's
 * {@code (} header, a problem collection's {@code (N[...]}) reads as if it had one, with a warning.
 * Either way a property repeated in a node ({@code AB[aa]AB[bb]}) is read as one, with a warning.
 */
final class SgfParser {
    private final String s;
    private final int n;
    private int pos;
    private int line = 1;
    private int column = 1;

    /**
     * One open game tree: where its '(' was, the node its first node hangs from, its last node so far and
     * that node's number on its path (the root 0).
     */
    private static final class Level {
        final SgfNode parent;
        final int line;
        final int column;
        SgfNode last;
        int lastDepth;
        boolean hadVariation;

        Level(SgfNode parent, int parentDepth, int line, int column) {
            this.parent = parent;
            this.lastDepth = parentDepth;
            this.line = line;
            this.column = column;
        }
    }

    private final int maxNodes;
    private int nodes;
    private final boolean tolerant;
    private final List<SgfWarning> warnings;

    SgfParser(String text, int maxNodes, boolean tolerant, List<SgfWarning> warnings) {
        this.s = text;
        this.n = text.length();
        this.maxNodes = maxNodes;
        this.tolerant = tolerant;
        this.warnings = warnings;
    }

    List<SgfNode> parseCollection() {
        List<SgfNode> games = new ArrayList<>();
        while (skipToGameTree(games.isEmpty())) {
            games.add(parseGameTree());
        }
        if (games.isEmpty()) {
            throw new SgfException(1, 1, "no SGF game tree in the input (a game record starts with '(;', as in (;GM[1]SZ[19];B[pd]))");
        }
        return games;
    }

    /**
     * Moves to the next '(' that opens a game tree; false at the end of the input. A ')' right after a game
     * tree is one too many; once other text has followed the last tree, the rest is text (a signature,
     * a smiley) until another tree opens.
     */
    private boolean skipToGameTree(boolean beforeFirst) {
        boolean text = beforeFirst;
        while (true) {
            skipWhitespace();
            if (pos >= n) {
                return false;
            }
            char c = s.charAt(pos);
            if (c == '(' && (nodeFollows() || (tolerant && propertyFollows()))) {
                return true;
            }
            if (c == ')' && !text) {
                throw error("unexpected ')': no game tree is open here");
            }
            text = true;
            advance();
        }
    }

    private boolean nodeFollows() {
        int i = pos + 1;
        while (i < n && isWhitespace(s.charAt(i))) {
            i++;
        }
        return i < n && s.charAt(i) == ';';
    }

    /** After a '(': a property such as {@code GM[1]} (capital letters, then '['), where ';' should be. */
    private boolean propertyFollows() {
        int i = pos + 1;
        while (i < n && isWhitespace(s.charAt(i))) {
            i++;
        }
        if (i >= n || s.charAt(i) < 'A' || s.charAt(i) > 'Z') {
            return false;
        }
        while (i < n && isLetter(s.charAt(i))) {
            i++;
        }
        while (i < n && isWhitespace(s.charAt(i))) {
            i++;
        }
        return i < n && s.charAt(i) == '[';
    }

    private SgfNode parseGameTree() {
        Deque<Level> open = new ArrayDeque<>();
        open.push(new Level(null, -1, line, column));
        advance(); // '('
        SgfNode root = null;
        while (true) {
            skipWhitespace();
            Level level = open.peek();
            if (pos >= n) {
                throw new SgfException(level.line, level.column, "the game tree opened here is never closed: ')' is missing at the end of the file");
            }
            char c = s.charAt(pos);
            boolean implicitNode = level.last == null && isLetter(c);
            if (implicitNode && !tolerant) {
                throw error("expected ';' to start the " + (level.parent == null ? "game tree's" : "variation's")
                        + " first node, found " + describe(c));
            }
            if (c == ';' || implicitNode) {
                if (level.hadVariation) {
                    throw error("a node cannot follow a variation: expected '(' or ')'");
                }
                if (++nodes > maxNodes) {
                    throw error("more than " + String.format(java.util.Locale.ROOT, "%,d", maxNodes)
                            + " nodes: far beyond any game record, and more than tengen holds in memory");
                }
                SgfNode node = new SgfNode(line, column);
                if (implicitNode) {
                    warnings.add(new SgfWarning(line, column, (level.parent == null ? "a game tree" : "a variation")
                            + " opened without ';': read as a node, as if '(;' had been written"));
                } else {
                    advance();
                }
                if (level.last != null) {
                    level.last.link(node);
                } else if (level.parent != null) {
                    level.parent.link(node);
                } else {
                    root = node;
                }
                level.last = node;
                level.lastDepth++;
                parseProperties(node, level.lastDepth);
            } else if (c == '(') {
                if (level.last == null) {
                    throw error("expected ';' to start the game tree's first node, found '('");
                }
                level.hadVariation = true;
                open.push(new Level(level.last, level.lastDepth, line, column));
                advance();
            } else if (c == ')') {
                if (level.last == null) {
                    throw error("empty game tree: '()' holds no node (expected ';' after '(')");
                }
                open.pop();
                advance();
                if (open.isEmpty()) {
                    normalizeMoves(root);
                    return root;
                }
            } else {
                throw error("unexpected " + describe(c) + ": expected ';', '(', ')' or a property such as B[dd]");
            }
        }
    }

    /** A property being read: a node that repeats an identifier gets all its values in one property. */
    private static final class Pending {
        final String id;
        final List<String> values = new ArrayList<>(1);
        final int line;
        final int column;
        boolean repeated;

        Pending(String id, int line, int column) {
            this.id = id;
            this.line = line;
            this.column = column;
        }
    }

    private void parseProperties(SgfNode node, int depth) {
        List<Pending> read = new ArrayList<>(2);
        Map<String, Pending> byId = null; // made once a node has several properties, so a huge node stays linear
        while (true) {
            skipWhitespace();
            if (pos >= n || !isLetter(s.charAt(pos))) {
                break;
            }
            int idLine = line;
            int idColumn = column;
            String id = identifier();
            skipWhitespace();
            if (pos >= n || s.charAt(pos) != '[') {
                throw error("property " + id + " has no value: expected '[' after it, found "
                        + (pos >= n ? "the end of the file" : describe(s.charAt(pos))));
            }
            Pending property = null;
            if (byId != null) {
                property = byId.get(id);
            } else if (!read.isEmpty() && read.get(0).id.equals(id)) {
                property = read.get(0);
            }
            if (property != null) {
                if (!property.repeated) {
                    property.repeated = true; // one warning however often it repeats
                    warnings.add(new SgfWarning(idLine, idColumn, id + " a second time in "
                            + SgfWarning.node(depth) + " (first at line " + property.line + ", column "
                            + property.column + "): FF[4] allows a property once in a node; read as one " + id
                            + " with all the values"));
                }
            } else {
                property = new Pending(id, idLine, idColumn);
                read.add(property);
                if (byId == null && read.size() > 1) {
                    byId = new HashMap<>();
                    for (Pending r : read) {
                        byId.put(r.id, r);
                    }
                } else if (byId != null) {
                    byId.put(id, property);
                }
            }
            do {
                property.values.add(readValue());
                skipWhitespace();
            } while (pos < n && s.charAt(pos) == '[');
        }
        if (!read.isEmpty()) {
            List<SgfProperty> properties = new ArrayList<>(read.size());
            for (Pending r : read) {
                properties.add(new SgfProperty(r.id, r.values, r.line, r.column));
            }
            node.setParsedProperties(properties);
        }
    }

    /** Reads a property identifier; FF[3]'s lower-case padding is dropped ({@code AddBlack} is AB). */
    private String identifier() {
        int idLine = line;
        int idColumn = column;
        int start = pos;
        boolean lower = false;
        while (pos < n && isLetter(s.charAt(pos))) {
            lower |= s.charAt(pos) >= 'a';
            advance();
        }
        String raw = s.substring(start, pos);
        String id = lower ? raw.replaceAll("[a-z]", "") : raw;
        if (id.isEmpty()) {
            throw new SgfException(idLine, idColumn, "bad property identifier '" + raw
                    + "': identifiers are capital letters, such as B, AB or KM");
        }
        return SgfType.canonical(id);
    }

    /** Reads {@code [ ... ]} and returns what is between, escapes kept, line breaks as {@code \n}. */
    private String readValue() {
        int openLine = line;
        int openColumn = column;
        advance(); // '['
        StringBuilder v = null;
        int start = pos;
        while (pos < n) {
            char c = s.charAt(pos);
            if (c == ']') {
                String value = v == null ? s.substring(start, pos) : v.append(s, start, pos).toString();
                advance();
                return value;
            }
            if (c == '\\' && pos + 1 < n) {
                advance();
                if (s.charAt(pos) == '\r') {
                    v = flushLineBreak(v, start);
                    start = pos;
                    continue;
                }
                boolean lineFeed = s.charAt(pos) == '\n';
                advance();
                if (lineFeed && pos < n && s.charAt(pos) == '\r') {
                    // LF CR after a backslash is one soft line break (as RISC OS and some editors write it):
                    // kept as backslash LF, so it stays soft, and the CR isn't a hard break after it.
                    v = (v == null ? new StringBuilder() : v).append(s, start, pos);
                    advance();
                    start = pos;
                }
            } else if (c == '\r') {
                v = flushLineBreak(v, start);
                start = pos;
            } else {
                advance();
            }
        }
        throw new SgfException(openLine, openColumn, "the value opened here is never closed: ']' is missing");
    }

    /** At a '\r': appends the text so far and one '\n', and consumes the break (CR LF, or CR alone). */
    private StringBuilder flushLineBreak(StringBuilder v, int start) {
        StringBuilder out = v == null ? new StringBuilder() : v;
        out.append(s, start, pos).append('\n');
        advance();
        if (pos < n && s.charAt(pos) == '\n') {
            advance();
        }
        return out;
    }

    /**
     * Puts moves in the form FF[4] wants: {@code B[tt]} and {@code W[tt]} become passes ({@code B[]}) on
     * boards up to 19x19, where FF[3] wrote them so; a node holding both a B and a W move (as some old
     * programs write) becomes two nodes, the moves in the order written, with a warning.
     */
    private void normalizeMoves(SgfNode root) {
        int[] size = SgfGames.declaredSize(root);
        boolean ttIsPass = size != null && size[0] <= 19 && size[1] <= 19;
        Deque<SgfNode> pending = new ArrayDeque<>();
        Deque<Integer> depths = new ArrayDeque<>();
        pending.push(root);
        depths.push(0);
        while (!pending.isEmpty()) {
            SgfNode node = pending.pop();
            int depth = depths.pop();
            if (ttIsPass) {
                for (String move : new String[] {"B", "W"}) {
                    node.property(move).ifPresent(p -> {
                        if (p.values().size() == 1 && p.value().equals("tt")) {
                            node.set(new SgfProperty(move, List.of(""), p.line(), p.column()));
                        }
                    });
                }
            }
            if (node.has("B") && node.has("W")) {
                String second = node.properties().stream().filter(p -> p.id().equals("B") || p.id().equals("W"))
                        .skip(1).findFirst().orElseThrow().id();
                SgfProperty move = node.property(second).orElseThrow();
                SgfProperty first = node.property(second.equals("B") ? "W" : "B").orElseThrow();
                String both = first.id() + "[" + first.value() + "] then " + move.id() + "[" + move.value() + "]";
                warnings.add(SgfWarning.at(move, both + " in " + SgfWarning.node(depth)
                        + ": FF[4] allows one move in a node; read as two nodes, one move each"));
                node.remove(second);
                node.interpose().set(move);
                depth--; // the new node is not in the file: the nodes after it keep their numbers as written
            }
            for (SgfNode child : node.children()) {
                pending.push(child);
                depths.push(depth + 1);
            }
        }
    }

    // ---------------------------------------------------------------- characters

    private void advance() {
        char c = s.charAt(pos++);
        if (c == '\n' || (c == '\r' && (pos >= n || s.charAt(pos) != '\n'))) {
            line++;
            column = 1;
        } else if (c != '\r') {
            column++;
        }
    }

    private void skipWhitespace() {
        while (pos < n && isWhitespace(s.charAt(pos))) {
            advance();
        }
    }

    private static boolean isWhitespace(char c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\u000b' || c == '\f';
    }

    private static boolean isLetter(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    private SgfException error(String reason) {
        return new SgfException(line, column, reason);
    }

    static String describe(char c) {
        if (c >= 0x20 && c < 0x7f) {
            return "'" + c + "'";
        }
        String code = String.format("U+%04X", (int) c);
        return Character.isISOControl(c) || Character.isSurrogate(c) || c == '\ufffd' ? "character " + code
                : "'" + c + "' (" + code + ")";
    }
}
