package org.tengen.gtp.analysis;

import org.tengen.engine.MctsPlayer;

/**
 * One turn of a query to analyse: the query's id, the turn, its priority and place in the queue (higher priority
 * first, then earlier arrival), the game and how to report it. It is queued, then running, then done; a
 * {@code terminate} action can end it in the queue (it is answered with {@code noResults}) or while it runs (the
 * search stops and answers with what it has).
 */
public final class TurnRequest implements Comparable<TurnRequest> {
    private enum Status { QUEUED, RUNNING, DONE, TERMINATED }

    private final String id;
    private final int turnNumber;
    private final long priority;
    private final long arrival;
    private final PositionSpec position;
    private final QuerySettings settings;
    private Status status = Status.QUEUED;
    private boolean terminated;
    private MctsPlayer search;

    TurnRequest(String id, int turnNumber, long priority, long arrival, PositionSpec position, QuerySettings settings) {
        this.id = id;
        this.turnNumber = turnNumber;
        this.priority = priority;
        this.arrival = arrival;
        this.position = position;
        this.settings = settings;
    }

    /** The marker a worker meets after every real turn when the input has ended: the {@code k}-th of them. */
    static TurnRequest endOfInput(int k) {
        return new TurnRequest(null, -1, Long.MIN_VALUE, Long.MAX_VALUE - k, null, null);
    }

    /** Whether this is an {@link #endOfInput} marker. */
    boolean isEndOfInput() {
        return position == null;
    }

    public String id() {
        return id;
    }

    public int turnNumber() {
        return turnNumber;
    }

    public long priority() {
        return priority;
    }

    public PositionSpec position() {
        return position;
    }

    public QuerySettings settings() {
        return settings;
    }

    @Override
    public int compareTo(TurnRequest o) {
        int byPriority = Long.compare(o.priority, priority);
        return byPriority != 0 ? byPriority : Long.compare(arrival, o.arrival);
    }

    /** Takes the turn out of the queue to analyse it with {@code player}; false if it was terminated there. */
    synchronized boolean start(MctsPlayer player) {
        if (status != Status.QUEUED) {
            return false;
        }
        status = Status.RUNNING;
        search = player;
        return true;
    }

    /** Marks the analysis finished. */
    synchronized void finish() {
        status = Status.DONE;
        search = null;
    }

    /**
     * Ends this turn's analysis: true when it was still queued (the caller answers it), false when it was running
     * (its search stops and answers) or already over.
     */
    synchronized boolean terminate() {
        terminated = true;
        if (status == Status.QUEUED) {
            status = Status.TERMINATED;
            return true;
        }
        if (status == Status.RUNNING && search != null) {
            search.stop();
        }
        return false;
    }

    /** Ends this turn if it is still queued: true then (the caller answers it), false when it had started or was over. */
    synchronized boolean terminateIfQueued() {
        if (status != Status.QUEUED) {
            return false;
        }
        terminated = true;
        status = Status.TERMINATED;
        return true;
    }

    /** Whether a {@code terminate} action reached this turn. */
    synchronized boolean terminated() {
        return terminated;
    }
}
