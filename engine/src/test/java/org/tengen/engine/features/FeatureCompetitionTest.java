package org.tengen.engine.features;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.testing.RandomGame;

/** The competition of a position: every legal move and the pass, their keys, and which was played. */
class FeatureCompetitionTest {
    @Test
    void everyLegalMoveAndThePassCompeteAndThePlayedOneIsMarked() {
        RandomGame driver = RandomGame.seeded(14).passingOneIn(15);
        Game game = new Game(Geometry.of(9), RulesPresets.get("tromp-taylor")); // superko, suicide allowed
        CompetitionBuilder builder = new CompetitionBuilder();
        FeatureExtractor extractor = new FeatureExtractor();
        Competition c = new Competition();
        for (int move = 0; move < 120 && !game.isOver(); move++) {
            Move next = driver.next(game);
            builder.fill(game, game.toMove(), next, c);
            int[] legal = game.legalPoints();
            assertThat(c.size()).isEqualTo(legal.length + 1);
            assertThat(c.point(c.size() - 1)).isEqualTo(FeatureExtractor.PASS);
            int expectedPlayed = next instanceof Move.Play play ? Arrays.binarySearch(legal, play.point()) : legal.length;
            assertThat(c.played()).isEqualTo(expectedPlayed);
            int[] last = CompetitionBuilder.lastTwoMoves(game.history());
            Board board = game.boardCopy();
            long[] buffer = new long[FeatureExtractor.MAX_FEATURES];
            for (int i = 0; i < legal.length; i++) {
                assertThat(c.point(i)).isEqualTo(legal[i]);
                int n = extractor.extract(board, game.toMove().code(), legal[i], last[0], last[1], buffer, 0);
                assertThat(c.features(i)).containsExactly(Arrays.copyOf(buffer, n));
                assertThat(c.featureCount(i)).isEqualTo(n);
                assertThat(c.feature(i, n - 1)).isEqualTo(buffer[n - 1]);
                assertThat(c.start(i + 1) - c.start(i)).isEqualTo(n);
            }
            assertThat(c.copy().features(c.played())).containsExactly(c.features(c.played()));
            driver.play(game);
        }
    }

    @Test
    void aResignationMatchesNoCandidateAndTheCompetitionRemembersTheLastTwoMoves() {
        Game game = new Game(Geometry.of(9), RulesPresets.get("chinese"));
        Competition first = new CompetitionBuilder().competition(game, Move.RESIGN);
        assertThat(first.played()).isEqualTo(-1);
        assertThat(first.size()).isEqualTo(82);
        game.play(Move.play(game.geometry().parseGtp("E5")));
        game.play(Move.PASS);
        assertThat(CompetitionBuilder.lastTwoMoves(game.history()))
                .containsExactly(FeatureExtractor.PASS, game.geometry().parseGtp("E5"));
        Competition afterPass = new CompetitionBuilder().competition(game, Move.PASS);
        assertThat(afterPass.played()).isEqualTo(afterPass.size() - 1);
        assertThat(afterPass.features(afterPass.played()))
                .containsExactly(FeatureKey.of(FeatureGroup.PASS, FeatureGroup.PASS_AFTER_PASS));
    }
}
