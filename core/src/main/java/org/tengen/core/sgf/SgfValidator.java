package org.tengen.core.sgf;

import java.util.ArrayDeque;
import java.util.Deque;
import org.tengen.core.Geometry;

/**
 * Checks every property of a game tree whose type FF[4] defines ({@link SgfType}) against its type:
 * points on the board, numbers that are numbers, colours that are B or W. Private and unknown properties
 * aren't checked. The first problem is an {@link SgfException} at the property.
 */
public final class SgfValidator {
    private SgfValidator() {
    }

    /**
     * Checks the whole tree from its root; every node, variations included, without recursion.
     *
     * @param root the root of the game tree
     * @throws SgfException at the first property whose value does not fit its type
     */
    public static void validate(SgfNode root) {
        Geometry geometry = SgfGames.geometry(root);
        SgfGames.handicap(root);
        Deque<SgfNode> pending = new ArrayDeque<>();
        pending.push(root);
        while (!pending.isEmpty()) {
            SgfNode node = pending.pop();
            for (SgfProperty p : node.properties()) {
                check(p, geometry);
            }
            for (int i = node.children().size() - 1; i >= 0; i--) {
                pending.push(node.children().get(i));
            }
        }
    }

    private static void check(SgfProperty p, Geometry geometry) {
        switch (SgfType.of(p.id())) {
            case MOVE:
                SgfPoints.move(p, geometry);
                break;
            case POINT_LIST:
            case ELIST:
                SgfPoints.points(p, geometry);
                break;
            case LABEL:
                for (String v : p.values()) {
                    String[] parts = composed(p, v, "a point and a label, such as dd:A");
                    SgfPoints.point(p, parts[0].trim(), geometry);
                }
                break;
            case POINT_PAIR:
                for (String v : p.values()) {
                    String[] parts = composed(p, v, "two points, such as aa:dd");
                    SgfPoints.point(p, parts[0].trim(), geometry);
                    SgfPoints.point(p, parts[1].trim(), geometry);
                }
                break;
            case NUMBER:
                if (!single(p).trim().matches("[+-]?[0-9]{1,9}")) {
                    throw SgfException.at(p, p.id() + "[" + p.value() + "]: expected a whole number");
                }
                break;
            case REAL:
                if (p.id().equals("KM")) {
                    SgfGames.komi(p); // its own reading: a server's KM[650] is 6.5
                } else if (!single(p).trim().replace(',', '.').matches("[+-]?[0-9]{1,12}(\\.[0-9]*)?")) {
                    throw SgfException.at(p, p.id() + "[" + p.value() + "]: expected a number such as 6.5");
                }
                break;
            case COLOR:
                if (!single(p).trim().matches("[BbWw12]")) {
                    throw SgfException.at(p, p.id() + "[" + p.value() + "]: expected B or W");
                }
                break;
            case DOUBLE:
                if (!single(p).trim().matches("[12]")) {
                    throw SgfException.at(p, p.id() + "[" + p.value() + "]: expected 1 (normal) or 2 (emphasized)");
                }
                break;
            default:
                break;
        }
    }

    private static String single(SgfProperty p) {
        if (p.values().size() != 1) {
            throw SgfException.at(p, p.id() + " has " + p.values().size() + " values; expected one");
        }
        return p.value();
    }

    private static String[] composed(SgfProperty p, String value, String expected) {
        String[] parts = SgfText.splitCompose(value);
        if (parts == null) {
            throw SgfException.at(p, p.id() + "[" + value + "]: expected " + expected);
        }
        return parts;
    }
}
