package org.tengen.core.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tengen.core.Geometry;

/**
 * The values a tolerant reading repairs, each with a warning, because programs write them so and every
 * other reader takes them: a move {@code [zz]}, or {@code [tt]} where it is off the board, as a pass; GTP
 * coordinates such as {@code B[R16]} or {@code AB[D4]} as the SGF point; {@code BL[0:07:42]} (h:mm:ss or
 * m:ss) as the seconds FF[4]'s Real wants. A strict reading keeps the values, and {@link SgfValidator}
 * reports them.
 */
final class SgfQuirks {
    private static final Pattern GTP = Pattern.compile("[A-HJ-Za-hj-z][0-9]{1,2}");
    private static final Pattern CLOCK = Pattern.compile("([0-9]{1,4}):([0-5]?[0-9])(?::([0-5]?[0-9](?:\\.[0-9]*)?))?");

    private SgfQuirks() {
    }

    /** Repairs one game tree in place, adding a warning for each value changed. */
    static void repair(SgfNode root, List<SgfWarning> warnings) {
        Geometry geometry = geometryOrNull(root);
        Deque<SgfNode> pending = new ArrayDeque<>();
        pending.push(root);
        while (!pending.isEmpty()) {
            SgfNode node = pending.pop();
            for (SgfProperty p : node.properties()) {
                SgfProperty repaired = repair(p, geometry, warnings);
                if (repaired != p) {
                    node.set(repaired);
                }
            }
            List<SgfNode> children = node.children();
            for (int i = children.size() - 1; i >= 0; i--) {
                pending.push(children.get(i));
            }
        }
    }

    /** The board SZ declares, or null when tengen has none such (SgfGames.geometry then says why). */
    static Geometry geometryOrNull(SgfNode root) {
        int[] size = SgfGames.declaredSize(root);
        if (size == null || size[0] < 1 || size[1] < 1 || size[0] > Geometry.MAX_SIZE || size[1] > Geometry.MAX_SIZE) {
            return null; // SgfGames.geometry reports it; points can't be repaired without a board
        }
        return Geometry.of(size[0], size[1]);
    }

    private static SgfProperty repair(SgfProperty p, Geometry geometry, List<SgfWarning> warnings) {
        SgfType type = SgfType.of(p.id());
        boolean move = type == SgfType.MOVE;
        boolean points = type == SgfType.POINT_LIST || type == SgfType.ELIST;
        boolean time = p.id().equals("BL") || p.id().equals("WL");
        if (!(time || (geometry != null && (move || points)))) {
            return p;
        }
        List<String> values = new ArrayList<>(p.values());
        boolean changed = false;
        for (int i = 0; i < values.size(); i++) {
            String raw = values.get(i);
            String value = raw.trim();
            String fixed = null;
            String why = null;
            if (time) {
                fixed = seconds(value);
                why = "a time as h:mm:ss or m:ss";
            } else if (move && (value.equals("zz") || value.equals("tt")) && !isPoint(value, geometry)) {
                fixed = "";
                why = "off the " + geometry.describe() + " board, as old programs write a pass";
            } else if (GTP.matcher(value).matches()) {
                fixed = sgfPoint(value, geometry);
                why = "a GTP coordinate";
            }
            if (fixed != null) {
                warnings.add(SgfWarning.at(p, p.id() + "[" + raw + "]: " + why + ", read as " + p.id() + "[" + fixed + "]"));
                values.set(i, fixed);
                changed = true;
            }
        }
        return changed ? new SgfProperty(p.id(), values, p.line(), p.column()) : p;
    }

    private static boolean isPoint(String value, Geometry geometry) {
        try {
            geometry.parseSgf(value);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** A GTP vertex as an SGF point, or null when it is off the board (the validator then says so). */
    private static String sgfPoint(String vertex, Geometry geometry) {
        try {
            return geometry.toSgf(geometry.parseGtp(vertex));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** {@code 0:07:42} and {@code 7:42} as {@code 462}, {@code 1:00:00.5} as {@code 3600.5}; null for other text. */
    private static String seconds(String value) {
        Matcher m = CLOCK.matcher(value);
        if (!m.matches()) {
            return null;
        }
        boolean hours = m.group(3) != null;
        double first = Integer.parseInt(m.group(1));
        double second = Integer.parseInt(m.group(2));
        double total = hours ? first * 3600 + second * 60 + Double.parseDouble(m.group(3)) : first * 60 + second;
        return total == Math.rint(total) ? Long.toString((long) total) : String.format(Locale.ROOT, "%s", total);
    }
}
