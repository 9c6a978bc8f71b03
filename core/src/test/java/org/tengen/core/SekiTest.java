package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

/** Seki by its shape, and the count of a seki: its eyes are no one's under territory scoring only. */
class SekiTest {
    /** Black's B5-A4-B4-C4 (eye A5) and White's D5-D4-E4-F4-F5 (eye E5) share C5. */
    private static final String ONE_EYE_EACH = """
            . X . O . O X . .
            X X X O O O X . .
            O O O X X X X . .
            O . O O O O X . .
            O O . O . O X . .
            """;

    /** Two shared liberties and no eye (ScoringTest's seki). */
    private static final String NO_EYES = """
            . O X . O X .
            . O X . O X .
            . O X X O X .
            . O O O X X .
            . . . O X . .
            """;

    @Test
    void oneEyeEachAndASharedLiberty() {
        Board b = Diagrams.board(ONE_EYE_EACH);
        assertThat(Seki.stones(b, Set.of())).isEqualTo(Diagrams.points(b.geometry(), "B5", "A4", "B4", "C4",
                "D5", "D4", "E4", "F4", "F5"));
    }

    @Test
    void twoSharedLibertiesAndNoEye() {
        Board b = Diagrams.board(NO_EYES);
        assertThat(Seki.stones(b, Set.of())).isEqualTo(Diagrams.points(b.geometry(), "C5", "C4", "C3", "D3",
                "E5", "E4", "E3"));
    }

    @Test
    void aDameBetweenLivingGroupsIsNoSeki() {
        Board b = Diagrams.board("""
                . . X . O . .
                . . X . O . .
                . . X . O . .
                """);
        assertThat(Seki.stones(b, Set.of())).isEmpty();
    }

    @Test
    void aChainInAtariIsNoSeki() {
        // White's C2 has only B2 left: Black captures there, it is no seki.
        Board b = Diagrams.board("""
                . X X X .
                X . O X .
                X X X X .
                """);
        assertThat(Seki.stones(b, Set.of())).isEmpty();
    }

    @Test
    void theEyesOfASekiAreNoOnesTerritoryUnderTerritoryScoringOnly() {
        Board b = Diagrams.board(ONE_EYE_EACH);
        Set<Integer> seki = Seki.stones(b, Set.of());
        Rules korean = RulesPresets.get("korean").withKomi(0);
        Score without = Scoring.score(b, korean, 0, Set.of());
        Score with = Scoring.score(b, korean, 0, Set.of(), seki);
        assertThat(without.blackTerritory()).isEqualTo(11);
        assertThat(with.blackTerritory()).isEqualTo(10);
        assertThat(with.whiteTerritory()).isEqualTo(3);
        assertThat(new Settlement(Set.of(), seki).count(b, korean, 0)).isEqualTo(with);
        Rules chinese = RulesPresets.get("chinese").withKomi(0);
        assertThat(Scoring.score(b, chinese, 0, Set.of(), seki)).isEqualTo(Scoring.score(b, chinese, 0, Set.of()));
    }

    @Test
    void aSettlementKnowsEachStonesStatus() {
        Board b = Diagrams.board(ONE_EYE_EACH);
        Settlement s = new Settlement(Diagrams.points(b.geometry(), "G5"), Diagrams.points(b.geometry(), "B5"));
        assertThat(s.status(Diagrams.point(b, "G5"))).isEqualTo(StoneStatus.DEAD);
        assertThat(s.status(Diagrams.point(b, "B5"))).isEqualTo(StoneStatus.SEKI);
        assertThat(s.status(Diagrams.point(b, "A3"))).isEqualTo(StoneStatus.ALIVE);
        assertThat(StoneStatus.SEKI.gtpName()).isEqualTo("seki");
        assertThatThrownBy(() -> new Settlement(Set.of(5), Set.of(5))).hasMessageContaining("both dead and in seki");
        assertThatThrownBy(() -> Scoring.score(b, RulesPresets.get("korean"), 0, Set.of(), Set.of(Diagrams.point(b, "A5"))))
                .hasMessageContaining("seki stone at A5");
    }
}
