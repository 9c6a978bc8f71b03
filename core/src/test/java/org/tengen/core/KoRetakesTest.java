package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Ko retakes on a bare board: the shape, and that it is exactly the moves some history makes an immediate retake. */
class KoRetakesTest {

    private static boolean koShape(String diagram, Stone stone, String vertex) {
        Board board = Diagrams.board(diagram);
        return KoRetakes.isKoShapeCapture(board, board.geometry().parseGtp(vertex), stone);
    }

    @Test
    void theIssuesTwoPositionsAreKoShapes() {
        // tengen move's input rows, 2 = White to move; its answer '3 0' is D5.
        String first = """
                . . X . X
                . X . X O
                . X X O .
                . X O . .
                . . . O .
                """;
        assertThat(koShape(first, Stone.WHITE, "D5")).isTrue();
        String second = """
                . O O O .
                O . O X O
                X X X X X
                X X . X .
                X . X X X
                """;
        assertThat(koShape(second, Stone.BLACK, "E5")).isTrue();
        // Black's B4 would join the stones below it: no lone stone.
        assertThat(koShape(second, Stone.BLACK, "B4")).isFalse();
    }

    @Test
    void capturesThatLeaveNoLoneStoneInAtariAreNoKo() {
        String ko = """
                . X O . .
                X O . O .
                . X O . .
                . . . . .
                . . . . .
                """;
        assertThat(koShape(ko, Stone.BLACK, "C4")).isTrue();
        assertThat(koShape(ko, Stone.WHITE, "C4")).isFalse(); // no capture for White
        assertThat(koShape(ko, Stone.BLACK, "B4")).isFalse(); // occupied
        String open = """
                . X O . .
                X O . . .
                . X O . .
                . . . . .
                . . . . .
                """;
        assertThat(koShape(open, Stone.BLACK, "C4")).isFalse(); // D4 is a second liberty
        String friend = """
                . X O . .
                X O . O .
                . X X . .
                . . . . .
                . . . . .
                """;
        assertThat(koShape(friend, Stone.BLACK, "C4")).isFalse(); // joins C3
        String three = """
                O . O X .
                X O X . .
                . X . . .
                . . . . .
                . . . . .
                """;
        assertThat(koShape(three, Stone.BLACK, "B5")).isFalse(); // three stones come off
        String wide = """
                . . . . .
                . X O X .
                . . X . .
                . . . . .
                . . . . .
                """;
        assertThat(koShape(wide, Stone.BLACK, "C5")).isFalse(); // the capture leaves B5 and D5 free
    }

    @Test
    void noRetakeIsPossibleRightAfterTheOpponentPassed() {
        String ko = """
                . X O . .
                X O . O .
                . X O . .
                . . . . .
                . . . . .
                """;
        Board board = Diagrams.board(ko);
        int c4 = board.geometry().parseGtp("C4");
        assertThat(KoRetakes.possibleImmediateRetakes(board, Stone.BLACK, false)[c4]).isTrue();
        assertThat(KoRetakes.possibleImmediateRetakes(board, Stone.BLACK, true)).doesNotContain(true);
    }

    /**
     * On random positions of random games, a point is a ko shape exactly when the board after the move could be
     * the one the opponent's last play started from: a play of theirs on that board gives back this one.
     */
    @Test
    void koShapesAreExactlyTheMovesSomeHistoryMakesAnImmediateRetake() {
        Random random = new Random(12);
        int shapes = 0;
        int positions = 0;
        for (int game = 0; game < 200; game++) {
            Geometry g = Geometry.of(3 + random.nextInt(5));
            Board board = new Board(g);
            int colour = 1;
            int length = random.nextInt(4 * g.area());
            for (int move = 0; move <= length; move++) {
                Stone toMove = Stone.ofCode(colour);
                boolean[] retakes = KoRetakes.possibleImmediateRetakes(board, toMove, false);
                for (int p : g.points()) {
                    boolean undoes = undoesTheOpponentsLastPlay(board, p, colour);
                    assertThat(retakes[p]).as("%s to move at %s on%n%s", toMove, g.toGtp(p), board).isEqualTo(undoes);
                    assertThat(KoRetakes.isKoShapeCapture(board, p, toMove)).isEqualTo(undoes);
                    shapes += undoes ? 1 : 0;
                }
                positions++;
                int p = randomLegal(board, colour, random);
                if (p == Geometry.NO_POINT) {
                    board.pass();
                } else {
                    board.playUnchecked(p, colour);
                }
                colour ^= 3;
            }
        }
        assertThat(shapes).as("ko shapes among %d positions", positions).isGreaterThan(300);
    }

    /** The brute force: after colour's play at p, some play of the opponent's returns exactly to this board. */
    private static boolean undoesTheOpponentsLastPlay(Board now, int p, int colour) {
        if (now.at(p) != Board.EMPTY) {
            return false;
        }
        Position present = Position.of(now);
        Board after = now.copy();
        after.setSimpleKo(false);
        after.playUnchecked(p, colour);
        for (int q : now.geometry().points()) {
            if (now.at(q) == (colour ^ 3) && after.at(q) == Board.EMPTY) { // their stone now, so it was their play
                Board back = after.copy();
                back.setSimpleKo(false);
                back.playUnchecked(q, colour ^ 3);
                if (back.at(q) != Board.EMPTY && Position.of(back).equals(present)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int randomLegal(Board board, int colour, Random random) {
        int[] points = board.geometry().points();
        for (int tries = 0; tries < 3 * points.length; tries++) {
            int p = points[random.nextInt(points.length)];
            if (board.isLegal(p, colour)) {
                return p;
            }
        }
        return Geometry.NO_POINT;
    }
}
