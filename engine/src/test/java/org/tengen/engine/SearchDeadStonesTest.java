package org.tengen.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.Score;
import org.tengen.core.Settlement;
import org.tengen.core.StoneStatus;
import org.tengen.core.testing.Diagrams;

/**
 * The search's dead-stone policy on positions whose status is clear from the diagram: a stone dead inside the
 * other colour's territory, a group living with two eyes inside it, a seki with an eye on each side, the same
 * answer every time, and nothing dead where the rules count the stones as they stand.
 */
class SearchDeadStonesTest {
    private static final SearchDeadStones POLICY = SearchDeadStones.standard();

    /** White's B6 is dead in Black's area on the left, Black's G3 dead in White's on the right. */
    private static final String WALLS = """
            . . . X O . .
            . O . X O . .
            . . . X O . .
            . . . X O . .
            . . . X O . X
            . . . X O . .
            . . . X O . .
            """;

    /** White's corner group lives with two eyes (A9, C9) inside Black's area. */
    private static final String TWO_EYES = """
            . O . O X . . . .
            O O O O X . . . .
            X X X X X . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            """;

    /**
     * Black's B5-A4-B4-C4 (eye A5) and White's D5-D4-E4-F4-F5 (eye E5) share C5 and live in seki; Black's outer
     * group owns columns H and J, White's lower group has eyes at B2, C1 and E1.
     */
    private static final String SEKI = """
            . X . O . O X . .
            X X X O O O X . .
            O O O X X X X . .
            O . O O O O X . .
            O O . O . O X . .
            """;

    /**
     * White's corner group has the straight three A9-B9-C9 with Black's stone on its vital point, B9, and no
     * liberty outside: dead, as the players would count it. Playouts that never put two stones in atari could
     * not take it (neither side would play A9 or C9) and counted it alive with B9.
     */
    private static final String NAKADE = """
            . X . O X . . . .
            O O O O X . . . .
            X X X X X . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            """;

    @Test
    void aStoneInsideTheOtherColoursTerritoryIsDead() {
        Game game = Diagrams.game(RulesPresets.get("japanese").withKomi(0), WALLS);
        Settlement s = POLICY.settle(game);
        assertThat(s.dead()).isEqualTo(Diagrams.points(game.geometry(), "B6", "G3"));
        assertThat(s.seki()).isEmpty();
        Score score = POLICY.count(game);
        // Black: 21 points on the left (B6 among them) and the prisoner B6; White: 14 and G3.
        assertThat(score.blackTerritory()).isEqualTo(21);
        assertThat(score.whiteTerritory()).isEqualTo(14);
        assertThat(score.result().toSgf()).isEqualTo("B+7");
    }

    @Test
    void aGroupWithTwoEyesInsideTheOtherColoursAreaLives() {
        Game game = Diagrams.game(RulesPresets.get("korean").withKomi(0), TWO_EYES);
        Settlement s = POLICY.settle(game);
        assertThat(s.dead()).isEmpty();
        assertThat(s.status(Diagrams.point(game, "A8"))).isEqualTo(StoneStatus.ALIVE);
        assertThat(s.status(Diagrams.point(game, "E9"))).isEqualTo(StoneStatus.ALIVE);
        assertThat(POLICY.count(game).whiteTerritory()).isEqualTo(2);
    }

    @Test
    void aGroupWhoseEyeSpaceHoldsANakadeIsDead() {
        Game game = Diagrams.game(RulesPresets.get("korean").withKomi(0), NAKADE);
        Settlement s = POLICY.settle(game);
        assertThat(s.dead()).isEqualTo(Diagrams.points(game.geometry(), "D9", "A8", "B8", "C8", "D8"));
        assertThat(s.seki()).isEmpty();
        // Black: every point but its 8 stones, the 5 white ones among them (prisoners too): 73 and 5.
        Score score = POLICY.count(game);
        assertThat(score.blackTerritory()).isEqualTo(73);
        assertThat(score.result().toSgf()).isEqualTo("B+78");
    }

    @Test
    void aSekiLivesAndItsEyesAreNoOnesUnderTerritoryScoring() {
        Game game = Diagrams.game(RulesPresets.get("korean").withKomi(0), SEKI);
        Settlement s = POLICY.settle(game);
        assertThat(s.dead()).isEmpty();
        assertThat(s.seki()).isEqualTo(Diagrams.points(game.geometry(), "B5", "A4", "B4", "C4", "D5", "D4", "E4", "F4", "F5"));
        assertThat(s.status(Diagrams.point(game, "B5"))).isEqualTo(StoneStatus.SEKI);
        assertThat(s.status(Diagrams.point(game, "G5"))).isEqualTo(StoneStatus.ALIVE);
        Score territory = POLICY.count(game);
        // Black owns columns H and J (10 points), White B2, C1 and E1; the eyes A5 and E5 and C5 are no one's.
        assertThat(territory.blackTerritory()).isEqualTo(10);
        assertThat(territory.whiteTerritory()).isEqualTo(3);
        assertThat(territory.result().toSgf()).isEqualTo("B+7");
        // Under area scoring each eye is its colour's area: Black 17 stones + 11, White 19 stones + 4.
        Game chinese = Diagrams.game(RulesPresets.get("chinese").withKomi(0), SEKI);
        Score area = POLICY.count(chinese);
        assertThat(area.blackTerritory()).isEqualTo(11);
        assertThat(area.whiteTerritory()).isEqualTo(4);
    }

