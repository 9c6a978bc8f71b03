package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tengen.core.testing.Diagrams.points;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

class ScoringTest {

    private static Rules rules(ScoringRule scoring, double komi) {
        return new Rules(KoRule.SIMPLE, SuicideRule.FORBIDDEN, scoring, komi, HandicapBonus.ZERO, 0);
    }

    /**
     * A finished 5x5 game. Black captured a white stone at A1 (by playing B1 against A2), White's B3 is
     * dead inside Black's area and Black's E2 dead inside White's.
     */
    private static Board finished() {
        Board b = Diagrams.board("""
                . . X O .
                . . X O .
                . O X O .
                X . X O X
                O . X O .
                """);
        Diagrams.play(b, Stone.BLACK, "B1");
        Diagrams.assertPosition(b, """
                . . X O .
                . . X O .
                . O X O .
                X . X O X
                . X X O .
                """);
        assertThat(b.prisoners(Stone.BLACK)).isEqualTo(1);
        return b;
    }

    private static Set<Integer> dead(Board b) {
        return points(b.geometry(), "B3", "E2");
    }

    @Test
    void territoryNamesTheOwnerOfEachPointAsTheCountDoes() {
        Board b = finished();
        Geometry g = b.geometry();
        Rules rules = rules(ScoringRule.AREA, 7.5);
        int[] owner = Scoring.territory(b, rules, dead(b), Set.of());
        StringBuilder map = new StringBuilder();
        for (int row = 0; row < g.height(); row++) { // row 0 is the top line
            for (int col = 0; col < g.width(); col++) {
                int p = g.point(col, row);
                map.append(owner[p] == Board.BLACK ? 'b' : owner[p] == Board.WHITE ? 'w' : '-');
            }
            map.append('\n');
        }
        // B3 (dead) and the points around it, and A1, are Black's; E2 (dead) and the E line White's; living stones
        // are no one's territory.
        assertThat(map.toString()).isEqualTo("""
                bb--w
                bb--w
                bb--w
                -b--w
                b---w
                """);
        int black = 0;
        int white = 0;
        for (int p : g.points()) {
            black += owner[p] == Board.BLACK ? 1 : 0;
            white += owner[p] == Board.WHITE ? 1 : 0;
        }
        Score s = Scoring.score(b, rules, 0, dead(b));
        assertThat(black).isEqualTo(s.blackTerritory());
        assertThat(white).isEqualTo(s.whiteTerritory());
    }

    @Test
    void areaScoringCountsStonesAndTerritory() {
        Board b = finished();
        Score s = Scoring.score(b, rules(ScoringRule.AREA, 7.5), 0, dead(b));
        // Black: 7 living stones; the 7 points around B3 (its own point included) and A1.
        assertThat(s.blackStones()).isEqualTo(7);
        assertThat(s.blackTerritory()).isEqualTo(8);
        assertThat(s.whiteStones()).isEqualTo(5);
        assertThat(s.whiteTerritory()).isEqualTo(5);
        assertThat(s.black()).isEqualTo(15);
        assertThat(s.white()).isEqualTo(17.5);
        assertThat(s.result().toSgf()).isEqualTo("W+2.5");
        // Prisoners make no difference under area scoring.
        assertThat(s.blackPrisoners()).isEqualTo(2);
        assertThat(s.whitePrisoners()).isEqualTo(1);
    }

    @Test
    void areaScoringDrawsAtEvenKomi() {
        Board b = finished();
        Score s = Scoring.score(b, rules(ScoringRule.AREA, 5), 0, dead(b));
        assertThat(s.result().isDraw()).isTrue();
        assertThat(s.result().toSgf()).isEqualTo("0");
        assertThat(s.result().winner()).isEmpty();
    }

