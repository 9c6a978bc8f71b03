package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.testing.Diagrams;

/** The search under the rule variants: how the end is counted, stone scoring, the move limit; threads and reuse. */
class MctsRulesTest {
    private static Game game(String diagram, Rules rules, Stone toMove) {
        return Diagrams.game(rules, diagram, toMove);
    }

    private static String vertex(Game game, int point) {
        return point == Geometry.NO_POINT ? "pass" : game.geometry().toGtp(point);
    }

    // Black owns the board but for White's lone C2, which still has two liberties (B2, D2). As the stones
    // stand Black has 22 points (20 stones, B4, D4) to White's 1: with komi 21.5 Black loses by passing
    // and wins by 3.5 once C2 is captured.
    private static final String DEAD_STONE = """
            XXXXX
            X.X.X
            XXXXX
            X.O.X
            XXXXX
            """;

    @Test
    void underTrompTaylorItCapturesADeadStoneBeforeAnsweringAPass() {
        Game game = game(DEAD_STONE, RulesPresets.get("tromp-taylor").withKomi(21.5), Stone.WHITE);
        game.play(Move.PASS);
        Mcts.Choice choice = new Mcts(1).search(game, 2000, Long.MAX_VALUE);
        assertThat(vertex(game, choice.point())).isIn("B2", "D2");
        assertThat(choice.winRate()).isGreaterThan(0.9);
    }

    @Test
    void underChineseRulesTheSameDeadStoneComesOffByAgreementSoItPassesBack() {
        Game game = game(DEAD_STONE, RulesPresets.get("chinese").withKomi(21.5), Stone.WHITE);
        game.play(Move.PASS);
        Mcts.Choice choice = new Mcts(1).search(game, 2000, Long.MAX_VALUE);
        assertThat(vertex(game, choice.point())).isEqualTo("pass");
        assertThat(choice.winRate()).isGreaterThan(0.9);
    }

    @Test
    void itAnswersAPassWithAPassWhenThatWinsAndNotWhenItLoses() {
        // Black's 15 points against White's 10: with komi 0.5 passing wins; with komi 5.5 it loses, and so
        // does everything else, but a move keeps the game going while a pass would end it lost.
        String settled = """
                XXXXX
                X...X
                XXXXX
                OOOOO
                O...O
                """;
        Game won = game(settled, RulesPresets.get("tromp-taylor").withKomi(0.5), Stone.WHITE);
        won.play(Move.PASS);
        assertThat(vertex(won, new Mcts(3).search(won, 1000, Long.MAX_VALUE).point())).isEqualTo("pass");
        Game lost = game(settled, RulesPresets.get("tromp-taylor").withKomi(5.5), Stone.WHITE);
        lost.play(Move.PASS);
        assertThat(vertex(lost, new Mcts(3).search(lost, 1000, Long.MAX_VALUE).point())).isNotEqualTo("pass");
    }

    @Test
    void withOneMoveLeftUnderStoneScoringItTakesTheCaptureThatWinsAndKnowsTheExactScore() {
        // White's B3-C3 has one liberty, A3. Capturing leaves 6 black stones to none; any other move 6 to 2.
        // With komi 4.5 only the capture wins, by exactly 1.5: the game ends after this move.
        String diagram = """
                .....
                .XX..
                .OOX.
                .XX..
                .....
                """;
        Game game = game(diagram, RulesPresets.get("little-go").withKomi(4.5).withMoveLimit(1), Stone.BLACK);
        Mcts.Choice choice = new Mcts(5).search(game, 500, Long.MAX_VALUE);
        assertThat(vertex(game, choice.point())).isEqualTo("A3");
        assertThat(choice.winRate()).isGreaterThan(1 - SearchParameters.defaults().marginShare());
        assertThat(choice.scoreLead()).isCloseTo(1.5, within(1e-9));
    }

