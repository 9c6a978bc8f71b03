package org.tengen.engine;

import java.util.Arrays;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.ScoringRule;

/**
 * One worker's sum of the final owners of every point over its playouts, for the search's ownership: each
 * counted simulation adds +1 where Black owns a point at the end, -1 where White does, 0 where nobody does.
 * The owners are the count's own: under stone scoring the stones alone; after a playout ended by two passes
 * the stones and the eyes they surround; for a count as it stands, the stones and the empty regions that
 * reach one colour only. Adding is one pass over the board with no allocation.
 */
final class OwnershipTally {
    /** Per point: the sum of the owners (+1 Black, -1 White), and the number of times anyone owned it. */
    private int[] sum = new int[0];
    private int[] owned = new int[0];
    private int simulations;
    /** The flood fill of a count as it stands. */
    private final EmptyRegions regions = new EmptyRegions();

    /** Clears the tally for a search on {@code g}. */
    void reset(Geometry g) {
        int length = g.length();
        if (sum.length != length) {
            sum = new int[length];
            owned = new int[length];
        } else {
            Arrays.fill(sum, 0);
            Arrays.fill(owned, 0);
        }
        simulations = 0;
    }

    int simulations() {
        return simulations;
    }

    /** The sum of the owners of point {@code p} (+1 a simulation Black owned it, -1 White). */
    int sum(int p) {
        return sum[p];
    }

    /** The simulations in which someone owned point {@code p}: the sum of the owners' squares. */
    int owned(int p) {
        return owned[p];
    }

    /** Adds the owners of the finished simulation on {@code board}, counted as the search counted it. */
    void add(Board board, ScoringRule scoring, boolean asItStands) {
        simulations++;
        if (scoring == ScoringRule.STONES) {
            addStones(board);
        } else if (asItStands) {
            addRegions(board);
        } else {
            addAfterPlayout(board);
        }
    }

    private void addStones(Board board) {
        for (int p : board.geometry().points()) {
            note(p, board.at(p));
        }
    }

    /** At a playout's end every empty point is an eye or a point nobody may fill: its neighbours say whose. */
    private void addAfterPlayout(Board board) {
        int stride = board.geometry().stride();
        for (int p : board.geometry().points()) {
            int c = board.at(p);
            note(p, c == Board.EMPTY ? LightPlayout.emptyPointOwner(board, p, stride) : c);
        }
    }

    /** Stones, and the empty regions that reach one colour only (Tromp-Taylor's count). */
    private void addRegions(Board board) {
        regions.begin(board.geometry());
        for (int p : board.geometry().points()) {
            int c = board.at(p);
            if (c != Board.EMPTY) {
                note(p, c);
            } else if (!regions.filled(p)) {
                int reaches = regions.fill(board, p);
                for (int i = 0, n = regions.size(); i < n; i++) {
                    note(regions.point(i), reaches);
                }
            }
        }
    }

    /** Notes {@code code} (a colour, or 0 or both colours' bits for nobody) as the owner of {@code p}. */
    private void note(int p, int code) {
        if (code == Board.BLACK) {
            sum[p]++;
            owned[p]++;
        } else if (code == Board.WHITE) {
            sum[p]--;
            owned[p]++;
        }
    }
}
