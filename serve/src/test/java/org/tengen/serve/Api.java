package org.tengen.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A client of the server's API for the tests: JSON over HTTP, and a page's WebSocket. */
final class Api {
    static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    final String base;

    Api(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    /** A response: its status and body as JSON (or the text, for SGF). */
    record Reply(int status, String text) {
        JsonNode json() {
            try {
                return JSON.readTree(text);
            } catch (IOException e) {
                throw new AssertionError("not JSON (" + status + "): " + text, e);
            }
        }
    }

    Reply get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Reply post(String path, String body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    /** POSTs {@code body} chunked (HTTP/1.1 without a Content-Length), as curl does with Transfer-Encoding: chunked. */
    Reply postChunked(String path, byte[] body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).version(HttpClient.Version.HTTP_1_1)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(body))));
    }

    private Reply send(HttpRequest.Builder b) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(b.timeout(Duration.ofSeconds(90)).build(), HttpResponse.BodyHandlers.ofString());
        return new Reply(r.statusCode(), r.body());
    }

    /** POSTs and expects a 2xx; {@return the JSON} */
    JsonNode ok(String path, String body) throws IOException, InterruptedException {
        Reply r = post(path, body);
        if (r.status / 100 != 2) {
            throw new AssertionError("POST " + path + " " + body + " -> " + r.status + " " + r.text);
        }
        return r.json();
    }

    /** A new game; {@return its id} */
    String newGame(String body) throws IOException, InterruptedException {
        return ok("/api/games", body).get("id").asText();
    }

    Page page(String id) {
        Page page = new Page();
        page.ws = http.newWebSocketBuilder().buildAsync(URI.create(base.replace("http", "ws") + "/ws/games/" + id), page).join();
        return page;
    }

    /** A page's WebSocket: the messages it received, in order. */
    static final class Page implements WebSocket.Listener, AutoCloseable {
        final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
        /** The server's close: its status code and reason. */
        final java.util.concurrent.CompletableFuture<String> closed = new java.util.concurrent.CompletableFuture<>();
        private final StringBuilder partial = new StringBuilder();
        WebSocket ws;

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    messages.add(JSON.readTree(partial.toString()));
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(statusCode + " " + reason);
            return null;
        }

        void send(String text) {
            ws.sendText(text, true).join();
        }

        /** {@return the first message (dropping the ones before it) that matches, within a minute} */
        JsonNode await(Predicate<JsonNode> wanted) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < end) {
                JsonNode m = messages.poll(1, TimeUnit.SECONDS);
                if (m != null && wanted.test(m)) {
                    return m;
                }
            }
            throw new AssertionError("no such message within a minute");
        }

        @Override
        public void close() {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
        }
    }
}
