package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.TreeSet;

/**
 * Helpers for rule tests written as board diagrams: {@code X} black, {@code O} white, {@code .} empty, the
 * first line of a diagram is the top row. Moves are GTP vertices, whose row numbers count from the bottom
 * (on a 5x5 board {@code A5} is the top-left corner).
 */
final class Diagrams {
    private Diagrams() {
    }

    /**
     * Three kos side by side between a black wall (columns B and C) and a white wall (columns D and E). In
     * each ko White holds it with a stone on C (Black takes it by playing D), or Black holds it with a stone
     * on D (White takes it by playing C). Here White holds the kos on rows 6 and 4, Black the ko on row 2.
     */
    static final String TRIPLE_KO = """
            . X X O O . .
            . X O . O . .
            . X X O O . .
            . X O . O . .
            . X X O O . .
            . X . X O . .
            . X X O O . .
            """;

    /** A board holding the diagram's stones (placed as setup), suicide forbidden, simple ko on. */
    static Board board(String diagram) {
        return Position.parse(diagram).toBoard();
    }

    /** A game under {@code rules} whose start is the diagram's stones (setup stones), Black to move. */
    static Game game(Rules rules, String diagram) {
        Position position = Position.parse(diagram);
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

    static int point(Geometry g, String vertex) {
        return g.parseGtp(vertex);
    }

    static int point(BoardView board, String vertex) {
        return board.geometry().parseGtp(vertex);
    }

    static int point(Game game, String vertex) {
        return game.geometry().parseGtp(vertex);
    }

    /** A GTP move on the game's board: a vertex, {@code pass} or {@code resign}. */
    static Move move(Game game, String text) {
        return Move.parseGtp(game.geometry(), text);
    }

    /** Plays each move for the side to move, asserting that each is legal. */
    static void play(Game game, String... moves) {
        for (String m : moves) {
            Stone mover = game.toMove();
            Legality l = game.play(move(game, m));
            assertThat(l).as("%s %s on%n%s", mover, m, game).isEqualTo(Legality.LEGAL);
        }
    }

    /** Why the side to move may or may not play {@code text} now. */
    static Legality legality(Game game, String text) {
        return game.legality(move(game, text));
    }

    /** Why {@code stone} may or may not play at {@code vertex} on a bare board. */
    static Legality legality(Board board, Stone stone, String vertex) {
        return board.legality(point(board, vertex), stone);
    }

    /** Plays on a bare board, asserting that the move is legal. */
    static void play(Board board, Stone stone, String vertex) {
        Legality l = board.play(point(board, vertex), stone);
        assertThat(l).as("%s %s on%n%s", stone, vertex, board).isEqualTo(Legality.LEGAL);
    }

    static void assertPosition(BoardView board, String expected) {
        assertThat(board.position()).isEqualTo(Position.parse(expected));
    }

    static void assertPosition(Game game, String expected) {
        assertPosition(game.board(), expected);
    }

    static Set<Integer> points(Geometry g, String... vertices) {
        Set<Integer> out = new TreeSet<>();
        for (String v : vertices) {
            out.add(g.parseGtp(v));
        }
        return out;
    }

    static Set<String> vertices(Geometry g, int[] points) {
        Set<String> out = new TreeSet<>();
        for (int p : points) {
            out.add(g.toGtp(p));
        }
        return out;
    }
}
