package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;
import org.tengen.core.testing.RandomGame;

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
    void aKoRetakeIsSafeRightAfterTheOpponentPassed() {
        String ko = """
                . X O . .
                X O . O .
                . X O . .
                . . . . .
                . . . . .
                """;
        Board board = Diagrams.board(ko);
        int c4 = board.geometry().parseGtp("C4");
        assertThat(KoRetakes.possibleRetakes(board, Stone.BLACK, false, false)[c4]).isTrue();
        assertThat(KoRetakes.possibleRetakes(board, Stone.BLACK, false, true)[c4]).isTrue();
        assertThat(KoRetakes.possibleRetakes(board, Stone.BLACK, true, false)).doesNotContain(true);
    }

    /** Seen in self-play: White gave two stones at A4 and A3, Black took them with A5, White takes A5 back. */
    private static final String SENT_TWO = """
            X O O . .
            . X X O .
            . X X O .
            X X . X O
            . X . X .
            """;

    @Test
    void returningOneOfTwoStonesJustTakenMayRecreateTheBoardBeforeOurOwnMove() {
        Board board = Diagrams.board(SENT_TWO);
        int a4 = board.geometry().parseGtp("A4");
        assertThat(KoRetakes.isKoShapeCapture(board, a4, Stone.WHITE)).isFalse(); // A4 keeps A5 and A3
        assertThat(KoRetakes.possibleRetakes(board, Stone.WHITE, false, false)[a4]).isTrue();
        // White's own last turn a pass, or Black's: nothing of White's was just taken with A4.
        assertThat(KoRetakes.possibleRetakes(board, Stone.WHITE, false, true)[a4]).isFalse();
        assertThat(KoRetakes.possibleRetakes(board, Stone.WHITE, true, false)[a4]).isFalse();

        // The game it came from: White A3, Black A5 (taking A4 and A3), and White's A4 is the board before A3.
        Position before = Position.parse("""
                . O O . .
                O X X O .
                . X X O .
                X X . X O
                . X . X .
                """);
        Game game = new Game(before.geometry(), RulesPresets.get("gtsa"));
        for (int p : before.geometry().points()) {
            if (before.atPoint(p) != Board.EMPTY) {
                game.setup(Stone.ofCode(before.atPoint(p)), p);
            }
        }
        game.setToMove(Stone.WHITE);
        assertThat(game.play(Diagrams.move(game, "A3"))).isEqualTo(Legality.LEGAL);
        assertThat(game.play(Diagrams.move(game, "A5"))).isEqualTo(Legality.LEGAL);
        assertThat(Position.of(game.board())).isEqualTo(Position.parse(SENT_TWO));
        assertThat(game.legality(Diagrams.move(game, "A4"))).isEqualTo(Legality.SUPERKO);
    }

    @Test
    void takingBackTheStoneThatTookOursMayRecreateTheBoardBeforeOurOwnMove() {
        // Found in random games: White A2 took A3, Black A3 took A2 and A1 back; White A1 is the board before A2.
        String board = """
                O O . X . .
                . O X X X X
                O O . . X O
                X O X O O .
                . X X X . X
                . X O O O .
                """;
        Board b = Diagrams.board(board);
        int a1 = b.geometry().parseGtp("A1");
        assertThat(KoRetakes.isKoShapeCapture(b, a1, Stone.WHITE)).isFalse(); // it captures nothing
        assertThat(KoRetakes.possibleRetakes(b, Stone.WHITE, false, false)[a1]).isTrue();
        assertThat(KoRetakes.possibleRetakes(b, Stone.WHITE, false, true)[a1]).isFalse();
    }

    /**
     * In random games under the gtsa rules, every move that the game's own ko and positional superko refuse for
     * recreating the board two or three plies back is marked from the bare board and the last two turns.
     */
    @Test
    void everyShortCycleOfRandomGamesIsMarked() {
        Random random = new Random(7);
        RandomGame moves = RandomGame.drawingFrom(random).passingOneIn(12);
        int twoBack = 0;
        int threeBack = 0;
        int afterPass = 0;
        for (int n = 0; n < 400; n++) {
            Geometry g = Geometry.of(3 + random.nextInt(4));
            Game game = new Game(g, RulesPresets.get("gtsa"));
            List<Position> boards = new ArrayList<>(List.of(Position.of(game.board())));
            List<Boolean> passes = new ArrayList<>();
            for (int move = 0; move < 6 * g.area() && !game.isOver(); move++) {
                Stone us = game.toMove();
                int turns = passes.size();
                boolean opponentPassed = turns >= 1 && passes.get(turns - 1);
                boolean ownPassed = turns >= 2 && passes.get(turns - 2);
                boolean[] marked = KoRetakes.possibleRetakes(game.board(), us, opponentPassed, ownPassed);
                for (int z : g.points()) {
                    Legality l = game.legality(Move.play(z));
                    if (l != Legality.KO && l != Legality.SUPERKO) {
                        continue;
                    }
                    Board after = Position.of(game.board()).toBoard();
                    after.setSuicideRule(SuicideRule.ALL);
                    after.setSimpleKo(false);
                    after.playUnchecked(z, us.code());
                    int back = boards.size() - boards.lastIndexOf(Position.of(after));
                    if (back == 2 || back == 3) {
                        assertThat(marked[z]).as("%s at %s repeats the board %d plies back on%n%s%s", us, g.toGtp(z), back,
                                game.board(), game.history().subList(Math.max(0, game.history().size() - 4), game.history().size()))
                                .isTrue();
                        twoBack += back == 2 ? 1 : 0;
                        threeBack += back == 3 ? 1 : 0;
                        afterPass += opponentPassed ? 1 : 0;
                    }
                }
                Move played = moves.play(game);
                boards.add(Position.of(game.board()));
                passes.add(played == Move.PASS);
            }
        }
        assertThat(twoBack).as("two back %d, three back %d, after a pass %d", twoBack, threeBack, afterPass).isGreaterThan(100);
        assertThat(threeBack).isGreaterThan(80);
        assertThat(afterPass).isGreaterThan(50);
    }

    /**
     * On random positions of random games, a point is a ko shape exactly when the board after the move could be
     * the one the opponent's last play started from: a play of theirs on that board gives back this one.
     */
    @Tag("slow")
    @Test
    void koShapesAreExactlyTheMovesSomeHistoryMakesAnImmediateRetake() {
        Random random = new Random(12);
        RandomGame moves = RandomGame.drawingFrom(random);
        int shapes = 0;
        int positions = 0;
        for (int game = 0; game < 200; game++) {
            Geometry g = Geometry.of(3 + random.nextInt(5));
            Board board = new Board(g);
            int colour = 1;
            int length = random.nextInt(4 * g.area());
            for (int move = 0; move <= length; move++) {
                Stone toMove = Stone.ofCode(colour);
                for (int p : g.points()) {
                    boolean undoes = undoesTheOpponentsLastPlay(board, p, colour);
                    assertThat(KoRetakes.isKoShapeCapture(board, p, toMove)).as("%s to move at %s on%n%s", toMove, g.toGtp(p), board)
                            .isEqualTo(undoes);
                    shapes += undoes ? 1 : 0;
                }
                positions++;
                moves.play(board, colour);
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
}
