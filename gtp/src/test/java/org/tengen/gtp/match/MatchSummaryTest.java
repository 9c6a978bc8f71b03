package org.tengen.gtp.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class MatchSummaryTest {
    @Test
    void winsPerEngineAndColourTheIntervalAndElo() {
        MatchSummary s = new MatchSummary("A", "B");
        // Ten games, A Black in the odd ones: A wins 7 (4 as Black, 3 as White), B wins 2, one draw.
        int[] winners = {0, 0, 0, 0, 0, 0, 0, 1, 1, -1};
        boolean[] aBlack = {true, true, true, true, false, false, false, false, true, false};
        for (int i = 0; i < 10; i++) {
            s.add(aBlack[i], winners[i], 1_000_000_000L, 10, 500_000_000L, 10);
        }
        assertThat(s.games()).isEqualTo(10);
        assertThat(s.wins(0)).isEqualTo(7);
        assertThat(s.wins(1)).isEqualTo(2);
        assertThat(s.draws()).isEqualTo(1);
        assertThat(s.scoreRate()).isEqualTo(0.75);
        // Wilson's interval for 7.5 of 10 at 95%.
        assertThat(s.interval()[0]).isCloseTo(0.4422, within(1e-3));
        assertThat(s.interval()[1]).isCloseTo(0.9191, within(1e-3));
        assertThat(s.elo()).isCloseTo(190.85, within(0.01));
        assertThat(s.secondsPerMove(0)).isCloseTo(0.1, within(1e-9));
        assertThat(s.secondsPerMove(1)).isCloseTo(0.05, within(1e-9));
        assertThat(s.text()).startsWith("10 games: A 7 wins (4 as Black, 3 as White), B 2 wins (1 as Black, 1 as White), 1 draws");
        assertThat(s.text()).contains("A scores 75.0% (95% interval 44.2% to 91.9%), Elo +191");
    }

    @Test
    void allWinsIsAnInfiniteElo() {
        MatchSummary s = new MatchSummary("A", "B");
        s.add(true, 0, 0, 0, 0, 0);
        assertThat(s.elo()).isInfinite();
        assertThat(s.text()).contains("Elo +inf");
        assertThat(s.json()).contains("\"elo\":null");
    }

    @Test
    void anEvenMatchIsEloZeroWithoutASign() {
        MatchSummary s = new MatchSummary("A", "B");
        s.add(true, 0, 0, 0, 0, 0);
        s.add(false, 1, 0, 0, 0, 0);
        assertThat(s.text()).contains("A scores 50.0%").contains("Elo 0")
                .doesNotContain("Elo -0").doesNotContain("Elo +0");
    }
}
