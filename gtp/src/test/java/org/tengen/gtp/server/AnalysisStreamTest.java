package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.engine.Analysis;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.SearchBudget;

/**
 * lz-analyze, kata-analyze and their genmove forms in live sessions (a controller's pipe, the engine's loop
 * on its thread): the framing the clients expect ({@code =id}, one line of {@code info} blocks per report,
 * the empty line when the next command comes, {@code play VERTEX} closing genmove_analyze), every field the
 * formats document read back and checked in range, the principal variations legal, ownership in KataGo's
 * order and perspective; the stop on the next command, on the end of the input and on output nobody reads;
 * bad arguments; pondering; GoGui's views. The search is seeded, but its stretches are timed: the tests check
 * structure and ranges, not exact numbers.
 */
@Tag("slow")
class AnalysisStreamTest {
    private static final Rules RULES = RulesPresets.get("chinese");
    private static final List<String> SETUP_9 = List.of("b E5", "w C3", "b G6", "w E3");
    private static final List<String> SETUP_19 = List.of("b Q16", "w D4", "b Q4", "w D16", "b C6");
    private static final List<String> LZ_FIELDS = List.of("move", "visits", "winrate", "prior", "lcb", "order");
    private static final List<String> KATA_FIELDS = List.of("move", "visits", "utility", "winrate", "scoreMean",
            "scoreStdev", "scoreLead", "scoreSelfplay", "prior", "lcb", "utilityLcb", "order");

    private static MctsPlayer search(long seed) {
        return new MctsPlayer(seed, 1, SearchBudget.of(1500, 20.0), 0);
    }

    private static GtpEngine engine(MctsPlayer player, int size) {
        return new GtpEngine(Geometry.of(size), RULES, player);
    }

    /** The setup moves as GTP commands, after boardsize. */
    private static String setup(int size, List<String> moves) {
        StringBuilder sb = new StringBuilder("boardsize " + size + "\nclear_board\n");
        for (String m : moves) {
            sb.append("play ").append(m).append('\n');
        }
        return sb.toString();
    }

    /** The game after the setup moves, with {@code toMove} to play. */
    private static Game game(int size, List<String> moves, Stone toMove) {
        Game game = new Game(Geometry.of(size), RULES);
        for (String m : moves) {
            String[] w = m.split(" ");
            Stone s = w[0].equals("b") ? Stone.BLACK : Stone.WHITE;
            game.setToMove(s);
            assertThat(game.play(s, Move.play(game.geometry().parseGtp(w[1]))).isLegal()).isTrue();
        }
        game.setToMove(toMove);
        return game;
    }

    /** The lines of the reply that starts with {@code head} (such as "=7"), up to the empty line that ends it. */
    private static List<String> reply(String output, String head) {
        List<String> lines = Arrays.asList(output.split("\n", -1));
        int start = lines.indexOf(head);
        assertThat(start).as("a reply headed '%s' in:\n%s", head, output).isGreaterThanOrEqualTo(0);
        int end = start + 1;
        while (end < lines.size() && !lines.get(end).isEmpty()) {
            end++;
        }
        assertThat(end).as("the reply '%s' ends with an empty line", head).isLessThan(lines.size());
        return lines.subList(start + 1, end);
    }

    /** Checks one Leela Zero report against its documented fields and ranges, and its pvs against the rules. */
    private static AnalysisReport checkLeelaZero(String line, Game position) {
        AnalysisReport r = AnalysisReport.parse(line);
        assertThat(r.infos()).isNotEmpty();
        assertThat(r.ownership()).isNull();
        for (int i = 0; i < r.infos().size(); i++) {
            AnalysisReport.Info info = r.infos().get(i);
            assertThat(new ArrayList<>(info.fields().keySet())).isEqualTo(LZ_FIELDS);
            int winrate = Integer.parseInt(info.get("winrate"));
            assertThat(winrate).isBetween(0, 10_000);
            assertThat(Integer.parseInt(info.get("prior"))).isBetween(0, 10_000);
            assertThat(Integer.parseInt(info.get("lcb"))).isBetween(0, winrate);
            assertThat(Integer.parseInt(info.get("visits"))).isPositive();
            assertThat(Integer.parseInt(info.get("order"))).isEqualTo(i);
            checkPv(info, position);
        }
        return r;
    }