    /** Black 15, White 10 before komi: a komi that is not a whole or half point only moves the comparison. */
    @Test
    void anyFiniteKomiComparesExactly() {
        Board b = finished();
        assertThat(Scoring.score(b, rules(ScoringRule.AREA, 4.75), 0, dead(b)).result().toSgf()).isEqualTo("B+0.25");
        assertThat(Scoring.score(b, rules(ScoringRule.AREA, 5.1), 0, dead(b)).result().toSgf()).isEqualTo("W+0.1");
        assertThat(Scoring.score(b, rules(ScoringRule.AREA, 4.9), 0, dead(b)).result().toSgf()).isEqualTo("B+0.1");
        Score s = Scoring.score(b, rules(ScoringRule.TERRITORY, 6.25), 0, dead(b));
        assertThat(s.describe()).startsWith(s.result().toSgf() + " (black ").contains("komi 6.25");
    }

    @Test
    void territoryScoringCountsTerritoryAndPrisoners() {
        Board b = finished();
        Score s = Scoring.score(b, rules(ScoringRule.TERRITORY, 0.5), 0, dead(b));
        // Black: 8 points, 1 stone captured in play, 1 dead stone (B3). White: 5 points, 1 dead stone (E2).
        assertThat(s.blackTerritory()).isEqualTo(8);
        assertThat(s.blackPrisoners()).isEqualTo(2);
        assertThat(s.whiteTerritory()).isEqualTo(5);
        assertThat(s.whitePrisoners()).isEqualTo(1);
        assertThat(s.black()).isEqualTo(10);
        assertThat(s.white()).isEqualTo(6.5);
        assertThat(s.result().toSgf()).isEqualTo("B+3.5");
        assertThat(s.result().margin()).isEqualTo(3.5);
    }

    @Test
    void stoneScoringCountsLivingStonesOnly() {
        Board b = finished();
        Score s = Scoring.score(b, rules(ScoringRule.STONES, 0), 0, dead(b));
        assertThat(s.black()).isEqualTo(7);
        assertThat(s.white()).isEqualTo(5);
        assertThat(s.result().toSgf()).isEqualTo("B+2");
    }

    @Test
    void withoutDeadStonesTheMixedRegionsBelongToNobody() {
        Board b = finished();
        Score s = Scoring.score(b, rules(ScoringRule.AREA, 0), 0, Set.of());
        // B3 alive makes Black's big region shared; E2 alive makes White's column shared. A1 stays Black's.
        assertThat(s.blackStones()).isEqualTo(8);
        assertThat(s.whiteStones()).isEqualTo(6);
        assertThat(s.blackTerritory()).isEqualTo(1);
        assertThat(s.whiteTerritory()).isZero();
        assertThat(s.result().toSgf()).isEqualTo("B+3");
    }

    @Test
    void komiMayBeNegative() {
        Board b = finished();
        Score s = Scoring.score(b, rules(ScoringRule.AREA, -0.5), 0, dead(b));
        assertThat(s.white()).isEqualTo(9.5);
        assertThat(s.result().toSgf()).isEqualTo("B+5.5");
    }

