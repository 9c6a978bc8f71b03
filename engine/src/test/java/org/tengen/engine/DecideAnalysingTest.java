package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.testing.Diagrams;

/**
 * {@link MctsPlayer#decideAnalysing}, genmove_analyze's search: a move chosen as genmove chooses it, reported
 * as an analysis is, within the budget; and the tree an analysis leaves, which the next move goes on from.
 */
class DecideAnalysingTest {
    private static final String ATARI = """
              A B C D E
            5 . . . . .
            4 . . X . .
            3 . X O X .
            2 . . . . .
            1 . . . . .
            """;

    @Test
    void playsTheSearchsMoveReportingAsItGoesWithinTheBudget() {
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(0), ATARI, Stone.BLACK);
        MctsPlayer player = new MctsPlayer(1, 1, SearchBudget.of(3000, 60.0), 0);
        List<Analysis> reports = new ArrayList<>();
        Decision d = player.decideAnalysing(game, SearchRequest.MOVE, 1, false, () -> true, reports::add);
        assertThat(d.move()).isEqualTo(Move.play(game.geometry().parseGtp("C2"))); // takes the stone in atari
        assertThat(d.playouts()).isEqualTo(3000);
        assertThat(reports).hasSizeGreaterThanOrEqualTo(2);
        Analysis last = reports.get(reports.size() - 1);
        assertThat(last.best()).isEqualTo(d.move());
        assertThat(d.winRate()).isEqualTo(last.moves().get(0).winRate());
        assertThat(game.moveCount()).isZero(); // the game is left as it was
    }

    @Test
    void resignsOnlyWhereGenmoveWouldAndWhenAllowed() {
        // White's lone stone against a Black wall on an otherwise Black board: lost for White, past the opening.
        Game game = Diagrams.game(RulesPresets.get("chinese").withKomi(0), """
                  A B C D E
                5 . X . X .
                4 X X X X X
                3 . X . X .
                2 X X X X X
                1 . X O . X
                """, Stone.WHITE);
        for (int i = 0; i < 5; i++) { // past the opening, in which the player never resigns
            game.play(game.toMove(), Move.PASS);
            game.play(game.toMove(), Move.PASS);
            game.resume();
        }
        assertThat(game.toMove()).isEqualTo(Stone.WHITE);
        MctsPlayer player = new MctsPlayer(2, 1, SearchBudget.of(2000, 60.0), 0.1);
        Decision allowed = player.decideAnalysing(game, SearchRequest.MOVE, 0, false, () -> true, a -> { });
        Decision refused = player.decideAnalysing(game, SearchRequest.MOVE.withoutResigning(), 0, false, () -> true, a -> { });
        assertThat(allowed.move()).isEqualTo(Move.RESIGN);
        assertThat(refused.move()).isNotEqualTo(Move.RESIGN);
    }

    @Test
    void theNextMoveGoesOnFromTheTreeAnAnalysisLeft() {
        Game game = new Game(Geometry.of(9), RulesPresets.get("chinese"));
        MctsPlayer player = new MctsPlayer(3, 1, SearchBudget.of(300, 60.0), 0);
        Analysis analysed = player.analyse(game, 4000, 0, false, () -> true, a -> { });
        assertThat(analysed.playouts()).isEqualTo(4000);
        Decision d = player.decide(game, SearchRequest.MOVE);
        assertThat(d.playouts()).isEqualTo(300);
        // The root's children carry the analysis's visits as well as the move's 300.
        int visits = player.analysis(false).moves().stream().mapToInt(Analysis.MoveInfo::visits).sum();
        assertThat(visits).isGreaterThan(4000);
    }

    @Test
    void anEmptyPositionWithNothingToSearchPasses() {
        Game game = new Game(Geometry.of(5), RulesPresets.get("chinese"));
        game.play(Stone.BLACK, Move.PASS);
        game.play(Stone.WHITE, Move.PASS); // the game is over
        MctsPlayer player = new MctsPlayer(4, 1, SearchBudget.of(100, 60.0), 0);
        List<Analysis> reports = new ArrayList<>();
        assertThat(player.decideAnalysing(game, SearchRequest.MOVE, 1, false, () -> true, reports::add).move()).isEqualTo(Move.PASS);
        assertThat(reports).isEmpty();
    }
}
