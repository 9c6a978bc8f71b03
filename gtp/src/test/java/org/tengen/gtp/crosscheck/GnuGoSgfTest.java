package org.tengen.gtp.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;
import org.tengen.core.sgf.SgfRecord;
import org.tengen.core.sgf.SgfReplay;
import org.tengen.core.sgf.SgfWriter;
import org.tengen.gtp.client.GnuGoLauncher;
import org.tengen.gtp.client.GtpClient;

/**
 * tengen's SGF reader, replayer and writer against GNU Go 3.8, position by position.
 *
 * <p>What GNU Go writes, as found here:
 * <ul>
 * <li>GTP {@code printsgf} (to the reply or to a file) writes a <em>diagram</em> of the current position,
 *     not the game: one root node with {@code GM FF SZ GN DT KM HA RU AP}, the stones as {@code AB}/{@code AW},
 *     {@code PL} for the side to move (the opponent of the last mover, so {@code PL[B]} right after
 *     {@code fixed_handicap}) and {@code IL} for a ko point. The prisoners are folded into the komi:
 *     {@code KM} = komi + White's captures - Black's captures. {@code HA} is the count of
 *     {@code fixed_handicap} (0 after {@code loadsgf}), and the handicap stones are just more {@code AB}.</li>
 * <li>{@code gnugo --score finish -l start.sgf -o out.sgf} plays the game out against itself and writes a
 *     real move record: the start file's root (HA, AB, PL kept), then one node per move, ending in two
 *     passes with {@code RE} in the root and the score as a comment.</li>
 * </ul>
 * So the self-play games through GTP are checked after every {@code genmove}: GNU Go's stones and captures
 * against tengen following the same moves, and GNU Go's diagram of the position read back by tengen. The
 * move records are replayed by tengen and compared, move by move, with GNU Go's own {@code loadsgf FILE n}.
 * In the other direction, tengen's records of seeded random games are loaded by GNU Go, again move by move.
 */
@Tag("slow")
class GnuGoSgfTest {
    private static final Path GNUGO = GnuGoLauncher.DEFAULT_GNUGO;
    /** A move GNU Go reports on standard output while it finishes a game: {@code 12 black (X) move C4}. */
    private static final Pattern GENERATED_MOVE = Pattern.compile("(?m)^\\d+ (black|white) \\([XO]\\) move (\\S+)$");

    @TempDir
    Path dir;

