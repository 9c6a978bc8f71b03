package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.SearchBudget;

/**
 * {@code tengen play} against the computer, as scripted sessions with a small seeded search. The search is
 * being improved, so these check what any search must do (legal replies, undo, hint, the end of the
 * game) rather than which moves it finds.
 */
class PlayAgainstComputerTest {
    private static final Pattern COMPUTER_MOVE = Pattern.compile("(?m)^(Black|White) (plays ([A-HJ-Z][0-9]+)|passes) \\("
            + "win rate \\d+%, about (even|[BW]\\+\\d+\\.\\d)\\)\\.$");

    /** The game and the whole output of a session. */
    private record Session(Game game, String output) {
    }

    private static Computer computer(Stone stone, int playouts, double resignBelow) {
        return new Computer(new MctsPlayer(7, 1, SearchBudget.of(playouts, null), resignBelow), stone,
                playouts + " playouts a move");
    }

    private static Session play(Game game, Computer computer, boolean showThinking, String... lines) throws IOException {
        StringWriter out = new StringWriter();
        PrintWriter writer = new PrintWriter(out);
        String input = lines.length == 0 ? "" : String.join("\n", lines) + "\n";
        new PlaySession(game, new BufferedReader(new StringReader(input)), writer, true, computer, showThinking).run();
        writer.flush();
        return new Session(game, out.toString().replace(System.lineSeparator(), "\n"));
    }

    private static Game game9() {
        return new Game(Geometry.of(9), RulesPresets.get("chinese"));
    }

    /** The computer's moves as the session printed them: a vertex or "pass". */
    private static List<String> computerMoves(String output) {
        List<String> moves = new ArrayList<>();
        Matcher m = COMPUTER_MOVE.matcher(output);
        while (m.find()) {
            moves.add(m.group(3) != null ? m.group(3) : "pass");
        }
        return moves;
    }

    @Test
    void theComputerRepliesToEachMoveWithALegalMoveOfItsColour() throws IOException {
        Session s = play(game9(), computer(Stone.WHITE, 200, 0.1), false, "E5", "C3", "G7");
        assertThat(s.output()).startsWith("tengen: 9x9, chinese rules, komi 7.5. You play black; tengen plays white "
                + "(200 playouts a move). Type 'help' for commands.\n");
        List<Turn> history = s.game().history();
        assertThat(history).hasSize(6);
        List<String> replies = computerMoves(s.output());
        assertThat(replies).hasSize(3);
        Geometry g = s.game().geometry();
        for (int i = 0; i < 6; i++) {
            Turn t = history.get(i);
            assertThat(t.stone()).isEqualTo(i % 2 == 0 ? Stone.BLACK : Stone.WHITE);
            if (i % 2 == 1) {
                assertThat(t.move().toGtp(g)).isEqualTo(replies.get(i / 2)); // the game replays strictly, so it was legal
            }
        }
        assertThat(history.get(0).move()).isEqualTo(Move.play(g.parseGtp("E5")));
        assertThat(s.output()).contains("Last: white " + replies.get(2) + ".").endsWith("End of input: game left unfinished.\n");
    }

    @Test
    void theComputerMovesFirstWhenItHasBlack() throws IOException {
        Session s = play(game9(), computer(Stone.BLACK, 100, 0.1), true);
        assertThat(s.output()).contains("You play white; tengen plays black");
        assertThat(s.output()).containsPattern("(?s)Black is thinking\\.\\.\\.\nBlack plays [A-HJ][1-9] .*white to move \\(move 2\\)> ");
        assertThat(s.game().moveCount()).isEqualTo(1);
    }

    @Test
    void undoTakesBackTheReplyAndTheMoveBefore() throws IOException {
        Game game = game9();
        Game before = game9();
        before.play(Move.play(game.geometry().parseGtp("E5")));
        Session s = play(game, computer(Stone.WHITE, 100, 0.1), false, "E5", "A9", "undo");
        assertThat(s.game().moveCount()).isEqualTo(2);
        assertThat(s.game().toMove()).isEqualTo(Stone.BLACK);
        assertThat(s.game().history().get(0).move()).isEqualTo(before.history().get(0).move());
        assertThat(s.game().board().at(game.geometry().parseGtp("A9"))).isZero();

        Session all = play(game9(), computer(Stone.WHITE, 100, 0.1), false, "E5", "undo", "undo", "C3");
        assertThat(all.output()).contains("Nothing to undo.");
        assertThat(all.game().moveCount()).isEqualTo(2);
        assertThat(all.game().history().get(0).move().toGtp(all.game().geometry())).isEqualTo("C3");
    }

    @Test
    void undoWhenTheComputerOpenedLeavesItsFirstMove() throws IOException {
        Session s = play(game9(), computer(Stone.BLACK, 100, 0.1), false, "undo", "E5", "undo");
        assertThat(s.output()).contains("Nothing to undo.");
        assertThat(s.game().moveCount()).isEqualTo(1); // Black's opening move stays
        assertThat(s.game().toMove()).isEqualTo(Stone.WHITE);
    }

