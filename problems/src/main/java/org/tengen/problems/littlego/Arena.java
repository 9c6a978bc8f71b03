package org.tengen.problems.littlego;

import java.util.function.LongFunction;

/**
 * The agent against one opponent over many refereed games, half with each colour: the benchmark of the
 * little-go agent. Game {@code g} seeds both players with {@code seed + g}, so a run can be repeated.
 */
public final class Arena {
    /** One colour's tally for the agent: wins, losses and how the losses came about. */
    public record Tally(int games, int wins, int illegal, int malformed, int onTime, long marginHalfPoints,
            long slowestNanos) {
        Tally add(Referee.Outcome o, int agentColour) {
            boolean won = o.winner() == agentColour;
            boolean forfeit = !won && o.ending() != Referee.Ending.SCORE;
            long margin = 2L * (o.blackStones() - o.whiteStones()) - LittleGoRules.komiHalfPoints(); // half points, Black's view
            return new Tally(games + 1, wins + (won ? 1 : 0),
                    illegal + (forfeit && o.ending() == Referee.Ending.ILLEGAL ? 1 : 0),
                    malformed + (forfeit && o.ending() == Referee.Ending.MALFORMED ? 1 : 0),
                    onTime + (forfeit && o.ending() == Referee.Ending.TIME ? 1 : 0),
                    marginHalfPoints + (agentColour == 1 ? margin : -margin),
                    Math.max(slowestNanos, agentColour == 1 ? o.slowestBlackNanos() : o.slowestWhiteNanos()));
        }

        /** The agent's average final lead in points (komi counted) over these games. */
        public double averageLead() {
            return games == 0 ? 0 : marginHalfPoints / 2.0 / games;
        }
    }

    /** What the arena reports after each game. */
    public interface Listener {
        void gameOver(int game, int agentColour, Referee.Outcome outcome);
    }

    private final LongFunction<RefereedPlayer> agent;
    private final LongFunction<RefereedPlayer> opponent;
    private final Referee referee;

    /** Players made fresh for each game from a seed; the referee judges every game. */
    public Arena(LongFunction<RefereedPlayer> agent, LongFunction<RefereedPlayer> opponent, Referee referee) {
        this.agent = agent;
        this.opponent = opponent;
        this.referee = referee;
    }

    /** Plays {@code gamesPerColour} games with the agent as Black and as many as White; index 1 black, 2 white. */
    public Tally[] run(int gamesPerColour, long seed, Listener listener) {
        Tally[] tallies = {null, new Tally(0, 0, 0, 0, 0, 0, 0), new Tally(0, 0, 0, 0, 0, 0, 0)};
        for (int g = 0; g < 2 * gamesPerColour; g++) {
            int agentColour = g % 2 == 0 ? 1 : 2;
            RefereedPlayer a = agent.apply(seed + g);
            RefereedPlayer o = opponent.apply(seed + g);
            Referee.Outcome outcome = agentColour == 1 ? referee.play(a, o) : referee.play(o, a);
            tallies[agentColour] = tallies[agentColour].add(outcome, agentColour);
            listener.gameOver(g + 1, agentColour, outcome);
        }
        return tallies;
    }

    /** The opponent of a name: {@code random}, {@code greedy}, or {@code alphabeta} searching {@code depth} plies. */
    public static LongFunction<RefereedPlayer> opponent(String name, int depth) {
        switch (name) {
            case "random":
                return RandomOpponent::new;
            case "greedy":
                return GreedyOpponent::new;
            case "alphabeta":
                return seed -> new AlphaBetaOpponent(depth, seed);
            default:
                throw new IllegalArgumentException("unknown opponent '" + name + "' (expected random, greedy or alphabeta)");
        }
    }
}
