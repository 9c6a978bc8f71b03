package org.tengen.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.tengen.core.Stone;
import org.tengen.core.referee.WeiqiReferee;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tengen simulate}: UVa 1273 "Weiqi", games given as pairs of numbers, simulated turn by turn. */
@Command(name = "simulate",
        mixinStandardHelpOptions = true,
        description = "Simulate 19x19 games given as number pairs (UVa 1273 \"Weiqi\").",
        footer = {"",
            "Input: pairs 'a b' (row from the top, column from the left, 1 to 19; '0 0' passes),",
            "Black first in every game. A game ends after two passes by player in a row, or in",
            "a tie by a same loop; the next pair starts the next game. '-1 -1' ends the input.",
            "Output: 'Game #k', a line for every pass (by player, invalid put, taboo point),",
            "'Total t turn(s)', '(Tie)' for a tie, the 19 rows of the board ('e' black, 'o'",
            "white, '+' empty) and an empty line. Rules: the weiqi preset.",
            "",
            "Example:",
            "  echo '4 4 0 0 0 0 -1 -1' | tengen simulate"})
final class SimulateCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The input; standard input when absent or -.")
    String file;

    @Override
    public Integer call() {
        Tokens in = Tokens.read(file);
        PrintWriter out = spec.commandLine().getOut();
        StringBuilder text = new StringBuilder();
        try {
            for (int number = 1; in.hasNext(); number++) {
                int a = in.nextInt("a row number");
                int b = in.nextInt("the column number of the pair");
                if (a == -1 && b == -1) {
                    break;
                }
                text.append("Game #").append(number).append('\n');
                if (!play(new WeiqiReferee(), a, b, in, text, out)) {
                    break;
                }
            }
        } finally {
            out.print(text);
            out.flush();
        }
        return 0;
    }

    /**
     * Plays one game from its first pair and reports it; false when the input ended inside it (by
     * {@code -1 -1} or the end of the data), so no game follows.
     */
    private static boolean play(WeiqiReferee game, int a, int b, Tokens in, StringBuilder text, PrintWriter out) {
        boolean more = true;
        while (true) {
            WeiqiReferee.Turn turn = game.turn(a, b);
            if (turn != WeiqiReferee.Turn.PUT) {
                Stone mover = game.toMove().opponent();
                text.append("Turn ").append(game.turns()).append(mover == Stone.BLACK ? " black pass (" : " white pass (")
                        .append(reason(turn, a, b)).append(")\n");
            }
            if (game.isOver()) {
                break;
            }
            flushIfLarge(out, text);
            if (!in.hasNext()) {
                more = false;
                break;
            }
            a = in.nextInt("a row number");
            b = in.nextInt("the column number of the pair");
            if (a == -1 && b == -1) {
                more = false;
                break;
            }
        }
        report(game, text);
        return more;
    }

    private static String reason(WeiqiReferee.Turn turn, int a, int b) {
        switch (turn) {
            case PASS_BY_PLAYER: return "by player";
            case INVALID_PUT: return "invalid put " + a + "," + b;
            default: return "taboo point " + a + "," + b;
        }
    }

    private static void report(WeiqiReferee game, StringBuilder text) {
        text.append("Total ").append(game.turns()).append(" turn(s)\n");
        if (game.isTie()) {
            text.append("(Tie)\n");
        }
        text.append(BoardText.rows(game.board(), 'e', 'o', '+'));
        text.append('\n');
    }

    private static void flushIfLarge(PrintWriter out, StringBuilder text) {
        if (text.length() > 1 << 16) {
            out.print(text);
            text.setLength(0);
        }
    }
}
