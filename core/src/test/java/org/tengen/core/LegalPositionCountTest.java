package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Counts the legal positions of small boards by brute force through the board's own liberty logic, and
 * compares them with John Tromp's published counts (OEIS A094777 for n x n, A102620 for 1 x n, A266278
 * for 2 x n). A position is legal when every chain has a liberty; stones go on with
 * {@link Board#setStone}, which never captures, so {@link Board#liberties(int)} sees every colouring as it
 * is.
 */
@Tag("slow")
class LegalPositionCountTest {

    /**
     * Every one of the 3^n colourings, each set up on a fresh board and judged by {@code liberties(p) > 0}
     * for every stone; each is also judged by the naive flood-fill board, and must agree.
     */
    @ParameterizedTest(name = "{0}x{1}: {2}")
    @CsvSource({
        "1, 1, 1",
        "1, 2, 5",
        "2, 1, 5",
        "1, 3, 15",
        "3, 1, 15",
        "1, 4, 41",
        "1, 5, 113",
        "5, 1, 113",
        "2, 2, 57",
        "2, 3, 489",
        "3, 2, 489",
        "2, 4, 4125",
        "4, 2, 4125",
        "3, 3, 12675",
    })
    void everyColouringOnAFreshBoard(int width, int height, long expected) {
        Geometry g = Geometry.of(width, height);
        int[] points = g.points();
        int n = points.length;
        int colourings = 1;
        for (int i = 0; i < n; i++) {
            colourings *= 3;
        }
        long legal = 0;
        long naiveLegal = 0;
        int[] codes = new int[n];
        for (int k = 0; k < colourings; k++) {
            int rest = k;
            for (int i = 0; i < n; i++) {
                codes[i] = rest % 3;
                rest /= 3;
            }
            Board board = new Board(g);
            NaiveBoard naive = new NaiveBoard(width, height);
            for (int i = 0; i < n; i++) {
                if (codes[i] != 0) {
                    board.setStone(points[i], Stone.ofCode(codes[i]));
                    naive.setup(g.col(points[i]), g.row(points[i]), codes[i]);
                }
            }
            // Illegal colourings too: every chain's liberty count must be exact, zero included.
            BoardConsistencyTest.verify(board, naive, false, () -> "colouring\n" + naive);
            if (everyChainHasALiberty(board)) {
                legal++;
            }
            if (naive.isLegalPosition()) {
                naiveLegal++;
            }
        }
        assertThat(naiveLegal).as("naive count of %s", g.describe()).isEqualTo(expected);
        assertThat(legal).as("count of %s", g.describe()).isEqualTo(expected);
    }

    /**
     * A depth-first walk over colourings on one board, with {@code setStone} going forward and
     * {@code undo} going back. A chain without a liberty while the undecided points are still empty stays
     * without one whatever comes later (setup stones never capture), so the walk prunes there; at a leaf
     * every chain is checked.
     */
    @ParameterizedTest(name = "{0}x{1}: {2}")
    @CsvSource({
        "1, 1, 1",
        "1, 8, 2401",
        "8, 1, 2401",
        "2, 2, 57",
        "2, 5, 35117",
        "5, 2, 35117",
        "2, 6, 299681",
        "3, 3, 12675",
        "4, 4, 24318165",
    })
    void depthFirstWithUndo(int width, int height, long expected) {
        Geometry g = Geometry.of(width, height);
        Board board = new Board(g);
        assertThat(count(board, g.points(), 0)).as("count of %s", g.describe()).isEqualTo(expected);
        assertThat(board.undoDepth()).isZero();
        assertThat(board.emptyCount()).isEqualTo(g.area());
        assertThat(board.hash()).isZero();
    }

    private static long count(Board board, int[] points, int i) {
        if (i == points.length) {
            return everyChainHasALiberty(board) ? 1 : 0;
        }
        long total = count(board, points, i + 1); // the point stays empty
        int p = points[i];
        for (Stone s : Stone.values()) {
            board.setStone(p, s);
            if (!hopeless(board, p)) {
                total += count(board, points, i + 1);
            }
            board.undo();
        }
        return total;
    }

    /** Whether the chain of {@code p} or a chain next to it has no liberty left. */
    private static boolean hopeless(Board board, int p) {
        if (board.liberties(p) == 0) {
            return true;
        }
        int stride = board.geometry().stride();
        for (int q : new int[] {p - 1, p + 1, p - stride, p + stride}) {
            int c = board.at(q);
            if ((c == Board.BLACK || c == Board.WHITE) && board.liberties(q) == 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean everyChainHasALiberty(Board board) {
        for (int p : board.geometry().points()) {
            if (board.at(p) != Board.EMPTY && board.liberties(p) == 0) {
                return false;
            }
        }
        return true;
    }

    @Test
    void aFullBoardOfOneColourHasNoLiberty() {
        Board board = new Board(Geometry.of(3, 2));
        for (int p : board.geometry().points()) {
            board.setStone(p, Stone.WHITE);
        }
        int first = board.geometry().point(0, 0);
        assertThat(board.chainSize(first)).isEqualTo(6);
        assertThat(board.liberties(first)).isZero();
        assertThat(board.emptyCount()).isZero();
    }
}
