package org.tengen.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Position;
import org.tengen.core.Rules;
import org.tengen.core.Stone;

/**
 * Helpers for tests written as board diagrams: {@code X} black, {@code O} white, {@code .} empty, the first
 * line of a diagram is the top row. Moves are GTP vertices, whose row numbers count from the bottom (on a 5x5
 * board {@code A5} is the top-left corner).
 *
 * <p>A diagram may be labelled, GTP style: a header of column letters (A onwards, skipping I), then each row
 * starting with its number. The labels are checked, so a labelled diagram can't silently be off by a row:
 *
 * <pre>
 *   A B C
 * 3 . X .
 * 2 X O X
 * 1 . . .
 * </pre>
 */
public final class Diagrams {
    private static final String LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    private Diagrams() {
    }

    /**
     * Three kos side by side between a black wall (columns B and C) and a white wall (columns D and E). In
     * each ko White holds it with a stone on C (Black takes it by playing D), or Black holds it with a stone
     * on D (White takes it by playing C). Here White holds the kos on rows 6 and 4, Black the ko on row 2.
     */
    public static final String TRIPLE_KO = """
            . X X O O . .
            . X O . O . .
            . X X O O . .
            . X O . O . .
            . X X O O . .
            . X . X O . .
            . X X O O . .
            """;

    /** The stones of a diagram, plain or labelled. */
    public static Position position(String diagram) {
        List<String> lines = new ArrayList<>();
        for (String line : diagram.split("\n")) {
            if (!line.isBlank()) {
                lines.add(line.trim());
            }
        }
        if (lines.isEmpty() || !lines.get(0).startsWith("A")) {
            return Position.parse(diagram);
        }
        String header = lines.get(0).replace(" ", "");
        int height = lines.size() - 1;
        if (!LETTERS.startsWith(header)) {
            throw new IllegalArgumentException("header '" + lines.get(0) + "' is not the column letters A, B, ... (no I)");
        }
        StringBuilder rows = new StringBuilder();
        for (int i = 1; i <= height; i++) {
            String line = lines.get(i);
            String label = String.valueOf(height - i + 1);
            if (!line.startsWith(label + " ")) {
                throw new IllegalArgumentException("row " + i + " from the top should start with " + label + ": '" + line + "'");
            }
            String row = line.substring(label.length()).replace(" ", "");
            if (row.length() != header.length()) {
                throw new IllegalArgumentException("row " + label + " has " + row.length() + " points, expected " + header.length());
            }
            rows.append(row).append('\n');
        }
        return Position.parse(rows.toString());
    }

    /** A board holding the diagram's stones (placed as setup), suicide forbidden, simple ko on. */
    public static Board board(String diagram) {
        return position(diagram).toBoard();
    }

    /** A game under {@code rules} whose start is the diagram's stones (setup stones), {@code toMove} to play. */
    public static Game game(Rules rules, String diagram, Stone toMove) {
        Game game = game(rules, diagram);
        game.setToMove(toMove);
        return game;
    }

    /** A game under {@code rules} whose start is the diagram's stones (setup stones), Black to move. */
    public static Game game(Rules rules, String diagram) {
        Position position = position(diagram);
        Geometry g = position.geometry();
        Game game = new Game(g, rules);
        for (int p : g.points()) {
            int code = position.atPoint(p);
            if (code != Board.EMPTY) {
                game.setup(Stone.ofCode(code), p);
            }
        }
        return game;
    }

    public static int point(Geometry g, String vertex) {
        return g.parseGtp(vertex);
    }

    public static int point(BoardView board, String vertex) {
        return board.geometry().parseGtp(vertex);
    }

    public static int point(Game game, String vertex) {
        return game.geometry().parseGtp(vertex);
    }

    /** A GTP move on the game's board: a vertex, {@code pass} or {@code resign}. */
    public static Move move(Game game, String text) {
        return Move.parseGtp(game.geometry(), text);
    }

    /** Plays each move for the side to move, asserting that each is legal. */
    public static void play(Game game, String... moves) {
        for (String m : moves) {
            Stone mover = game.toMove();
            Legality l = game.play(move(game, m));
            assertThat(l).as("%s %s on%n%s", mover, m, game).isEqualTo(Legality.LEGAL);
        }
    }

    /** Why the side to move may or may not play {@code text} now. */
    public static Legality legality(Game game, String text) {
        return game.legality(move(game, text));
    }

    /** Why {@code stone} may or may not play at {@code vertex} on a bare board. */
    public static Legality legality(Board board, Stone stone, String vertex) {
        return board.legality(point(board, vertex), stone);
    }

    /** Plays on a bare board, asserting that the move is legal. */
    public static void play(Board board, Stone stone, String vertex) {
        Legality l = board.play(point(board, vertex), stone);
        assertThat(l).as("%s %s on%n%s", stone, vertex, board).isEqualTo(Legality.LEGAL);
    }

    public static void assertPosition(BoardView board, String expected) {
        assertThat(board.position()).isEqualTo(position(expected));
    }

    public static void assertPosition(Game game, String expected) {
        assertPosition(game.board(), expected);
    }

    public static Set<Integer> points(Geometry g, String... vertices) {
        Set<Integer> out = new TreeSet<>();
        for (String v : vertices) {
            out.add(g.parseGtp(v));
        }
        return out;
    }

    public static Set<String> vertices(Geometry g, int[] points) {
        Set<String> out = new TreeSet<>();
        for (int p : points) {
            out.add(g.toGtp(p));
        }
        return out;
    }
}
