package org.tengen.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games in memory, read from the {@link GameStore} on first use and dropped (the least recently used,
 * without an open page, not thinking) past {@link Limits#MAX_GAMES_IN_MEMORY}. Every change goes through
 * {@link #change}: applied, saved, and only then answered and sent to the game's pages.
 */
final class Games {
    private static final Logger LOG = LoggerFactory.getLogger(Games.class);
    private final GameStore store;
    private final Clients clients;
    private final Map<String, ServedGame> live = new LinkedHashMap<>(16, 0.75f, true);

    Games(GameStore store, Clients clients) {
        this.store = store;
        this.clients = clients;
    }

    GameStore store() {
        return store;
    }

    /** {@return the game of an id, read from its file if it is not in memory} */
    ServedGame get(String id) throws IOException {
        GameId.check(id);
        synchronized (live) {
            ServedGame g = live.get(id);
            if (g != null) {
                return g;
            }
        }
        String sgf = store.read(id);
        ServedGame loaded;
        try {
            loaded = ServedGame.load(id, sgf);
        } catch (ApiException e) {
            throw new ApiException(422, "the saved game '" + id + "' cannot be read: " + e.getMessage());
        }
        synchronized (live) {
            ServedGame g = live.putIfAbsent(id, loaded);
            trim();
            return g != null ? g : loaded;
        }
    }

    /** Adds a new game (created or imported) and saves it. */
    ObjectNode add(ServedGame g) throws IOException {
        ObjectNode state;
        synchronized (g) {
            store.save(g.id(), g.toSgf());
            state = StateJson.of(g);
        }
        synchronized (live) {
            live.put(g.id(), g);
            trim();
        }
        return state;
    }

    int inMemory() {
        synchronized (live) {
            return live.size();
        }
    }

    private void trim() {
        Iterator<Map.Entry<String, ServedGame>> it = live.entrySet().iterator();
        while (live.size() > Limits.MAX_GAMES_IN_MEMORY && it.hasNext()) {
            Map.Entry<String, ServedGame> e = it.next();
            ServedGame g = e.getValue();
            if (!g.thinking() && !clients.hasPages(e.getKey())) {
                it.remove();
            }
        }
    }

    /**
     * Changes a game: the change, then the save, then the state sent to its pages and returned. An operation that
     * changed nothing (its version is the same, as for a dropped search of tengen's) is neither saved nor sent. When the save
     * fails the game is dropped from memory, so that it is read again as it was last saved, and the caller
     * gets a 500 with the reason: no page is told of a move that is not on the disk.
     */
    ObjectNode change(ServedGame g, Consumer<ServedGame> op) {
        ObjectNode state;
        IOException failed = null;
        synchronized (g) {
            long before = g.version();
            op.accept(g);
            if (g.version() == before) {
                return StateJson.of(g);
            }
            try {
                store.save(g.id(), g.toSgf());
            } catch (IOException e) {
                failed = e;
            }
            state = failed == null ? StateJson.of(g) : null;
        }
        if (failed != null) {
            LOG.error("game {}: cannot save it: {}", g.id(), failed.toString());
            synchronized (live) {
                live.remove(g.id());
            }
            throw new ApiException(500, "the game could not be saved (" + failed.getMessage() + "); the last change is not kept");
        }
        clients.broadcast(g.id(), state.toString());
        return state;
    }

    /** Sends a game's state to its pages (for changes that are not saved, such as tengen starting to think). */
    void broadcast(ServedGame g) {
        String text;
        synchronized (g) {
            text = StateJson.of(g).toString();
        }
        clients.broadcast(g.id(), text);
    }

    void broadcastError(String id, String message) {
        clients.broadcast(id, StateJson.error(message, null).toString());
    }
}