    @Test
    void theSamePositionAlwaysGetsTheSameAnswer() {
        Game game = Diagrams.game(RulesPresets.get("japanese"), WALLS);
        double[] first = POLICY.ownership(game.board(), game.rules());
        assertThat(new SearchDeadStones(SearchDeadStones.DEFAULT_PLAYOUTS, 0).ownership(game.board(), game.rules()))
                .containsExactly(first);
        assertThat(POLICY.settle(game)).isEqualTo(POLICY.settle(game));
    }

    @Test
    void rulesThatCountTheStonesAsTheyStandTakeNothingOff() {
        for (String preset : new String[] {"tromp-taylor", "cormack", "little-go"}) {
            Rules rules = RulesPresets.get(preset);
            Game game = Diagrams.game(rules, WALLS);
            assertThat(POLICY.settle(game)).as(preset).isEqualTo(Settlement.AS_IT_STANDS);
            assertThat(POLICY.count(game)).as(preset).isEqualTo(game.score(Set.of()));
        }
    }

    /**
     * The dead line, on a given ownership: in {@link #WALLS} the search owns Black's wall for Black by 0.05
     * only (a close call), White's wall for White by 0.3, the stones B6 and G3 for the other colour. The
     * standard policy takes off a chain its own colour owns by 0.1 or less, so Black's wall is dead; with the
     * threshold at 0 (dead only when the other colour owns it) it lives.
     */
    @Test
    void aChainItsOwnColourOwnsByOneTenthOrLessIsDead() {
        Game game = Diagrams.game(RulesPresets.get("japanese").withKomi(0), WALLS);
        double[] ownership = new double[game.geometry().length()];
        for (int p : game.geometry().points()) {
            int col = game.geometry().col(p);
            ownership[p] = col < 3 ? 0.9 : col == 3 ? 0.05 : col == 4 ? -0.3 : -0.9;
        }
        Set<Integer> blackWall = Diagrams.points(game.geometry(), "D1", "D2", "D3", "D4", "D5", "D6", "D7");
        Set<Integer> stones = Diagrams.points(game.geometry(), "B6", "G3");
        assertThat(POLICY.settle(game.board(), ownership).dead()).containsAll(blackWall).containsAll(stones)
                .hasSize(9);
        assertThat(new SearchDeadStones(SearchDeadStones.DEFAULT_PLAYOUTS, 0).settle(game.board(), ownership).dead())
                .isEqualTo(stones);
        ownership[Diagrams.point(game, "D4")] = 0.75; // the wall's mean is now 0.15: it lives
        assertThat(POLICY.settle(game.board(), ownership).dead()).isEqualTo(stones);
    }

    /**
     * A fight the playouts leave in doubt on both sides: Black's wall owned for Black by 0.05, White's wall
     * next to it owned for Black by 0.05 too. White's wall is owned for the other colour, so it is dead, and
     * Black's, touching it, is the capturer and lives: the two sides of one fight are never both dead.
     */
    @Test
    void aChainInDoubtThatTouchesADeadChainOfTheOtherColourLives() {
        Game game = Diagrams.game(RulesPresets.get("japanese").withKomi(0), WALLS);
        double[] ownership = new double[game.geometry().length()];
        for (int p : game.geometry().points()) {
            int col = game.geometry().col(p);
            ownership[p] = col < 3 ? 0.9 : col < 5 ? 0.05 : -0.9;
        }
        Set<Integer> expected = Diagrams.points(game.geometry(), "E1", "E2", "E3", "E4", "E5", "E6", "E7", "B6", "G3");
        assertThat(POLICY.settle(game.board(), ownership).dead()).isEqualTo(expected);
    }

    @Test
    void badSettingsAreRefused() {
        assertThatThrownBy(() -> new SearchDeadStones(0, 0)).hasMessageContaining("playouts");
        assertThatThrownBy(() -> new SearchDeadStones(10, 1)).hasMessageContaining("threshold");
        assertThatThrownBy(() -> new SearchDeadStones(10, -1)).hasMessageContaining("above -1");
    }
}