    /** Checks one KataGo report: every documented field, floats with a point, in range; ownership if asked. */
    private static AnalysisReport checkKataGo(String line, Game position, boolean ownership) {
        return checkKataGo(line, position, ownership, false);
    }

    private static AnalysisReport checkKataGo(String line, Game position, boolean ownership, boolean stdev) {
        AnalysisReport r = AnalysisReport.parse(line);
        assertThat(r.infos()).isNotEmpty();
        for (int i = 0; i < r.infos().size(); i++) {
            AnalysisReport.Info info = r.infos().get(i);
            assertThat(new ArrayList<>(info.fields().keySet())).isEqualTo(KATA_FIELDS);
            for (String f : List.of("utility", "winrate", "scoreMean", "scoreStdev", "scoreLead", "scoreSelfplay", "prior",
                    "lcb", "utilityLcb")) {
                assertThat(info.get(f)).as(f).contains(".");
            }
            double winrate = Double.parseDouble(info.get("winrate"));
            assertThat(winrate).isBetween(0.0, 1.0);
            assertThat(Double.parseDouble(info.get("prior"))).isBetween(0.0, 1.0);
            assertThat(Double.parseDouble(info.get("lcb"))).isBetween(0.0, winrate);
            assertThat(Double.parseDouble(info.get("utility"))).isCloseTo(2 * winrate - 1, within(1e-5));
            assertThat(Double.parseDouble(info.get("utilityLcb"))).isBetween(-1.0, 1.0);
            assertThat(info.get("scoreMean")).isEqualTo(info.get("scoreLead"));
            double area = position.geometry().area();
            assertThat(Math.abs(Double.parseDouble(info.get("scoreLead")))).isLessThanOrEqualTo(area + RULES.komi());
            assertThat(Double.parseDouble(info.get("scoreStdev"))).isBetween(0.0, area + RULES.komi());
            assertThat(Integer.parseInt(info.get("visits"))).isPositive();
            assertThat(Integer.parseInt(info.get("order"))).isEqualTo(i);
            checkPv(info, position);
        }
        int points = position.geometry().area();
        if (ownership) {
            assertThat(r.ownership()).hasSize(points).allSatisfy(v -> assertThat(v).isBetween(-1.0, 1.0));
        } else {
            assertThat(r.ownership()).isNull();
        }
        if (stdev) {
            assertThat(r.ownershipStdev()).hasSize(points).allSatisfy(v -> assertThat(v).isBetween(0.0, 1.0));
        } else {
            assertThat(r.ownershipStdev()).isNull();
        }
        return r;
    }

    /** The pv starts with the move and is a legal sequence from the position, the sides alternating. */
    private static void checkPv(AnalysisReport.Info info, Game position) {
        assertThat(info.pv()).isNotEmpty();
        assertThat(info.pv().get(0)).isEqualTo(info.get("move"));
        Game g = new Game(position.geometry(), position.rules());
        org.tengen.core.GameReplay.replay(position, g);
        g.setToMove(position.toMove());
        for (String v : info.pv()) {
            Stone s = g.toMove();
            Move m = v.equals("pass") ? Move.PASS : Move.play(g.geometry().parseGtp(v));
            assertThat(g.play(s, m).isLegal()).as("pv %s: %s legal", info.pv(), v).isTrue();
        }
    }

