package org.tengen.gtp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.KoRule;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.core.SuicideRule;
import org.tengen.core.UnconditionalStatus;
import org.tengen.core.UnconditionalStatus.Status;

/**
 * tengen's {@code unconditional_status} against GNU Go 3.8's, on every point of many positions: the ends of
 * seeded random games on 5x5 to 19x19 (played without filling one's own eyes, so that big groups become
 * unconditionally alive, and some stopped early, with a ko just taken), and diagrams of the shapes GNU Go's
 * {@code unconditional.tst} covers. Each position is set up in both programs with {@code play}, and both
 * are asked over GTP.
 */
class UnconditionalStatusVsGnuGoTest {

    @BeforeEach
    void needsGnuGo() {
        Assumptions.assumeTrue(Files.isExecutable(GnuGoCrossCheck.DEFAULT_GNUGO),
                "GNU Go is not installed at " + GnuGoCrossCheck.DEFAULT_GNUGO
                        + ": skipping the unconditional_status comparison (apt-get install gnugo)");
    }

    private static GtpClient startGnuGo() {
        List<String> command = new ArrayList<>();
        command.add(GnuGoCrossCheck.DEFAULT_GNUGO.toString());
        command.addAll(GnuGoCrossCheck.gnugoArguments(KoRule.SIMPLE, SuicideRule.FORBIDDEN));
        return GtpClient.start(command);
    }

    /** Both programs' answers on every point; the differences, listed with the position, or "". */
    private static String differences(GtpClient gnugo, Board board, Map<Status, Integer> tally) {
        Geometry g = board.geometry();
        UnconditionalStatus ours = UnconditionalStatus.analyze(board);
        StringBuilder diff = new StringBuilder();
        for (int p : g.points()) {
            String vertex = g.toGtp(p);
            String theirs = gnugo.send("unconditional_status " + vertex);
            Status status = ours.at(p);
            tally.merge(status, 1, Integer::sum);
            if (!status.gtp().equals(theirs)) {
                diff.append(vertex).append(": GNU Go ").append(theirs).append(", tengen ").append(status.gtp())
                        .append('\n');
            }
        }
        return diff.isEmpty() ? "" : diff + "on\n" + Position.of(board) + "\n(ko point "
                + (board.koPoint() == 0 ? "none" : g.toGtp(board.koPoint())) + ")";
    }

    // ---------------------------------------------------------------- random games

    /** A random legal move for {@code stone} that does not fill a point all of whose neighbours are its own; 0 to pass. */
    private static int randomMove(Board board, Stone stone, SplittableRandom random) {
        Geometry g = board.geometry();
        int n = board.emptyCount();
        int start = random.nextInt(n);
        for (int i = 0; i < n; i++) {
            int p = board.emptyAt((start + i) % n);
            if (board.legality(p, stone).isLegal() && !ownEye(board, p, stone.code(), g.stride())) {
                return p;
            }
        }
        return 0;
    }

    private static boolean ownEye(Board board, int p, int c, int stride) {
        for (int q : new int[] {p - stride, p - 1, p + 1, p + stride}) {
            int cq = board.at(q);
            if (cq != c && cq != Board.BORDER) {
                return false;
            }
        }
        return true;
    }

    /**
     * Plays a seeded random game in both programs, to its end (two passes) or, one game in four, stopped
     * early; returns tengen's board.
     */
    private static Board playRandomGame(GtpClient gnugo, int size, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Board board = new Board(size);
        gnugo.send("boardsize " + size);
        gnugo.send("clear_board");
        int limit = random.nextInt(4) == 0 ? 1 + random.nextInt(size * size) : size * size * 4;
        Stone toMove = Stone.BLACK;
        int passes = 0;
        for (int move = 0; move < limit && passes < 2; move++) {
            int p = randomMove(board, toMove, random);
            String name = toMove == Stone.BLACK ? "black" : "white";
            if (p == 0) {
                board.pass();
                gnugo.send("play " + name + " pass");
                passes++;
            } else {
                assertThat(board.play(p, toMove).isLegal()).isTrue();
                gnugo.send("play " + name + " " + board.geometry().toGtp(p));
                passes = 0;
            }
            toMove = toMove.opponent();
        }
        return board;
    }

