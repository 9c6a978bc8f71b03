package org.tengen.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Quote;
import org.tengen.core.Score;
import org.tengen.core.Seki;
import org.tengen.core.Settlement;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.engine.Decision;
import org.tengen.engine.SearchDeadStones;

/**
 * A game in the terminal: shows the board, reads moves ({@code D4}, {@code pass}, {@code undo},
 * {@code resign}, {@code score}, {@code help}, {@code quit}), refuses illegal moves with the reason. Two
 * people at one keyboard mark the dead stones when both have passed (or the move limit is reached),
 * starting from tengen's guess, and the game is counted. Against the {@link Computer}, it answers each move,
 * {@code hint} asks it for a move, {@code undo} takes back its reply with the move before, and the end is
 * counted at once with tengen's guess of the dead stones. Bad input never ends the session.
 */
final class PlaySession {
    private final Game game;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean echo;
    /** The computer opponent, or null for two people. */
    private final Computer computer;
    /** Whether to say that the computer is thinking: a person is watching. */
    private final boolean showThinking;
    /** The stones marked dead once the game has ended by passes or the move limit; null while playing. */
    private Set<Integer> dead;

    /** With {@code echo}, each line read is written after the prompt, so a piped session reads as a transcript. */
    PlaySession(Game game, BufferedReader in, PrintWriter out, boolean echo) {
        this(game, in, out, echo, null, false);
    }

    /** A game against {@code computer} (null for two people); with {@code showThinking}, a line while it thinks. */
    PlaySession(Game game, BufferedReader in, PrintWriter out, boolean echo, Computer computer, boolean showThinking) {
        this.game = game;
        this.in = in;
        this.out = out;
        this.echo = echo;
        this.computer = computer;
        this.showThinking = showThinking;
    }

