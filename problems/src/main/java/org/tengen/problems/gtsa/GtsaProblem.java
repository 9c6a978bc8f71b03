package org.tengen.problems.gtsa;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.KoRetakes;
import org.tengen.core.Move;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.engine.Decision;
import org.tengen.engine.Player;
import org.tengen.engine.SearchBudget;
import org.tengen.engine.SearchRequest;
import org.tengen.engine.solve.PerfectPlayer;
import org.tengen.engine.solve.Solution;
import org.tengen.engine.solve.SolvedTable;
import org.tengen.problems.text.Tokens;

/**
 * The GTSA problem from text to text: N rows of {@code 1}, {@code 2}, {@code _}, the player to move, and
 * optionally the two players' pass flags; out comes {@code x y} (column, row from 0 at the top left) or
 * {@code -1 0} for a pass, chosen by the {@link GtsaPlayer}.
 */
public final class GtsaProblem {
    private GtsaProblem() {
    }

    /**
     * Reads the input from {@code in}, chooses a move with a search seeded by {@code seed} that stops after
     * {@code maxPlayouts} playouts or {@code nanos}, and prints it to {@code out}; fails at the first mistake.
     */
    public static void solve(Tokens in, PrintWriter out, long seed, int maxPlayouts, long nanos) {
        solve(in, out, seed, maxPlayouts, nanos, null);
    }

    /**
     * As {@link #solve(Tokens, PrintWriter, long, int, long)}, and on the board and rules of {@code table} (a
     * {@code tengen solve --save} file, or null) the move is a proven best one when the solver proves the
     * position within half the time (seeded with the table) and a best move is one the unknown history cannot
     * forbid; otherwise the search's.
     */
    public static void solve(Tokens in, PrintWriter out, long seed, int maxPlayouts, long nanos, SolvedTable table) {
        StringBuilder diagram = new StringBuilder();
        String first = in.next("the first row of the board, such as __1__");
        int n = first.length();
        if (n < 2 || n > Geometry.MAX_SIZE) {
            throw in.error("a row of " + n + " points: expected a board of 2 to " + Geometry.MAX_SIZE + " points a side");
        }
        String row = first;
        List<Tokens.Place> places = new ArrayList<>();
        for (int r = 1; ; r++) {
            if (row.length() != n || !row.matches("[12_]+")) {
                throw in.error("row " + r + " is '" + row + "': expected " + n + " characters, each '1', '2' or '_'");
            }
            places.add(in.place());
            in.endLine("row " + r);
            diagram.append(row.replace('1', 'X').replace('2', 'O').replace('_', '.')).append('\n');
            if (r == n) {
                break;
            }
            row = in.next("row " + (r + 1) + " of " + n);
        }
        Position position = Position.parse(diagram.toString());
        int starved = stoneWithoutLiberty(position);
        if (starved >= 0) {
            Geometry g = position.geometry();
            Tokens.Place place = places.get(g.row(starved));
            throw Tokens.errorAt(new Tokens.Place(place.line(), place.column() + g.col(starved)), "the chain of this stone"
                    + " (x " + g.col(starved) + ", y " + g.row(starved) + ") has no liberty: the board is not a position of Go");
        }
        String player = in.next("the player to move, 1 or 2");
        if (!player.equals("1") && !player.equals("2")) {
            throw in.error("expected the player to move, 1 or 2, found '" + player + "'");
        }
        in.endLine("the player");
        boolean[] passed = {false, false};
        if (in.hasNext()) {
            for (int i = 0; i < 2; i++) {
                String expected = "pass flag " + (i + 1) + " of 2, 0 or 1";
                int flag = i == 0 ? in.nextInt(expected) : in.nextIntOnLine(expected);
                if (flag != 0 && flag != 1) {
                    throw in.error("pass flag " + flag + ": expected 0 or 1");
                }
                passed[i] = flag == 1;
            }
            in.endLine("the pass flags");
            in.endInput("the pass flags");
        }
        Stone stone = player.equals("1") ? Stone.BLACK : Stone.WHITE;
        Game game = GtsaPlayer.game(position, stone);
        boolean opponentPassed = passed[stone == Stone.BLACK ? 1 : 0];
        boolean ownPassed = passed[stone == Stone.BLACK ? 0 : 1];
        long start = System.nanoTime();
        Move move = table == null ? null : perfect(position, stone, opponentPassed, ownPassed, table, nanos / 2);
        if (move == null) {
            long left = Math.max(1, nanos - (System.nanoTime() - start));
            move = new GtsaPlayer(seed, new SearchBudget(maxPlayouts, left, false), opponentPassed, ownPassed)
                    .decide(game, SearchRequest.MOVE).move();
        }
        Geometry g = position.geometry();
        out.print(move instanceof Move.Play play ? g.col(play.point()) + " " + g.row(play.point()) + "\n" : "-1 0\n");
    }

    /** A stone, as a point, of a chain without a liberty: no game reaches such a board. -1 when there is none. */
    private static int stoneWithoutLiberty(Position position) {
        Board board = position.toBoard();
        for (int p : position.geometry().points()) {
            if (board.at(p) != Board.EMPTY && board.liberties(p) == 0) {
                return p;
            }
        }
        return -1;
    }

    /**
     * A proven best move of the position, or null: not the table's board or rules, not proven in time, or every
     * best move is a retake the unknown history may forbid. The opponent's pass is part of the position solved
     * (a pass then ends the game).
     */
    private static Move perfect(Position position, Stone stone, boolean opponentPassed, boolean ownPassed,
                                SolvedTable table, long nanos) {
        if (opponentPassed && ownPassed) {
            return null;
        }
        Game game;
        if (opponentPassed) {
            game = GtsaPlayer.game(position, stone.opponent());
            game.play(Move.PASS);
        } else {
            game = GtsaPlayer.game(position, stone);
        }
        PerfectPlayer perfect = new PerfectPlayer((g, r) -> Decision.of(Move.PASS), table, 0, nanos);
        Optional<Solution> solution = perfect.solve(game, nanos);
        if (solution.isEmpty()) {
            return null;
        }
        boolean[] retakes = KoRetakes.possibleRetakes(game.boardCopy(), stone, opponentPassed, ownPassed);
        List<Move> choices = new ArrayList<>();
        choices.add(solution.get().principalVariation().get(0));
        choices.addAll(solution.get().bestMoves());
        for (Move m : choices) {
            if (!(m instanceof Move.Play play) || !retakes[play.point()]) {
                return m;
            }
        }
        return null;
    }
}
