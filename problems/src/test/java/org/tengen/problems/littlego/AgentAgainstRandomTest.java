package org.tengen.problems.littlego;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Seeded games against the random player, judged by the course's rules and its
 * time limit of 1 s per move: the agent never loses a game by an illegal or malformed move or on time, and
 * with a small playout budget it still wins them all. Half of the games keep no state, as if every move
 * were made in a new directory.
 */
class AgentAgainstRandomTest {
    private static final int PLAYOUTS = 300;

    @Test
    void neverForfeitsAndWinsEveryGameAsEitherColour() {
        Referee referee = new Referee(1_000_000_000L);
        for (int game = 0; game < 20; game++) {
            boolean fresh = game % 4 >= 2;
            RefereedPlayer agent = new AgentPlayer(new Agent(game), PLAYOUTS, Long.MAX_VALUE, fresh);
            RefereedPlayer random = new RandomOpponent(1000 + game);
            int colour = game % 2 == 0 ? 1 : 2;
            Referee.Outcome o = colour == 1 ? referee.play(agent, random) : referee.play(random, agent);
            String what = "game " + game + (fresh ? " (no state)" : "") + ": " + o.detail() + ", moves " + o.record();
            assertThat(o.ending()).as(what).isEqualTo(Referee.Ending.SCORE);
            assertThat(o.winner()).as(what).isEqualTo(colour);
        }
    }
}
