package org.tengen.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tengen.core.Stone;
import org.tengen.core.referee.CaptureScoreReferee;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tengen score}: "Problem B: Go", the scores of games given as stone placements. */
@Command(name = "score",
        mixinStandardHelpOptions = true,
        description = "Score games given as placements (\"Problem B: Go\").",
        footer = {"",
            "Input: test cases, each a line 'n m' (n odd, 3 to 19) and m lines B(x,y) or W(x,y),",
            "x and y from -(n-1)/2 to (n-1)/2 with (0,0) the centre; a line '0 0' ends the input.",
            "Output: a line 'B W' per case: the empty points each player surrounds plus the",
            "stones that player captured (self-capture counts for the opponent). Rules: the",
            "cormack preset (no ko, self-capture allowed).",
            "",
            "Example:",
            "  printf '7 1\\nB(0,0)\\n0 0\\n' | tengen score"})
final class ScoreCommand implements Callable<Integer> {
    private static final Pattern MOVE = Pattern.compile("([BW])\\((-?[0-9]+),(-?[0-9]+)\\)");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The input; standard input when absent or -.")
    String file;

    @Override
    public Integer call() {
        Tokens in = Tokens.read(file);
        PrintWriter out = spec.commandLine().getOut();
        try {
            while (true) {
                int n = in.nextInt("a test case 'n m', or '0 0' to end");
                Tokens.Place sizePlace = in.place();
                int m = in.nextInt("the number of stones m after n");
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
        } finally {
            out.flush();
        }
        return 0;
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
