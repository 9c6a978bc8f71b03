package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.core.testing.Diagrams.game;
import static org.tengen.core.testing.Diagrams.move;
import static org.tengen.core.testing.Diagrams.play;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

/** Every kind of refused move leaves the game exactly as it was: stones, prisoners, turn, history, ko. */
class RejectedMoveTest {

    /** Everything a caller can observe of a game. */
    private record Snapshot(Position position, int blackPrisoners, int whitePrisoners, long hash, int koPoint,
                            Stone toMove, int moveCount, List<Turn> history, int[] legal, boolean over) {
        static Snapshot of(Game g) {
            return new Snapshot(g.board().position(), g.board().prisoners(Stone.BLACK),
                    g.board().prisoners(Stone.WHITE), g.board().hash(), g.board().koPoint(), g.toMove(),
                    g.moveCount(), List.copyOf(g.history()), g.isOver() ? new int[0] : g.legalPoints(), g.isOver());
        }

        void assertSameAs(Snapshot other) {
            assertThat(position).isEqualTo(other.position);
            assertThat(blackPrisoners).isEqualTo(other.blackPrisoners);
            assertThat(whitePrisoners).isEqualTo(other.whitePrisoners);
            assertThat(hash).isEqualTo(other.hash);
            assertThat(koPoint).isEqualTo(other.koPoint);
            assertThat(toMove).isEqualTo(other.toMove);
            assertThat(moveCount).isEqualTo(other.moveCount);
            assertThat(history).isEqualTo(other.history);
            assertThat(legal).isEqualTo(other.legal);
            assertThat(over).isEqualTo(other.over);
        }
    }

    private static void assertRefusedWithoutChange(Game g, Stone stone, Move m, Legality expected) {
        Snapshot before = Snapshot.of(g);
        assertThat(g.play(stone, m)).isEqualTo(expected);
        Snapshot.of(g).assertSameAs(before);
    }

    private static final String KO = """
            . X O . .
            X O . O .
            . X O . .
            . . . . .
            . . . . .
            """;

    @Test
    void occupiedKoSuicideWrongTurnAndOffBoardChangeNothing() {
        Game g = game(RulesPresets.get("japanese"), KO);
        play(g, "C4");
        assertRefusedWithoutChange(g, Stone.WHITE, move(g, "B4"), Legality.KO);
        assertRefusedWithoutChange(g, Stone.WHITE, move(g, "C4"), Legality.OCCUPIED);
        assertRefusedWithoutChange(g, Stone.BLACK, move(g, "E1"), Legality.WRONG_TURN);
        assertRefusedWithoutChange(g, Stone.WHITE, Move.play(0), Legality.OFF_BOARD);
        assertRefusedWithoutChange(g, Stone.WHITE, Move.play(g.geometry().length() - 1), Legality.OFF_BOARD);
        // A5 is surrounded by black stones at A4 and B5: a white stone there is suicide.
        assertRefusedWithoutChange(g, Stone.WHITE, move(g, "A5"), Legality.SUICIDE);
    }

    @Test
    void superkoChangesNothing() {
        // Tromp-Taylor: White's single-stone suicide at A1 would leave the stones as they are, which
        // positional superko forbids.
        Game g = new Game(5, RulesPresets.get("tromp-taylor"));
        play(g, "A2", "pass", "B1");
        assertRefusedWithoutChange(g, Stone.WHITE, move(g, "A1"), Legality.SUPERKO);
    }

    @Test
    void aFinishedGameRefusesEverythingAndStaysFinished() {
        Game g = new Game(5, RulesPresets.get("chinese"));
        play(g, "C3", "pass", "pass");
        assertThat(g.isOver()).isTrue();
        assertRefusedWithoutChange(g, Stone.BLACK, move(g, "D4"), Legality.GAME_OVER);
        assertRefusedWithoutChange(g, Stone.BLACK, Move.PASS, Legality.GAME_OVER);
        assertThat(g.result().toSgf()).isEqualTo("B+17.5");
    }
}