    @Test
    void lzAnalyzeOn9x9StreamsReportsUntilTheNextCommandWhichIsAnsweredAfterIt() throws Exception {
        try (LiveSession s = new LiveSession(engine(search(1), 9))) {
            s.send(setup(9, SETUP_9) + "10 lz-analyze W 5\n");
            assertThat(s.awaitOutput(o -> o.lines().filter(l -> l.startsWith("info")).count() >= 3)).isTrue();
            s.send("11 name\n");
            assertThat(s.awaitOutput(o -> o.endsWith("=11 tengen\n\n"))).isTrue();
            String out = s.output();
            List<String> lines = reply(out, "=10");
            assertThat(lines.size()).isGreaterThanOrEqualTo(3);
            Game position = game(9, SETUP_9, Stone.WHITE);
            for (String line : lines) {
                checkLeelaZero(line, position);
            }
            // The analysis's reply is closed (its empty line) before the next command is answered.
            assertThat(out).contains(lines.get(lines.size() - 1) + "\n\n=11 tengen\n\n");
            s.closeInput();
            assertThat(s.awaitEnd()).isTrue();
        }
    }

    @Test
    void kataAnalyzeOn19x19WithOwnershipGivesEveryFieldAndEveryPoint() throws Exception {
        try (LiveSession s = new LiveSession(engine(search(2), 19))) {
            s.send(setup(19, SETUP_19) + "20 kata-analyze W interval 5 rootInfo true ownership true ownershipStdev true\n");
            assertThat(s.awaitOutput(o -> o.lines().filter(l -> l.startsWith("info")).count() >= 2)).isTrue();
            s.send("21 kata-analyze B 5 maxmoves 2\n");
            assertThat(s.awaitOutput(o -> o.contains("=21\ninfo") && o.substring(o.indexOf("=21")).lines().count() >= 3)).isTrue();
            s.send("\n"); // a raw newline ends an analysis too, as KataGo documents
            assertThat(s.awaitOutput(o -> o.substring(o.indexOf("=21")).contains("\n\n"))).isTrue();
            s.send("22 name\n");
            assertThat(s.awaitOutput(o -> o.endsWith("=22 tengen\n\n"))).isTrue();
            String out = s.output();
            for (String line : reply(out, "=20")) {
                AnalysisReport r = checkKataGo(line, game(19, SETUP_19, Stone.WHITE), true, true);
                assertThat(r.rootInfo().keySet()).containsExactly("visits", "utility", "winrate", "scoreMean", "scoreStdev",
                        "scoreLead", "scoreSelfplay");
                int visits = Integer.parseInt(r.rootInfo().get("visits"));
                assertThat(visits).isGreaterThanOrEqualTo(r.infos().stream().mapToInt(i -> Integer.parseInt(i.get("visits"))).sum());
                assertThat(Double.parseDouble(r.rootInfo().get("winrate"))).isBetween(0.0, 1.0);
                assertThat(r.rootInfo().get("scoreLead")).isEqualTo(r.rootInfo().get("scoreMean"));
            }
            for (String line : reply(out, "=21")) {
                assertThat(checkKataGo(line, game(19, SETUP_19, Stone.BLACK), false).infos()).hasSizeLessThanOrEqualTo(2);
            }
        }
    }

    /** Black walls row 6 and White row 4 of a 9x9 board: Black owns the top three rows, White the bottom three. */
    private static final List<String> WALLS = wallsSetup();

    private static List<String> wallsSetup() {
        List<String> moves = new ArrayList<>();
        for (char c : "ABCDEFGHJ".toCharArray()) {
            moves.add("b " + c + "6");
            moves.add("w " + c + "4");
        }
        return moves;
    }

