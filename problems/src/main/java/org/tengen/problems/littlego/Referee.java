package org.tengen.problems.littlego;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.Geometry;
import org.tengen.core.KoRule;
import org.tengen.core.Legality;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.problems.text.BoardRows;

/**
 * The course's referee, as the problem describes it: Black moves first on an empty 5x5 board; a move that
 * is off the board, on a stone, a suicide, or a capture that recreates the previous board (ko) loses at
 * once, as do an answer that is neither {@code i,j} nor {@code PASS} and one that takes longer than the
 * time limit. The game ends after the preset's move limit (passes count) or when a player passes right
 * after the other passed; then Black's stones on the board against White's plus the preset's komi
 * ({@link LittleGoRules}). The moves are judged by the core's board: from an empty board, the only
 * capture that recreates the board before the opponent's last move is the retake of a single-stone ko.
 */
public final class Referee {
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
    public Outcome play(RefereedPlayer black, RefereedPlayer white) {
        Geometry g = AgentInput.GEOMETRY;
        int moveLimit = LittleGoRules.PRESET.moveLimit();
        Board current = new Board(g);
        current.setSuicideRule(LittleGoRules.PRESET.suicide());
        current.setSimpleKo(LittleGoRules.PRESET.ko() == KoRule.SIMPLE);
        Position previous = Position.of(current);
        long[] slowest = new long[3];
        List<String> record = new ArrayList<>();
        boolean lastWasPass = false;
        int colour = 1;
        for (int moves = 0; moves < moveLimit; moves++) {
            RefereedPlayer player = colour == 1 ? black : white;
            long start = System.nanoTime();
            String answer = player.move(colour, previous, current.copy(), moves);
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
                previous = Position.of(current);
                current.pass();
                lastWasPass = true;
            } else {
                Matcher m = POINT.matcher(text);
                if (!m.matches()) {
                    return lost(colour, Ending.MALFORMED, current, moves, who + " answered '" + text + "'", slowest, record);
                }
                int i = Integer.parseInt(m.group(1));
                int j = Integer.parseInt(m.group(2));
                Stone stone = Stone.ofCode(colour);
                Position before = Position.of(current);
                Legality verdict = g.isOnBoard(j, i) ? current.play(g.point(j, i), stone) : Legality.OFF_BOARD;
                if (!verdict.isLegal()) {
                    return lost(colour, Ending.ILLEGAL, current, moves, who + " played " + text + ": "
                            + verdict.reason() + " on\n" + rows(current), slowest, record);
                }
                previous = before;
                lastWasPass = false;
            }
            colour = 3 - colour;
        }
        return counted(current, moveLimit, "the move limit", slowest, record);
    }

    /** The board as the input file writes it: five rows of digits, each ending in a line end. */
    static String rows(BoardView board) {
        return BoardRows.of(board, '1', '2', '0');
    }

    private static Outcome counted(Board board, int moves, String why, long[] slowest, List<String> record) {
        int black = stones(board, Board.BLACK);
        int white = stones(board, Board.WHITE);
        double komi = LittleGoRules.PRESET.komi();
        int winner = black > white + komi ? 1 : 2;
        return new Outcome(winner, Ending.SCORE, black, white, moves, why + ": black " + black + ", white " + white
                + " + " + komi, slowest[1], slowest[2], List.copyOf(record));
    }

    private static Outcome lost(int loser, Ending ending, Board board, int moves, String detail, long[] slowest,
            List<String> record) {
        return new Outcome(3 - loser, ending, stones(board, Board.BLACK), stones(board, Board.WHITE), moves + 1, detail,
                slowest[1], slowest[2], List.copyOf(record));
    }

    /** The stones of colour code {@code colour} on {@code board}. */
    static int stones(BoardView board, int colour) {
        int n = 0;
        for (int p : board.geometry().points()) {
            if (board.at(p) == colour) {
                n++;
            }
        }
        return n;
    }
}