    @Test
    void hintNamesAnEmptyPointOrPassAndPlaysNothing() throws IOException {
        Session s = play(game9(), computer(Stone.WHITE, 200, 0.1), true, "E5", "hint");
        Matcher m = Pattern.compile("(?m)^Looking for a hint\\.\\.\\.\nHint for black: ([A-HJ][1-9]|pass) \\(win rate \\d+%, "
                + "about [^)]+\\)\\.$").matcher(s.output());
        assertThat(m.find()).as(s.output()).isTrue();
        assertThat(s.game().moveCount()).isEqualTo(2);
        if (!m.group(1).equals("pass")) {
            assertThat(s.game().board().isEmpty(s.game().geometry().parseGtp(m.group(1)))).isTrue();
        }
    }

    @Test
    void theHumanResigns() throws IOException {
        Session s = play(game9(), computer(Stone.WHITE, 50, 0.1), false, "E5", "resign", "D4");
        assertThat(s.output()).endsWith("black to move (move 3)> resign\nBlack resigns.\nResult: W+R\n");
        assertThat(s.game().result().toSgf()).isEqualTo("W+R");
    }

    @Test
    void theComputerResignsALostGame() throws IOException {
        // 5x5, no komi: Black owns the whole board after 12 moves; the computer has White.
        Game game = new Game(Geometry.of(5), RulesPresets.get("chinese").withKomi(0));
        for (String v : new String[] {"C1", "C2", "C3", "C4", "C5", "A3"}) {
            game.play(Move.play(game.geometry().parseGtp(v)));
            game.play(Move.PASS);
        }
        game.setToMove(Stone.WHITE);
        Session s = play(game, computer(Stone.WHITE, 2000, 0.1), false, "E5");
        assertThat(s.output()).containsPattern("\nWhite resigns \\(win rate \\d+%, about [^)]+\\)\\.\nResult: B\\+R\n$");
        assertThat(s.game().result().toSgf()).isEqualTo("B+R");
    }

    @Test
    void twoPassesEndTheGameWithTheCount() throws IOException {
        // 1x1: no move is legal, so the computer can only pass after the human does.
        Game game = new Game(Geometry.of(1), Rules.parse("chinese"));
        Session s = play(game, computer(Stone.WHITE, 50, 0.1), false, "pass", "E5");
        assertThat(s.output()).containsPattern("black to move \\(move 1\\)> pass\nBlack passes.\n"
                + "White passes \\(win rate \\d+%, about [^)]+\\)\\.\nBoth players passed.\n");
        assertThat(s.output()).endsWith("Both players passed.\n   A\n 1 . 1\n   A\n"
                + "Dead stones: none\nResult: W+7.5 (black 0, white 7.5: black 0 stones + 0 territory; "
                + "white 0 stones + 0 territory + komi 7.5)\n");
        assertThat(s.game().isOver()).isTrue();
    }

    @Test
    void badInputGetsAClearErrorAndTheGameGoesOn() throws IOException {
        Session s = play(game9(), computer(Stone.WHITE, 50, 0.1), false, "E5", "foo", "E5", "Z9", "D4");
        assertThat(s.output()).contains("'foo' is not a vertex (expected a letter and a number, such as D4). "
                + "Type 'help' for commands.");
        assertThat(s.output()).contains("E5 is illegal for black: occupied.");
        assertThat(s.output()).contains("'Z9' is off the 9x9 board");
        assertThat(s.game().moveCount()).isEqualTo(4);
        assertThat(computerMoves(s.output())).hasSize(2);
    }

    @Test
    void hintWithoutAComputerSaysHowToGetOne() throws IOException {
        Session s = play(game9(), null, false, "hint", "E5");
        assertThat(s.output()).contains("hint asks the computer: start the game with --color to play against it.");
        assertThat(s.game().moveCount()).isEqualTo(1);
    }

    @Test
    void theSameSeedAndBudgetPlayTheSameGame() throws IOException {
        String[] moves = {"E5", "C3", "G7", "C7"};
        assertThat(computerMoves(play(game9(), computer(Stone.WHITE, 300, 0.1), false, moves).output()))
                .isEqualTo(computerMoves(play(game9(), computer(Stone.WHITE, 300, 0.1), false, moves).output()));
    }

    /** Black owns the 5x5 board but for White's C2, which Black can prove dead. */
    private static Game deadStoneGame(Rules rules) {
        Game game = new Game(Geometry.of(5), rules);
        for (String v : new String[] {"A5", "B5", "C5", "D5", "E5", "A4", "C4", "E4", "A3", "B3", "C3", "D3", "E3",
            "A2", "E2", "A1", "B1", "C1", "D1", "E1"}) {
            game.setup(Stone.BLACK, game.geometry().parseGtp(v));
        }
        game.setup(Stone.WHITE, game.geometry().parseGtp("C2"));
        game.setToMove(Stone.BLACK);
        return game;
    }

    @Test
    void underTrompTaylorTheCountTakesEveryStoneAsItStands() throws IOException {
        // Tromp-Taylor counts White's C2 as it stands: Black 20 stones and B4, D4; White 1; B2, D2 neutral.
        Session tt = play(deadStoneGame(RulesPresets.get("tromp-taylor")), null, false, "score");
        assertThat(tt.output()).contains("If the game ended now: B+13.5");
        // Under Chinese rules the same stone comes off as dead: Black has all 25 points.
        Session chinese = play(deadStoneGame(RulesPresets.get("chinese")), null, false, "score");
        assertThat(chinese.output()).contains("If the game ended now: B+17.5");
    }
}
