package org.tengen.gtp.crosscheck;

import java.util.HashSet;
import java.util.Set;

import org.tengen.core.Geometry;
import org.tengen.gtp.crosscheck.CrossCheckReport.Mismatch;

/** Reads GNU Go's answers to the comparison commands; an answer that cannot be read is an ENGINE mismatch. */
final class GnuGoReplies {
    private GnuGoReplies() {
    }

    /** The points of a vertex list such as {@code all_legal} and {@code list_stones} answer. */
    static Set<Integer> vertices(Geometry g, String reply, String command) {
        Set<Integer> points = new HashSet<>();
        for (String v : reply.trim().split("\\s+")) {
            if (v.isEmpty()) {
                continue;
            }
            try {
                points.add(g.parseGtp(v));
            } catch (IllegalArgumentException e) {
                throw new MismatchFound(Mismatch.Kind.ENGINE, "GNU Go's answer to " + command + " has '" + v
                        + "', not a vertex of the " + g.describe() + " board");
            }
        }
        return points;
    }

    /** The number such as {@code captures} answers. */
    static int count(String reply, String command) {
        String trimmed = reply.trim();
        try {
            return Integer.parseInt(trimmed);
        } catch (NumberFormatException e) {
            throw new MismatchFound(Mismatch.Kind.ENGINE, "GNU Go answered '" + command + "' with '" + trimmed
                    + "', not a number");
        }
    }
}
