package org.tengen.serve;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tengen.core.Game;
import org.tengen.engine.Decision;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.SearchBudget;
import org.tengen.engine.SearchRequest;

/**
 * tengen's moves and hints, searched on a pool of one thread a core, so twenty games against tengen queue
 * their moves rather than crowd the machine. A move is searched on a copy of the position; it is played only if
 * the game is still where the search started, then saved and sent to the game's pages like any move.
 */
final class EngineMoves {
    private static final Logger LOG = LoggerFactory.getLogger(EngineMoves.class);
    private final Games games;
    private final ExecutorService pool;

    EngineMoves(Games games) {
        this.games = games;
        this.pool = Executors.newFixedThreadPool(Limits.maxAnalyses(), daemons("tengen-engine"));
    }

    static ThreadFactory daemons(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** Starts tengen's move if it is its turn in {@code g}; does nothing otherwise. */
    void kick(ServedGame g) {
        ServedGame.Ticket ticket;
        synchronized (g) {
            ticket = g.startThinking();
        }
        if (ticket == null) {
            return;
        }
        games.broadcast(g);
        pool.submit(() -> think(g, ticket));
    }

    private void think(ServedGame g, ServedGame.Ticket ticket) {
        Decision decision = null;
        try {
            decision = ticket.player().decide(ticket.game(), SearchRequest.MOVE);
        } catch (RuntimeException e) {
            LOG.error("game {}: tengen's search failed", g.id(), e);
            games.broadcastError(g.id(), "tengen's search failed: " + e);
        }
        Decision d = decision;
        try {
            games.change(g, x -> x.finishThinking(ticket, d));
        } catch (ApiException e) {
            games.broadcastError(g.id(), e.getMessage());
        }
    }

    /** A hint for the side to move: the search's move at a small budget, never a resignation. */
    Future<Decision> hint(ServedGame g) {
        Game copy;
        synchronized (g) {
            if (g.game().isOver()) {
                throw ApiException.conflict("the game is over: there is no move to hint");
            }
            copy = g.copy();
        }
        return pool.submit(() -> new MctsPlayer(System.nanoTime(), 1, SearchBudget.of(Limits.HINT_PLAYOUTS, 10.0), 0)
                .decide(copy, SearchRequest.MOVE.withoutResigning()));
    }

    void shutdown() {
        pool.shutdownNow();
    }
}