    // Per test rather than per class, so that each skipped test is reported with the reason.
    @BeforeEach
    void needsGnuGo() {
        Assumptions.assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed at " + GNUGO
                + ": skipping the SGF exchange with it (apt-get install gnugo)");
    }

    // ---------------------------------------------------------------- GNU Go's self-play through GTP

    /** One self-play game: board, rules, komi, fixed handicap, a move cap that keeps big boards short, GNU Go's seed. */
    record SelfPlay(int size, boolean chinese, double komi, int handicap, int maxMoves, int seed) {
        @Override
        public String toString() {
            return size + "x" + size + (chinese ? " Chinese" : " Japanese") + " komi " + Rules.formatPoints(komi)
                    + (handicap > 0 ? " handicap " + handicap : "") + (maxMoves < 200 ? " first " + maxMoves + " moves" : "");
        }

        Rules rules() {
            return RulesPresets.get(chinese ? "chinese" : "japanese").withKomi(komi);
        }
    }

    static Stream<SelfPlay> selfPlays() {
        return Stream.of(
                new SelfPlay(9, false, 6.5, 0, 250, 1),
                new SelfPlay(9, true, 0.5, 3, 250, 2),
                new SelfPlay(13, false, -2.5, 2, 50, 3),
                new SelfPlay(19, true, 7, 0, 40, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("selfPlays")
    void gnuGosSelfPlayPrintedAsSgfReadsBackToGnuGosPositionAfterEveryMove(SelfPlay spec) throws IOException {
        Geometry g = Geometry.of(spec.size());
        Game live = new Game(g, spec.rules()); // tengen plays GNU Go's moves alongside
        try (GtpClient gnugo = startGtp(spec.seed(), spec.chinese())) {
            gnugo.send("boardsize " + spec.size());
            gnugo.send("clear_board");
            gnugo.send("komi " + Rules.formatPoints(spec.komi()));
            if (spec.handicap() > 0) {
                int[] handicap = vertices(g, gnugo.send("fixed_handicap " + spec.handicap()));
                assertThat(handicap).hasSize(spec.handicap());
                live.placeFreeHandicap(handicap);
            }
            int genmoves = 0;
            int passes = 0;
            int captures = 0;
            Stone resigned = null;
            while (genmoves < spec.maxMoves() && passes < 2) {
                Stone colour = live.toMove();
                Move move = Move.parseGtp(g, gnugo.send("genmove " + colour.lowerName()));
                if (move instanceof Move.Resign) {
                    resigned = colour;
                    break;
                }
                genmoves++;
                passes = move instanceof Move.Pass ? passes + 1 : 0;
                String where = "after move " + genmoves + " (" + colour.lowerName() + " " + move.toGtp(g) + ")";
                assertThat(live.play(colour, move)).as("GNU Go's %s in tengen", where).isEqualTo(Legality.LEGAL);
                assertSameAsGnuGo(gnugo, live, where);
                // GNU Go's diagram of this very position, read by tengen.
                assertDiagramOf(SgfReader.parse(gnugo.send("printsgf")), live, spec, where);
                captures = live.board().prisoners(Stone.BLACK) + live.board().prisoners(Stone.WHITE);
            }
            System.out.printf(Locale.ROOT, "GNU Go self-play %s: %d genmoves, %s, %d stones captured%n", spec, genmoves,
                    resigned != null ? resigned.lowerName() + " resigned" : passes == 2 ? "two passes" : "capped", captures);
            assertThat(genmoves).isPositive();
            assertThat(live.moveCount()).as("moves, passes included").isEqualTo(genmoves);
            if (spec.maxMoves() >= 200) {
                assertThat(resigned != null || passes == 2).as("a 9x9 game ends by passes or resignation").isTrue();
            }

            // The final diagram, as the reply and as a file: the same tree, the same position.
            String reply = gnugo.send("printsgf");
            assertThat(reply).as("printsgf's reply, its lines joined").startsWith("(;GM[1]FF[4]\nSZ[" + spec.size() + "]")
                    .endsWith(")").doesNotContain("\n\n");
            Path file = dir.resolve("gnugo-diagram.sgf");
            assertThat(gnugo.send("printsgf " + file)).isEmpty();
            List<SgfNode> fromReply = SgfReader.parse(reply);
            List<SgfNode> fromFile = SgfReader.read(file);
            fromReply.get(0).remove("DT"); // the date: the same unless the test runs across midnight
            fromFile.get(0).remove("DT");
            assertThat(fromFile).as("printsgf FILE against printsgf's reply").isEqualTo(fromReply);
            SgfNode root = assertDiagramOf(fromFile, live, spec, "at the end");
            assertThat(root.simpleText("AP")).isEqualTo("GNU Go:3.8");
            assertThat(root.simpleText("RU")).isEqualTo(spec.chinese() ? "Chinese" : "Japanese");

            // tengen's record of GNU Go's game: every genmove is a node, the resignation is RE.
            Stone nextInRecord = live.toMove(); // after the last SGF move: the resigner, if one resigned
            if (resigned != null) {
                live.resign(resigned);
            }
            Path record = dir.resolve("tengen-record.sgf");
            Files.writeString(record, SgfWriter.write(SgfRecord.of(live, "tengen:test")), StandardCharsets.UTF_8);
            SgfReplay back = SgfReplay.mainLine(single(SgfReader.read(record)), SgfReplay.Mode.STRICT);
            assertThat(back.problem()).isEmpty();
            assertThat(back.moves()).as("SGF moves in tengen's record").isEqualTo(genmoves);
            assertThat(back.game().handicapStones()).isEqualTo(spec.handicap());
            assertThat(back.game().rules()).isEqualTo(spec.rules());
            assertThat(back.game().result()).isEqualTo(live.result());
            assertSameAsGnuGo(gnugo, back.game(), "tengen's record of the game, replayed");
            // ... which GNU Go loads to the same position and prisoners.
            assertThat(gnugo.send("loadsgf " + record)).isEqualTo(nextInRecord.lowerName());
            assertSameAsGnuGo(gnugo, live, "GNU Go after loading tengen's record");
        }
    }

    /**
     * Checks GNU Go's diagram of {@code live}'s position: a single root node that tengen replays STRICT to the
     * same stones and side to move, with GNU Go's komi, prisoners folded in, and the handicap count in HA.
     */
    private static SgfNode assertDiagramOf(List<SgfNode> trees, Game live, SelfPlay spec, String where) {
        assertThat(trees).as("game trees in GNU Go's diagram %s", where).hasSize(1);
        SgfNode root = trees.get(0);
        assertThat(root.children()).as("GNU Go's printsgf %s writes the position, not the moves", where).isEmpty();
        assertThat(root.value("GN")).isEqualTo("GNU Go 3.8 load and print");
        SgfReplay replay = SgfReplay.mainLine(root, SgfReplay.Mode.STRICT);
        assertThat(replay.problem()).as("STRICT replay of GNU Go's diagram %s", where).isEmpty();
        assertThat(replay.moves()).as("moves in GNU Go's diagram %s", where).isZero();
        Game diagram = replay.game();
        assertSameStones(diagram.board(), live.board(), "GNU Go's diagram " + where + " read by tengen");
        assertThat(diagram.toMove()).as("PL[%s] %s", root.value("PL"), where).isEqualTo(live.toMove());
        assertThat(diagram.board().prisoners(Stone.BLACK) + diagram.board().prisoners(Stone.WHITE))
                .as("a diagram has no prisoners").isZero();
        double folded = spec.komi() + live.board().prisoners(Stone.WHITE) - live.board().prisoners(Stone.BLACK);
        assertThat(SgfGames.rules(root).komi())
                .as("KM[%s] %s: komi %s + White's %d prisoners - Black's %d", root.value("KM"), where,
                        Rules.formatPoints(spec.komi()), live.board().prisoners(Stone.WHITE), live.board().prisoners(Stone.BLACK))
                .isEqualTo(folded);
        assertThat(SgfGames.rules(root)).as("RU[%s]", root.value("RU")).isEqualTo(spec.rules().withKomi(folded));
        assertThat(SgfGames.handicap(root)).as("HA[%s]", root.value("HA")).isEqualTo(spec.handicap());
        return root;
    }

    // ---------------------------------------------------------------- GNU Go's handicap in its diagrams

    /**
     * GNU Go's printsgf after {@code fixed_handicap 3}: HA[3], the three stones as AB and PL[B]. tengen takes
     * HA with as many AB stones as the handicap, so {@link Game#handicapStones()} is 3. Later diagrams still
     * say HA[3] with more stones in AB: tengen reads those as a position set up, without a handicap.
     */
    @Test
    void gnuGosHandicapDiagramIsTengensHandicapUntilOtherStonesJoinIt() {
        Geometry g = Geometry.of(9);
        try (GtpClient gnugo = startGtp(5, false)) {
            gnugo.send("boardsize 9");
            gnugo.send("clear_board");
            gnugo.send("komi 0.5");
            Set<String> handicap = new TreeSet<>(Arrays.asList(gnugo.send("fixed_handicap 3").split("\\s+")));
            assertThat(handicap).containsExactlyInAnyOrder("C7", "G7", "C3");

            SgfNode root = single(SgfReader.parse(gnugo.send("printsgf")));
            assertThat(root.values("AB")).containsExactlyInAnyOrder("cc", "gc", "cg");
            assertThat(root.has("AW")).isFalse();
            assertThat(root.value("HA")).isEqualTo("3");
            assertThat(root.value("PL")).as("GNU Go's PL after fixed_handicap").isEqualTo("B");
            Game game = SgfReplay.mainLine(root, SgfReplay.Mode.STRICT).game();
            assertThat(game.handicapStones()).isEqualTo(3);
            assertThat(stones(game.board(), Stone.BLACK)).isEqualTo(handicap);
            assertThat(game.toMove()).as("PL[B] in a handicap root").isEqualTo(Stone.BLACK);

            // White passes, Black plays: HA[3] and four Black stones, no White one.
            gnugo.send("play white pass");
            gnugo.send("play black E5");
            root = single(SgfReader.parse(gnugo.send("printsgf")));
            assertThat(root.value("HA")).isEqualTo("3");
            assertThat(root.values("AB")).hasSize(4);
            assertThat(root.value("PL")).isEqualTo("W");
            game = SgfReplay.mainLine(root, SgfReplay.Mode.STRICT).game();
            assertThat(SgfGames.handicap(root)).isEqualTo(3);
            assertThat(stones(game.board(), Stone.BLACK)).hasSize(4).containsAll(handicap).contains("E5");
            assertThat(game.toMove()).isEqualTo(Stone.WHITE);
            assertThat(game.handicapStones()).as("handicap stones of HA[3] AB[4 stones]").isZero();

            // Once White has a stone, the root's AB is plain setup and tengen has no handicap.
            gnugo.send("play white D5");
            root = single(SgfReader.parse(gnugo.send("printsgf")));
            assertThat(root.value("HA")).isEqualTo("3");
            assertThat(root.values("AW")).containsExactly("de");
            game = SgfReplay.mainLine(root, SgfReplay.Mode.STRICT).game();
            assertThat(SgfGames.handicap(root)).isEqualTo(3);
            assertThat(game.toMove()).isEqualTo(Stone.BLACK);
            assertThat(stones(game.board(), Stone.WHITE)).containsExactly("D5");
            assertThat(game.handicapStones()).as("handicap stones of HA[3] with AW in the root").isZero();
        }
    }

    /**
     * A diagram's side to move: tengen reads GNU Go's PL[W], and {@link SgfRecord} writes PL when the side to
     * move isn't the one a reader would assume, so GNU Go and tengen read tengen's copy with White to move.
     */
    @Test
    void theSideToMoveOfGnuGosDiagramSurvivesWhenTengenWritesThePositionAgain() throws IOException {
        try (GtpClient gnugo = startGtp(6, false)) {
            gnugo.send("boardsize 9");
            gnugo.send("clear_board");
            gnugo.send("play black E5");
            SgfNode diagram = single(SgfReader.parse(gnugo.send("printsgf")));
            assertThat(diagram.values("AB")).containsExactly("ee");
            assertThat(diagram.value("PL")).isEqualTo("W");
            Game game = SgfReplay.mainLine(diagram, SgfReplay.Mode.STRICT).game();
            assertThat(game.toMove()).isEqualTo(Stone.WHITE);

            Path file = dir.resolve("rewritten.sgf");
            Files.writeString(file, SgfWriter.write(SgfRecord.of(game, "tengen:test")), StandardCharsets.UTF_8);
            String gnugoToMove = gnugo.send("loadsgf " + file);
            assertSameAsGnuGo(gnugo, game, "GNU Go after loading tengen's copy of its diagram");
            Stone tengenToMove = SgfReplay.mainLine(single(SgfReader.read(file)), SgfReplay.Mode.STRICT).game().toMove();
            assertThat(gnugoToMove).as("GNU Go's side to move in tengen's copy").isEqualTo("white");
            assertThat(tengenToMove).as("tengen's side to move in its own copy").isEqualTo(Stone.WHITE);
        }
    }

    /** GNU Go marks a ko in its diagram with IL, which is not FF[4] and which tengen doesn't read. */
    @Test
    void gnuGosDiagramMarksTheKoWithIlWhichTengenIgnores() {
        // White B2 takes the ko at C2 (as in GnuGoDifferentialTest): Black may not retake at once.
        List<String> moves = List.of("black B3", "white C3", "black A2", "white D2", "black B1", "white C1",
                "black C2", "white B2");
        try (GtpClient gnugo = startGtp(7, false)) {
            gnugo.send("boardsize 5");
            gnugo.send("clear_board");
            gnugo.send("komi 0");
            for (String move : moves) {
                gnugo.send("play " + move);
            }
            assertThat(gnugo.send("is_legal black C2")).isEqualTo("0");
            SgfNode diagram = single(SgfReader.parse(gnugo.send("printsgf")));
            assertThat(diagram.value("IL")).as("GNU Go's ko point").isEqualTo("cd");
            Game game = SgfReplay.mainLine(diagram, SgfReplay.Mode.STRICT).game();
            assertThat(vertexSet(gnugo.send("list_stones black"))).isEqualTo(stones(game.board(), Stone.BLACK));
            assertThat(vertexSet(gnugo.send("list_stones white"))).isEqualTo(stones(game.board(), Stone.WHITE));
            // White's prisoner is not in the diagram: GNU Go adds it to the komi of 0.
            assertThat(gnugo.send("captures white")).isEqualTo("1");
            assertThat(game.board().prisoners(Stone.WHITE)).isZero();
            assertThat(diagram.value("KM")).isEqualTo("1.0");
            assertThat(game.toMove()).isEqualTo(Stone.BLACK);
            assertThat(game.legality(Move.play(game.geometry().parseGtp("C2")))).as("retaking the ko in tengen's copy")
                    .isEqualTo(Legality.LEGAL);
        }
    }

    // ---------------------------------------------------------------- GNU Go's move records

    /** A start position for {@code gnugo --score finish}, the rules flag, GNU Go's seed, and the komi it holds. */
    record Finish(String name, String startSgf, boolean chinese, int seed, double komi, int handicap, int startMoves) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Finish> finishes() {
        return Stream.of(
                new Finish("9x9 from the empty board", "(;GM[1]FF[4]SZ[9]KM[6.5])", false, 3, 6.5, 0, 0),
                new Finish("9x9 Chinese after two moves", "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese];B[ee];W[cc])", true, 5, 7.5, 0, 2),
                new Finish("9x9 with 3 handicap stones", "(;GM[1]FF[4]SZ[9]KM[0.5]HA[3]AB[cc][gc][cg]PL[W])", false, 1, 0.5, 3, 0),
                new Finish("7x7 after four moves", "(;GM[1]FF[4]SZ[7]KM[0.5];B[dd];W[cc];B[dc];W[cd])", false, 1, 0.5, 0, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("finishes")
    void gnuGosMoveRecordReplaysInTengenAsGnuGoLoadsItMoveByMove(Finish spec) throws IOException, InterruptedException {
        Path start = dir.resolve("start.sgf");
        Path out = dir.resolve("finished.sgf");
        Files.writeString(start, spec.startSgf(), StandardCharsets.US_ASCII);
        List<String> command = new ArrayList<>(List.of(GNUGO.toString(), "--score", "finish", "-l", start.toString(),
                "-o", out.toString(), "--level", "1", "--quiet", "--seed", "" + spec.seed()));
        if (spec.chinese()) {
            command.add("--chinese-rules");
        }
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).as("GNU Go finishing the game").isTrue();
        assertThat(process.exitValue()).as("GNU Go's exit code; it wrote: %s", stdout).isZero();
        List<String> generated = new ArrayList<>();
        Matcher m = GENERATED_MOVE.matcher(stdout);
        while (m.find()) {
            String vertex = m.group(2);
            generated.add(m.group(1) + " " + (vertex.equalsIgnoreCase("pass") ? "pass" : vertex.toUpperCase(Locale.ROOT)));
        }
        assertThat(generated).as("the moves GNU Go played").hasSizeGreaterThan(10);
        assertThat(generated.subList(generated.size() - 2, generated.size())).allMatch(s -> s.endsWith(" pass"));

        SgfNode root = single(SgfReader.read(out));
        assertThat(root.simpleText("AP")).isEqualTo("GNU Go:3.8");
        // RE is GNU Go's score, as it printed it: "White wins by 38.5 points" is RE[W+38.5].
        Matcher score = Pattern.compile("(Black|White) wins by ([0-9.]+) points").matcher(stdout);
        assertThat(score.find()).as("GNU Go's score in: %s", stdout).isTrue();
        assertThat(root.simpleText("RE")).isEqualTo(score.group(1).charAt(0) + "+" + score.group(2));
        assertThat(SgfGames.rules(root).komi()).isEqualTo(spec.komi());
        assertThat(SgfGames.handicap(root)).isEqualTo(spec.handicap());
        SgfReplay replay = SgfReplay.mainLine(root, SgfReplay.Mode.STRICT);
        assertThat(replay.problem()).as("STRICT replay of GNU Go's record").isEmpty();
        assertThat(replay.moves()).as("SGF moves: the start's and GNU Go's").isEqualTo(spec.startMoves() + generated.size());
        assertThat(replay.game().handicapStones()).isEqualTo(spec.handicap());
        assertThat(replay.game().isOver()).as("two passes end the record").isTrue();
        Geometry g = replay.game().geometry();
        List<String> replayed = new ArrayList<>();
        for (var turn : replay.game().history()) {
            if (!turn.setup()) {
                replayed.add(turn.stone().lowerName() + " " + turn.move().toGtp(g));
            }
        }
        assertThat(replayed.subList(spec.startMoves(), replayed.size())).as("tengen's replay against GNU Go's log")
                .isEqualTo(generated);

        // Position by position: GNU Go's loadsgf FILE n stops before move n.
        SgfNode end = root.mainLineEnd();
        int captured = 0;
        try (GtpClient gnugo = startGtp(0, spec.chinese())) {
            for (int k = 0; k <= replay.moves(); k++) {
                Game tengen = SgfReplay.to(end, SgfReplay.Mode.STRICT, k).game();
                String where = "after move " + k + " of GNU Go's record";
                assertThat(gnugo.send("loadsgf " + out + " " + (k + 1))).as("side to move %s", where)
                        .isEqualTo(tengen.toMove().lowerName());
                assertSameAsGnuGo(gnugo, tengen, where);
                captured = tengen.board().prisoners(Stone.BLACK) + tengen.board().prisoners(Stone.WHITE);
            }
            assertThat(gnugo.send("loadsgf " + out)).isEqualTo(replay.game().toMove().lowerName());
            assertSameAsGnuGo(gnugo, replay.game(), "GNU Go's whole record");
        }
        System.out.printf(Locale.ROOT, "GNU Go's record of %s: %d moves, RE[%s], %d stones captured%n", spec,
                replay.moves(), root.value("RE"), captured);
    }

    // ---------------------------------------------------------------- tengen's records, read by GNU Go

    /** A seeded random game: board, rules, komi, fixed handicap, number of moves. */
    record RandomGame(int size, String rules, double komi, int handicap, int moves, long seed) {
        @Override
        public String toString() {
            return size + "x" + size + " " + rules + " komi " + Rules.formatPoints(komi)
                    + (handicap > 0 ? " handicap " + handicap : "") + ", " + moves + " random moves";
        }
    }

    static Stream<RandomGame> randomGames() {
        return Stream.of(
                new RandomGame(9, "japanese", 6.5, 0, 150, 21),
                new RandomGame(9, "chinese", 7.5, 0, 250, 22),
                new RandomGame(13, "chinese", 0.5, 3, 250, 23),
                new RandomGame(19, "japanese", 5.5, 0, 300, 24));
    }

    /** One position of a game: the stones, each side's prisoners and who moves next. */
    record Snapshot(Set<String> black, Set<String> white, int blackPrisoners, int whitePrisoners, Stone toMove) {
        static Snapshot of(Game game) {
            return new Snapshot(stones(game.board(), Stone.BLACK), stones(game.board(), Stone.WHITE),
                    game.board().prisoners(Stone.BLACK), game.board().prisoners(Stone.WHITE), game.toMove());
        }

        static Snapshot of(GtpClient gnugo, String toMove) {
            return new Snapshot(vertexSet(gnugo.send("list_stones black")), vertexSet(gnugo.send("list_stones white")),
                    Integer.parseInt(gnugo.send("captures black")), Integer.parseInt(gnugo.send("captures white")),
                    Stone.parse(toMove));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("randomGames")
    void tengensRecordOfARandomGameLoadsIntoGnuGoMoveByMove(RandomGame spec) throws IOException {
        Game game = new Game(spec.size(), RulesPresets.get(spec.rules()).withKomi(spec.komi()));
        if (spec.handicap() > 0) {
            game.placeFixedHandicap(spec.handicap());
        }
        // A pass now and then, but not a second one in a row: that would end the game early.
        org.tengen.core.testing.RandomGame moves = org.tengen.core.testing.RandomGame.seeded(spec.seed())
                .passingOneIn(30).neverPassingTwiceInARow();
        List<Snapshot> positions = new ArrayList<>();
        positions.add(Snapshot.of(game));
        while (game.moveCount() < spec.moves() && !game.isOver()) {
            moves.play(game);
            positions.add(Snapshot.of(game));
        }
        Snapshot last = positions.get(positions.size() - 1);
        assertThat(game.moveCount()).isEqualTo(spec.moves());
        assertThat(last.blackPrisoners() + last.whitePrisoners()).as("stones captured in the random game").isPositive();

        Path file = dir.resolve("tengen.sgf");
        String sgf = SgfWriter.write(SgfRecord.of(game, "tengen:test"));
        assertThat(sgf).contains("AP[tengen:test]");
        Files.writeString(file, sgf, StandardCharsets.UTF_8);
        assertThat(file.toString()).as("a GTP argument has no spaces").doesNotContainAnyWhitespaces();

        // tengen reads its own record back to every position.
        SgfNode root = single(SgfReader.read(file));
        SgfReplay own = SgfReplay.mainLine(root, SgfReplay.Mode.STRICT);
        assertThat(own.problem()).isEmpty();
        assertThat(own.moves()).isEqualTo(game.moveCount());
        assertThat(own.game().handicapStones()).isEqualTo(spec.handicap());
        assertThat(Snapshot.of(own.game())).isEqualTo(last);

        try (GtpClient gnugo = startGtp(0, spec.rules().equals("chinese"))) {
            // GNU Go, move by move: loadsgf FILE n stops before move n.
            for (int k = 0; k < positions.size(); k++) {
                String toMove = gnugo.send("loadsgf " + file + " " + (k + 1));
                assertThat(Snapshot.of(gnugo, toMove)).as("GNU Go after move %d of tengen's record of %s", k, spec)
                        .isEqualTo(positions.get(k));
            }
            String toMove = gnugo.send("loadsgf " + file);
            assertThat(Snapshot.of(gnugo, toMove)).as("GNU Go after all of tengen's record").isEqualTo(last);
            assertThat(Double.parseDouble(gnugo.send("get_komi"))).isEqualTo(spec.komi());

            // GNU Go's diagram of the final position, read back by tengen.
            Path diagramFile = dir.resolve("gnugo-diagram.sgf");
            gnugo.send("printsgf " + diagramFile);
            SgfNode diagram = single(SgfReader.read(diagramFile));
            SgfReplay replay = SgfReplay.mainLine(diagram, SgfReplay.Mode.STRICT);
            assertThat(replay.problem()).isEmpty();
            assertThat(replay.moves()).isZero();
            assertSameStones(replay.game().board(), game.board(), "GNU Go's diagram of tengen's game");
            assertThat(replay.game().toMove()).isEqualTo(game.toMove());
            assertThat(SgfGames.rules(diagram).komi()).as("KM with the prisoners folded in")
                    .isEqualTo(spec.komi() + last.whitePrisoners() - last.blackPrisoners());
        }
        System.out.printf(Locale.ROOT, "tengen's record of %s: %d moves, %d + %d prisoners, %d bytes%n", spec,
                game.moveCount(), last.blackPrisoners(), last.whitePrisoners(), sgf.length());
    }

    // ---------------------------------------------------------------- helpers

    private static GtpClient startGtp(int seed, boolean chinese) {
        List<String> command = new ArrayList<>(new GnuGoLauncher(GNUGO).command());
        command.addAll(List.of("--level", "1", "--seed", "" + seed));
        if (chinese) {
            command.add("--chinese-rules");
        }
        return GtpClient.start(command);
    }

    private static SgfNode single(List<SgfNode> trees) {
        assertThat(trees).as("game trees").hasSize(1);
        return trees.get(0);
    }

    /** GNU Go's stones and captures against tengen's game. */
    private static void assertSameAsGnuGo(GtpClient gnugo, Game game, String where) {
        assertThat(vertexSet(gnugo.send("list_stones black"))).as("Black stones %s", where)
                .isEqualTo(stones(game.board(), Stone.BLACK));
        assertThat(vertexSet(gnugo.send("list_stones white"))).as("White stones %s", where)
                .isEqualTo(stones(game.board(), Stone.WHITE));
        assertThat(Integer.parseInt(gnugo.send("captures black"))).as("stones Black captured %s", where)
                .isEqualTo(game.board().prisoners(Stone.BLACK));
        assertThat(Integer.parseInt(gnugo.send("captures white"))).as("stones White captured %s", where)
                .isEqualTo(game.board().prisoners(Stone.WHITE));
    }

    private static void assertSameStones(BoardView actual, BoardView expected, String where) {
        assertThat(stones(actual, Stone.BLACK)).as("Black stones in %s", where).isEqualTo(stones(expected, Stone.BLACK));
        assertThat(stones(actual, Stone.WHITE)).as("White stones in %s", where).isEqualTo(stones(expected, Stone.WHITE));
    }

    /** The GTP vertices of {@code stone}'s stones. */
    static Set<String> stones(BoardView board, Stone stone) {
        Geometry g = board.geometry();
        Set<String> out = new TreeSet<>();
        for (int p : g.points()) {
            if (board.at(p) == stone.code()) {
                out.add(g.toGtp(p));
            }
        }
        return out;
    }

    static Set<String> vertexSet(String reply) {
        return Arrays.stream(reply.trim().split("\\s+")).filter(s -> !s.isEmpty())
                .map(s -> s.toUpperCase(Locale.ROOT)).collect(Collectors.toCollection(TreeSet::new));
    }

    private static int[] vertices(Geometry g, String reply) {
        return vertexSet(reply).stream().mapToInt(g::parseGtp).toArray();
    }
}
