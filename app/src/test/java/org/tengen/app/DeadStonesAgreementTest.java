package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.engine.RandomPlayer;
import org.tengen.engine.SearchDeadStones;
import org.tengen.engine.SearchRequest;
import org.tengen.gtp.server.GtpEngine;
import picocli.CommandLine;

/**
 * The one dead-stone policy ({@link SearchDeadStones#standard()}) answers the same everywhere: the same finished
 * games counted by {@code tengen play} (two people, accepting the proposed dead stones), GTP's {@code final_score}
 * and {@code tengen sgf score} give the same result under area, territory and Tromp-Taylor rules.
 */
class DeadStonesAgreementTest {
    private static final List<String> RULES = List.of("chinese", "japanese", "tromp-taylor");

    @TempDir
    Path dir;

    /** A finished game: its board size and its moves in GTP form, alternating from Black, ending in two passes. */
    private record Finished(String name, int size, List<String> moves) {
    }

    @Test
    @Tag("slow")
    void playGtpAndSgfScoreCountFinishedGamesAlike() throws IOException {
        List<Finished> games = new ArrayList<>();
        // White's C5 is dead inside Black's eye (Benson proves it); B2-C2 are unsettled.
        games.add(fromStones("eye", 5, List.of("B5", "E5", "A4", "B4", "C4", "D4", "E4"), List.of("C5", "B2", "C2")));
        // Each side has a stone dead inside the other's pass-alive eye: C8 and C1.
        games.add(fromStones("both", 8, List.of("B8", "E8", "A7", "B7", "C7", "D7", "E7", "C1"),
                List.of("C8", "A3", "B3", "C3", "D3", "E3", "F3", "A2", "B2", "D2", "F2", "B1", "D1", "F1")));
        for (int seed = 1; seed <= 6; seed++) {
            games.add(randomGame(seed, seed % 2 == 0 ? 9 : 7, 10 * seed));
        }
        int withDead = 0;
        for (Finished f : games) {
            for (String rules : RULES) {
                Rules r = RulesPresets.get(rules);
                String play = byPlay(f, r);
                String gtp = byGtp(f, r);
                assertThat(statusList(f, r, "dead")).as(f.name() + " under " + rules + ": final_status_list dead")
                        .isEqualTo(vertices(replay(f, r), SearchDeadStones.standard().settle(replay(f, r)).dead()));
                String sgf = bySgf(f, rules);
                assertThat(gtp).as(f.name() + " under " + rules + ": GTP final_score against play").isEqualTo(play);
                assertThat(sgf).as(f.name() + " under " + rules + ": sgf score against play").isEqualTo(play);
                Game g = replay(f, r);
                assertThat(result(SearchDeadStones.standard().count(g).result().toSgf())).isEqualTo(play);
                if (!SearchDeadStones.standard().settle(g).dead().isEmpty()) {
                    withDead++;
                }
                if (r.countsAsItStands()) {
                    assertThat(SearchDeadStones.standard().settle(g).dead()).isEmpty();
                    assertThat(result(g.result().toSgf())).isEqualTo(play);
                }
            }
        }
        assertThat(withDead).as("games where the policy takes stones off").isGreaterThanOrEqualTo(4);
    }

