package org.tengen.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A deliberately naive board that tests compare the fast {@link Board} with: a plain two-dimensional array
 * of colour codes, and every chain, liberty, capture and ko found again by flood fill when asked. Nothing is
 * incremental and nothing is clever, so each method can be checked by reading it.
 *
 * <p>Codes are the board's: 0 empty, 1 black, 2 white. Coordinates are (column, row), row 0 at the top, as
 * in {@link Geometry#point(int, int)}.
 *
 * <p>Simple ko is judged by its definition rather than by a remembered point: a play is a forbidden ko
 * recapture when the previous action was a play by the opponent that captured exactly one stone, and this
 * play would also capture exactly one stone and bring back the arrangement of stones from before that
 * previous play.
 */
final class NaiveBoard {
    private static final int[] DCOL = {0, -1, 1, 0};
    private static final int[] DROW = {-1, 0, 0, 1};

    final int width;
    final int height;
    /** {@code cells[row][col]}: 0 empty, 1 black, 2 white. */
    private final int[][] cells;
    private final int[] prisoners = new int[3];
    /** The stones before the last action, if that action was a play that captured exactly one stone. */
    private int[][] beforeSingleCapture;
    /** Who made that play. */
    private int singleCapturer;
    /** Flood-fill marks: a cell belongs to the current fill when its mark equals {@code generation}. */
    private final int[][] chainMark;
    private final int[][] libertyMark;
    private int generation;

    NaiveBoard(int width, int height) {
        this.width = width;
        this.height = height;
        this.cells = new int[height][width];
        this.chainMark = new int[height][width];
        this.libertyMark = new int[height][width];
    }

    NaiveBoard copy() {
        NaiveBoard n = new NaiveBoard(width, height);
        for (int r = 0; r < height; r++) {
            n.cells[r] = cells[r].clone();
        }
        n.prisoners[1] = prisoners[1];
        n.prisoners[2] = prisoners[2];
        n.beforeSingleCapture = beforeSingleCapture;
        n.singleCapturer = singleCapturer;
        return n;
    }

    // ---------------------------------------------------------------- reading

    int at(int col, int row) {
        return cells[row][col];
    }

    boolean onBoard(int col, int row) {
        return col >= 0 && col < width && row >= 0 && row < height;
    }

    /** Stones of the opponent of colour {@code code} that {@code code} has taken, suicides included. */
    int prisoners(int code) {
        return prisoners[code];
    }

    int emptyCount() {
        int n = 0;
        for (int[] row : cells) {
            for (int c : row) {
                if (c == 0) {
                    n++;
                }
            }
        }
        return n;
    }

    /** A chain found by flood fill: its colour, its stones as {col,row} pairs, and its distinct liberties. */
    record Chain(int color, List<int[]> stones, int liberties) {
        int size() {
            return stones.size();
        }
    }

    /** The chain through the stone at (col, row), by flood fill. */
    Chain chainAt(int col, int row) {
        int color = cells[row][col];
        if (color == 0) {
            throw new IllegalArgumentException("no stone at (" + col + ", " + row + ")");
        }
        int g = ++generation;
        List<int[]> stones = new ArrayList<>();
        List<int[]> todo = new ArrayList<>();
        todo.add(new int[] {col, row});
        chainMark[row][col] = g;
        int liberties = 0;
        while (!todo.isEmpty()) {
            int[] s = todo.remove(todo.size() - 1);
            stones.add(s);
            for (int d = 0; d < 4; d++) {
                int c = s[0] + DCOL[d];
                int r = s[1] + DROW[d];
                if (!onBoard(c, r)) {
                    continue;
                }
                if (cells[r][c] == color && chainMark[r][c] != g) {
                    chainMark[r][c] = g;
                    todo.add(new int[] {c, r});
                } else if (cells[r][c] == 0 && libertyMark[r][c] != g) {
                    libertyMark[r][c] = g;
                    liberties++;
                }
            }
        }
        return new Chain(color, stones, liberties);
    }

    /** Every chain on the board, each once. */
    List<Chain> chains() {
        boolean[][] seen = new boolean[height][width];
        List<Chain> chains = new ArrayList<>();
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (cells[r][c] != 0 && !seen[r][c]) {
                    Chain chain = chainAt(c, r);
                    for (int[] s : chain.stones()) {
                        seen[s[1]][s[0]] = true;
                    }
                    chains.add(chain);
                }
            }
        }
        return chains;
    }

    /** Whether every chain has a liberty (Tromp's definition of a legal position). */
    boolean isLegalPosition() {
        for (Chain chain : chains()) {
            if (chain.liberties() == 0) {
                return false;
            }
        }
        return true;
    }

    /** XOR of the board's Zobrist key of every stone. */
    long hash(Geometry g) {
        long h = 0;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (cells[r][c] != 0) {
                    h ^= Zobrist.KEYS[cells[r][c]][g.point(c, r)];
                }
            }
        }
        return h;
    }

    Position toPosition() {
        return Position.parse(toString());
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int[] row : cells) {
            for (int c : row) {
                sb.append(c == 0 ? '.' : c == 1 ? 'X' : 'O');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- changing

    /**
     * Places {@code color} at the empty (col, row), removes the opponent chains left without liberties (the
     * mover's prisoners), then removes the mover's own chain if it has no liberty (the opponent's
     * prisoners). Checks neither ko nor suicide. Returns the number of opponent stones captured.
     */
    int play(int col, int row, int color) {
        if (cells[row][col] != 0) {
            throw new IllegalArgumentException("(" + col + ", " + row + ") is not empty");
        }
        int[][] before = copyCells();
        int opponent = 3 - color;
        cells[row][col] = color;
        int captured = 0;
        for (int d = 0; d < 4; d++) {
            int c = col + DCOL[d];
            int r = row + DROW[d];
            if (onBoard(c, r) && cells[r][c] == opponent) {
                Chain chain = chainAt(c, r);
                if (chain.liberties() == 0) {
                    remove(chain);
                    captured += chain.size();
                }
            }
        }
        prisoners[color] += captured;
        Chain own = chainAt(col, row);
        boolean suicide = own.liberties() == 0;
        if (suicide) {
            remove(own);
            prisoners[opponent] += own.size();
        }
        if (captured == 1 && !suicide) {
            beforeSingleCapture = before;
            singleCapturer = color;
        } else {
            beforeSingleCapture = null;
            singleCapturer = 0;
        }
        return captured;
    }

    void pass() {
        beforeSingleCapture = null;
        singleCapturer = 0;
    }

    /** A setup stone: placed on an empty point without captures; forgets any ko. */
    void setup(int col, int row, int color) {
        if (cells[row][col] != 0) {
            throw new IllegalArgumentException("(" + col + ", " + row + ") is not empty");
        }
        cells[row][col] = color;
        beforeSingleCapture = null;
        singleCapturer = 0;
    }

    /** Takes the stone at (col, row) off the board (an SGF AE): nobody gains a prisoner; forgets any ko. */
    void removeStone(int col, int row) {
        if (cells[row][col] == 0) {
            throw new IllegalArgumentException("(" + col + ", " + row + ") is empty");
        }
        cells[row][col] = 0;
        beforeSingleCapture = null;
        singleCapturer = 0;
    }

    private void remove(Chain chain) {
        for (int[] s : chain.stones()) {
            cells[s[1]][s[0]] = 0;
        }
    }

    private int[][] copyCells() {
        int[][] copy = new int[height][];
        for (int r = 0; r < height; r++) {
            copy[r] = cells[r].clone();
        }
        return copy;
    }

    // ---------------------------------------------------------------- judging a move

    /**
     * How many stones {@code color} would lose to suicide by playing at the empty (col, row): 0 when the
     * move captures something or its chain keeps a liberty.
     */
    int suicideSize(int col, int row, int color) {
        if (cells[row][col] != 0) {
            throw new IllegalArgumentException("(" + col + ", " + row + ") is not empty");
        }
        cells[row][col] = color;
        try {
            for (int d = 0; d < 4; d++) {
                int c = col + DCOL[d];
                int r = row + DROW[d];
                if (onBoard(c, r) && cells[r][c] == 3 - color && chainAt(c, r).liberties() == 0) {
                    return 0; // captures, so its own chain gains a liberty
                }
            }
            Chain own = chainAt(col, row);
            return own.liberties() == 0 ? own.size() : 0;
        } finally {
            cells[row][col] = 0;
        }
    }

    /** Whether simple ko forbids {@code color} to play at the empty (col, row) now. */
    boolean koForbids(int col, int row, int color) {
        if (beforeSingleCapture == null || color != 3 - singleCapturer || cells[row][col] != 0
                || beforeSingleCapture[row][col] != color) {
            return false; // (the last test only saves time: the play puts that colour there to stay)
        }
        NaiveBoard trial = copy();
        int captured = trial.play(col, row, color);
        return captured == 1 && Arrays.deepEquals(trial.cells, beforeSingleCapture);
    }

    /**
     * The point (as {col, row}) where simple ko forbids a play now, and the colour it forbids as a third
     * element; {@code null} when there is none. Fails if there were two.
     */
    int[] koPoint() {
        if (beforeSingleCapture == null) {
            return null;
        }
        int[] found = null;
        int color = 3 - singleCapturer;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (koForbids(c, r, color)) {
                    if (found != null) {
                        throw new AssertionError("two ko points");
                    }
                    found = new int[] {c, r, color};
                }
            }
        }
        return found;
    }

    /** The judgement the fast board should give, in its order: occupied, then ko, then suicide. */
    Legality legality(int col, int row, int color, SuicideRule rule, boolean simpleKo) {
        if (cells[row][col] != 0) {
            return Legality.OCCUPIED;
        }
        if (simpleKo && koForbids(col, row, color)) {
            return Legality.KO;
        }
        int lost = suicideSize(col, row, color);
        if (lost == 0) {
            return Legality.LEGAL;
        }
        boolean allowed = rule == SuicideRule.ALL || (rule == SuicideRule.MULTI_STONE && lost >= 2);
        return allowed ? Legality.LEGAL : Legality.SUICIDE;
    }
}
