package org.tengen.app;

import java.io.PrintWriter;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.core.sgf.SgfException;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReplay;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tengen sgf show}: the board of a record after a given move. */
@Command(name = "show",
        mixinStandardHelpOptions = true,
        description = "Show the board of an SGF record after a move.",
        footer = {"",
            "Replays the main line as recorded (a suicide or ko the rules forbid is still",
            "played) and draws the board with coordinates, the prisoners and the side to move.",
            "",
            "Example:",
            "  tengen sgf show game.sgf --move 50"})
final class SgfShowCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "An SGF file; - reads standard input.")
    String file;

    @Option(names = "--move", paramLabel = "N", description = "Show the board after move N (0: before the first move; default: the end).")
    Integer move;

    @Option(names = "--game", paramLabel = "K", description = "The game of a collection, from 1 (default: ${DEFAULT-VALUE}).",
            defaultValue = "1")
    int gameNumber;

    @Override
    public Integer call() {
        List<SgfNode> games = SgfInput.read(file, spec.commandLine().getErr());
        SgfNode root = SgfInput.game(file, games, gameNumber);
        if (move != null && move < 0) {
            throw new InputException("--move " + move + ": expected a move number from 0");
        }
        SgfReplay replay;
        try {
            replay = SgfReplay.to(root.mainLineEnd(), SgfReplay.Mode.TOLERANT, move == null ? Integer.MAX_VALUE : move);
        } catch (SgfException e) {
            throw new InputException(file + ": " + e.getMessage());
        }
        if (replay.problem().isPresent()) {
            throw new InputException(file + ": " + replay.problem().get().describeWithPlace());
        }
        int total = SgfReplay.mainLine(root, SgfReplay.Mode.TOLERANT).moves();
        if (move != null && move > total) {
            throw new InputException("--move " + move + ": the game has " + total + (total == 1 ? " move" : " moves"));
        }
        Game game = replay.game();
        PrintWriter out = spec.commandLine().getOut();
        out.println(header(replay, total));
        Turn last = lastMove(game);
        int lastPoint = last != null && last.move() instanceof Move.Play ? ((Move.Play) last.move()).point() : 0;
        out.print(BoardText.draw(game.board(), lastPoint, Set.of()));
        out.println("Prisoners: Black has taken " + game.board().prisoners(Stone.BLACK) + ", White "
                + game.board().prisoners(Stone.WHITE) + ".");
        out.println(status(game));
        out.flush();
        return 0;
    }

    private static String status(Game game) {
        if (!game.isOver()) {
            return (game.toMove() == Stone.BLACK ? "Black" : "White") + " to move.";
        }
        if (game.result().isResignation()) {
            Stone winner = game.result().winner().orElseThrow();
            return game.result().toSgf() + ": " + (winner == Stone.BLACK ? "White" : "Black") + " resigned.";
        }
        return "The game is over; 'tengen sgf score' counts it.";
    }

    private static String header(SgfReplay replay, int total) {
        int n = replay.moves();
        if (n == 0) {
            return "Move 0 of " + total + ": the start" + (replay.game().handicapStones() > 0
                    ? ", " + replay.game().handicapStones() + " handicap stones" : "") + ".";
        }
        Turn last = lastMove(replay.game());
        return "Move " + n + " of " + total + ": " + (last.stone() == Stone.BLACK ? "Black " : "White ")
                + last.move().toGtp(replay.game().geometry()) + ".";
    }

    /** The last move played (not setup, not a resignation), or null before the first. */
    private static Turn lastMove(Game game) {
        List<Turn> history = game.history();
        for (int i = history.size() - 1; i >= 0; i--) {
            Turn t = history.get(i);
            if (!t.setup() && !(t.move() instanceof Move.Resign)) {
                return t;
            }
        }
        return null;
    }
}