    private static void compareRandomGames(int size, int games, long seed0) {
        Map<Status, Integer> tally = new EnumMap<>(Status.class);
        try (GtpClient gnugo = startGnuGo()) {
            for (int i = 0; i < games; i++) {
                long seed = seed0 + i;
                Board board = playRandomGame(gnugo, size, seed);
                String diff = differences(gnugo, board, tally);
                assertThat(diff).as("random game, seed %d, %dx%d", seed, size, size).isEmpty();
            }
        }
        System.out.println(size + "x" + size + ", " + games + " random games: " + tally);
        // The comparison means something only if every kind of answer came up.
        assertThat(tally.keySet()).as("answers seen").contains(Status.ALIVE, Status.UNDECIDED);
        assertThat(tally.getOrDefault(Status.BLACK_TERRITORY, 0) + tally.getOrDefault(Status.WHITE_TERRITORY, 0))
                .as("territory points").isPositive();
    }

    @Test
    void randomGamesOn5x5() {
        compareRandomGames(5, 300, 5_000);
    }

    @Test
    void randomGamesOn7x7() {
        compareRandomGames(7, 200, 7_000);
    }

    @Test
    void randomGamesOn9x9() {
        compareRandomGames(9, 150, 9_000);
    }

    @Test
    void randomGamesOn13x13() {
        compareRandomGames(13, 50, 13_000);
    }

    @Test
    void randomGamesOn19x19() {
        compareRandomGames(19, 25, 19_000);
    }

    // ---------------------------------------------------------------- random walled boards

    /**
     * A random position of big walls with eyes: each point takes the colour of the nearest of a few random
     * centres, then some points are emptied and a few turned to the other colour (stones inside the other
     * side's area, pairs that may make seki); chains left without a liberty are removed.
     */
    private static Board randomWalledBoard(int size, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int centres = 2 + random.nextInt(5);
        int[] cx = new int[centres];
        int[] cy = new int[centres];
        int[] cc = new int[centres];
        for (int i = 0; i < centres; i++) {
            cx[i] = random.nextInt(size);
            cy[i] = random.nextInt(size);
            cc[i] = 1 + random.nextInt(2);
        }
        double empty = 0.12 + 0.25 * random.nextDouble();
        double flip = 0.03 + 0.12 * random.nextDouble();
        StringBuilder diagram = new StringBuilder();
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                int best = 0;
                for (int i = 1; i < centres; i++) {
                    if (Math.abs(cx[i] - col) + Math.abs(cy[i] - row) < Math.abs(cx[best] - col) + Math.abs(cy[best] - row)) {
                        best = i;
                    }
                }
                int c = cc[best];
                double r = random.nextDouble();
                char ch = r < empty ? '.' : (r < empty + flip ? (c == 1 ? 'O' : 'X') : (c == 1 ? 'X' : 'O'));
                diagram.append(ch).append(col + 1 < size ? " " : "\n");
            }
        }
        Board board = Position.parse(diagram.toString()).toBoard();
        boolean removed = true;
        while (removed) {
            removed = false;
            for (int p : board.geometry().points()) {
                if (board.at(p) != Board.EMPTY && board.liberties(p) == 0) {
                    board.removeStone(p);
                    removed = true;
                }
            }
        }
        return board;
    }

    /** Sets up {@code board}'s stones in GNU Go with {@code play} (a legal position: nothing is captured). */
    private static void setUp(GtpClient gnugo, Board board) {
        Geometry g = board.geometry();
        gnugo.send("boardsize " + g.width());
        gnugo.send("clear_board");
        for (int p : g.points()) {
            if (board.at(p) != Board.EMPTY) {
                gnugo.send("play " + (board.at(p) == 1 ? "black " : "white ") + g.toGtp(p));
            }
        }
        assertThat(gnugo.send("captures black") + gnugo.send("captures white")).isEqualTo("00");
    }

    private static void compareWalledBoards(int size, int boards, long seed0) {
        Map<Status, Integer> tally = new EnumMap<>(Status.class);
        try (GtpClient gnugo = startGnuGo()) {
            for (int i = 0; i < boards; i++) {
                long seed = seed0 + i;
                Board board = randomWalledBoard(size, seed);
                setUp(gnugo, board);
                String diff = differences(gnugo, board, tally);
                assertThat(diff).as("walled board, seed %d, %dx%d", seed, size, size).isEmpty();
            }
        }
        System.out.println(size + "x" + size + ", " + boards + " walled boards: " + tally);
        assertThat(tally.keySet()).as("answers seen").contains(Status.ALIVE, Status.DEAD, Status.UNDECIDED);
    }

    @Test
    void randomWalledBoardsOn7x7() {
        compareWalledBoards(7, 300, 70_000);
    }

    @Test
    void randomWalledBoardsOn9x9() {
        compareWalledBoards(9, 300, 90_000);
    }

    @Test
    void randomWalledBoardsOn13x13() {
        compareWalledBoards(13, 100, 130_000);
    }

    @Test
    void randomWalledBoardsOn19x19() {
        compareWalledBoards(19, 40, 190_000);
    }
}