    /** A game that places the given stones alternately (passing for the side with none left), then passes twice. */
    private static Finished fromStones(String name, int size, List<String> black, List<String> white) {
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < Math.max(black.size(), white.size()); i++) {
            moves.add(i < black.size() ? black.get(i) : "pass");
            moves.add(i < white.size() ? white.get(i) : "pass");
        }
        endWithTwoPasses(moves);
        return new Finished(name, size, moves);
    }

    /** A seeded random game of at most {@code length} moves, then two passes. */
    private static Finished randomGame(long seed, int size, int length) {
        Game game = new Game(Geometry.of(size), RulesPresets.get("chinese"));
        RandomPlayer player = new RandomPlayer(seed);
        List<String> moves = new ArrayList<>();
        while (moves.size() < length && !game.isOver()) {
            Move m = player.decide(game, SearchRequest.MOVE).move();
            game.play(m);
            moves.add(m.toGtp(game.geometry()));
        }
        endWithTwoPasses(moves);
        return new Finished("random game " + seed, size, moves);
    }

    private static void endWithTwoPasses(List<String> moves) {
        while (moves.size() < 2 || !moves.get(moves.size() - 1).equals("pass") || !moves.get(moves.size() - 2).equals("pass")) {
            moves.add("pass");
        }
        // a pass pair earlier than the end would have ended the game: none is made above but the random one's end
        for (int i = 1; i < moves.size() - 1; i++) {
            assertThat(moves.get(i).equals("pass") && moves.get(i - 1).equals("pass")).as("passes at " + i).isFalse();
        }
    }

    private static Game replay(Finished f, Rules rules) {
        Game game = new Game(Geometry.of(f.size()), rules);
        for (String m : f.moves()) {
            assertThat(game.play(m.equals("pass") ? Move.PASS : Move.play(game.geometry().parseGtp(m))).isLegal()).isTrue();
        }
        assertThat(game.isOver()).isTrue();
        return game;
    }

    /** {@code tengen play} between two people: the moves, then "done" to count from the proposed dead stones. */
    private static String byPlay(Finished f, Rules rules) throws IOException {
        StringWriter out = new StringWriter();
        String input = String.join("\n", f.moves()) + "\ndone\n";
        new PlaySession(new Game(Geometry.of(f.size()), rules), new BufferedReader(new StringReader(input)),
                new PrintWriter(out, true), false).run();
        String text = out.toString();
        int at = text.lastIndexOf("Result: ");
        assertThat(at).as(text).isGreaterThanOrEqualTo(0);
        return result(text.substring(at + "Result: ".length()).split("[ \n]")[0]);
    }

    private static String byGtp(Finished f, Rules rules) {
        GtpEngine engine = new GtpEngine(Geometry.of(f.size()), rules, new RandomPlayer(1));
        for (int i = 0; i < f.moves().size(); i++) {
            String reply = engine.answer("play " + (i % 2 == 0 ? "b " : "w ") + f.moves().get(i));
            assertThat(reply).isEqualTo("= \n\n");
        }
        String reply = engine.answer("final_score");
        assertThat(reply).startsWith("= ");
        return result(reply.substring(2).trim());
    }

    /** GTP's {@code final_status_list STATUS} after the game: the vertices, space-separated. */
    private static String statusList(Finished f, Rules rules, String status) {
        GtpEngine engine = new GtpEngine(Geometry.of(f.size()), rules, new RandomPlayer(1));
        for (int i = 0; i < f.moves().size(); i++) {
            engine.answer("play " + (i % 2 == 0 ? "b " : "w ") + f.moves().get(i));
        }
        String reply = engine.answer("final_status_list " + status);
        assertThat(reply).startsWith("= ");
        return reply.substring(2).trim();
    }

    private static String vertices(Game game, Set<Integer> points) {
        StringBuilder sb = new StringBuilder();
        for (int p : points) {
            sb.append(sb.length() == 0 ? "" : " ").append(game.geometry().toGtp(p));
        }
        return sb.toString();
    }

    private String bySgf(Finished f, String rules) throws IOException {
        Geometry g = Geometry.of(f.size());
        StringBuilder sgf = new StringBuilder("(;GM[1]FF[4]SZ[" + f.size() + "]");
        for (int i = 0; i < f.moves().size(); i++) {
            String m = f.moves().get(i);
            String at = m.equals("pass") ? "" : sgfPoint(g, g.parseGtp(m));
            sgf.append(';').append(i % 2 == 0 ? 'B' : 'W').append('[').append(at).append(']');
        }
        Path file = dir.resolve(f.name().replace(' ', '-') + ".sgf");
        Files.writeString(file, sgf.append(')').toString(), StandardCharsets.UTF_8);
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(new StringWriter(), true));
        Rules r = RulesPresets.get(rules);
        int status = cl.execute("sgf", "score", file.toString(), "--rules", rules, "--komi", r.komiText());
        assertThat(status).as(out.toString()).isZero();
        return result(out.toString().lines().findFirst().orElseThrow());
    }

    private static String sgfPoint(Geometry g, int p) {
        String v = g.toGtp(p);
        int col = v.charAt(0) - 'A' - (v.charAt(0) > 'I' ? 1 : 0);
        int row = g.height() - Integer.parseInt(v.substring(1));
        return "" + (char) ('a' + col) + (char) ('a' + row);
    }

    /** A result in one form whatever the program's: {@code B+3.5}, {@code W+7}, {@code 0}. */
    private static String result(String text) {
        if (text.equals("0") || text.equals("Draw")) {
            return "0";
        }
        assertThat(text).matches("[BW]\\+[0-9.]+");
        return text.charAt(0) + "+" + Rules.formatPoints(Double.parseDouble(text.substring(2)));
    }

    @Test
    void gtpNamesTheSekiAndCountsItsEyesAsNoOnesUnderTerritoryScoring() throws IOException {
        // A seki at the top: Black's B9-A8-B8-C8 (eye A9) and White's D9-D8-E8-F8-F9 (eye E9) share C9.
        Finished f = fromStones("seki", 9,
                List.of("B9", "A8", "B8", "C8", "G9", "G8", "D7", "E7", "F7", "G7", "G6", "G5"),
                List.of("D9", "F9", "D8", "E8", "F8", "A7", "B7", "C7", "A6", "C6", "D6", "E6", "F6", "A5", "B5", "D5", "F5"));
        Rules korean = RulesPresets.get("korean");
        assertThat(Set.of(statusList(f, korean, "seki").split(" ")))
                .containsExactlyInAnyOrder("B9", "A8", "B8", "C8", "D9", "D8", "E8", "F8", "F9");
        assertThat(statusList(f, korean, "alive")).contains("G9").doesNotContain("B9");
        assertThat(statusList(f, korean, "dead")).isEmpty();
        Game game = replay(f, korean);
        assertThat(SearchDeadStones.standard().count(game).result().toSgf()).isEqualTo(byGtp(f, korean))
                .isEqualTo(byPlay(f, korean));
    }

    @Test
    void aStoneOfEachColourInTheOthersEyeIsProposedDeadOnlyWhereTheRulesTakeStonesOff() {
        Finished f = fromStones("eye", 5, List.of("B5", "E5", "A4", "B4", "C4", "D4", "E4"), List.of("C5", "B2", "C2"));
        Game chinese = replay(f, RulesPresets.get("chinese"));
        assertThat(SearchDeadStones.standard().settle(chinese).dead()).contains(chinese.geometry().parseGtp("C5"));
        Game tt = replay(f, RulesPresets.get("tromp-taylor"));
        assertThat(SearchDeadStones.standard().settle(tt).dead()).isEmpty();
        assertThat(SearchDeadStones.standard().count(tt).result()).isEqualTo(tt.result());
    }
}
