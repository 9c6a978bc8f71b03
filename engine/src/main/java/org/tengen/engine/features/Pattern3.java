package org.tengen.engine.features;

import org.tengen.core.Board;

/**
 * The 3x3 pattern around a move, from the mover's point of view: each of the 8 neighbours is one of 8 states
 * (3 bits): empty, off the board, or a stone of the mover's or the opponent's whose chain has 1, 2, or 3 or
 * more liberties (before the move). The raw code puts the neighbours in reading order (NW, N, NE, W, E, SW,
 * S, SE) from bit 0 up; the canonical code is the smallest of the raw codes of the 8 symmetric copies, so a
 * shape and its rotations and reflections share one. Colours are the mover's and the opponent's, never
 * black and white, so a shape seen by White is the colour-swapped shape seen by Black.
 */
public final class Pattern3 {
    public static final int EMPTY = 0;
    public static final int OFF_BOARD = 1;
    /** Own stone whose chain has 1 liberty; +1 for 2 liberties, +2 for 3 or more. */
    public static final int OWN = 2;
    /** Opponent stone whose chain has 1 liberty; +1 for 2 liberties, +2 for 3 or more. */
    public static final int OPPONENT = 5;
    /** The symmetries of the square: a pattern has this many copies, some of them the same. */
    public static final int SYMMETRIES = Symmetry.COUNT;

    private static final int[] DX = {-1, 0, 1, -1, 1, -1, 0, 1};
    private static final int[] DY = {-1, -1, -1, 0, 0, 1, 1, 1};
    /** SHIFT[t][i]: where symmetry t puts neighbour i's 3 bits. */
    private static final int[][] SHIFT = shifts();

    private Pattern3() {
    }

    /** {@return the canonical code of the 3x3 pattern around {@code p} for {@code mover} (a board colour code)} */
    public static int code(Board board, int p, int mover) {
        return canonical(raw(board, p, mover));
    }

    /** {@return the raw code, neighbours in reading order, before the symmetries} */
    public static int raw(Board board, int p, int mover) {
        int s = board.geometry().stride();
        return state(board, p - s - 1, mover) | state(board, p - s, mover) << 3 | state(board, p - s + 1, mover) << 6
                | state(board, p - 1, mover) << 9 | state(board, p + 1, mover) << 12
                | state(board, p + s - 1, mover) << 15 | state(board, p + s, mover) << 18
                | state(board, p + s + 1, mover) << 21;
    }

    /** {@return the smallest code among the 8 symmetric copies of a raw code} */
    public static int canonical(int raw) {
        int best = Integer.MAX_VALUE;
        for (int t = 0; t < SYMMETRIES; t++) {
            best = Math.min(best, symmetric(raw, t));
        }
        return best;
    }

    /** {@return the raw code of the copy of the pattern {@code raw} under symmetry {@code t} (0 to 7; 0 is the identity)} */
    public static int symmetric(int raw, int t) {
        int[] shift = SHIFT[t];
        int code = 0;
        for (int i = 0; i < 8; i++) {
            code |= (raw >>> 3 * i & 7) << shift[i];
        }
        return code;
    }

    /** {@return the state of one neighbour (0 to 7) from the mover's point of view} */
    static int state(Board board, int q, int mover) {
        int v = board.at(q);
        if (v == Board.EMPTY) {
            return EMPTY;
        }
        if (v == Board.BORDER) {
            return OFF_BOARD;
        }
        int libs = Math.min(board.liberties(q), 3) - 1;
        return (v == mover ? OWN : OPPONENT) + libs;
    }

    /** {@return the code as three rows of text: {@code .} empty, {@code #} off board, {@code X}/{@code x} own with 1/more liberties, {@code O}/{@code o} opponent's} */
    public static String describe(int code) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            if (i == 4) {
                out.append('*');
            } else {
                int state = code >>> 3 * (i < 4 ? i : i - 1) & 7;
                out.append(".#XxxOoo".charAt(state));
            }
            if (i % 3 == 2) {
                out.append('\n');
            }
        }
        return out.toString();
    }

    private static int[][] shifts() {
        int[][] perm = Symmetry.permutations(DX, DY);
        int[][] shift = new int[Symmetry.COUNT][8];
        for (int t = 0; t < Symmetry.COUNT; t++) {
            for (int i = 0; i < 8; i++) {
                shift[t][i] = 3 * perm[t][i];
            }
        }
        return shift;
    }
}
