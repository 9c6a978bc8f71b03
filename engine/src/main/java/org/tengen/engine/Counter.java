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
    private int[] mark = new int[0];
    private int[] stack = new int[0];
    private int generation;

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
        int length = board.geometry().length();
        if (mark.length < length) {
            mark = new int[length];
            stack = new int[length];
            generation = 0;
        }
        generation++;
        int s = board.geometry().stride();
        int diff = 0;
        for (int p : board.geometry().points()) {
            int c = board.at(p);
            if (c == Board.BLACK) {
                diff++;
            } else if (c == Board.WHITE) {
                diff--;
            } else if (mark[p] != generation) {
                // Flood the empty region from p, noting which colours it touches.
                int size = 0;
                int reaches = 0;
                int top = 0;
                stack[top++] = p;
                mark[p] = generation;
                while (top > 0) {
                    int q = stack[--top];
                    size++;
                    for (int i = 0; i < 4; i++) {
                        int r = Atari.neighbour(q, i, s);
                        int v = board.at(r);
                        if (v == Board.EMPTY) {
                            if (mark[r] != generation) {
                                mark[r] = generation;
                                stack[top++] = r;
                            }
                        } else if (v != Board.BORDER) {
                            reaches |= v;
                        }
                    }
                }
                diff += reaches == Board.BLACK ? size : reaches == Board.WHITE ? -size : 0;
            }
        }
        return diff;
    }
}
