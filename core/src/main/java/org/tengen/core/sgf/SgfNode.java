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

    /**
     * A node read from a file.
     *
     * @param line the line of its {@code ;}, from 1
     * @param column the column of its {@code ;}, from 1
     */
    public SgfNode(int line, int column) {
        this.line = line;
        this.column = column;
    }

    /** {@return the line of the node's {@code ;} in the file read, from 1, or 0 for a node made in code} */
    public int line() {
        return line;
    }

    /** {@return the column of the node's {@code ;} in the file read, from 1, or 0 for a node made in code} */
    public int column() {
        return column;
    }

    /** {@return the node this one follows, or empty for a root} */
    public Optional<SgfNode> parent() {
        return Optional.ofNullable(parent);
    }

    /** {@return whether this node has no parent: the first node of a game tree, where the game info is} */
    public boolean isRoot() {
        return parent == null;
    }

    /** {@return the root of the game tree this node belongs to} */
    public SgfNode root() {
        SgfNode n = this;
        while (n.parent != null) {
            n = n.parent;
        }
        return n;
    }

    /** {@return the nodes that follow this one, the main line first; the list cannot be changed} */
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

    /**
     * Adds a node as the last child: the main line if it is the first.
     *
     * @param child a node without a parent, not this node's root
     * @return {@code child}
     * @throws IllegalArgumentException if the child has a parent or is this node's root
     */
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

    /** {@return a new empty node, added as the last child} */
    public SgfNode addChild() {
        return addChild(new SgfNode());
    }

    /**
     * Takes a child and the subtree under it out of this node's children; the next child, if any, takes its
     * place (so taking the first makes the second the main line).
     *
     * @param child one of this node's children
     * @return true if it was a child and is removed, false if it was not a child (nothing changes)
     */
    @SuppressWarnings("unchecked")
    public boolean removeChild(SgfNode child) {
        if (child == null || child.parent != this) {
            return false;
        }
        if (children == child) {
            children = null;
        } else {
            List<SgfNode> list = (List<SgfNode>) children;
            list.remove(child);
            if (list.size() == 1) {
                children = list.get(0);
            }
        }
        child.parent = null;
        return true;
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

    /** {@return the nodes from the root to this one, both included} */
    public List<SgfNode> pathFromRoot() {
        List<SgfNode> path = new ArrayList<>();
        for (SgfNode n = this; n != null; n = n.parent) {
            path.add(n);
        }
        Collections.reverse(path);
        return path;
    }

    /** {@return the last node of the main line from here: first children until a node has none} */
    public SgfNode mainLineEnd() {
        SgfNode n = this;
        while (n.children != null) {
            n = n.firstChild();
        }
        return n;
    }

    // ---------------------------------------------------------------- properties

    /** {@return the node's properties in file order, each identifier once; the list cannot be changed} */
    public List<SgfProperty> properties() {
        return Collections.unmodifiableList(Arrays.asList(properties));
    }

    /**
     * Whether the node has a property.
     *
     * @param id a property identifier such as {@code B} or {@code PB}
     * @return true if it has one with that identifier
     */
    public boolean has(String id) {
        return find(id) >= 0;
    }

    /**
     * Finds a property.
     *
     * @param id a property identifier such as {@code B} or {@code PB}
     * @return the property, or empty when the node doesn't have it
     */
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

    /**
     * The first value of a property, as written (escapes included).
     *
     * @param id a property identifier such as {@code B} or {@code PB}
     * @return the value, or null when the node doesn't have the property
     */
    public String value(String id) {
        int i = find(id);
        return i < 0 ? null : properties[i].value();
    }

    /**
     * Every value of a property, as written.
     *
     * @param id a property identifier such as {@code B} or {@code PB}
     * @return the values, or an empty list when the node doesn't have the property
     */
    public List<String> values(String id) {
        return property(id).map(SgfProperty::values).orElse(List.of());
    }

    /**
     * A Text property decoded: escapes and soft line breaks resolved, line breaks kept.
     *
     * @param id a property identifier such as {@code B} or {@code PB}, of type Text such as {@code C}
     * @return the text, or null when the node doesn't have the property
     */
    public String text(String id) {
        String v = value(id);
        return v == null ? null : SgfText.decodeText(v);
    }

    /**
     * A SimpleText property decoded: escapes resolved, line breaks become spaces.
     *
     * @param id a property identifier such as {@code B} or {@code PB}
     * @return the text, or null when the node doesn't have the property
     */
    public String simpleText(String id) {
        String v = value(id);
        return v == null ? null : SgfText.decodeSimpleText(v);
    }

    /**
     * Sets a property to values written as given, replacing it where it was.
     *
     * @param id a property identifier such as {@code B} or {@code PB}
     * @param rawValues the values, already escaped as SGF needs; at least one
     * @return this node
     * @throws IllegalArgumentException if the identifier is not capital letters or there are no values
     */
    public SgfNode set(String id, String... rawValues) {
        return set(new SgfProperty(id, List.of(rawValues)));
    }

    /** The properties the parser read for this node, each identifier once. */
    void setParsedProperties(List<SgfProperty> parsed) {
        properties = parsed.toArray(NO_PROPERTIES);
    }

    /**
     * Sets a property, replacing one with the same identifier where it was, else adding it at the end.
     *
     * @param property the property
     * @return this node
     */
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

    /**
     * Sets a Text or SimpleText property to one value, escaped as SGF needs.
     *
     * @param id a property identifier such as {@code B} or {@code PB}
     * @param text the text, unescaped
     * @return this node
     * @throws IllegalArgumentException if the identifier is not capital letters
     */
    public SgfNode setText(String id, String text) {
        return set(id, SgfText.escape(text));
    }

    /**
     * Removes a property.
     *
     * @param id a property identifier such as {@code B} or {@code PB}
     * @return true if the node had it, false if nothing changed
     */
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