    @Test
    void ownershipIsRowByRowFromTheTopLeftForTheSideToMove() throws Exception {
        GtpEngine e = engine(search(3), 9);
        for (String line : setup(9, WALLS).split("\n")) {
            assertThat(e.answer(line)).startsWith("=");
        }
        try (LiveSession s = new LiveSession(e)) {
            s.send("1 kata-analyze b 5 ownership true\n");
            assertThat(s.awaitOutput(o -> o.lines().filter(l -> l.startsWith("info")).count() >= 3)).isTrue();
            s.send("2 kata-analyze w 5 ownership true\n");
            assertThat(s.awaitOutput(o -> o.contains("=2\n") && o.substring(o.indexOf("=2\n")).lines().count() >= 4)).isTrue();
            s.send("3 name\n");
            assertThat(s.awaitOutput(o -> o.endsWith("=3 tengen\n\n"))).isTrue();
            for (Stone side : List.of(Stone.BLACK, Stone.WHITE)) {
                List<String> lines = reply(s.output(), side == Stone.BLACK ? "=1" : "=2");
                List<Double> own = checkKataGo(lines.get(lines.size() - 1), game(9, WALLS, side), true).ownership();
                double mine = side == Stone.BLACK ? 1 : -1; // Black's points seen from the side analysed
                for (int row = 0; row < 9; row++) {
                    for (int col = 0; col < 9; col++) {
                        double v = own.get(row * 9 + col);
                        if (row < 3) {
                            assertThat(v * mine).as("row %d col %d, %s to move", row, col, side).isGreaterThan(0.5);
                        } else if (row > 5) {
                            assertThat(v * mine).as("row %d col %d, %s to move", row, col, side).isLessThan(-0.5);
                        }
                    }
                }
            }
        }
        // GoGui's view: Black positive whoever is to move, and the lead for the side to move.
        String gfx = e.answer("tengen-ownership_gfx w");
        assertThat(gfx).startsWith("= INFLUENCE ");
        String[] influence = gfx.substring(2).split("\n")[0].split(" ");
        assertThat(influence).hasSize(1 + 2 * 81);
        for (int i = 1; i < influence.length; i += 2) {
            double v = Double.parseDouble(influence[i + 1]);
            int row = 9 - Integer.parseInt(influence[i].substring(1));
            assertThat(v).isBetween(-1.0, 1.0);
            if (row < 3) {
                assertThat(v).as(influence[i]).isGreaterThan(0.5);
            } else if (row > 5) {
                assertThat(v).as(influence[i]).isLessThan(-0.5);
            }
        }
        assertThat(gfx).containsPattern("\nTEXT White to move: win rate [0-9.]+%, lead [-+][0-9.]+, [0-9]+ playouts; best [A-J][1-9]");
    }

    @Test
    void genmoveAnalyzePlaysTheMoveReportingAsItSearchesThenSaysPlay() throws Exception {
        GtpEngine e = engine(search(4), 9);
        for (String line : setup(9, SETUP_9).split("\n")) {
            e.answer(line);
        }
        try (LiveSession s = new LiveSession(e)) {
            s.send("30 lz-genmove_analyze b 1\n31 kata-genmove_analyze w 1 ownership true\n32 gogui-rules_side_to_move\n");
            assertThat(s.awaitOutput(o -> o.endsWith("=32 black\n\n"))).isTrue();
            String out = s.output();
            List<String> lz = reply(out, "=30");
            String play = lz.get(lz.size() - 1);
            assertThat(play).matches("play ([A-HJ][1-9]|pass)");
            assertThat(lz.size()).isGreaterThanOrEqualTo(2);
            Game position = game(9, SETUP_9, Stone.BLACK);
            for (String line : lz.subList(0, lz.size() - 1)) {
                checkLeelaZero(line, position);
            }
            List<String> kata = reply(out, "=31");
            assertThat(kata.get(kata.size() - 1)).matches("play ([A-HJ][1-9]|pass)");
            String black = play.substring(5);
            Game after = game(9, SETUP_9, Stone.BLACK);
            after.play(Stone.BLACK, black.equals("pass") ? Move.PASS : Move.play(after.geometry().parseGtp(black)));
            for (String line : kata.subList(0, kata.size() - 1)) {
                checkKataGo(line, after, true);
            }
            // Both moves were played: Black's is on the board, and Black is to move again.
            if (!black.equals("pass")) {
                assertThat(e.answer("color " + black)).isEqualTo("= black\n\n");
            }
        }
    }

