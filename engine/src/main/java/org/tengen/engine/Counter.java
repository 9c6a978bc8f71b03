package org.tengen.engine;

import org.tengen.core.Board;
import org.tengen.core.ScoringRule;

/**
 * Counts a finished simulation, Black minus White before komi. A playout that ended by two passes has only
 * eyes and points nobody may fill left empty, so its neighbours say whose each empty point is; a game cut off
 * by the move limit, or ended by passes where stones count as they stand, is counted in full: Tromp-Taylor's
 * flood fill for area (territory scoring is estimated by area too), the stones alone for stone scoring.
 * One per thread: it keeps scratch space.
 */
final class Counter {
    private final EmptyRegions regions = new EmptyRegions();

    /** The count of a playout that ended by two passes. */
    int afterPlayout(Board board, ScoringRule scoring) {
        return scoring == ScoringRule.STONES ? stones(board) : LightPlayout.areaDifference(board);
    }

    /** The count of the position exactly as it stands. */
    int asItStands(Board board, ScoringRule scoring) {
        return scoring == ScoringRule.STONES ? stones(board) : area(board);
    }

    static int stones(Board board) {
        int diff = 0;
        for (int p : board.geometry().points()) {
            int c = board.at(p);
            diff += c == Board.BLACK ? 1 : c == Board.WHITE ? -1 : 0;
        }
        return diff;
    }

    /** Stones plus empty regions that reach only one colour. */
    int area(Board board) {
        regions.begin(board.geometry());
        int diff = 0;
        for (int p : board.geometry().points()) {
            int c = board.at(p);
            if (c == Board.BLACK) {
                diff++;
            } else if (c == Board.WHITE) {
                diff--;
            } else if (!regions.filled(p)) {
                int reaches = regions.fill(board, p);
                diff += reaches == Board.BLACK ? regions.size() : reaches == Board.WHITE ? -regions.size() : 0;
            }
        }
        return diff;
    }
}
