package org.tengen.core;

import java.util.Arrays;

/**
 * A scratch copy of a board for reading out trial moves the way GNU Go's reading does: a move may be tried
 * by either colour in any order, is refused on an occupied point, as suicide, and (unless told to ignore it)
 * as the recapture of the simple ko made by the move just before; a capture of one stone by a lone stone
 * left with one liberty sets that ko point. Chains are found by flood fill when asked, so the board can be
 * saved and restored as a plain array ({@link #save()}, {@link #restore(int[])}).
 *
 * <p>Liberties are listed in board order (top-left to bottom-right), and a chain's origin is its first
 * stone in that order.
 */
final class TrialBoard {
    private final Geometry geometry;
    private final int stride;
    /** Board codes by point, and the ko point in the last slot. */
    private final int[] cells;
    private final int koSlot;
    private final int[] seen;
    private int generation;
    private final int[] stack;
    private final int[] found;

    /** A copy of {@code board}'s stones; {@code koPoint} is where the last move took a ko, or 0. */
    TrialBoard(BoardView board, int koPoint) {
        geometry = board.geometry();
        stride = geometry.stride();
        int n = geometry.length();
        cells = new int[n + 1];
        Arrays.fill(cells, 0, n, Board.BORDER);
        for (int p : geometry.points()) {
            cells[p] = board.at(p);
        }
        koSlot = n;
        cells[koSlot] = koPoint;
        seen = new int[n];
        stack = new int[geometry.area()];
        found = new int[geometry.area()];
    }

    Geometry geometry() {
        return geometry;
    }

    int at(int p) {
        return cells[p];
    }

    int[] save() {
        return cells.clone();
    }

    void restore(int[] saved) {
        System.arraycopy(saved, 0, cells, 0, cells.length);
    }

    /** The four neighbours in GNU Go's order: south, west, north, east. */
    int neighbour(int p, int k) {
        return switch (k) {
            case 0 -> p + stride;
            case 1 -> p - 1;
            case 2 -> p - stride;
            default -> p + 1;
        };
    }

    /** The eight neighbours: the four of {@link #neighbour}, then south-west, north-west, north-east, south-east. */
    int around(int p, int k) {
        return switch (k) {
            case 4 -> p + stride - 1;
            case 5 -> p - stride - 1;
            case 6 -> p - stride + 1;
            case 7 -> p + stride + 1;
            default -> neighbour(p, k);
        };
    }

    /**
     * Plays {@code c} at {@code p} if it may be played: an empty point, not suicide, and not the ko point
     * while it would retake the ko (unless {@code ignoreKo}). Captures what it takes. Whether it was played.
     */
    boolean tryMove(int p, int c, boolean ignoreKo) {
        if (cells[p] != Board.EMPTY) {
            return false;
        }
        int other = 3 - c;
        if (!ignoreKo && p == cells[koSlot] && (cells[p - 1] == other || cells[p + 1] == other)) {
            return false;
        }
        if (isSuicide(p, c)) {
            return false;
        }
        cells[koSlot] = 0;
        cells[p] = c;
        int captured = 0;
        boolean friend = false;
        for (int k = 0; k < 4; k++) {
            int q = neighbour(p, k);
            if (cells[q] == c) {
                friend = true;
            } else if (cells[q] == other && liberties(q, null) == 0) {
                captured += removeChain(q);
            }
        }
        if (!friend && captured == 1 && liberties(p, found) == 1) {
            cells[koSlot] = found[0];
        }
        return true;
    }

    /** GNU Go's suicide test: no empty neighbour, no own chain with another liberty, no opponent chain in atari. */
    private boolean isSuicide(int p, int c) {
        for (int k = 0; k < 4; k++) {
            int q = neighbour(p, k);
            int cq = cells[q];
            if (cq == Board.EMPTY) {
                return false;
            }
            if (cq != Board.BORDER && ((cq == c) ^ (liberties(q, null) == 1))) {
                return false;
            }
        }
        return true;
    }

    private int removeChain(int p) {
        int n = stones(p, found);
        for (int i = 0; i < n; i++) {
            cells[found[i]] = Board.EMPTY;
        }
        return n;
    }

    /** The stones of the chain through {@code p} into {@code out} (may be null); their number. */
    int stones(int p, int[] out) {
        int c = cells[p];
        int gen = ++generation;
        int top = 0;
        int n = 0;
        stack[top++] = p;
        seen[p] = gen;
        while (top > 0) {
            int q = stack[--top];
            if (out != null) {
                out[n] = q;
            }
            n++;
            for (int k = 0; k < 4; k++) {
                int r = neighbour(q, k);
                if (cells[r] == c && seen[r] != gen) {
                    seen[r] = gen;
                    stack[top++] = r;
                }
            }
        }
        return n;
    }

    /** The liberties of the chain through stone {@code p} into {@code out} (may be null), in board order; their number. */
    int liberties(int p, int[] out) {
        int gen = ++generation;
        seen[p] = gen;
        int libs = walkLiberties(p, cells[p], gen, out, 0);
        if (out != null) {
            Arrays.sort(out, 0, libs);
        }
        return libs;
    }

    /**
     * Walks the chain of colour {@code c} from its stone {@code start} (already marked seen in {@code gen}),
     * adding each liberty not yet seen to {@code out} (may be null) from index {@code libs}; the new count.
     */
    private int walkLiberties(int start, int c, int gen, int[] out, int libs) {
        int top = 0;
        stack[top++] = start;
        while (top > 0) {
            int q = stack[--top];
            for (int k = 0; k < 4; k++) {
                int r = neighbour(q, k);
                if (seen[r] == gen) {
                    continue;
                }
                if (cells[r] == c) {
                    seen[r] = gen;
                    stack[top++] = r;
                } else if (cells[r] == Board.EMPTY) {
                    seen[r] = gen;
                    if (out != null) {
                        out[libs] = r;
                    }
                    libs++;
                }
            }
        }
        return libs;
    }

    /** The first stone in board order of the chain through {@code p}. */
    int origin(int p) {
        int n = stones(p, found);
        int min = found[0];
        for (int i = 1; i < n; i++) {
            min = Math.min(min, found[i]);
        }
        return min;
    }

    boolean sameChain(int p, int q) {
        if (cells[p] != cells[q] || cells[p] == Board.EMPTY) {
            return false;
        }
        return origin(p) == origin(q);
    }

    /** The liberties a stone of {@code c} at empty {@code p} would have, captures not counted, at most {@code max}. */
    int libertiesIgnoringCaptures(int p, int c, int max) {
        int gen = ++generation;
        seen[p] = gen;
        int libs = 0;
        for (int k = 0; k < 4; k++) {
            int q = neighbour(p, k);
            if (cells[q] == Board.EMPTY && seen[q] != gen) {
                seen[q] = gen;
                libs++;
            } else if (cells[q] == c && seen[q] != gen) {
                seen[q] = gen;
                libs = walkLiberties(q, c, gen, null, libs); // the friendly chain's liberties not yet counted
            }
        }
        return Math.min(libs, max);
    }
}
