package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tengen.core.testing.Diagrams.assertPosition;
import static org.tengen.core.testing.Diagrams.game;
import static org.tengen.core.testing.Diagrams.play;
import static org.tengen.core.testing.Diagrams.point;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tengen.core.testing.Diagrams;

/**
 * Taking a stone off the board ({@link Board#removeStone}, {@link Game#removeStone}), as an SGF AE does: chains
 * that fall apart, exact undo, and the game's history and superko keys.
 */
class RemoveStoneTest {
    private static final Rules CHINESE = RulesPresets.get("chinese");
    private static final Rules TROMP_TAYLOR = RulesPresets.get("tromp-taylor");

    /** A black cross of eight stones whose centre D4 holds four arms together; White touches three arms. */
    private static final String CROSS = """
            . . . . . . .
            . . . X O . .
            . . . X O . .
            . X X X X O .
            . . . X . . .
            . . O X . . .
            . . . . . . .
            """;

    // ---------------------------------------------------------------- the board

    @Test
    void removingTheCentreOfACrossLeavesFourChainsWithExactLiberties() {
        Board board = Diagrams.board(CROSS);
        Geometry g = board.geometry();
        int whiteLibertiesBefore = board.liberties(point(g, "E6"));
        int depth = board.undoDepth();

        board.removeStone(point(g, "D4"));

        assertPosition(board, """
                . . . . . . .
                . . . X O . .
                . . . X O . .
                . X X . X O .
                . . . X . . .
                . . O X . . .
                . . . . . . .
                """);
        assertThat(board.undoDepth()).isEqualTo(depth + 1);
        // By hand: each arm is now a chain of its own, and D4 is a liberty of every one.
        assertChain(board, "D6", 2, 4); // D7 C6 C5 D4
        assertChain(board, "B4", 2, 6); // A4 B5 B3 C5 C3 D4
        assertChain(board, "E4", 1, 2); // D4 E3
        assertChain(board, "D2", 2, 5); // D4 C3 E3 E2 D1
        Set<Integer> heads = new HashSet<>();
        for (String arm : new String[] {"D6", "D5", "B4", "C4", "E4", "D3", "D2"}) {
            heads.add(board.chainHead(point(g, arm)));
        }
        assertThat(heads).hasSize(4);
        // The white chain E6 E5 touches two arms but not D4: its liberties are unchanged.
        assertThat(board.liberties(point(g, "E6"))).isEqualTo(whiteLibertiesBefore);
        assertThat(board.prisoners(Stone.BLACK)).isZero();
        assertThat(board.prisoners(Stone.WHITE)).isZero();
        assertThat(board.hash()).isEqualTo(board.position().toBoard().hash());
        BoardConsistencyTest.verify(board, naive(board), true, () -> "cross without D4");
    }

    /** Fails unless the stone at {@code vertex} is in a chain of {@code size} stones with {@code liberties}. */
    private static void assertChain(Board board, String vertex, int size, int liberties) {
        int p = point(board, vertex);
        assertThat(board.chainSize(p)).as("size of the chain at %s", vertex).isEqualTo(size);
        assertThat(board.liberties(p)).as("liberties of the chain at %s", vertex).isEqualTo(liberties);
    }

    @Test
    void theOpponentChainsNextToTheStoneGainTheLibertyOnce() {
        Board board = Diagrams.board("""
                O O . . .
                O X O . .
                . . . . .
                . . . . .
                . . . . .
                """);
        int b4 = point(board, "B4");
        int a5 = point(board, "A5");
        int c4 = point(board, "C4");
        assertThat(board.liberties(a5)).isEqualTo(2);
        assertThat(board.liberties(c4)).isEqualTo(3);
        board.removeStone(b4);
        assertThat(board.at(b4)).isEqualTo(Board.EMPTY);
        // A5 A4 B5 touches B4 twice and gains it once; C4 gains it too.
        assertThat(board.liberties(a5)).isEqualTo(3); // C5 A3 B4
        assertThat(board.liberties(c4)).isEqualTo(4); // C5 D4 C3 B4
        assertThat(board.emptyCount()).isEqualTo(21);
        BoardConsistencyTest.verify(board, naive(board), true, () -> "B4 removed");
    }

