package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.KoRule;
import org.tengen.core.Position;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.SuicideRule;
import org.tengen.core.UnconditionalStatus.Status;
import org.tengen.core.UnconditionalStatus;
import org.tengen.engine.RandomPlayer;
import org.tengen.gtp.client.GnuGoLauncher;
import org.tengen.gtp.client.GtpClient;

/**
 * tengen's {@code unconditional_status} against GNU Go 3.8's, on every point of many positions: the ends of
 * seeded random games on 5x5 to 19x19 (played without filling one's own eyes, so that big groups become
 * unconditionally alive, and some stopped early, with a ko just taken), and diagrams of the shapes GNU Go's
 * {@code unconditional.tst} covers. Each position is set up with {@code play} in GNU Go and in tengen's
 * GTP engine (in process), both are asked over GTP, and the core's {@link UnconditionalStatus} must say
 * the same.
 */
@Tag("slow")
class UnconditionalStatusVsGnuGoTest {

    @BeforeEach
    void needsGnuGo() {
        Assumptions.assumeTrue(Files.isExecutable(GnuGoLauncher.DEFAULT_GNUGO),
                "GNU Go is not installed at " + GnuGoLauncher.DEFAULT_GNUGO
                        + ": skipping the unconditional_status comparison (apt-get install gnugo)");
    }

    /** GNU Go and an in-process tengen GTP engine, told the same commands. */
    private static final class Sides implements AutoCloseable {
        final GtpClient gnugo;
        final GtpEngine tengen;

        Sides(String tengenRules) {
            gnugo = new GnuGoLauncher(GnuGoLauncher.DEFAULT_GNUGO).start(KoRule.SIMPLE, SuicideRule.FORBIDDEN);
            tengen = new GtpEngine(Geometry.of(19), RulesPresets.get(tengenRules), new RandomPlayer(1));
        }

        /** Sends {@code command} to both; GNU Go's reply (both must accept it). */
        String send(String command) {
            String ours = tengen.answer(command);
            assertThat(ours).as("tengen's reply to %s", command).startsWith("= ");
            return gnugo.send(command);
        }

        String tengenSays(String command) {
            String reply = tengen.answer(command);
            assertThat(reply).as("tengen's reply to %s", command).startsWith("= ").endsWith("\n\n");
            return reply.substring(2, reply.length() - 2);
        }

        @Override
        public void close() {
            gnugo.close();
        }
    }

