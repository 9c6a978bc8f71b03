package org.tengen.core.sgf;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.tengen.core.BoardView;
import org.tengen.core.Geometry;

/**
 * The dead stones a record's territory marks name: programs that count a game write the agreed count as
 * {@code TB} (Black's territory) and {@code TW} (White's) on the final position, and a stone inside the
 * other colour's territory is dead.
 */
public final class SgfTerritoryMarks {
    private SgfTerritoryMarks() {
    }

    /**
     * The stones the marks at the end of the main line that ends at {@code end} call dead on {@code board}
     * (that line's final position): White stones on TB points and Black ones on TW, in the marks' order.
     * Empty when no node after the last move has TB or TW; marks before the last move don't describe the
     * final position.
     *
     * @param end the last node of a main line
     * @param board the position at that node (the line replayed); it is read, not changed
     * @return the points of the stones the marks call dead, or empty when the line ends without marks
     */
    public static Optional<Set<Integer>> deadStones(SgfNode end, BoardView board) {
        return markedNode(end).map(n -> dead(n, board));
    }

    private static Optional<SgfNode> markedNode(SgfNode end) {
        for (SgfNode n = end; n != null; n = n.parent().orElse(null)) {
            if (n.has("TB") || n.has("TW")) {
                return Optional.of(n);
            }
            if (n.has("B") || n.has("W")) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    private static Set<Integer> dead(SgfNode node, BoardView board) {
        Geometry g = board.geometry();
        Set<Integer> dead = new LinkedHashSet<>();
        for (String id : List.of("TB", "TW")) {
            Optional<SgfProperty> p = node.property(id);
            if (p.isEmpty()) {
                continue;
            }
            int other = id.equals("TB") ? 2 : 1;
            for (int point : SgfPoints.points(p.get(), g)) {
                if (board.at(point) == other) {
                    dead.add(point);
                }
            }
        }
        return dead;
    }
}