    @Test
    void badArgumentsGetAnErrorWithTheIdAndTheSessionGoesOn() throws Exception {
        try (LiveSession s = new LiveSession(engine(search(5), 9))) {
            s.send("1 lz-analyze B abc\n2 kata-analyze interval -5\n3 kata-analyze B 10 maxmoves x\n"
                    + "4 kata-analyze ownership yes\n5 kata-genmove_analyze purple\n6 lz-analyze B 10 avoid b Z99 1\n7 name\n");
            assertThat(s.awaitOutput(o -> o.endsWith("=7 tengen\n\n"))).isTrue();
            assertThat(s.output()).isEqualTo(String.join("",
                    "?1 expected a value after 'abc' (arguments: [color] [interval] [key value]...)\n\n",
                    "?2 interval -5 out of range: expected 0 to 8640000 centiseconds\n\n",
                    "?3 maxmoves 'x' is not a count of moves (0 or more)\n\n",
                    "?4 ownership 'yes' is not true or false\n\n",
                    "?5 expected a value after 'purple' (arguments: [color] [interval] [key value]...)\n\n",
                    "?6 invalid coordinate\n\n",
                    "=7 tengen\n\n"));
        }
    }

    @Test
    void theEndOfTheInputStopsTheAnalysisAndClosesItsReply() throws Exception {
        MctsPlayer player = search(6);
        try (LiveSession s = new LiveSession(engine(player, 9))) {
            s.send("40 lz-analyze 5\n");
            assertThat(s.awaitOutput(o -> o.contains("\ninfo move"))).isTrue();
            s.closeInput();
            assertThat(s.awaitEnd()).as("the session ends").isTrue();
            assertThat(s.output()).startsWith("=40\ninfo move").endsWith("\n\n");
            assertThat(s.output().split("\n\n", -1)).hasSize(2); // one reply, closed, and nothing after it
        }
    }

