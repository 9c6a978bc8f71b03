package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Randomized consistency: many seeded random games on the fast {@link Board}, checked after every action
 * against the {@link NaiveBoard} (colours, chains, exact liberties, chain heads and next-in-chain cycles,
 * prisoners, hash, empty-point list, simple-ko point, and the legality of every point for both colours),
 * then taken back one action at a time, each undo checked against the naive state recorded at that step.
 * Copies made by {@link Board#copy()} and {@link Board#copyFrom(Board)}, and a shadow board with undo
 * switched off, must agree as well.
 *
 * <p>A failure names the board size, rules, seed and step; the game replays exactly from the seed.
 */
@Tag("slow")
class BoardConsistencyTest {

    /** Width, height, number of games, actions per game. */
    private static final int[][] SIZES = {
        {1, 1, 30, 12},
        {2, 2, 40, 40},
        {5, 5, 25, 120},
        {7, 5, 25, 120},
        {9, 9, 8, 250},
        {19, 19, 2, 600},
        {25, 25, 1, 1000},
        // Strips and tall rectangles: the shared border column must work in both directions.
        {1, 25, 6, 80},
        {3, 17, 6, 150},
        {9, 2, 8, 80},
    };

    static Stream<Arguments> configurations() {
        List<Arguments> list = new ArrayList<>();
        for (int[] size : SIZES) {
            for (SuicideRule rule : SuicideRule.values()) {
                for (boolean ko : new boolean[] {true, false}) {
                    list.add(Arguments.of(size[0], size[1], rule, ko, size[2], size[3]));
                }
            }
        }
        return list.stream();
    }

    @ParameterizedTest(name = "{0}x{1}, suicide {2}, simple ko {3}: {4} games of {5} actions")
    @MethodSource("configurations")
    void randomGamesAgreeWithTheNaiveBoard(int width, int height, SuicideRule rule, boolean simpleKo,
                                           int games, int actions) {
        for (int game = 0; game < games; game++) {
            long seed = 0x7E46E11L + 1_000_003L * width + 10_007L * height + 101L * rule.ordinal()
                    + (simpleKo ? 7919L : 0L) + 1_000_000_007L * game;
            new RandomGame(Geometry.of(width, height), rule, simpleKo, seed).run(actions);
        }
    }

    @Test
    void copyFromRefusesAnotherSize() {
        Board nine = new Board(9);
        assertThatThrownBy(() -> nine.copyFrom(new Board(Geometry.of(9, 7))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("9x7")
                .hasMessageContaining("9x9");
    }

    @Test
    void undoWithNothingToUndoThrows() {
        Board board = new Board(5);
        assertThatThrownBy(board::undo).isInstanceOf(IllegalStateException.class);
        board.pass();
        board.undo();
        assertThatThrownBy(board::undo).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void playingOnAStoneThrowsAndChangesNothing() {
        Geometry g = Geometry.of(5);
        Board board = new Board(g);
        int p = g.point(2, 2);
        board.setStone(p, Stone.BLACK);
        long hash = board.hash();
        assertThatThrownBy(() -> board.playUnchecked(p, Stone.WHITE.code()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("C3");
        assertThatThrownBy(() -> board.setStone(p, Stone.WHITE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("C3");
        assertThat(board.play(p, Stone.WHITE)).isEqualTo(Legality.OCCUPIED);
        assertThat(board.hash()).isEqualTo(hash);
        assertThat(board.undoDepth()).isEqualTo(1);
    }

    // ---------------------------------------------------------------- one random game

    private static final class RandomGame {
        private final Geometry g;
        private final SuicideRule rule;
        private final boolean simpleKo;
        private final long seed;
        private final SplittableRandom random;
        private final TrackedBoards boards;
        /** The board under test, with undo (the tracked one). */
        private final Board board;
        /** A board that copyFrom overwrites now and then. */
        private final Board mirror;
        private final int[] candidates;
        private Stone toMove = Stone.BLACK;
        private int step;
        private String lastAction = "start";

        RandomGame(Geometry g, SuicideRule rule, boolean simpleKo, long seed) {
            this.g = g;
            this.rule = rule;
            this.simpleKo = simpleKo;
            this.seed = seed;
            this.random = new SplittableRandom(seed);
            this.boards = new TrackedBoards(g, rule, simpleKo);
            this.board = boards.board;
            this.mirror = boards.newBoard();
            this.candidates = new int[g.area()];
        }

        private String context() {
            return g.describe() + ", suicide " + rule + ", simple ko " + simpleKo + ", seed " + seed
                    + ", step " + step + " (" + lastAction + ")";
        }

        void run(int actions) {
            boards.verify(true, this::context);
            for (step = 1; step <= actions; step++) {
                if (act()) {
                    boards.record();
                }
                boards.verify(true, this::context);
                if (random.nextInt(50) == 0) {
                    checkCopies();
                }
            }
            undoEverything();
        }

        /** One random action; true when it is one that undo can take back. */
        private boolean act() {
            int r = random.nextInt(100);
            if (r < 3) {
                pass();
                return true;
            }
            if (r < 5) {
                return setup();
            }
            if (r < 8) {
                return playIllegalUnchecked();
            }
            if (r < 11) {
                return tryRandomPoint();
            }
            if (r < 12 && boards.depth() > 0) {
                takeBack();
                return false;
            }
            return playLegal();
        }

        private void pass() {
            lastAction = toMove + " passes";
            boards.pass();
            toMove = toMove.opponent();
        }

        private boolean playLegal() {
            int n = 0;
            for (int i = 0; i < board.emptyCount(); i++) {
                int p = board.emptyAt(i);
                if (board.legality(p, toMove) == Legality.LEGAL) {
                    candidates[n++] = p;
                }
            }
            if (n == 0) {
                pass();
                return true;
            }
            int p = candidates[random.nextInt(n)];
            int[] ko = boards.naive().koPoint();
            int koPoint = ko == null ? 0 : g.point(ko[0], ko[1]);
            if (koPoint != 0 && ko[2] == toMove.code() && random.nextBoolean()
                    && board.legality(koPoint, toMove) == Legality.LEGAL) {
                p = koPoint; // without the ko rule, retake at once: long ko fights
            } else if (random.nextInt(3) == 0) {
                // Prefer a capture now and then: captures make kos, snapbacks and big removals.
                int captures = 0;
                for (int i = 0; i < n; i++) {
                    if (capturesSomething(candidates[i])) {
                        candidates[captures++] = candidates[i];
                    }
                }
                if (captures > 0) {
                    p = candidates[random.nextInt(captures)];
                }
            }
            lastAction = toMove + " plays " + g.toGtp(p);
            if (random.nextBoolean()) {
                Legality result = board.play(p, toMove);
                assertThat(result).as(this::context).isEqualTo(Legality.LEGAL);
            } else {
                board.playUnchecked(p, toMove.code());
            }
            apply(p);
            return true;
        }

        private boolean capturesSomething(int p) {
            int[] around = {p - 1, p + 1, p - g.stride(), p + g.stride()};
            for (int q : around) {
                if (board.at(q) == toMove.opponent().code() && board.liberties(q) == 1) {
                    return true;
                }
            }
            return false;
        }

        /** The move just made on the board, on the shadow and the naive board; the turn passes. */
        private void apply(int p) {
            boards.played(p, toMove.code());
            toMove = toMove.opponent();
        }

        /** A suicide or a ko recapture the rules forbid, played anyway as a tolerant replay would. */
        private boolean playIllegalUnchecked() {
            int n = 0;
            for (int i = 0; i < board.emptyCount(); i++) {
                int p = board.emptyAt(i);
                if (board.legality(p, toMove) != Legality.LEGAL) {
                    candidates[n++] = p;
                }
            }
            if (n == 0) {
                return playLegal();
            }
            int p = candidates[random.nextInt(n)];
            lastAction = toMove + " plays " + g.toGtp(p) + " unchecked (" + board.legality(p, toMove).reason() + ")";
            board.playUnchecked(p, toMove.code());
            apply(p);
            return true;
        }

        /** {@link Board#play} at any point: refused without a change unless legal. */
        private boolean tryRandomPoint() {
            int p;
            if (random.nextInt(10) == 0) {
                int[] off = {-1, 0, g.stride(), g.length() - 1, g.length(), g.length() + 7, g.stride() * (g.height() + 1)};
                p = off[random.nextInt(off.length)];
                lastAction = toMove + " tries off-board index " + p;
                long hash = board.hash();
                assertThat(board.play(p, toMove)).as(this::context).isEqualTo(Legality.OFF_BOARD);
                assertThat(board.hash()).as(this::context).isEqualTo(hash);
                return false;
            }
            p = g.points()[random.nextInt(g.area())];
            Legality expected = boards.naive().legality(g.col(p), g.row(p), toMove.code(), rule, simpleKo);
            lastAction = toMove + " tries " + g.toGtp(p) + " (" + expected.reason() + ")";
            long hash = board.hash();
            int depth = board.undoDepth();
            Legality result = board.play(p, toMove);
            assertThat(result).as(this::context).isEqualTo(expected);
            if (result.isLegal()) {
                apply(p);
                return true;
            }
            assertThat(board.hash()).as(this::context).isEqualTo(hash);
            assertThat(board.undoDepth()).as(this::context).isEqualTo(depth);
            return false;
        }

        /** A setup stone on a random empty point, when the position stays legal with it. */
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

        /** Undoes a few actions in the middle of the game, then the game goes on from there. */
        private void takeBack() {
            int k = 1 + random.nextInt(Math.min(5, boards.depth()));
            lastAction = "take back " + k;
            boards.takeBack(k);
            if (random.nextBoolean()) {
                toMove = toMove.opponent();
            }
        }

        private void checkCopies() {
            Board copy = board.copy();
            verify(copy, boards.naive(), false, () -> "copy(), " + context());
            assertThat(copy.undoDepth()).isZero();
            assertThat(copy.suicideRule()).isEqualTo(rule);
            assertThat(copy.simpleKo()).isEqualTo(simpleKo);
            assertThatThrownBy(copy::undo).isInstanceOf(IllegalStateException.class);
            // The copy is independent: moves on it leave the original alone.
            long hash = board.hash();
            Position before = board.position();
            playSomeLegalMoves(copy, 3);
            assertThat(board.hash()).as(this::context).isEqualTo(hash);
            assertThat(board.position()).as(this::context).isEqualTo(before);

            // The immutable snapshot: its diagram parses back, and it rebuilds a board with the same chains.
            Position position = board.position();
            assertThat(Position.parse(position.toString())).isEqualTo(position);
            Board rebuilt = position.toBoard();
            assertThat(rebuilt.position()).isEqualTo(position);
            assertThat(rebuilt.hash()).isEqualTo(board.hash());
            assertThat(rebuilt.emptyCount()).isEqualTo(board.emptyCount());
            for (int p : g.points()) {
                assertThat(position.atPoint(p)).isEqualTo(board.at(p));
                if (board.at(p) != Board.EMPTY) {
                    assertThat(rebuilt.chainSize(p)).as(this::context).isEqualTo(board.chainSize(p));
                    assertThat(rebuilt.liberties(p)).as(this::context).isEqualTo(board.liberties(p));
                }
            }

            mirror.copyFrom(board);
            verify(mirror, boards.naive(), true, () -> "copyFrom(), " + context());
            assertThat(mirror.undoDepth()).isZero();
            // The mirror's own undo works from the copied state, and it is then stale until the next copy.
            int moves = playSomeLegalMoves(mirror, 1 + random.nextInt(3));
            assertThat(mirror.undoDepth()).isEqualTo(moves);
            mirror.undoTo(0);
            verify(mirror, boards.naive(), false, () -> "copyFrom() then play and undo, " + context());
            playSomeLegalMoves(mirror, 2);
        }

        private int playSomeLegalMoves(Board b, int count) {
            Stone s = toMove;
            int played = 0;
            for (int k = 0; k < count; k++) {
                int n = 0;
                for (int i = 0; i < b.emptyCount(); i++) {
                    if (b.isLegal(b.emptyAt(i), s.code())) {
                        candidates[n++] = b.emptyAt(i);
                    }
                }
                if (n == 0) {
                    break;
                }
                assertThat(b.play(candidates[random.nextInt(n)], s)).isEqualTo(Legality.LEGAL);
                played++;
                s = s.opponent();
            }
            return played;
        }

        private void undoEverything() {
            int depth = boards.depth();
            assertThat(board.undoDepth()).isEqualTo(depth);
            int half = depth / 2;
            lastAction = "undoTo(" + half + ")";
            board.undoTo(half);
            verify(board, boards.naiveAt(half), true, this::context);
            for (int d = half; d > 0; d--) {
                step = d;
                lastAction = "undo back to depth " + (d - 1);
                board.undo();
                verify(board, boards.naiveAt(d - 1), true, this::context);
            }
            assertThat(board.undoDepth()).isZero();
            assertThat(board.hash()).isZero();
            assertThatThrownBy(board::undo).isInstanceOf(IllegalStateException.class);
        }
    }

    // ---------------------------------------------------------------- the comparison

    /**
     * Fails unless the fast board holds exactly what the naive board says. With {@code legality}, also
     * compares the judgement of every point for both colours under the board's rules.
     */
    static void verify(Board b, NaiveBoard n, boolean legality, Supplier<String> context) {
        Geometry g = b.geometry();
        int length = g.length();
        int[] expected = new int[length];
        Arrays.fill(expected, Board.BORDER);
        for (int row = 0; row < g.height(); row++) {
            for (int col = 0; col < g.width(); col++) {
                expected[g.point(col, row)] = n.at(col, row);
            }
        }
        for (int p = 0; p < length; p++) {
            if (b.at(p) != expected[p]) {
                mismatch(b, n, context, "colour at index " + p + (g.isOnBoard(p) ? " " + g.toGtp(p) : ""),
                        expected[p], b.at(p));
            }
        }

        // Chains: size, liberties, one head per chain, and a next-in-chain cycle through exactly the chain.
        List<NaiveBoard.Chain> chains = n.chains();
        int[] chainOf = new int[length];
        Arrays.fill(chainOf, -1);
        for (int i = 0; i < chains.size(); i++) {
            for (int[] s : chains.get(i).stones()) {
                chainOf[g.point(s[0], s[1])] = i;
            }
        }
        int[] chainOfHead = new int[length];
        Arrays.fill(chainOfHead, -1);
        boolean[] visited = new boolean[length];
        for (int i = 0; i < chains.size(); i++) {
            NaiveBoard.Chain chain = chains.get(i);
            int first = g.point(chain.stones().get(0)[0], chain.stones().get(0)[1]);
            int head = b.chainHead(first);
            if (head <= 0 || head >= length) {
                mismatch(b, n, context, "chain head of " + g.toGtp(first) + " is not a board index", "an index", head);
            }
            if (chainOfHead[head] != -1) {
                mismatch(b, n, context, "chain head " + head + " of " + g.toGtp(first) + " also heads the chain of "
                        + describeChain(g, chains.get(chainOfHead[head])), "distinct heads", head);
            }
            chainOfHead[head] = i;
            for (int[] s : chain.stones()) {
                int p = g.point(s[0], s[1]);
                if (b.chainHead(p) != head) {
                    mismatch(b, n, context, "chain head of " + g.toGtp(p) + " (same chain as " + g.toGtp(first) + ")",
                            head, b.chainHead(p));
                }
                if (b.chainSize(p) != chain.size()) {
                    mismatch(b, n, context, "chainSize at " + g.toGtp(p), chain.size(), b.chainSize(p));
                }
                if (b.liberties(p) != chain.liberties()) {
                    mismatch(b, n, context, "liberties at " + g.toGtp(p), chain.liberties(), b.liberties(p));
                }
            }
            int q = first;
            int count = 0;
            do {
                if (q <= 0 || q >= length || chainOf[q] != i || visited[q]) {
                    mismatch(b, n, context, "nextInChain cycle from " + g.toGtp(first) + " reached index " + q
                            + " after " + count + " stones", "a new stone of " + describeChain(g, chain), q);
                }
                visited[q] = true;
                count++;
                q = b.nextInChain(q);
            } while (q != first);
            if (count != chain.size()) {
                mismatch(b, n, context, "nextInChain cycle length from " + g.toGtp(first), chain.size(), count);
            }
        }

        for (Stone s : Stone.values()) {
            if (b.prisoners(s) != n.prisoners(s.code())) {
                mismatch(b, n, context, "prisoners of " + s, n.prisoners(s.code()), b.prisoners(s));
            }
        }
        if (b.hash() != n.hash(g)) {
            mismatch(b, n, context, "hash", Long.toHexString(n.hash(g)), Long.toHexString(b.hash()));
        }

        // The empty-point list covers exactly the empty points, each once.
        if (b.emptyCount() != n.emptyCount()) {
            mismatch(b, n, context, "emptyCount", n.emptyCount(), b.emptyCount());
        }
        boolean[] listed = new boolean[length];
        for (int i = 0; i < b.emptyCount(); i++) {
            int p = b.emptyAt(i);
            if (p <= 0 || p >= length || expected[p] != Board.EMPTY || listed[p]) {
                mismatch(b, n, context, "emptyAt(" + i + ")", "a new empty point", p);
            }
            listed[p] = true;
        }

        // Without the simple-ko rule the board records no ko point at all.
        int[] ko = b.simpleKo() ? n.koPoint() : null;
        int expectedKo = ko == null ? 0 : g.point(ko[0], ko[1]);
        Stone expectedKoColor = ko == null ? null : Stone.ofCode(ko[2]);
        if (b.koPoint() != expectedKo || (expectedKo != 0 && b.koColor() != expectedKoColor)) {
            mismatch(b, n, context, "ko point",
                    ko == null ? "none" : g.toGtp(expectedKo) + " for " + expectedKoColor,
                    b.koPoint() == 0 ? "none" : g.toGtp(b.koPoint()) + " for " + b.koColor());
        }
        if (b.koPoint() == 0 && b.koColor() != null) {
            mismatch(b, n, context, "ko colour without a ko point", null, b.koColor());
        }

        if (!b.position().equals(n.toPosition())) {
            mismatch(b, n, context, "position()", n.toPosition(), b.position());
        }

        if (legality) {
            verifyLegality(b, n, context);
        }
    }

    private static void verifyLegality(Board b, NaiveBoard n, Supplier<String> context) {
        Geometry g = b.geometry();
        SuicideRule rule = b.suicideRule();
        boolean simpleKo = b.simpleKo();
        for (int p : g.points()) {
            int col = g.col(p);
            int row = g.row(p);
            for (Stone s : Stone.values()) {
                Legality expected = n.legality(col, row, s.code(), rule, simpleKo);
                Legality actual = b.legality(p, s);
                if (actual != expected) {
                    mismatch(b, n, context, "legality of " + s + " at " + g.toGtp(p), expected, actual);
                }
                if (b.isLegal(p, s.code()) != expected.isLegal()) {
                    mismatch(b, n, context, "isLegal of " + s + " at " + g.toGtp(p), expected.isLegal(), !expected.isLegal());
                }
                if (expected != Legality.OCCUPIED) {
                    boolean suicide = n.suicideSize(col, row, s.code()) > 0;
                    if (b.isSuicide(p, s.code()) != suicide) {
                        mismatch(b, n, context, "isSuicide of " + s + " at " + g.toGtp(p), suicide, !suicide);
                    }
                }
            }
        }
        for (int p : new int[] {-1, 0, g.stride(), g.length() - 1, g.length(), Integer.MAX_VALUE}) {
            if (b.legality(p, Stone.BLACK) != Legality.OFF_BOARD) {
                mismatch(b, n, context, "legality at off-board index " + p, Legality.OFF_BOARD, b.legality(p, Stone.BLACK));
            }
        }
    }

    private static String describeChain(Geometry g, NaiveBoard.Chain chain) {
        StringBuilder sb = new StringBuilder("[");
        for (int[] s : chain.stones()) {
            sb.append(sb.length() > 1 ? " " : "").append(g.toGtp(g.point(s[0], s[1])));
        }
        return sb.append(']').toString();
    }

    private static void mismatch(Board b, NaiveBoard n, Supplier<String> context, String what, Object expected,
                                 Object actual) {
        fail(context.get() + ": " + what + ": expected " + expected + " but was " + actual
                + "\nnaive board:\n" + n + "fast board:\n" + b);
    }
}
