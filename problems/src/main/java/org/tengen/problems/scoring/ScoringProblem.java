package org.tengen.problems.scoring;

import java.io.PrintWriter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tengen.core.Stone;
import org.tengen.problems.text.Tokens;

/**
 * "Problem B: Go" from text to text: test cases of a line {@code n m} and {@code m} placements such as
 * {@code B(-2,3)}, until {@code 0 0}; a line {@code B W} of scores per case ({@link CaptureScoreReferee}).
 */
public final class ScoringProblem {
    private static final Pattern MOVE = Pattern.compile("([BW])\\((-?[0-9]+),(-?[0-9]+)\\)");

    private ScoringProblem() {
    }

    /** Reads every case of {@code in} and prints its scores to {@code out} as soon as it is read; fails at the first mistake. */
    public static void solve(Tokens in, PrintWriter out) {
        while (true) {
            int n = in.nextInt("a test case 'n m', or '0 0' to end");
            Tokens.Place sizePlace = in.place();
            int m = in.nextIntOnLine("the number of stones m after n");
            in.endLine("n and m");
            if (n == 0 && m == 0) {
                break;
            }
            if (n < 3 || n > 19 || n % 2 == 0) {
                throw Tokens.errorAt(sizePlace, "board size " + n + ": expected an odd number from 3 to 19");
            }
            if (m < 0) {
                throw in.error("number of stones " + m + ": expected 0 or more");
            }
            CaptureScoreReferee game = new CaptureScoreReferee(n);
            for (int i = 0; i < m; i++) {
                place(game, in, i + 1, m);
            }
            int[] scores = game.scores();
            out.print(scores[0] + " " + scores[1] + "\n");
        }
        if (in.hasNext()) {
            in.next("nothing");
            throw in.error("unexpected text after the final '0 0'");
        }
    }

    private static void place(CaptureScoreReferee game, Tokens in, int number, int m) {
        String word = in.next("placement " + number + " of " + m + ", such as B(0,0)");
        Matcher matcher = MOVE.matcher(word);
        if (!matcher.matches()) {
            throw in.error("expected a placement such as B(-2,3), found '" + word + "'");
        }
        in.endLine("a placement");
        Stone stone = matcher.group(1).equals("B") ? Stone.BLACK : Stone.WHITE;
        if (matcher.group(2).length() > 4 || matcher.group(3).length() > 4) {
            throw in.error(word + ": off the board"); // far beyond any board, and maybe beyond an int
        }
        try {
            game.place(stone, Integer.parseInt(matcher.group(2)), Integer.parseInt(matcher.group(3)));
        } catch (IllegalArgumentException e) {
            throw in.error(word + ": " + e.getMessage());
        }
    }
}
