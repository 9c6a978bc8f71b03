package org.tengen.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Set;
import org.tengen.core.DeadStones;
import org.tengen.core.Game;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Score;
import org.tengen.core.Stone;
import org.tengen.core.Turn;

/**
 * A game for two people at one keyboard: shows the board, reads moves ({@code D4}, {@code pass},
 * {@code undo}, {@code resign}, {@code score}, {@code help}, {@code quit}), refuses illegal moves with the
 * reason, and prints the score when the game ends. Bad input never ends the session.
 */
final class PlaySession {
    private final Game game;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean echo;

    /** With {@code echo}, each line read is written after the prompt, so a piped session reads as a transcript. */
    PlaySession(Game game, BufferedReader in, PrintWriter out, boolean echo) {
        this.game = game;
        this.in = in;
        this.out = out;
        this.echo = echo;
    }

    /** Runs until the game ends, {@code quit}, or the end of input. */
    void run() throws IOException {
        out.println("tengen: " + game.geometry().describe() + ", " + describeRules() + ". Type 'help' for commands.");
        show();
        while (!game.isOver()) {
            out.print(game.toMove().lowerName() + " to move (move " + (game.moveCount() + 1) + ")> ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                out.println("End of input: game left unfinished.");
                break;
            }
            if (echo) {
                out.println(line);
            }
            String command = line.trim();
            if (command.isEmpty()) {
                continue;
            }
            if (!handle(command)) {
                break;
            }
        }
        if (game.isOver()) {
            showEnd();
        }
        out.flush();
    }

    private String describeRules() {
        String name = game.rules().presetName();
        return (name != null ? name + " rules" : "rules " + game.rules().toJson()) + ", komi " + game.rules().komiText()
                + (game.handicapStones() > 0 ? ", handicap " + game.handicapStones() : "");
    }

    /** Handles one line; false to stop. */
    private boolean handle(String command) {
        switch (command.toLowerCase(Locale.ROOT)) {
            case "quit":
            case "exit":
                out.println("Game left unfinished.");
                return false;
            case "help":
            case "?":
                out.println("Commands: a vertex such as D4 to play there, pass, undo, resign, score (count now), "
                        + "board, quit.");
                return true;
            case "board":
                show();
                return true;
            case "undo":
                if (game.moveCount() == 0) {
                    out.println("Nothing to undo.");
                } else {
                    game.undo();
                    show();
                }
                return true;
            case "score":
                out.println("If the game ended now: " + currentScore().describe());
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
            out.println(command.toUpperCase(Locale.ROOT) + " is illegal for " + mover.lowerName() + ": " + legality.reason() + ".");
            return true;
        }
        if (move instanceof Move.Pass) {
            out.println(capitalized(mover) + " passes.");
            if (!game.isOver()) {
                return true;
            }
        }
        if (!game.isOver()) {
            show();
        }
        return true;
    }

    private Score currentScore() {
        Set<Integer> dead = DeadStones.guess(game.board());
        return game.score(dead);
    }

    private void show() {
        Turn last = game.lastMove();
        int lastPoint = last != null && last.move() instanceof Move.Play ? ((Move.Play) last.move()).point() : 0;
        out.print(BoardText.draw(game.board(), lastPoint));
        out.println("Prisoners: black " + game.board().prisoners(Stone.BLACK) + ", white "
                + game.board().prisoners(Stone.WHITE)
                + (last != null ? ". Last: " + last.stone().lowerName() + " " + last.move().toGtp(game.geometry()) : "")
                + ".");
    }

    private void showEnd() {
        show();
        if (game.result().isResignation()) {
            out.println("Result: " + game.result().toSgf());
            return;
        }
        Set<Integer> dead = DeadStones.guess(game.board());
        Score score = game.score(dead);
        StringBuilder deadText = new StringBuilder();
        for (int p : dead) {
            deadText.append(deadText.length() == 0 ? "" : " ").append(game.geometry().toGtp(p));
        }
        out.println("Game over. Dead stones (tengen's guess: inside the other side's safe territory): "
                + (dead.isEmpty() ? "none" : deadText));
        out.println("Result: " + score.describe());
    }

    private static String capitalized(Stone s) {
        return s == Stone.BLACK ? "Black" : "White";
    }
}
