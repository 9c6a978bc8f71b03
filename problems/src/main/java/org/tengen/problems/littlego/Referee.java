package org.tengen.engine.littlego;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The course's referee, as the problem describes it: Black moves first on an empty 5x5 board; a move that
 * is off the board, on a stone, a suicide, or a capture that recreates the previous board (ko) loses at
 * once, as do an answer that is neither {@code i,j} nor {@code PASS} and one that takes longer than the
 * time limit. The game ends after {@value #MOVE_LIMIT} moves (passes count) or when a player passes right
 * after the other passed; then Black's stones on the board against White's plus {@value #KOMI}.
 */
public final class Referee {
    public static final int MOVE_LIMIT = 24;
    public static final double KOMI = 2.5;
    /** One line end may follow the answer; the numbers may be out of range (that is an off-board move). */
    private static final Pattern POINT = Pattern.compile("(-?[0-9]{1,4}),(-?[0-9]{1,4})");

    /** How a game ended: by the count, or by the loser's illegal move, malformed answer or time. */
    public enum Ending { SCORE, ILLEGAL, MALFORMED, TIME }

    /**
     * A finished game: the winner (1 black, 2 white), how it ended, the stones on the final board, the
     * moves played, what happened at the end, each side's slowest answer, and the moves as answered.
     */
    public record Outcome(int winner, Ending ending, int blackStones, int whiteStones, int moves, String detail,
            long slowestBlackNanos, long slowestWhiteNanos, List<String> record) {
    }

    private final long timeLimitNanos;

    /** A referee that gives each answer at most {@code timeLimitNanos}. */
    public Referee(long timeLimitNanos) {
        this.timeLimitNanos = timeLimitNanos;
    }

    /** Plays one game to its end. */
    public Outcome play(Player black, Player white) {
        RefereeBoard previous = RefereeBoard.empty();
        RefereeBoard current = RefereeBoard.empty();
        long[] slowest = new long[3];
        List<String> record = new ArrayList<>();
        boolean lastWasPass = false;
        int colour = 1;
        for (int moves = 0; moves < MOVE_LIMIT; moves++) {
            Player player = colour == 1 ? black : white;
            long start = System.nanoTime();
            String answer = player.move(colour, previous, current, moves);
            long took = System.nanoTime() - start;
            slowest[colour] = Math.max(slowest[colour], took);
            record.add(String.valueOf(answer));
            String who = (colour == 1 ? "black" : "white") + " (" + player.name() + ") at move " + (moves + 1);
            if (took > timeLimitNanos) {
                return lost(colour, Ending.TIME, current, moves, who + " took " + took / 1_000_000 + " ms", slowest, record);
            }
            String text = answer == null ? "" : answer.endsWith("\r\n") ? answer.substring(0, answer.length() - 2)
                    : answer.endsWith("\n") ? answer.substring(0, answer.length() - 1) : answer;
            if (text.equals("PASS")) {
                if (lastWasPass) {
                    return counted(current, moves + 1, "pass after pass", slowest, record);
                }
                previous = current;
                lastWasPass = true;
            } else {
                Matcher m = POINT.matcher(text);
                if (!m.matches()) {
                    return lost(colour, Ending.MALFORMED, current, moves, who + " answered '" + text + "'", slowest, record);
                }
                RefereeBoard.Play play = current.play(colour, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), previous);
                if (play.verdict() != RefereeBoard.Verdict.LEGAL) {
                    return lost(colour, Ending.ILLEGAL, current, moves, who + " played " + text + ": "
                            + play.verdict().name().toLowerCase().replace('_', ' ') + " on\n" + current, slowest, record);
                }
                previous = current;
                current = play.after();
                lastWasPass = false;
            }
            colour = 3 - colour;
        }
        return counted(current, MOVE_LIMIT, "the move limit", slowest, record);
    }

    private static Outcome counted(RefereeBoard board, int moves, String why, long[] slowest, List<String> record) {
        int black = board.count(1);
        int white = board.count(2);
        int winner = black > white + KOMI ? 1 : 2;
        return new Outcome(winner, Ending.SCORE, black, white, moves, why + ": black " + black + ", white " + white
                + " + " + KOMI, slowest[1], slowest[2], List.copyOf(record));
    }

    private static Outcome lost(int loser, Ending ending, RefereeBoard board, int moves, String detail, long[] slowest,
            List<String> record) {
        return new Outcome(3 - loser, ending, board.count(1), board.count(2), moves + 1, detail, slowest[1], slowest[2],
                List.copyOf(record));
    }
}
