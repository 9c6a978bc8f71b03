package org.tengen.problems.simulate;

import java.io.PrintWriter;
import org.tengen.core.Stone;
import org.tengen.problems.text.BoardRows;
import org.tengen.problems.text.Tokens;

/**
 * UVa 1273 "Weiqi" from text to text: pairs {@code a b} until {@code -1 -1}, game after game; for each game
 * {@code Game #k}, a line per pass, the turns, {@code (Tie)} after a same loop, and the board's 19 rows
 * ({@link WeiqiReferee}). Games are reported as they end, so a mistake later in the input leaves them printed.
 */
public final class WeiqiProblem {
    private WeiqiProblem() {
    }

    /** Reads the games of {@code in} and prints their reports to {@code out}; fails at the first mistake. */
    public static void solve(Tokens in, PrintWriter out) {
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
        }
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
        text.append(BoardRows.of(game.board(), 'e', 'o', '+'));
        text.append('\n');
    }

    private static void flushIfLarge(PrintWriter out, StringBuilder text) {
        if (text.length() > 1 << 16) {
            out.print(text);
            text.setLength(0);
        }
    }
}