    @Test
    void outputNobodyReadsStopsTheAnalysisAndEndsTheSession() throws Exception {
        Writer breaking = new Writer() {
            private int lines;

            @Override
            public void write(char[] buf, int off, int len) throws IOException {
                for (int i = off; i < off + len; i++) {
                    if (buf[i] == '\n' && ++lines > 3) {
                        throw new IOException("Broken pipe");
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        try (LiveSession s = new LiveSession(engine(search(7), 9), breaking)) {
            s.send("lz-analyze b 1\n"); // the input stays open: only the broken output can end the session
            assertThat(s.awaitEnd()).as("the session ends").isTrue();
        }
    }

    @Test
    void aStreamedCommandAnsweredWholeReportsOnce() {
        GtpEngine e = engine(search(8), 9);
        String reply = e.answer("9 lz-analyze b 10");
        assertThat(reply).startsWith("=9\ninfo move ").endsWith("\n\n");
        assertThat(reply.split("\n")).hasSize(2);
        checkLeelaZero(reply.split("\n")[1], game(9, List.of(), Stone.BLACK));
    }

    @Test
    void pondersAfterGenmoveUntilTheNextCommandKeepingTheTree() throws Exception {
        MctsPlayer player = search(9);
        GtpEngine e = engine(player, 9);
        e.ponderAfterGenmove();
        try (LiveSession s = new LiveSession(e)) {
            s.send("1 genmove b\n");
            assertThat(s.awaitOutput(o -> o.startsWith("=1 "))).isTrue();
            Thread.sleep(500);
            s.send("2 name\n");
            assertThat(s.awaitOutput(o -> o.endsWith("=2 tengen\n\n"))).isTrue();
            assertThat(s.output()).matches("=1 ([A-HJ][1-9]|pass)\n\n=2 tengen\n\n");
        }
        // The last search was the ponder's: the position after Black's move, White to play.
        Analysis pondered = player.analysis(false);
        assertThat(pondered.toMove()).isEqualTo(Stone.WHITE.code());
        assertThat(pondered.playouts()).isPositive();
    }

    @Test
    void pondersAfterGenmoveAnalyzeToo() throws Exception {
        MctsPlayer player = search(11);
        GtpEngine e = engine(player, 9);
        e.ponderAfterGenmove();
        try (LiveSession s = new LiveSession(e)) {
            s.send("1 play b E5\n2 lz-genmove_analyze w 50\n");
            assertThat(s.awaitOutput(o -> o.contains("\nplay "))).isTrue();
            Thread.sleep(500);
            s.send("3 name\n");
            assertThat(s.awaitOutput(o -> o.endsWith("\n\n=3 tengen\n\n"))).isTrue();
        }
        Analysis pondered = player.analysis(false);
        assertThat(pondered.toMove()).isEqualTo(Stone.BLACK.code());
        assertThat(pondered.playouts()).isPositive();
    }

    /** A streamed command that writes one line, then fails as a bug would. */
    private static StreamedCommand failing(boolean untilNext) {
        return new StreamedCommand() {
            @Override
            public boolean untilNextCommand() {
                return untilNext;
            }

            @Override
            public Reply start(List<String> args) {
                return (emit, keepGoing) -> {
                    emit.accept("info of a bug");
                    throw new IllegalStateException("a bug");
                };
            }
        };
    }

    @Test
    void aBugInAStreamedReplyClosesItAndTheSessionGoesOn() throws Exception {
        GtpEngine e = engine(search(12), 9);
        e.registerStreamed("tengen-failing_analyze", failing(true));
        e.registerStreamed("tengen-failing_genmove", failing(false));
        try (LiveSession s = new LiveSession(e)) {
            s.send("1 tengen-failing_analyze\n");
            assertThat(s.awaitOutput(o -> o.contains("info of a bug"))).isTrue();
            s.send("2 tengen-failing_genmove\n3 name\n");
            assertThat(s.awaitOutput(o -> o.endsWith("=3 tengen\n\n"))).isTrue();
            assertThat(s.output()).isEqualTo("=1\ninfo of a bug\n\n=2\ninfo of a bug\n\n=3 tengen\n\n");
        }
    }

    @Test
    void aBugWhileStartingAStreamedCommandIsRefusedAndTheSessionGoesOn() throws Exception {
        GtpEngine e = engine(search(12), 9);
        e.registerStreamed("tengen-broken_analyze", StreamedCommand.of(true, args -> {
            throw new IllegalStateException("a bug");
        }));
        assertThat(e.answer("4 tengen-broken_analyze")).isEqualTo("?4 internal error: java.lang.IllegalStateException: a bug\n\n");
        assertThat(e.answer("5 tengen-failing_genmove")).isEqualTo("?5 unknown command\n\n");
        e.registerStreamed("tengen-failing_genmove", failing(false));
        assertThat(e.answer("6 tengen-failing_genmove")).isEqualTo("=6\ninfo of a bug\n\n");
        try (LiveSession s = new LiveSession(e)) {
            s.send("1 tengen-broken_analyze\n2 name\n");
            assertThat(s.awaitOutput(o -> o.endsWith("=2 tengen\n\n"))).isTrue();
            assertThat(s.output()).isEqualTo("?1 internal error: java.lang.IllegalStateException: a bug\n\n=2 tengen\n\n");
        }
    }

    @Test
    void goGuiListsTheViewsAndTheWinRateViewLabelsTheCandidates() {
        GtpEngine e = engine(search(10), 9);
        for (String c : List.of("lz-analyze", "kata-analyze", "lz-genmove_analyze", "kata-genmove_analyze")) {
            assertThat(e.answer("known_command " + c)).isEqualTo("= true\n\n");
        }
        assertThat(e.answer("gogui-analyze_commands"))
                .contains("gfx/Ownership/tengen-ownership_gfx %c\n", "gfx/Win Rates/tengen-winrates_gfx %c\n");
        String[] lines = e.answer("tengen-winrates_gfx").split("\n");
        assertThat(lines[0]).matches("= LABEL( [A-J][1-9] [0-9]{1,3})+");
        assertThat(lines[1]).startsWith("TEXT Black to move: win rate ");
        assertThat(e.answer("3 tengen-winrates_gfx b w")).isEqualTo("?3 expected an optional color\n\n");
    }
}
