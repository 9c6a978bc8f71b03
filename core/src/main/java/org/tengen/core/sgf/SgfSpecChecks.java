package org.tengen.core.sgf;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.tengen.core.Geometry;

/**
 * What FF[4] forbids but the reader takes as it is, each with a warning saying what was read: {@code FF}
 * outside 1 to 4, {@code SZ} outside the root, a point listed twice in one property, a point in both
 * {@code TB} and {@code TW}, a move and setup in one node, and a {@code KM} that is not a plain number
 * ({@code KM[6,5]}) or is rescaled ({@code KM[650]} as 6.5). Values that can't be read at all are left to
 * {@link SgfValidator} and the replay, which report them as errors.
 */
final class SgfSpecChecks {
    private static final List<String> SETUP = List.of("AB", "AW", "AE");

    private SgfSpecChecks() {
    }

    /** Adds a warning for each such thing in one game tree, walking it without recursion. */
    static void check(SgfNode root, List<SgfWarning> warnings) {
        Geometry geometry = SgfQuirks.geometryOrNull(root);
        root.property("FF").ifPresent(ff -> formatVersion(ff, warnings));
        Deque<SgfNode> pending = new ArrayDeque<>();
        Deque<Integer> depths = new ArrayDeque<>();
        pending.push(root);
        depths.push(0);
        while (!pending.isEmpty()) {
            SgfNode node = pending.pop();
            int depth = depths.pop();
            String where = SgfWarning.node(depth);
            if (depth > 0) {
                node.property("SZ").ifPresent(sz -> warnings.add(SgfWarning.at(sz, "SZ[" + sz.value() + "] in " + where
                        + ": FF[4] gives the board size in the root only; ignored, the board is "
                        + (geometry == null ? "the root's" : geometry.describe()))));
            }
            node.property("KM").ifPresent(km -> komi(km, where, warnings));
            if (geometry != null) {
                points(node, where, geometry, warnings);
            }
            moveWithSetup(node, where, warnings);
            for (int i = node.children().size() - 1; i >= 0; i--) {
                pending.push(node.children().get(i));
                depths.push(depth + 1);
            }
        }
    }

    private static void formatVersion(SgfProperty ff, List<SgfWarning> warnings) {
        String v = ff.value().trim();
        if (v.matches("[0-9]{1,9}") && (Integer.parseInt(v) < 1 || Integer.parseInt(v) > 4)) {
            warnings.add(SgfWarning.at(ff, "FF[" + ff.value() + "] in the root: SGF's versions are FF[1] to FF[4]; read as FF[4]"));
        }
    }

    private static void komi(SgfProperty km, String where, List<SgfWarning> warnings) {
        try {
            String assumed = SgfGames.readKomi(km).assumed();
            if (assumed != null) {
                warnings.add(SgfWarning.at(km, "KM[" + km.value() + "] in " + where + ": " + assumed));
            }
        } catch (SgfException e) {
            // not a komi at all: the validator and the replay report it as an error
        }
    }

    private static void points(SgfNode node, String where, Geometry geometry, List<SgfWarning> warnings) {
        for (SgfProperty p : node.properties()) {
            SgfType type = SgfType.of(p.id());
            if (type != SgfType.POINT_LIST && type != SgfType.ELIST) {
                continue;
            }
            try {
                int[] twice = SgfPoints.repeated(p, geometry);
                if (twice.length > 0) {
                    warnings.add(SgfWarning.at(p, p.id() + " in " + where + " lists " + describe(twice, geometry)
                            + " more than once: FF[4] allows a point once in a property; read once"));
                }
            } catch (SgfException e) {
                return; // a point off the board: the validator and the replay report it
            }
        }
        Optional<SgfProperty> tb = node.property("TB");
        Optional<SgfProperty> tw = node.property("TW");
        if (tb.isPresent() && tw.isPresent()) {
            int[] shared = shared(tb.get(), tw.get(), geometry);
            if (shared.length > 0) {
                SgfProperty later = node.properties().indexOf(tb.get()) > node.properties().indexOf(tw.get()) ? tb.get() : tw.get();
                warnings.add(SgfWarning.at(later, "TB and TW in " + where + " both mark " + describe(shared, geometry)
                        + ": a point is at most one side's territory; the marks are read as written"));
            }
        }
    }

    /** The points both properties list, in the first one's order. */
    private static int[] shared(SgfProperty a, SgfProperty b, Geometry geometry) {
        boolean[] inB = new boolean[geometry.length()];
        for (int p : SgfPoints.points(b, geometry)) {
            inB[p] = true;
        }
        return Arrays.stream(SgfPoints.points(a, geometry)).filter(p -> inB[p]).toArray();
    }

    private static void moveWithSetup(SgfNode node, String where, List<SgfWarning> warnings) {
        Optional<SgfProperty> move = node.property("B").or(() -> node.property("W"));
        if (move.isEmpty()) {
            return;
        }
        for (SgfProperty p : node.properties()) {
            if (SETUP.contains(p.id())) {
                SgfProperty m = move.get();
                warnings.add(SgfWarning.at(p, p.id() + " and the move " + m.id() + "[" + m.value() + "] in " + where
                        + ": FF[4] keeps setup and moves in separate nodes; the setup is placed first, then the move"));
                return;
            }
        }
    }

    /** Points for people, as SGF and GTP: {@code aa (A19)}, the first few of a long list. */
    private static String describe(int[] points, Geometry geometry) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < Math.min(points.length, 3); i++) {
            s.append(i == 0 ? "" : ", ").append(geometry.toSgf(points[i])).append(" (").append(geometry.toGtp(points[i])).append(')');
        }
        return points.length > 3 ? s + " and " + (points.length - 3) + " more" : s.toString();
    }
}
