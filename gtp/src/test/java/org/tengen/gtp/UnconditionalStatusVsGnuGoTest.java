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
        compareRandomGames(5, 60, 5_000);
    }

    @Test
    void randomGamesOn7x7() {
        compareRandomGames(7, 40, 7_000);
    }

    @Test
    void randomGamesOn9x9() {
        compareRandomGames(9, 30, 9_000);
    }

    @Test
    void randomGamesOn13x13() {
        compareRandomGames(13, 10, 13_000);
    }

    @Test
    void randomGamesOn19x19() {
        compareRandomGames(19, 5, 19_000);
    }
}
