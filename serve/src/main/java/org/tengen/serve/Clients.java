package org.tengen.serve;

import io.javalin.websocket.WsContext;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The open pages (WebSockets) of each game, and sending to them one message at a time per page. */
final class Clients {
    private static final Logger LOG = LoggerFactory.getLogger(Clients.class);
    private final Map<String, Set<WsContext>> byGame = new ConcurrentHashMap<>();

    void add(String id, WsContext ws) {
        byGame.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()).add(ws);
    }

    void remove(String id, WsContext ws) {
        byGame.computeIfPresent(id, (k, set) -> {
            set.remove(ws);
            return set.isEmpty() ? null : set;
        });
    }

    boolean hasPages(String id) {
        Set<WsContext> set = byGame.get(id);
        return set != null && !set.isEmpty();
    }

    int pages() {
        return byGame.values().stream().mapToInt(Set::size).sum();
    }

    void broadcast(String id, String text) {
        Set<WsContext> set = byGame.get(id);
        if (set != null) {
            for (WsContext ws : set) {
                send(ws, text);
            }
        }
    }

    /** Sends to one page; a page that has gone is skipped (its close removes it). */
    static void send(WsContext ws, String text) {
        synchronized (ws.session) {
            if (!ws.session.isOpen()) {
                return;
            }
            try {
                ws.send(text);
            } catch (RuntimeException e) {
                LOG.debug("a page went away while sent to: {}", e.toString());
            }
        }
    }
}
