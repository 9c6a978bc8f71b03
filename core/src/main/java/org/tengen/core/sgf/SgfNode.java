package org.tengen.core.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;

/**
 * A node of an SGF game tree: its properties, at most one per identifier, and its children. The first
 * child continues the main line; the others are variations. A game tree is its root node.
 *
 * <p>Equality is by content, the whole subtree: the same properties (their order in the node doesn't
 * matter, as in FF[4]) and equal children in the same order. Positions in the file don't count. Every
 * walk over a tree here is iterative, so a game of a million moves or deeply nested variations doesn't
 * overflow the stack.
 */
public final class SgfNode {
    private static final SgfProperty[] NO_PROPERTIES = {};

    // Compact, as a file may hold millions of nodes: an exact array of properties, and the children as
    // null (none), the one child itself, or a list.
    private SgfProperty[] properties = NO_PROPERTIES;
    private Object children;
    private SgfNode parent;
    private final int line;
    private final int column;

    /** A node made in code. */
    public SgfNode() {
        this(0, 0);
    }

    /** A node read at this line and column (of its ';'). */
    public SgfNode(int line, int column) {
        this.line = line;
        this.column = column;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public Optional<SgfNode> parent() {
        return Optional.ofNullable(parent);
    }

    public boolean isRoot() {
        return parent == null;
    }

    /** The root of the game tree this node belongs to. */
    public SgfNode root() {
        SgfNode n = this;
        while (n.parent != null) {
            n = n.parent;
        }
        return n;
    }

    @SuppressWarnings("unchecked")
    public List<SgfNode> children() {
        if (children == null) {
            return List.of();
        }
        return children instanceof SgfNode ? List.of((SgfNode) children)
                : Collections.unmodifiableList((List<SgfNode>) children);
    }

    /** The first child (the main line), or null for a leaf. */
    @SuppressWarnings("unchecked")
    SgfNode firstChild() {
        return children == null || children instanceof SgfNode ? (SgfNode) children : ((List<SgfNode>) children).get(0);
    }

    /** Adds {@code child} (which has no parent) as the last child: the main line if it is the first. */
    public SgfNode addChild(SgfNode child) {
        if (child.parent != null) {
            throw new IllegalArgumentException("the node already has a parent");
        }
        if (child == root()) {
            throw new IllegalArgumentException("a node cannot be its own descendant");
        }
        return link(child);
    }

    /** Adds a new node as the last child without the checks, which cost the depth: for the parser. */
    @SuppressWarnings("unchecked")
    SgfNode link(SgfNode child) {
        if (children == null) {
            children = child;
        } else if (children instanceof SgfNode) {
            List<SgfNode> list = new ArrayList<>(2);
            list.add((SgfNode) children);
            list.add(child);
            children = list;
        } else {
            ((List<SgfNode>) children).add(child);
        }
        child.parent = this;
        return child;
    }

    /** Adds a new empty child and returns it. */
    public SgfNode addChild() {
        return addChild(new SgfNode());
    }

    /** Puts a new node between this one and its children, which become the new node's; returns it. */
    SgfNode interpose() {
        SgfNode middle = new SgfNode(line, column);
        middle.children = children;
        for (SgfNode c : children()) {
            c.parent = middle;
        }
        children = middle;
        middle.parent = this;
        return middle;
    }

    /** The nodes from the root to this one, both included. */
    public List<SgfNode> pathFromRoot() {
        List<SgfNode> path = new ArrayList<>();
        for (SgfNode n = this; n != null; n = n.parent) {
            path.add(n);
        }
        Collections.reverse(path);
        return path;
    }

    /** The last node of the main line from here: first children until a node has none. */
    public SgfNode mainLineEnd() {
        SgfNode n = this;
        while (n.children != null) {
            n = n.firstChild();
        }
        return n;
    }

    // ---------------------------------------------------------------- properties

    public List<SgfProperty> properties() {
        return Collections.unmodifiableList(Arrays.asList(properties));
    }

    public boolean has(String id) {
        return find(id) >= 0;
    }

    public Optional<SgfProperty> property(String id) {
        int i = find(id);
        return i < 0 ? Optional.empty() : Optional.of(properties[i]);
    }

    private int find(String id) {
        for (int i = 0; i < properties.length; i++) {
            if (properties[i].id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    /** The first value of a property as written, or null when the node doesn't have it. */
    public String value(String id) {
        int i = find(id);
        return i < 0 ? null : properties[i].value();
    }

    /** Every value of a property as written; empty when the node doesn't have it. */
    public List<String> values(String id) {
        return property(id).map(SgfProperty::values).orElse(List.of());
    }

    /** A Text property decoded (escapes and soft line breaks resolved), or null when absent. */
    public String text(String id) {
        String v = value(id);
        return v == null ? null : SgfText.decodeText(v);
    }

    /** A SimpleText property decoded (line breaks become spaces), or null when absent. */
    public String simpleText(String id) {
        String v = value(id);
        return v == null ? null : SgfText.decodeSimpleText(v);
    }

    /** Sets a property to values written as given (already escaped), replacing it where it was. */
    public SgfNode set(String id, String... rawValues) {
        return set(new SgfProperty(id, List.of(rawValues)));
    }

    /** The properties the parser read for this node, each identifier once. */
    void setParsedProperties(List<SgfProperty> parsed) {
        properties = parsed.toArray(NO_PROPERTIES);
    }

    /** Sets a property, replacing one with the same identifier where it was, else adding it at the end. */
    public SgfNode set(SgfProperty property) {
        int i = find(property.id());
        if (i >= 0) {
            properties[i] = property;
        } else {
            properties = Arrays.copyOf(properties, properties.length + 1);
            properties[properties.length - 1] = property;
        }
        return this;
    }

    /** Sets a Text or SimpleText property to {@code text}, escaped as SGF needs. */
    public SgfNode setText(String id, String text) {
        return set(id, SgfText.escape(text));
    }

    /** Removes a property; false when the node didn't have it. */
    public boolean remove(String id) {
        int i = find(id);
        if (i < 0) {
            return false;
        }
        SgfProperty[] fewer = new SgfProperty[properties.length - 1];
        System.arraycopy(properties, 0, fewer, 0, i);
        System.arraycopy(properties, i + 1, fewer, i, fewer.length - i);
        properties = fewer;
        return true;
    }

    // ---------------------------------------------------------------- content equality

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SgfNode)) {
            return false;
        }
        Deque<SgfNode[]> pending = new ArrayDeque<>();
        pending.push(new SgfNode[] {this, (SgfNode) o});
        while (!pending.isEmpty()) {
            SgfNode[] pair = pending.pop();
            SgfNode a = pair[0];
            SgfNode b = pair[1];
            List<SgfNode> ac = a.children();
            List<SgfNode> bc = b.children();
            if (!a.sameProperties(b) || ac.size() != bc.size()) {
                return false;
            }
            for (int i = 0; i < ac.size(); i++) {
                pending.push(new SgfNode[] {ac.get(i), bc.get(i)});
            }
        }
        return true;
    }

    private boolean sameProperties(SgfNode other) {
        if (properties.length != other.properties.length) {
            return false;
        }
        if (properties.length > 8) {
            return new HashSet<>(Arrays.asList(properties)).equals(new HashSet<>(Arrays.asList(other.properties)));
        }
        for (SgfProperty p : properties) {
            if (!other.property(p.id()).map(p::equals).orElse(false)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 0;
        Deque<SgfNode> pending = new ArrayDeque<>();
        pending.push(this);
        while (!pending.isEmpty()) {
            SgfNode n = pending.pop();
            int props = 0;
            for (SgfProperty p : n.properties) {
                props += p.hashCode(); // a sum: the order of properties doesn't count
            }
            List<SgfNode> children = n.children();
            h = h * 31 + props + children.size();
            for (SgfNode c : children) {
                pending.push(c);
            }
        }
        return h;
    }

    /** The subtree in canonical SGF, without the enclosing parentheses' game-tree meaning. */
    @Override
    public String toString() {
        return SgfWriter.write(this);
    }
}