    @Test
    void deadStonesMustBeStones() {
        Board b = finished();
        assertThatThrownBy(() -> Scoring.score(b, rules(ScoringRule.AREA, 0), 0, points(b.geometry(), "A5")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("A5");
    }

    @Test
    void theHandicapBonusCountsUnderAreaScoringOnly() {
        Board b = finished();
        Rules area = rules(ScoringRule.AREA, 7.5);
        assertThat(Scoring.score(b, area, 3, dead(b)).white()).isEqualTo(17.5);
        assertThat(Scoring.score(b, area.withHandicapBonus(HandicapBonus.N), 3, dead(b)).white()).isEqualTo(20.5);
        assertThat(Scoring.score(b, area.withHandicapBonus(HandicapBonus.N_MINUS_ONE), 3, dead(b)).white())
                .isEqualTo(19.5);
        assertThat(Scoring.score(b, area.withHandicapBonus(HandicapBonus.N_MINUS_ONE), 1, dead(b)).white())
                .isEqualTo(17.5);
        Rules territory = rules(ScoringRule.TERRITORY, 6.5).withHandicapBonus(HandicapBonus.N);
        Score s = Scoring.score(b, territory, 3, dead(b));
        assertThat(s.handicapBonus()).isZero();
        assertThat(s.white()).isEqualTo(12.5);
    }

    // ---------------------------------------------------------------- seki

    /**
     * Black's C5-C4-C3-D3 and White's E5-E4-E3 live in seki: D5 and D4 are their only liberties, shared.
     * White's wall on the left owns column A and the bottom-left corner, Black's wall the column G.
     */
    private static final String SEKI = """
            . O X . O X .
            . O X . O X .
            . O X X O X .
            . O O O X X .
            . . . O X . .
            """;

    @Test
    void sekiUnderAreaScoring() {
        Board b = Diagrams.board(SEKI);
        assertThat(b.liberties(Diagrams.point(b, "C5"))).isEqualTo(2);
        assertThat(b.liberties(Diagrams.point(b, "E5"))).isEqualTo(2);
        Score s = Scoring.score(b, rules(ScoringRule.AREA, 0), 0, Set.of());
        // Each side counts its seki stones; the shared liberties D5 and D4 belong to nobody.
        assertThat(s.blackStones()).isEqualTo(10);
        assertThat(s.whiteStones()).isEqualTo(10);
        assertThat(s.blackTerritory()).isEqualTo(6);
        assertThat(s.whiteTerritory()).isEqualTo(7);
        assertThat(s.blackStones() + s.whiteStones() + s.blackTerritory() + s.whiteTerritory()).isEqualTo(35 - 2);
        assertThat(s.black()).isEqualTo(16);
        assertThat(s.white()).isEqualTo(17);
        assertThat(s.result().toSgf()).isEqualTo("W+1");
    }

    @Test
    void sekiUnderTerritoryScoring() {
        Board b = Diagrams.board(SEKI);
        Score s = Scoring.score(b, rules(ScoringRule.TERRITORY, 0), 0, Set.of());
        // Only the surrounded points count; the seki stones are neither points nor prisoners.
        assertThat(s.black()).isEqualTo(6);
        assertThat(s.white()).isEqualTo(7);
        assertThat(s.blackPrisoners()).isZero();
        assertThat(s.whitePrisoners()).isZero();
        assertThat(s.result().toSgf()).isEqualTo("W+1");
    }

    @Test
    void sekiStonesAreNotGuessedDead() {
        assertThat(DeadStones.provablyDead(Diagrams.board(SEKI))).isEmpty();
    }

    // ---------------------------------------------------------------- results

    @Test
    void resultsInSgfForm() {
        assertThat(Result.byScore(3.5).toSgf()).isEqualTo("B+3.5");
        assertThat(Result.byScore(-12).toSgf()).isEqualTo("W+12");
        assertThat(Result.byScore(0).toSgf()).isEqualTo("0");
        assertThat(Result.byResignation(Stone.WHITE).toSgf()).isEqualTo("W+R");
        assertThat(Result.byResignation(Stone.BLACK).toSgf()).isEqualTo("B+R");
        assertThat(Result.byResignation(Stone.BLACK).margin()).isZero();
        assertThat(Result.byScore(-0.5).winner()).contains(Stone.WHITE);
        assertThat(Result.byScore(-0.5).margin()).isEqualTo(0.5);
        assertThat(Result.byScore(3.5)).isEqualTo(Result.byScore(3.5)).isNotEqualTo(Result.byScore(2.5));
        assertThat(Result.byResignation(Stone.BLACK)).isNotEqualTo(Result.byScore(1));
    }

    @Test
    void describeNamesTheParts() {
        Board b = finished();
        Score s = Scoring.score(b, rules(ScoringRule.TERRITORY, 0.5), 0, dead(b));
        assertThat(s.describe()).startsWith("B+3.5 (black 10, white 6.5: black 8 territory + 2 prisoners; "
                + "white 5 territory + 1 prisoners");
    }
}
