package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@link Game#boardCopy}: a board of its own that keeps what a Position round trip loses, the ko point and the rules. */
class GameBoardCopyTest {
    private static final Geometry G = Geometry.of(9);

    /**
     * Black captures at C2 in
     * <pre>
     *  . X O .
     *  X O . O
     *  . X O .
     * </pre>
     * and the ko point is White's retake at B2.
     */
    private static Game koJustTaken(String rules) {
        Game game = new Game(G, RulesPresets.get(rules));
        game.setup(Stone.BLACK, G.point(1, 0));
        game.setup(Stone.BLACK, G.point(0, 1));
        game.setup(Stone.BLACK, G.point(1, 2));
        game.setup(Stone.WHITE, G.point(2, 0));
        game.setup(Stone.WHITE, G.point(1, 1));
        game.setup(Stone.WHITE, G.point(3, 1));
        game.setup(Stone.WHITE, G.point(2, 2));
        game.setToMove(Stone.BLACK);
        assertThat(game.play(Move.play(G.point(2, 1)))).isEqualTo(Legality.LEGAL);
        return game;
    }

    @Test
    void theCopyRefusesTheKoRetakeAsTheGameDoes() {
        Game game = koJustTaken("chinese");
        int retake = G.point(1, 1);
        assertThat(game.legality(Move.play(retake))).isEqualTo(Legality.KO);

        Board copy = game.boardCopy();
        assertThat(copy.koPoint()).isEqualTo(retake);
        assertThat(copy.legality(retake, Stone.WHITE)).isEqualTo(Legality.KO);
        assertThat(copy.isLegal(retake, Stone.WHITE.code())).isFalse();
        // What the search used to start from: the same stones, but the retake allowed.
        assertThat(Position.of(game.board()).toBoard().isLegal(retake, Stone.WHITE.code())).isTrue();
    }

    @Test
    void theCopyKeepsTheSuicideRule() {
        // A lone white stone at A1 between black stones at B1 and A2 kills itself.
        for (String rules : new String[] {"chinese", "tromp-taylor", "gtsa"}) {
            Game game = new Game(G, RulesPresets.get(rules));
            game.setup(Stone.BLACK, G.point(1, 0));
            game.setup(Stone.BLACK, G.point(0, 1));
            game.setToMove(Stone.WHITE);
            Board copy = game.boardCopy();
            assertThat(copy.suicideRule()).as(rules).isEqualTo(game.rules().suicide());
            assertThat(copy.legality(G.point(0, 0), Stone.WHITE)).as(rules)
                    .isEqualTo(game.rules().suicide() == SuicideRule.ALL ? Legality.LEGAL : Legality.SUICIDE);
        }
    }

    @Test
    void theCopyKeepsNoKoUnderRulesWithoutOne() {
        Game game = new Game(G, RulesPresets.get("cormack"));
        assertThat(game.rules().ko()).isEqualTo(KoRule.NONE);
        assertThat(game.boardCopy().simpleKo()).isFalse();
        assertThat(koJustTaken("chinese").boardCopy().simpleKo()).isTrue();
    }

    @Test
    void playingOnTheCopyLeavesTheGameAlone() {
        Game game = koJustTaken("chinese");
        Position before = Position.of(game.board());
        Board copy = game.boardCopy();
        copy.playUnchecked(G.point(4, 4), Stone.WHITE.code());
        copy.playUnchecked(G.point(1, 1), Stone.WHITE.code());
        assertThat(Position.of(game.board())).isEqualTo(before);
        assertThat(game.board().koPoint()).isEqualTo(G.point(1, 1));
        assertThat(Position.of(copy)).isNotEqualTo(before);
    }

    @Test
    void theCopyIsTheSameForTheSamePositionWhateverTheMovesThatLedToIt() {
        // The same 9x9 position by two move orders, which leave the games' empty-point lists in different orders.
        Game a = new Game(G, RulesPresets.get("chinese"));
        for (String v : new String[] {"C3", "D4", "E5", "F6", "G7", "C5"}) {
            assertThat(a.play(Move.play(G.parseGtp(v)))).isEqualTo(Legality.LEGAL);
        }
        Game b = new Game(G, RulesPresets.get("chinese"));
        for (String v : new String[] {"G7", "C5", "C3", "D4", "E5", "F6"}) {
            assertThat(b.play(Move.play(G.parseGtp(v)))).isEqualTo(Legality.LEGAL);
        }
        Board ca = a.boardCopy();
        Board cb = b.boardCopy();
        assertThat(ca.emptyCount()).isEqualTo(cb.emptyCount());
        boolean gameOrdersDiffer = false;
        for (int i = 0; i < ca.emptyCount(); i++) {
            assertThat(ca.emptyAt(i)).as("empty point %d", i).isEqualTo(cb.emptyAt(i));
            gameOrdersDiffer |= a.board().emptyAt(i) != b.board().emptyAt(i);
        }
        assertThat(gameOrdersDiffer).as("the games' own boards list their empty points differently").isTrue();
        assertThat(ca.hash()).isEqualTo(a.board().hash());
    }
}
