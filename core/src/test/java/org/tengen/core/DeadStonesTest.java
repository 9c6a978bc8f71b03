package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

/** The dead-stone policy: none where the rules count the stones as they stand, else Benson's proof. */
class DeadStonesTest {
    private static final String EYE = """
            . X O . X
            X X X X X
            . . . . .
            . O O . .
            . . . . .
            """;

    @Test
    void rulesThatCountTheStonesAsTheyStandTakeNothingOff() {
        for (String preset : new String[] {"tromp-taylor", "gtsa", "cormack", "little-go"}) {
            Rules rules = RulesPresets.get(preset);
            assertThat(rules.countsAsItStands()).as(preset).isTrue();
            Game game = Diagrams.game(rules, EYE);
            assertThat(DeadStones.proposed(game)).as(preset).isEmpty();
            assertThat(DeadStones.count(game)).isEqualTo(game.score(java.util.Set.of()));
        }
    }

    @Test
    void agreementRulesTakeOffTheProvablyDead() {
        for (String preset : new String[] {"chinese", "japanese", "korean", "aga", "weiqi", "codingame"}) {
            Rules rules = RulesPresets.get(preset);
            assertThat(rules.countsAsItStands()).as(preset).isFalse();
            Game game = Diagrams.game(rules, EYE);
            assertThat(DeadStones.proposed(game)).as(preset).containsExactly(Diagrams.point(game, "C5"));
            assertThat(DeadStones.count(game)).isEqualTo(game.score(DeadStones.provablyDead(game.board())));
        }
    }

    @Test
    void eachRuleThatCountsLiterallyIsEnoughOnItsOwn() {
        Rules chinese = RulesPresets.get("chinese");
        assertThat(chinese.withMoveLimit(50).countsAsItStands()).isTrue();
        assertThat(new Rules(KoRule.POSITIONAL, SuicideRule.FORBIDDEN, ScoringRule.AREA, 7.5, HandicapBonus.ZERO, 0)
                .countsAsItStands()).isTrue();
        assertThat(new Rules(KoRule.SIMPLE, SuicideRule.ALL, ScoringRule.AREA, 7.5, HandicapBonus.ZERO, 0)
                .countsAsItStands()).isTrue();
        assertThat(new Rules(KoRule.SIMPLE, SuicideRule.FORBIDDEN, ScoringRule.STONES, 7.5, HandicapBonus.ZERO, 0)
                .countsAsItStands()).isTrue();
        assertThat(new Rules(KoRule.SITUATIONAL, SuicideRule.MULTI_STONE, ScoringRule.AREA, 7.5, HandicapBonus.ZERO, 0)
                .countsAsItStands()).isFalse();
    }
}
