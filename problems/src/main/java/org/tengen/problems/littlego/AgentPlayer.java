package org.tengen.problems.littlego;

import java.util.Optional;
import org.tengen.core.Board;
import org.tengen.core.Position;
import org.tengen.core.Stone;

/**
 * The agent as a refereed player: the input it gets is the course's, and it keeps its state between moves
 * in memory as {@code tengen agent} keeps it in a file (or, {@code fresh}, keeps none: every move as in a
 * new directory).
 */
public final class AgentPlayer implements RefereedPlayer {
    private final Agent agent;
    private final int maxPlayouts;
    private final long nanos;
    private final boolean fresh;
    private Optional<AgentState> state = Optional.empty();

    public AgentPlayer(Agent agent, int maxPlayouts, long nanos, boolean fresh) {
        this.agent = agent;
        this.maxPlayouts = maxPlayouts;
        this.nanos = nanos;
        this.fresh = fresh;
    }

    @Override
    public String move(int colour, Position previous, Board current, int movesPlayed) {
        AgentInput input = new AgentInput(Stone.ofCode(colour), previous, Position.of(current));
        AgentMove move = agent.decide(input, fresh ? Optional.empty() : state, maxPlayouts, nanos);
        state = Optional.of(move.state());
        return move.text();
    }

    @Override
    public String name() {
        return "agent";
    }
}