    /** Runs until the game is counted or resigned, {@code quit}, or the end of input. */
    void run() throws IOException {
        out.println("tengen: " + game.geometry().describe() + ", " + describeRules() + "." + describeSides()
                + " Type 'help' for commands.");
        show();
        while (true) {
            if (game.isOver() && game.result().isResignation()) {
                out.println("Result: " + game.result().toSgf());
                break;
            }
            if (game.isOver() && dead == null) {
                if (computer != null) {
                    countNow();
                    break;
                }
                startMarking();
            }
            if (computer != null && game.toMove() == computer.stone()) {
                computerMoves();
                continue;
            }
            out.print(dead == null ? game.toMove().lowerName() + " to move (move " + (game.moveCount() + 1) + ")> "
                    : "dead stones> ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                if (dead != null) {
                    out.println("End of input: counting with the stones marked dead.");
                    count();
                } else {
                    out.println("End of input: game left unfinished.");
                }
                break;
            }
            if (echo) {
                out.println(Quote.excerpt(line)); // a huge or binary line isn't copied back whole
            }
            String command = line.trim();
            if (command.isEmpty()) {
                continue;
            }
            if (!(dead == null ? handleMove(command) : handleMarking(command))) {
                break;
            }
        }
        out.flush();
    }

    private String describeSides() {
        return computer == null ? "" : " You play " + computer.stone().opponent().lowerName() + "; tengen plays "
                + computer.stone().lowerName() + " (" + computer.strength() + ").";
    }

    private String describeRules() {
        String name = game.rules().presetName();
        return (name != null ? name + " rules" : "rules " + game.rules().toJson()) + ", komi " + game.rules().komiText()
                + (game.handicapStones() > 0 ? ", handicap " + game.handicapStones() : "")
                + (game.rules().hasMoveLimit() ? ", " + game.rules().moveLimit() + " moves at most" : "");
    }

    // ---------------------------------------------------------------- playing

    /** Handles one line while playing; false to stop. */
    private boolean handleMove(String command) {
        switch (command.toLowerCase(Locale.ROOT)) {
            case "quit":
            case "exit":
                out.println("Game left unfinished.");
                return false;
            case "help":
            case "?":
                out.println(computer == null
                        ? "Commands: a vertex such as D4 to play there, pass, undo, resign, score (count now), board, quit."
                        : "Commands: a vertex such as D4 to play there, pass, undo (your last move and the reply), "
                                + "hint (tengen's move for you), resign, score (count now), board, quit.");
                return true;
            case "board":
                show();
                return true;
            case "undo":
                undo();
                return true;
            case "hint":
                hint();
                return true;
            case "score":
                out.println("If the game ended now: " + countWith(deadToStartWith()).describe());
                return true;
            default:
                break;
        }
        Move move;
        try {
            move = Move.parseGtp(game.geometry(), command);
        } catch (IllegalArgumentException e) {
            out.println(e.getMessage() + ". Type 'help' for commands.");
            return true;
        }
        Stone mover = game.toMove();
        if (move instanceof Move.Resign) {
            game.resign(mover);
            out.println(capitalized(mover) + " resigns.");
            return true;
        }
        Legality legality = game.play(move);
        if (!legality.isLegal()) {
            out.println(command.toUpperCase(Locale.ROOT) + " is illegal for " + mover.lowerName() + ": "
                    + legality.reason() + ".");
            return true;
        }
        if (move instanceof Move.Pass) {
            out.println(capitalized(mover) + " passes.");
        } else if (!game.isOver() && computer == null) {
            show(); // against the computer, the board is drawn after its reply
        }
        return true;
    }

    /** Two people take back one move; against the computer, its replies and the player's move before them. */
    private void undo() {
        if (computer == null ? game.moveCount() == 0 : !hasMoved(computer.stone().opponent())) {
            out.println("Nothing to undo.");
            return;
        }
        if (computer != null) {
            while (game.lastMove().stone() == computer.stone()) {
                game.undo();
            }
        }
        game.undo();
        show();
    }

    private boolean hasMoved(Stone stone) {
        for (Turn t : game.history()) {
            if (!t.setup() && t.stone() == stone) {
                return true;
            }
        }
        return false;
    }

    private void hint() {
        if (computer == null) {
            out.println("hint asks the computer: start the game with --color to play against it.");
            return;
        }
        thinking("Looking for a hint");
        Stone mover = game.toMove();
        out.println("Hint for " + mover.lowerName() + ": " + Computer.describe(computer.hint(game), mover, game.geometry())
                + ".");
    }

    // ---------------------------------------------------------------- the computer's moves

    private void computerMoves() {
        Stone stone = computer.stone();
        thinking(capitalized(stone) + " is thinking");
        Decision reply = computer.reply(game);
        Move move = reply.move();
        if (move instanceof Move.Resign) {
            game.resign(stone);
            out.println(capitalized(stone) + " resigns (" + Computer.estimate(reply, stone) + ").");
            return;
        }
        Legality legality = game.play(stone, move);
        if (!legality.isLegal()) {
            throw new IllegalStateException("the search chose " + move.toGtp(game.geometry()) + ": " + legality.reason());
        }
        String verb = move instanceof Move.Pass ? " passes (" : " plays " + move.toGtp(game.geometry()) + " (";
        out.println(capitalized(stone) + verb + Computer.estimate(reply, stone) + ").");
        if (move instanceof Move.Play && !game.isOver()) {
            show();
        }
    }

    private void thinking(String what) {
        if (showThinking) {
            out.println(what + "...");
            out.flush();
        }
    }

    // ---------------------------------------------------------------- marking dead stones and counting

    /** The dead stones a count starts from: tengen's dead-stone policy's. */
    private Set<Integer> deadToStartWith() {
        return new TreeSet<>(SearchDeadStones.standard().settle(game).dead());
    }

    /**
     * The count with these stones dead and the seki that leaves (as the policy finds seki, none where the rules
     * count the stones as they stand): with the policy's own dead stones, the policy's count.
     */
    private Score countWith(Set<Integer> deadStones) {
        Set<Integer> seki = game.rules().countsAsItStands() ? Set.of() : Seki.stones(game.board(), deadStones);
        return game.score(new Settlement(deadStones, seki));
    }

    private void startMarking() {
        dead = new TreeSet<>(deadToStartWith());
        if (game.consecutivePasses() >= 2) {
            out.println("Both players passed.");
        } else {
            out.println(limitReached());
        }
        out.println("Mark the dead stones: type a stone's vertex to mark its chain dead or alive again, 'done' to "
                + "count, 'resume' to take back the last move and play on.");
        showMarking();
    }

    /** Handles one line while marking dead stones; false to stop. */
    private boolean handleMarking(String command) {
        switch (command.toLowerCase(Locale.ROOT)) {
            case "done":
            case "count":
                count();
                return false;
            case "resume":
            case "undo":
                game.undo();
                dead = null;
                out.println("Play resumed.");
                show();
                return true;
            case "quit":
            case "exit":
                out.println("Game left uncounted.");
                return false;
            case "help":
            case "?":
                out.println("Commands: a stone's vertex (mark its chain dead, or alive again), done, resume, board, quit.");
                return true;
            case "board":
                showMarking();
                return true;
            default:
                break;
        }
        int p;
        try {
            p = game.geometry().parseGtp(command);
        } catch (IllegalArgumentException e) {
            out.println(e.getMessage() + ". Type 'help' for commands.");
            return true;
        }
        BoardView board = game.board();
        if (board.isEmpty(p)) {
            out.println(command.toUpperCase(Locale.ROOT) + " is empty: choose a stone.");
            return true;
        }
        boolean markDead = !dead.contains(p);
        int q = p;
        do {
            if (markDead) {
                dead.add(q);
            } else {
                dead.remove(q);
            }
            q = board.nextInChain(q);
        } while (q != p);
        showMarking();
        return true;
    }

    /** Against the computer the end is counted at once, with tengen's guess of the dead stones. */
    private void countNow() {
        dead = new TreeSet<>(deadToStartWith());
        out.println(game.consecutivePasses() >= 2 ? "Both players passed."
                : limitReached());
        out.print(BoardText.draw(game.board(), 0, dead));
        count();
    }

    private void count() {
        Score score = countWith(dead);
        out.println("Dead stones: " + (dead.isEmpty() ? "none" : vertices(dead)));
        out.println("Result: " + score.describe());
    }

    private void showMarking() {
        out.print(BoardText.draw(game.board(), 0, dead));
        out.println("Dead stones (shown as x and o): " + (dead.isEmpty() ? "none" : vertices(dead)) + ".");
        out.println("If counted now: " + countWith(dead).describe());
    }

    // ---------------------------------------------------------------- drawing

    private void show() {
        Turn last = game.lastMove();
        int lastPoint = last != null && last.move() instanceof Move.Play ? ((Move.Play) last.move()).point() : 0;
        out.print(BoardText.draw(game.board(), lastPoint, Set.of()));
        out.println("Prisoners: black " + game.board().prisoners(Stone.BLACK) + ", white "
                + game.board().prisoners(Stone.WHITE)
                + (last != null ? ". Last: " + last.stone().lowerName() + " " + last.move().toGtp(game.geometry()) : "")
                + ".");
    }

    private String vertices(Set<Integer> points) {
        StringBuilder sb = new StringBuilder();
        for (int p : points) {
            sb.append(sb.length() == 0 ? "" : " ").append(game.geometry().toGtp(p));
        }
        return sb.toString();
    }

    private static String capitalized(Stone s) {
        return s == Stone.BLACK ? "Black" : "White";
    }

    private String limitReached() {
        int limit = game.rules().moveLimit();
        return "The move limit of " + limit + (limit == 1 ? " move" : " moves") + " is reached.";
    }
}
