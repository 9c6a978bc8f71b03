package org.tengen.problems.littlego;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A test oracle: a 5x5 board written plainly from the problem statement and sharing nothing with the
 * core's {@code Board}: 25 cells, chains found by flood fill each time, and the problem's own ko (a capture
 * that recreates the board before the opponent's last move). The referee once judged with it; now the
 * referee uses the core, and this board checks in tests that the core's simple ko and suicide rule are the
 * problem's, so a mistake in the core can't hide behind the same mistake in the judge.
 */
final class RefereeBoard {
    public static final int SIZE = 5;
    private static final RefereeBoard EMPTY = new RefereeBoard(new byte[SIZE * SIZE]);

    /** Why a move is refused, or LEGAL. */
    public enum Verdict { LEGAL, OFF_BOARD, OCCUPIED, SUICIDE, KO }

    /** A move's verdict, the board after it (null unless legal) and the stones it captured. */
    public record Play(Verdict verdict, RefereeBoard after, int captured) {
    }

    /** A legal move: row, column, the board after it and the stones it captured. */
    public record Candidate(int i, int j, RefereeBoard after, int captured) {
        /** The move as output.txt holds it: {@code i,j}. */
        public String answer() {
            return i + "," + j;
        }
    }

    /** Cells row by row from the top-left: 0 empty, 1 black, 2 white. */
    private final byte[] cells;

    private RefereeBoard(byte[] cells) {
        this.cells = cells;
    }

    public static RefereeBoard empty() {
        return EMPTY;
    }

    /** A board from five rows of five digits, as the problem writes them. */
    public static RefereeBoard of(String... rows) {
        byte[] cells = new byte[SIZE * SIZE];
        for (int i = 0; i < SIZE; i++) {
            for (int j = 0; j < SIZE; j++) {
                cells[i * SIZE + j] = (byte) (rows[i].charAt(j) - '0');
            }
        }
        return new RefereeBoard(cells);
    }

    /** 0 empty, 1 black, 2 white at row {@code i}, column {@code j}. */
    public int at(int i, int j) {
        return cells[i * SIZE + j];
    }

    /** The number of stones of {@code colour} (1 or 2). */
    public int count(int colour) {
        int n = 0;
        for (byte c : cells) {
            if (c == colour) {
                n++;
            }
        }
        return n;
    }

    /** Row {@code i} as five digits. */
    public String row(int i) {
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < SIZE; j++) {
            sb.append(at(i, j));
        }
        return sb.toString();
    }

    /** All five rows. */
    public String[] rows() {
        String[] rows = new String[SIZE];
        for (int i = 0; i < SIZE; i++) {
            rows[i] = row(i);
        }
        return rows;
    }

    /**
     * {@code colour} plays at row {@code i}, column {@code j}, where {@code previous} is the board before
     * the opponent's last move: off the board, an occupied point, a stone left without liberties after its
     * captures (suicide), and a capture that recreates {@code previous} (ko) are refused.
     */
    public Play play(int colour, int i, int j, RefereeBoard previous) {
        if (i < 0 || i >= SIZE || j < 0 || j >= SIZE) {
            return new Play(Verdict.OFF_BOARD, null, 0);
        }
        if (at(i, j) != 0) {
            return new Play(Verdict.OCCUPIED, null, 0);
        }
        byte[] next = cells.clone();
        next[i * SIZE + j] = (byte) colour;
        int captured = 0;
        int[][] around = {{i - 1, j}, {i + 1, j}, {i, j - 1}, {i, j + 1}};
        for (int[] n : around) {
            if (n[0] >= 0 && n[0] < SIZE && n[1] >= 0 && n[1] < SIZE && next[n[0] * SIZE + n[1]] == 3 - colour) {
                boolean[] chain = chain(next, n[0] * SIZE + n[1]);
                if (!hasLiberty(next, chain)) {
                    for (int k = 0; k < chain.length; k++) {
                        if (chain[k]) {
                            next[k] = 0;
                            captured++;
                        }
                    }
                }
            }
        }
        if (!hasLiberty(next, chain(next, i * SIZE + j))) {
            return new Play(Verdict.SUICIDE, null, 0);
        }
        RefereeBoard after = new RefereeBoard(next);
        if (captured > 0 && after.equals(previous)) {
            return new Play(Verdict.KO, null, 0);
        }
        return new Play(Verdict.LEGAL, after, captured);
    }

    /** Every legal move of {@code colour}, top-left first ({@code previous} as in {@link #play}). */
    public List<Candidate> legalMoves(int colour, RefereeBoard previous) {
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; i < SIZE; i++) {
            for (int j = 0; j < SIZE; j++) {
                Play play = play(colour, i, j, previous);
                if (play.verdict() == Verdict.LEGAL) {
                    out.add(new Candidate(i, j, play.after(), play.captured()));
                }
            }
        }
        return out;
    }

    /** The cells of the chain through cell {@code start}, by flood fill. */
    private static boolean[] chain(byte[] cells, int start) {
        boolean[] in = new boolean[cells.length];
        int[] stack = new int[cells.length];
        int top = 0;
        stack[top++] = start;
        in[start] = true;
        while (top > 0) {
            int k = stack[--top];
            int i = k / SIZE;
            int j = k % SIZE;
            int[] around = {i > 0 ? k - SIZE : -1, i < SIZE - 1 ? k + SIZE : -1, j > 0 ? k - 1 : -1, j < SIZE - 1 ? k + 1 : -1};
            for (int q : around) {
                if (q >= 0 && !in[q] && cells[q] == cells[start]) {
                    in[q] = true;
                    stack[top++] = q;
                }
            }
        }
        return in;
    }

    private static boolean hasLiberty(byte[] cells, boolean[] chain) {
        for (int k = 0; k < cells.length; k++) {
            if (chain[k]) {
                int i = k / SIZE;
                int j = k % SIZE;
                if ((i > 0 && cells[k - SIZE] == 0) || (i < SIZE - 1 && cells[k + SIZE] == 0)
                        || (j > 0 && cells[k - 1] == 0) || (j < SIZE - 1 && cells[k + 1] == 0)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RefereeBoard && Arrays.equals(((RefereeBoard) o).cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return String.join("\n", rows()) + "\n";
    }
}