    @Test
    void theScoreEstimateIsForTheSideToMove() {
        // The same position with White to move: any stone White adds (none captures) ends the game with
        // 5 black stones to 3 white, so White leads by 3 - 5 + 4.5 = 2.5; passing would leave 1.5.
        String diagram = """
                .....
                .XX..
                .OOX.
                .XX..
                .....
                """;
        Game game = game(diagram, RulesPresets.get("little-go").withKomi(4.5).withMoveLimit(1), Stone.WHITE);
        Mcts.Choice choice = new Mcts(2).search(game, 300, Long.MAX_VALUE);
        assertThat(vertex(game, choice.point())).isNotEqualTo("pass");
        assertThat(choice.scoreLead()).isCloseTo(2.5, within(1e-9));
        assertThat(choice.winRate()).isGreaterThan(1 - SearchParameters.defaults().marginShare());
    }

    @Test
    void twoThreadsFindTheCaptureAndRunTheBudget() {
        // On 5x5 with komi 0 White's C3, in atari, would escape to C2 and split Black; capturing it wins.
        Game game = game(".....\n..X..\n.XOX.\n.....\n.....\n", RulesPresets.get("gtsa"), Stone.BLACK);
        // Two threads are not deterministic, and other moves win here too (B2, D2, A4: win rates near 1): which
        // winning move is chosen varies (another than C2 in 2 of 160 runs at 20,000 playouts, and once in a clean CI
        // run at 50,000), so the test asks that the capture is rated a win and that the move chosen is one.
        Mcts mcts = new Mcts(9, 2);
        Mcts.Choice choice = mcts.search(game, 50000, Long.MAX_VALUE);
        assertThat(choice.playouts()).isEqualTo(50000);
        assertThat(choice.winRate()).isGreaterThan(0.9);
        Analysis analysis = mcts.analysis(false);
        assertThat(analysis.moves().stream().mapToInt(Analysis.MoveInfo::visits).sum()).isBetween(49000, 50000);
        Analysis.MoveInfo capture = analysis.moves().stream()
                .filter(m -> m.move() instanceof Move.Play p && vertex(game, p.point()).equals("C2"))
                .findFirst().orElseThrow();
        assertThat(capture.winRate()).isGreaterThan(0.9);
        assertThat(capture.visits()).isGreaterThan(1000);
    }

    @Test
    void theNextSearchReusesTheSubtreeOfTheMovesPlayedAndStartsAfreshOtherwise() {
        Game game = new Game(Geometry.of(7), RulesPresets.get("chinese"));
        Mcts mcts = new Mcts(4);
        int first = mcts.search(game, 3000, Long.MAX_VALUE).point();
        assertThat(mcts.reusedTree()).isFalse();
        game.play(Move.play(first));
        int reply = Candidates.of(game)[0];
        game.play(Move.play(reply));
        mcts.search(game, 500, Long.MAX_VALUE);
        assertThat(mcts.reusedTree()).isTrue();
        game.undo();
        mcts.search(game, 500, Long.MAX_VALUE);
        assertThat(mcts.reusedTree()).isFalse();
        Game other = new Game(Geometry.of(7), RulesPresets.get("japanese"));
        mcts.search(other, 500, Long.MAX_VALUE);
        assertThat(mcts.reusedTree()).isFalse();
    }

    @Test
    void withTreeReuseOffEverySearchStartsAfresh() {
        Game game = new Game(Geometry.of(7), RulesPresets.get("chinese"));
        Mcts mcts = new Mcts(4, 1, SearchParameters.defaults().with("treeReuse", "0"));
        int first = mcts.search(game, 3000, Long.MAX_VALUE).point();
        game.play(Move.play(first));
        game.play(Move.play(Candidates.of(game)[0]));
        mcts.search(game, 500, Long.MAX_VALUE);
        assertThat(mcts.reusedTree()).isFalse();
    }

    @Test
    void theSameSeedGivesTheSameSearchThroughATreeReuse() {
        String[] a = selfPlay(11);
        String[] b = selfPlay(11);
        assertThat(a).containsExactly(b);
    }

    private static String[] selfPlay(long seed) {
        Game game = new Game(Geometry.of(7), RulesPresets.get("chinese"));
        Mcts mcts = new Mcts(seed);
        String[] moves = new String[8];
        for (int i = 0; i < moves.length; i++) {
            Mcts.Choice c = mcts.search(game, 400, Long.MAX_VALUE);
            moves[i] = vertex(game, c.point()) + " " + c.winRate();
            game.play(c.point() == Geometry.NO_POINT ? Move.PASS : Move.play(c.point()));
        }
        return moves;
    }
}