    /**
     * Both programs' {@code unconditional_status} on every point, and the core's answer on {@code board}
     * (the same position); the differences, listed with the position, or "".
     */
    private static String differences(Sides sides, Board board, Map<Status, Integer> tally) {
        Geometry g = board.geometry();
        UnconditionalStatus core = UnconditionalStatus.analyze(board);
        StringBuilder diff = new StringBuilder();
        for (int p : g.points()) {
            String vertex = g.toGtp(p);
            String command = "unconditional_status " + vertex;
            String theirs = sides.gnugo.send(command);
            String ours = sides.tengenSays(command);
            Status status = core.at(p);
            tally.merge(status, 1, Integer::sum);
            if (!ours.equals(theirs) || !status.gtp().equals(theirs)) {
                diff.append(vertex).append(": GNU Go ").append(theirs).append(", tengen ").append(ours)
                        .append(" (core ").append(status.gtp()).append(")\n");
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
    private static Board playRandomGame(Sides gnugo, int size, long seed) {
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
        try (Sides gnugo = new Sides("chinese")) {
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
    private static void setUp(Sides gnugo, Board board) {
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
        try (Sides gnugo = new Sides("aga")) {
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

    // ---------------------------------------------------------------- diagrams

    /**
     * GNU Go's own eyespace shapes (engine/unconditional.c): an O wall around an X group whose single eye
     * holds an O pair; the first six X groups are dead, the last five live in seki. Side by side, 7x8 each.
     */
    private static final String DEAD_PAIRS = """
            .OOOOO.   .OOOOO.   .OOOOO.   .OOOOO.   ..OOOO.   ..OOOO.
            .OXXXO.   .OXXXO.   .OXXXO.   .OXXXO.   OOOXXO.   OOOXXO.
            OOX.XO.   OOX.XOO   OOX.XOO   OOX.XOO   OXX.XO.   OXX.XOO
            OX.OXOO   OX.OXXO   OX.OXXO   OX.OXXO   OX.OXOO   OX.OXXO
            OXXO.XO   OXXO.XO   OXXO.XO   OXXO.XO   OXXO.XO   OXXO.XO
            OOX.XXO   OOX.XOO   OOX.XXO   OOX.XXO   OOX.XXO   OOX.XXO
            .OXXXOO   .OXXXO.   .OXXOOO   .OOXXOO   .OXXXOO   .OXXOOO
            .OOOOO.   .OOOOO.   .OOOO..   ..OOOO.   .OOOOO.   .OOOO..
            """;
    private static final String SEKI_PAIRS = """
            ..OOOO.   .OOOO..   .OOOO..   ..OOOO.   ..OOOO.
            OOOXXO.   .OXXOO.   OOXXOO.   .OOXXO.   OOOXXO.
            OXX.XOO   OOX.XOO   OXX.XOO   OOX.XOO   OXX.XOO
            OX.OXXO   OX.OXXO   OX.OXXO   OX.OXXO   OX.OXXO
            OXXO.XO   OXXO.XO   OOXO.XO   OXXO.XO   OOXO.XO
            OOX.XXO   OOX.XXO   .OX.XXO   OOX.XXO   .OX.XXO
            .OXXXOO   .OXXXOO   .OXXOOO   .OXXXOO   .OXXXOO
            .OOOOO.   .OOOOO.   .OOOO..   ..OOOO.   .OOOOO.
            """;

    /** Shapes of our own, each a whole board (X black, O white, first line the top row). */
    private static final List<String> OWN_DIAGRAMS = List.of(
            // Two eyes in the corner, a dead white stone in the bigger one; white outside with one big eye.
            """
            . X O . X . .
            X X X X X . .
            . . . . X . .
            X X X X X . .
            O O O O O O O
            . . . . . . .
            . . . . . . .
            """,
            // A false eye (C7) and a real one (A7): black is not alive; white around with two eyes.
            """
            . X . X O . O
            X X X O O O O
            O X O . O . O
            O O O O O O O
            . O . O . O .
            O O O O O O O
            . O . O . O .
            """,
            // A seki: black A7-B7 group and white C7 group share A8 and B8, neither has an eye.
            """
            X . O X . X O . O
            X . O X X X O O O
            X X O X . X O . O
            O O X X X X O O O
            O . O O O O O . O
            O O O O O O O O O
            . O . O . O . O .
            O O O O O O O O O
            . O . O . O . O .
            """,
            // Bent three and straight three eyespaces (nakade) of black inside pass-alive white.
            """
            X X X O . O X X .
            . . X O O O X . X
            X X X O . O X X X
            O O O O O O O O O
            . O . O . O . O .
            O O O O O O O O O
            . X . O . O X . X
            O O O O O O O O O
            . O . O . O . O .
            """,
            // White stones that black can capture only by filling one of its own two eyes, on the edge.
            """
            X . X O . O . O .
            X X X O O O O O O
            O X . X X X X X X
            O X X . X . X O O
            . O X X X X X X O
            O O O O O O O X O
            . O . O . O . O .
            O O O O O O O O O
            . O . O . O . O .
            """,
            // Two-point eyes on the edge and in the corner, and a white pair inside black's big eye.
            """
            . . X O . . O . .
            X X X O O O O O O
            . . X X X X X X X
            X X X . . . . . X
            X . X . O O . . X
            X X X . . . . . X
            O O X X X X X X X
            . O O O O O O O O
            . . O . . O . . O
            """);

    /** The shapes of a side-by-side block, each as rows. */
    private static List<char[][]> shapes(String block) {
        String[] lines = block.strip().split("\n");
        int count = lines[0].strip().split("\\s+").length;
        List<char[][]> out = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            char[][] shape = new char[lines.length][];
            for (int r = 0; r < lines.length; r++) {
                shape[r] = lines[r].strip().split("\\s+")[k].toCharArray();
            }
            out.add(shape);
        }
        return out;
    }

    /** {@code shape} turned a quarter to the right. */
    private static char[][] turned(char[][] shape) {
        int h = shape.length;
        int w = shape[0].length;
        char[][] out = new char[w][h];
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                out[c][h - 1 - r] = shape[r][c];
            }
        }
        return out;
    }

    private static char[][] mirrored(char[][] shape) {
        char[][] out = new char[shape.length][];
        for (int r = 0; r < shape.length; r++) {
            out[r] = new StringBuilder(new String(shape[r])).reverse().toString().toCharArray();
        }
        return out;
    }

    /**
     * An 11x11 board with {@code shape} in the top-left corner and the rest O's, with single-point O eyes on
     * a checkerboard one line away from the shape; colours swapped if {@code swap}.
     */
    private static String onBoard(char[][] shape, boolean swap) {
        int size = 11;
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                char ch;
                if (r < shape.length && c < shape[0].length) {
                    ch = shape[r][c];
                } else if ((r > shape.length || c > shape[0].length) && (r + c) % 2 == 0) {
                    ch = '.';
                } else {
                    ch = 'O';
                }
                if (swap) {
                    ch = ch == 'O' ? 'X' : ch == 'X' ? 'O' : ch;
                }
                sb.append(ch).append(c + 1 < size ? " " : "\n");
            }
        }
        return sb.toString();
    }

    private static void compareDiagrams(List<String> diagrams, Status... expected) {
        Map<Status, Integer> tally = new EnumMap<>(Status.class);
        try (Sides sides = new Sides("chinese")) {
            for (String diagram : diagrams) {
                Board board = Position.parse(diagram).toBoard();
                setUp(sides, board);
                assertThat(differences(sides, board, tally)).as("diagram%n%s", diagram).isEmpty();
            }
        }
        System.out.println(diagrams.size() + " diagrams: " + tally);
        assertThat(tally.keySet()).as("answers seen").contains(expected);
    }

    /** Every turn and mirror image of a shape, in both colours. */
    private static List<String> everySymmetry(List<char[][]> shapes) {
        List<String> out = new ArrayList<>();
        for (char[][] shape : shapes) {
            char[][] s = shape;
            for (int turn = 0; turn < 4; turn++) {
                for (boolean swap : new boolean[] {false, true}) {
                    out.add(onBoard(s, swap));
                    out.add(onBoard(mirrored(s), swap));
                }
                s = turned(s);
            }
        }
        return out;
    }

    @Test
    void gnuGosDeadEyespacesWithAPairInside() {
        // The O wall is alive, the X group dead, its eye O's territory.
        compareDiagrams(everySymmetry(shapes(DEAD_PAIRS)), Status.ALIVE, Status.DEAD, Status.BLACK_TERRITORY,
                Status.WHITE_TERRITORY);
    }

    @Test
    void gnuGosSekiEyespacesWithAPairInside() {
        compareDiagrams(everySymmetry(shapes(SEKI_PAIRS)), Status.ALIVE, Status.UNDECIDED);
    }

    @Test
    void ownDiagramsOfEyesSekiNakadeAndEdges() {
        List<char[][]> shapes = new ArrayList<>();
        for (String diagram : OWN_DIAGRAMS) {
            String[] rows = diagram.strip().split("\n");
            char[][] shape = new char[rows.length][];
            for (int r = 0; r < rows.length; r++) {
                shape[r] = rows[r].replace(" ", "").toCharArray();
            }
            shapes.add(shape);
        }
        // Each diagram as drawn, then every turn and mirror image in both colours.
        List<String> diagrams = new ArrayList<>(OWN_DIAGRAMS);
        for (char[][] shape : shapes) {
            char[][] s = shape;
            for (int turn = 0; turn < 4; turn++) {
                for (boolean swap : new boolean[] {false, true}) {
                    diagrams.add(drawn(s, swap));
                    diagrams.add(drawn(mirrored(s), swap));
                }
                s = turned(s);
            }
        }
        compareDiagrams(diagrams, Status.values());
    }

    private static String drawn(char[][] shape, boolean swap) {
        StringBuilder sb = new StringBuilder();
        for (char[] row : shape) {
            for (int c = 0; c < row.length; c++) {
                char ch = row[c];
                if (swap) {
                    ch = ch == 'O' ? 'X' : ch == 'X' ? 'O' : ch;
                }
                sb.append(ch).append(c + 1 < row.length ? " " : "\n");
            }
        }
        return sb.toString();
    }
}