    @Test
    void removeThenUndoRestoresEverythingExactlyKoPointIncluded() {
        Board board = Diagrams.board("""
                . X O . . . .
                X O . O . . .
                . X O . . . .
                . . . . . . .
                . . X X X . .
                . . X . X . .
                . . X X X . .
                """);
        Diagrams.play(board, Stone.BLACK, "C6"); // takes B6 and makes a ko
        assertThat(board.koPoint()).isEqualTo(point(board, "B6"));
        Snapshot before = new Snapshot(board);

        board.removeStone(point(board, "C3")); // opens a ring of eight black stones: they stay one chain
        assertThat(board.koPoint()).isZero();
        assertThat(board.koColor()).isNull();
        assertChain(board, "C2", 7, 9); // D2 C3 D4 E4 F3 F2 F1 B1 B2
        assertThat(new Snapshot(board)).isNotEqualTo(before);

        board.undo();
        assertThat(new Snapshot(board)).isEqualTo(before);
        // The ko is back in force.
        assertThat(board.legality(point(board, "B6"), Stone.WHITE)).isEqualTo(Legality.KO);
    }

    @Test
    void removalRefusesAnEmptyOrOffBoardPointAndChangesNothing() {
        Board board = Diagrams.board("""
                X . .
                . . .
                . . O
                """);
        Snapshot before = new Snapshot(board);
        Geometry g = board.geometry();
        assertThatThrownBy(() -> board.removeStone(point(g, "B2")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no stone").hasMessageContaining("B2");
        for (int p : new int[] {-1, 0, g.stride(), g.length(), Integer.MAX_VALUE}) {
            assertThatThrownBy(() -> board.removeStone(p))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("off the 3x3 board");
        }
        assertThat(new Snapshot(board)).isEqualTo(before);
    }

    @Test
    void removalWorksWithUndoSwitchedOff() {
        Board board = Diagrams.board(CROSS);
        board.setUndoEnabled(false);
        board.removeStone(point(board, "D4"));
        assertThat(board.undoDepth()).isZero();
        BoardConsistencyTest.verify(board, naive(board), false, () -> "cross without D4, no undo");
    }

    /** Everything the board holds that undo must give back, empty-point list order included. */
    private record Snapshot(String position, long hash, int koPoint, Stone koColor, int blackPrisoners,
                            int whitePrisoners, List<Integer> empties, List<List<Integer>> chains, int undoDepth) {
        Snapshot(Board b) {
            this(b.position().toString(), b.hash(), b.koPoint(), b.koColor(), b.prisoners(Stone.BLACK),
                    b.prisoners(Stone.WHITE), empties(b), chains(b), b.undoDepth());
        }

        private static List<Integer> empties(Board b) {
            List<Integer> out = new ArrayList<>();
            for (int i = 0; i < b.emptyCount(); i++) {
                out.add(b.emptyAt(i));
            }
            return out;
        }

        /** Per stone: point, head, next in chain, chain size, liberties. */
        private static List<List<Integer>> chains(Board b) {
            List<List<Integer>> out = new ArrayList<>();
            for (int p : b.geometry().points()) {
                if (b.at(p) != Board.EMPTY) {
                    out.add(List.of(p, b.chainHead(p), b.nextInChain(p), b.chainSize(p), b.liberties(p)));
                }
            }
            return out;
        }
    }

    /** A naive board holding the fast board's stones, with no ko and no prisoners. */
    private static NaiveBoard naive(Board board) {
        Geometry g = board.geometry();
        NaiveBoard n = new NaiveBoard(g.width(), g.height());
        for (int p : g.points()) {
            if (board.at(p) != Board.EMPTY) {
                n.setup(g.col(p), g.row(p), board.at(p));
            }
        }
        return n;
    }

    // ---------------------------------------------------------------- random games with removals

    @ParameterizedTest(name = "{0}x{1}: {2} games of {3} actions")
    @CsvSource({"1, 5, 20, 40", "3, 3, 30, 60", "5, 5, 20, 150", "7, 5, 15, 150", "9, 9, 6, 300", "13, 13, 3, 400",
        "19, 19, 2, 700"})
    void randomMovesSetupsAndRemovalsAgreeWithTheNaiveBoard(int width, int height, int games, int actions) {
        int splits = 0;
        for (int game = 0; game < games; game++) {
            long seed = 0xAE5L + 1_000_003L * width + 10_007L * height + 1_000_000_007L * game;
            splits += new RandomGame(Geometry.of(width, height), seed).run(actions);
        }
        if (width * height >= 9) {
            assertThat(splits).as("removals that split a chain").isPositive();
        }
    }

    /**
     * Random plays, setup stones, removals (often of a stone in a big chain, so chains fall apart) and
     * take-backs on a board with undo and a shadow without, each step checked against the naive board;
     * at the end every action is undone, each undo checked against the naive state of its step.
     */
    private static final class RandomGame {
        private final Geometry g;
        private final long seed;
        private final SplittableRandom random;
        private final TrackedBoards boards;
        private final Board board;
        private Stone toMove = Stone.BLACK;
        private int step;
        private String lastAction = "start";
        private int removals;
        private int splits;

        RandomGame(Geometry g, long seed) {
            this.g = g;
            this.seed = seed;
            this.random = new SplittableRandom(seed);
            this.boards = new TrackedBoards(g);
            this.board = boards.board;
        }

        private String context() {
            return g.describe() + ", seed " + seed + ", step " + step + " (" + lastAction + ")";
        }

        /** Plays the game and undoes it all; returns the number of removals that split a chain. */
        int run(int actions) {
            for (step = 1; step <= actions; step++) {
                if (act()) {
                    boards.record();
                }
                // The legality of every point is slow on big boards: check it now and then there.
                boards.verify(g.area() <= 49 || step % 25 == 0, this::context);
            }
            assertThat(removals).as("removals in %s", context()).isPositive();
            for (int d = boards.depth(); d > 0; d--) {
                step = d;
                lastAction = "undo back to depth " + (d - 1);
                board.undo();
                BoardConsistencyTest.verify(board, boards.naiveAt(d - 1), false, this::context);
            }
            assertThat(board.hash()).isZero();
            return splits;
        }

        private boolean act() {
            int r = random.nextInt(100);
            if (r < 15) {
                return remove();
            }
            if (r < 22) {
                return setup();
            }
            if (r < 25 && boards.depth() > 0) {
                takeBack();
                return false;
            }
            return playLegal();
        }

        /** Removes a random stone; half the time one from a chain of three or more, whose removal may split it. */
        private boolean remove() {
            List<Integer> stones = new ArrayList<>();
            List<Integer> big = new ArrayList<>();
            for (int p : g.points()) {
                if (board.at(p) != Board.EMPTY) {
                    stones.add(p);
                    if (board.chainSize(p) >= 3) {
                        big.add(p);
                    }
                }
            }
            if (stones.isEmpty()) {
                return playLegal();
            }
            List<Integer> from = !big.isEmpty() && random.nextBoolean() ? big : stones;
            int p = from.get(random.nextInt(from.size()));
            lastAction = "remove " + g.toGtp(p) + " from a chain of " + board.chainSize(p);
            int c = board.at(p);
            boards.remove(p);
            if (friendlyChainsAround(p, c) >= 2) {
                splits++;
            }
            removals++;
            return true;
        }

        /** The distinct chains of colour code {@code c} next to {@code p}. */
        private int friendlyChainsAround(int p, int c) {
            Set<Integer> heads = new HashSet<>();
            for (int q : new int[] {p - 1, p + 1, p - g.stride(), p + g.stride()}) {
                if (board.at(q) == c) {
                    heads.add(board.chainHead(q));
                }
            }
            return heads.size();
        }

        private boolean setup() {
            if (board.emptyCount() == 0) {
                return false;
            }
            int p = board.emptyAt(random.nextInt(board.emptyCount()));
            Stone stone = random.nextBoolean() ? Stone.BLACK : Stone.WHITE;
            if (!boards.setup(p, stone)) {
                return false;
            }
            lastAction = "setup " + stone + " " + g.toGtp(p);
            return true;
        }

        private boolean playLegal() {
            List<Integer> legal = new ArrayList<>();
            for (int i = 0; i < board.emptyCount(); i++) {
                if (board.isLegal(board.emptyAt(i), toMove.code())) {
                    legal.add(board.emptyAt(i));
                }
            }
            if (legal.isEmpty()) {
                lastAction = toMove + " passes";
                boards.pass();
            } else {
                int p = legal.get(random.nextInt(legal.size()));
                lastAction = toMove + " plays " + g.toGtp(p);
                assertThat(board.play(p, toMove)).as(this::context).isEqualTo(Legality.LEGAL);
                boards.played(p, toMove.code());
            }
            toMove = toMove.opponent();
            return true;
        }

        private void takeBack() {
            int k = 1 + random.nextInt(Math.min(4, boards.depth()));
            lastAction = "take back " + k;
            boards.takeBack(k);
        }
    }

    // ---------------------------------------------------------------- the game

    @Test
    void gameRemovalIsASetupTurnThatUndoTakesBack() {
        Game g = game(CHINESE, """
                . . . . .
                . X X X .
                . . O . .
                . . . . .
                . . . . .
                """);
        play(g, "D2", "B2");
        int historyBefore = g.history().size();
        long hashBefore = g.board().hash();
        Turn lastMove = g.lastMove();
        int c4 = point(g, "C4");

        g.removeStone(c4);

        assertThat(g.board().isEmpty(c4)).isTrue();
        assertThat(g.board().chainSize(point(g, "B4"))).isEqualTo(1);
        assertThat(g.board().chainSize(point(g, "D4"))).isEqualTo(1);
        assertThat(g.board().liberties(point(g, "C3"))).isEqualTo(4);
        assertThat(g.history()).hasSize(historyBefore + 1);
        assertThat(g.history().get(historyBefore)).isEqualTo(new Turn(Stone.BLACK, Move.play(c4), true, true));
        assertThat(g.history().get(historyBefore).removal()).isTrue();
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
        assertThat(g.moveCount()).isEqualTo(2);
        assertThat(g.lastMove()).isEqualTo(lastMove);
        assertThat(g.board().prisoners(Stone.BLACK) + g.board().prisoners(Stone.WHITE)).isZero();

        g.undo();
        assertThat(g.board().at(c4)).isEqualTo(Board.BLACK);
        assertThat(g.board().chainSize(c4)).isEqualTo(3);
        assertThat(g.board().hash()).isEqualTo(hashBefore);
        assertThat(g.history()).hasSize(historyBefore);
        assertThat(g.toMove()).isEqualTo(Stone.BLACK);
        assertThat(g.moveCount()).isEqualTo(2);
    }

    @Test
    void gameRemovalRefusesAnEmptyOrOffBoardPointAndRecordsNothing() {
        Game g = new Game(5, CHINESE);
        play(g, "C3");
        assertThatThrownBy(() -> g.removeStone(point(g, "D3")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("D3");
        assertThatThrownBy(() -> g.removeStone(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("off the 5x5 board");
        assertThat(g.history()).hasSize(1);
        assertThat(g.board().at(point(g, "C3"))).isEqualTo(Board.BLACK);
    }

    @Test
    void theRemovalClearsTheKoAndUndoBringsItBack() {
        Game g = game(CHINESE, """
                . X O . .
                X O . O .
                . X O . .
                . . . . .
                . . . . X
                """);
        play(g, "C4"); // Black takes B4: White may not retake at once
        assertThat(Diagrams.legality(g, "B4")).isEqualTo(Legality.KO);
        g.removeStone(point(g, "E1"));
        assertThat(g.board().koPoint()).isZero();
        assertThat(Diagrams.legality(g, "B4")).isEqualTo(Legality.LEGAL);
        g.undo();
        assertThat(Diagrams.legality(g, "B4")).isEqualTo(Legality.KO);
    }

    /**
     * Black A2 is a two-stone suicide that takes A1 with it, leaving the position that removing A1 leaves.
     * Under positional superko it is legal only while that position has not occurred.
     */
    @Test
    void theRemovalsPositionCountsForSuperkoUntilItIsUndone() {
        Game g = new Game(5, TROMP_TAYLOR);
        g.setup(Stone.BLACK, point(g, "A1"));
        for (String v : new String[] {"B1", "B2", "A3"}) {
            g.setup(Stone.WHITE, point(g, v));
        }
        assertThat(Diagrams.legality(g, "A2")).isEqualTo(Legality.LEGAL);
        play(g, "E5"); // a move: the position with A1 (and E5) is one of the game's

        g.removeStone(point(g, "A1"));
        g.setToMove(Stone.BLACK);
        // Putting A1 back would repeat the position before the removal.
        assertThat(Diagrams.legality(g, "A1")).isEqualTo(Legality.SUPERKO);
        assertThat(g.positionRepeatedSinceLastPass()).isFalse();
        g.setup(Stone.BLACK, point(g, "A1"));
        assertThat(g.positionRepeatedSinceLastPass()).isTrue();
        // The removal and this stone are one setup run: the step between never stood (SetupSuperkoTest).
        assertThat(Diagrams.legality(g, "A2")).isEqualTo(Legality.LEGAL);

        g.undo(); // the setup stone: the removal's position is the position now, and a seen one again
        assertThat(Diagrams.legality(g, "A1")).isEqualTo(Legality.SUPERKO);
        g.undo(); // the removal: its position is forgotten
        assertThat(g.board().at(point(g, "A1"))).isEqualTo(Board.BLACK);
        assertThat(g.positionRepeatedSinceLastPass()).isFalse();
        assertThat(Diagrams.legality(g, "A2")).isEqualTo(Legality.LEGAL);
        play(g, "A2");
        assertPosition(g, """
                . . . . X
                . . . . .
                O . . . .
                . O . . .
                . O . . .
                """);
    }

    @Test
    void aTurnMarkedAsRemovalMustBeASetupTurnAtAPoint() {
        assertThatThrownBy(() -> new Turn(Stone.BLACK, Move.play(7), false, true))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Turn(Stone.BLACK, Move.PASS, true, true))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new Turn(Stone.WHITE, Move.play(7), true).removal()).isFalse();
    }
}
