package org.tengen.serve;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.sgf.SgfCharsetDetector;
import org.tengen.engine.Decision;
import org.tengen.engine.Level;

/**
 * The web server of {@code tengen serve}: the page ({@code /}, {@code /app.js}, {@code /app.css}), the JSON
 * API under {@code /api} and one WebSocket a page under {@code /ws/games/{id}}, on Javalin (Jetty).
 *
 * <pre>
 * GET  /api/presets                       rules presets, levels, the limits
 * GET  /api/games                         every saved game: players, size, date, result
 * POST /api/games                         a new game {width, height, rules, komi, handicap, engine, level, black, white}
 * POST /api/games/import                  a game from SGF text {sgf}
 * GET  /api/games/{id}                    its state
 * GET  /api/games/{id}/sgf                its SGF
 * POST /api/games/{id}/play               {move: "D4" | "pass" | "resign"} or {x, y} (from the top left)
 * POST /api/games/{id}/undo | resign | hint
 * POST /api/games/{id}/goto               {index} on the line shown
 * POST /api/games/{id}/variation          {delta: 1 | -1}
 * POST /api/games/{id}/dead               {x, y}: a chain dead or alive again, in the count
 * GET  /api/status                        games in memory, open pages, analyses running and their limit
 * WS   /ws/games/{id}                      sends states, analyses and errors; takes {"type":"analyse","on":true|false}
 * </pre>
 *
 * Every refusal is a 4xx with {@code {"error": "...", "reason": "..."}} and a log line; the server goes on.
 */
public final class Server implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Server.class);
    private static final String STATIC = "/org/tengen/serve/static/";

    private final Javalin app;
    private final Games games;
    private final Clients clients = new Clients();
    private final EngineMoves engine;
    private final Analyses analyses = new Analyses();

    private Server(Path dataDir, SgfCharsetDetector detector) throws IOException {
        this.games = new Games(new GameStore(dataDir, detector), clients);
        this.engine = new EngineMoves(games);
        this.app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.maxRequestSize = Limits.MAX_REQUEST_BYTES;
            config.jetty.modifyWebSocketServletFactory(f -> {
                f.setMaxTextMessageSize(Limits.MAX_WS_MESSAGE_BYTES);
                f.setIdleTimeout(Duration.ofHours(2));
            });
        });
        routes();
    }

    /**
     * Starts a server.
     *
     * @param host the address to listen on, such as {@code 127.0.0.1}
     * @param port the port, or 0 for any free one
     * @param dataDir the directory of the games, created if absent
     * @return the running server
     * @throws IOException when the directory cannot be made
     * @throws IllegalStateException when the port cannot be bound
     */
    public static Server start(String host, int port, Path dataDir) throws IOException {
        return start(host, port, dataDir, null);
    }

    /**
     * Starts a server that reads the data directory's records as {@code tengen sgf} does: the charset of a file
     * that names none in CA and is not UTF-8 guessed by {@code detector}.
     *
     * @param host the address to listen on, such as {@code 127.0.0.1}
     * @param port the port, or 0 for any free one
     * @param dataDir the directory of the games, created if absent
     * @param detector the charset detector, or null to read such files as Windows-1252
     * @return the running server
     * @throws IOException when the directory cannot be made
     * @throws IllegalStateException when the port cannot be bound
     */
    public static Server start(String host, int port, Path dataDir, SgfCharsetDetector detector) throws IOException {
        Server server = new Server(dataDir, detector);
        server.app.start(host, port);
        LOG.info("tengen serve: games in {}", server.games.store().dir());
        return server;
    }

    /** {@return the port listened on} */
    public int port() {
        return app.port();
    }

    /** {@return the directory of the games} */
    public Path dataDir() {
        return games.store().dir();
    }

    @Override
    public void close() {
        analyses.shutdown();
        engine.shutdown();
        app.stop();
    }

    // ------------------------------------------------------------------ routes

    private void routes() {
        app.get("/", ctx -> resource(ctx, "index.html", "text/html; charset=utf-8"));
        app.get("/app.js", ctx -> resource(ctx, "app.js", "text/javascript; charset=utf-8"));
        app.get("/app.css", ctx -> resource(ctx, "app.css", "text/css; charset=utf-8"));
        app.get("/favicon.ico", ctx -> ctx.status(204));

        app.get("/api/presets", ctx -> json(ctx, presets()));
        app.get("/api/status", ctx -> {
            ObjectNode s = StateJson.MAPPER.createObjectNode();
            s.put("gamesInMemory", games.inMemory());
            s.put("pages", clients.pages());
            s.put("analysing", analyses.running());
            s.put("analysisLimit", Limits.maxAnalyses());
            json(ctx, s);
        });
        app.get("/api/games", ctx -> json(ctx, StateJson.MAPPER.valueToTree(games.store().list())));
        app.post("/api/games", ctx -> {
            JsonNode body = body(ctx);
            int size = intField(body, "size", 19);
            if (body.hasNonNull("rules") && !body.get("rules").isTextual()) {
                throw NewGame.unknownRules(abbreviate(body.get("rules").toString()));
            }
            NewGame spec = NewGame.of(intField(body, "width", size), intField(body, "height", size),
                    textField(body, "rules", "chinese"), body.hasNonNull("komi") ? doubleField(body, "komi") : null,
                    intField(body, "handicap", 0), textField(body, "engine", "none"), intField(body, "level", 3),
                    textField(body, "black", null), textField(body, "white", null));
            ServedGame g = ServedGame.create(GameId.create(), spec);
            games.add(g);
            LOG.info("game {}: new {} game, {} komi {}, {}", g.id(), spec.geometry().describe(), spec.preset(),
                    spec.rules().komi(), spec.seats().engine() == null ? "people" : "tengen " + spec.seats());
            engine.kick(g);
            ctx.status(201);
            json(ctx, stateOf(g));
        });
        app.post("/api/games/import", ctx -> {
            JsonNode body = body(ctx);
            String sgf = textField(body, "sgf", null);
            if (sgf == null || sgf.isBlank()) {
                throw ApiException.badRequest("no SGF: expected {\"sgf\": \"(;GM[1]SZ[19] ...)\"}");
            }
            if (sgf.getBytes(StandardCharsets.UTF_8).length > Limits.MAX_SGF_BYTES) {
                throw new ApiException(413, "the SGF is over " + Limits.MAX_SGF_BYTES / 1024 + " KiB, the most taken");
            }
            ServedGame g = ServedGame.load(GameId.create(), sgf);
            ctx.status(201);
            json(ctx, games.add(g));
            LOG.info("game {}: imported from SGF", g.id());
        });
        app.get("/api/games/{id}", ctx -> {
            ServedGame g = game(ctx);
            synchronized (g) {
                json(ctx, StateJson.of(g));
            }
        });
        app.get("/api/games/{id}/sgf", ctx -> {
            ServedGame g = game(ctx);
            String sgf;
            synchronized (g) {
                sgf = g.toSgf();
            }
            ctx.header("Content-Disposition", "attachment; filename=\"" + g.id() + ".sgf\"");
            ctx.contentType("application/x-go-sgf; charset=utf-8").result(sgf);
        });
        app.post("/api/games/{id}/play", ctx -> {
            ServedGame g = game(ctx);
            JsonNode body = body(ctx);
            games.change(g, x -> x.play(move(x, body)));
            engine.kick(g);
            json(ctx, stateOf(g));
        });
        app.post("/api/games/{id}/undo", ctx -> {
            ServedGame g = game(ctx);
            games.change(g, ServedGame::undo);
            engine.kick(g);
            json(ctx, stateOf(g));
        });
        app.post("/api/games/{id}/resign", ctx -> json(ctx, games.change(game(ctx), ServedGame::resign)));
        app.post("/api/games/{id}/goto", ctx -> {
            ServedGame g = game(ctx);
            int index = intField(body(ctx), "index", -1);
            games.change(g, x -> x.goTo(index));
            engine.kick(g); // back at the end of a game where tengen's move was dropped
            json(ctx, stateOf(g));
        });
        app.post("/api/games/{id}/variation", ctx -> {
            ServedGame g = game(ctx);
            int delta = intField(body(ctx), "delta", 1);
            if (delta != 1 && delta != -1) {
                throw ApiException.badRequest("delta " + delta + ": expected 1 (next variation) or -1 (previous)");
            }
            games.change(g, x -> x.variation(delta));
            engine.kick(g);
            json(ctx, stateOf(g));
        });
        app.post("/api/games/{id}/dead", ctx -> {
            ServedGame g = game(ctx);
            JsonNode body = body(ctx);
            if (!body.has("x") || !body.has("y")) {
                throw ApiException.badRequest("expected {\"x\": column, \"y\": row from the top}: the point of a chain");
            }
            json(ctx, games.change(g, x -> x.toggleDead(point(x.game().geometry(), body))));
        });
        app.post("/api/games/{id}/hint", ctx -> {
            ServedGame g = game(ctx);
            Decision d;
            try {
                d = engine.hint(g).get(60, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                throw new ApiException(503, "the hint took too long: the machine is busy");
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
            Geometry geo = g.game().geometry();
            ObjectNode h = StateJson.MAPPER.createObjectNode();
            h.put("vertex", d.move().toGtp(geo));
            if (d.move() instanceof Move.Play play) {
                h.put("x", geo.col(play.point()));
                h.put("y", geo.row(play.point()));
            }
            h.put("winRate", d.winRate());
            json(ctx, h);
        });

        app.ws("/ws/games/{id}", this::gameSocket);
        // Javalin lets an upgrade through by the raw path, where %2F is not a slash, then looks for the endpoint
        // by the decoded one: without this route '/ws/games/..%2Fx' found none (a NullPointerException, 1011).
        // With it, such an id gets the answer of any other bad id: an error and 1008.
        app.ws("/ws/games/<id>", this::gameSocket);

        app.exception(ApiException.class, (e, ctx) -> refuse(ctx, e.status(), e.getMessage(), e.reason()));
        app.exception(io.javalin.http.HttpResponseException.class, (e, ctx) ->
                refuse(ctx, e.getStatus(), e.getMessage() + (e.getStatus() == 413 ? " (the most is "
                        + Limits.MAX_REQUEST_BYTES / 1024 + " KiB)" : ""), null));
        app.exception(Exception.class, (e, ctx) -> {
            LOG.error("{} {}: {}", ctx.method(), ctx.path(), e.toString(), e);
            ctx.status(500);
            json(ctx, errorJson("the server failed: " + e, null));
        });
    }

    /** A page's WebSocket: the game's state on connecting, then its changes; a bad or unknown id is an error and 1008. */
    private void gameSocket(WsConfig ws) {
        ws.onConnect(ctx -> {
            String id = ctx.pathParam("id");
            ServedGame g;
            try {
                g = games.get(id);
            } catch (ApiException | IOException e) {
                LOG.warn("WebSocket for '{}': {}", abbreviate(id), e.getMessage());
                Clients.send(ctx, StateJson.error(e.getMessage(), null).toString());
                int status = e instanceof ApiException a ? a.status() : 500;
                ctx.closeSession(1008, status == 400 ? "not a game id" : status == 404 ? "no such game" : "cannot open the game");
                return;
            }
            clients.add(id, ctx);
            String state;
            synchronized (g) {
                state = StateJson.of(g).toString();
            }
            Clients.send(ctx, state);
            engine.kick(g);
        });
        ws.onMessage(ctx -> onMessage(ctx, ctx.message()));
        ws.onClose(ctx -> closed(ctx));
        ws.onError(ctx -> closed(ctx));
    }

    private void onMessage(WsContext ctx, String message) {
        String id = ctx.pathParam("id");
        try {
            JsonNode m = parse(message);
            String type = textField(m, "type", "");
            if (type.equals("analyse")) {
                if (m.path("on").asBoolean(false)) {
                    ServedGame g = games.get(id);
                    analyses.start(ctx.sessionId(), g, text -> Clients.send(ctx, text));
                    LOG.info("game {}: analysis on for a page ({} running)", id, analyses.running());
                } else {
                    analyses.stop(ctx.sessionId());
                }
            } else if (type.equals("ping")) {
                Clients.send(ctx, "{\"type\":\"pong\"}");
            } else {
                throw ApiException.badRequest("unknown message type '" + abbreviate(type) + "' (expected analyse or ping)");
            }
        } catch (ApiException e) {
            LOG.warn("game {}: WebSocket message refused: {}", abbreviate(id), e.getMessage());
            Clients.send(ctx, StateJson.error(e.getMessage(), e.reason()).toString());
        } catch (IOException | RuntimeException e) {
            LOG.error("game {}: WebSocket message failed", abbreviate(id), e);
            Clients.send(ctx, StateJson.error("the server failed: " + e, null).toString());
        }
    }

    private void closed(WsContext ctx) {
        analyses.stop(ctx.sessionId());
        clients.remove(ctx.pathParam("id"), ctx);
    }

    private void refuse(Context ctx, int status, String message, String reason) {
        LOG.warn("{} {}: {} {}", ctx.method(), abbreviate(ctx.path()), status, message);
        ctx.status(status);
        json(ctx, errorJson(message, reason));
    }

    // ------------------------------------------------------------------ helpers

    private static ObjectNode stateOf(ServedGame g) {
        synchronized (g) {
            return StateJson.of(g);
        }
    }

    private ServedGame game(Context ctx) throws IOException {
        return games.get(ctx.pathParam("id"));
    }

    private static ObjectNode errorJson(String message, String reason) {
        ObjectNode e = StateJson.MAPPER.createObjectNode();
        e.put("error", message);
        if (reason != null) {
            e.put("reason", reason);
        }
        return e;
    }

    private static void json(Context ctx, JsonNode node) {
        ctx.contentType("application/json; charset=utf-8").result(node.toString());
    }

    private static void resource(Context ctx, String name, String type) throws IOException {
        try (InputStream in = Server.class.getResourceAsStream(STATIC + name)) {
            if (in == null) {
                throw ApiException.notFound(name + " is missing from the jar: rebuild the page (see the README)");
            }
            ctx.contentType(type).result(in.readAllBytes());
        }
    }

    /**
     * The request's body as a JSON object (an empty body is an empty object). At most {@link
     * Limits#MAX_REQUEST_BYTES} are taken whatever the transfer encoding: Javalin's own limit goes by the
     * Content-Length, which a chunked body has not, so the body is read here and no further than one byte past
     * the limit.
     *
     * @throws ApiException 413 for a larger body, 400 for one that is not a JSON object
     */
    private static JsonNode body(Context ctx) throws IOException {
        if (ctx.contentLength() > Limits.MAX_REQUEST_BYTES) {
            throw tooLarge();
        }
        byte[] bytes = ctx.req().getInputStream().readNBytes(Limits.MAX_REQUEST_BYTES + 1);
        if (bytes.length > Limits.MAX_REQUEST_BYTES) {
            throw tooLarge();
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.isBlank()) {
            return StateJson.MAPPER.createObjectNode();
        }
        return parse(text);
    }

    private static ApiException tooLarge() {
        return new ApiException(413, "the request body is over " + Limits.MAX_REQUEST_BYTES / 1024 + " KiB, the most taken");
    }

    private static JsonNode parse(String text) {
        try {
            JsonNode node = StateJson.MAPPER.readTree(text);
            if (node == null || !node.isObject()) {
                throw ApiException.badRequest("the body must be a JSON object such as {\"move\": \"D4\"}");
            }
            return node;
        } catch (StreamConstraintsException e) {
            // Jackson's limits (nesting depth, a number's or a string's length) give no location.
            StreamReadConstraints limits = StateJson.MAPPER.getFactory().streamReadConstraints();
            String message = String.valueOf(e.getOriginalMessage());
            throw ApiException.badRequest(message.contains("nesting depth")
                    ? "the JSON is nested too deeply (the most is " + limits.getMaxNestingDepth() + " levels)"
                    : "a JSON value is too long: " + abbreviate(message));
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw ApiException.badRequest("malformed JSON" + (at == null ? "" : " at line " + at.getLineNr()
                    + ", column " + at.getColumnNr()) + ": " + e.getOriginalMessage());
        }
    }

    private static int intField(JsonNode body, String name, int otherwise) {
        JsonNode v = body.get(name);
        if (v == null || v.isNull()) {
            return otherwise;
        }
        if (!v.canConvertToInt() || !v.isIntegralNumber()) {
            throw ApiException.badRequest(name + ": expected a whole number, not " + abbreviate(v.toString()));
        }
        return v.intValue();
    }

    private static double doubleField(JsonNode body, String name) {
        JsonNode v = body.get(name);
        if (!v.isNumber()) {
            throw ApiException.badRequest(name + ": expected a number, not " + abbreviate(v.toString()));
        }
        return v.doubleValue();
    }

    private static String textField(JsonNode body, String name, String otherwise) {
        JsonNode v = body.get(name);
        if (v == null || v.isNull()) {
            return otherwise;
        }
        if (!v.isTextual()) {
            throw ApiException.badRequest(name + ": expected a string, not " + abbreviate(v.toString()));
        }
        return v.textValue();
    }

    /** The move of a request: {@code {"move": "D4"}} (or pass, resign), or {@code {"x": 3, "y": 5}} from the top left. */
    private static Move move(ServedGame g, JsonNode body) {
        Geometry geo = g.game().geometry();
        if (body.has("move")) {
            String text = textField(body, "move", "");
            try {
                return Move.parseGtp(geo, text);
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("move: " + e.getMessage());
            }
        }
        return Move.play(point(geo, body));
    }

    private static int point(Geometry geo, JsonNode body) {
        if (!body.has("x") || !body.has("y")) {
            throw ApiException.badRequest("expected {\"move\": \"D4\"} or {\"x\": column, \"y\": row from the top}");
        }
        int x = intField(body, "x", -1);
        int y = intField(body, "y", -1);
        if (!geo.isOnBoard(x, y)) {
            throw ApiException.badRequest("(" + x + ", " + y + ") is off the " + geo.describe()
                    + " board (x 0 to " + (geo.width() - 1) + ", y 0 to " + (geo.height() - 1) + ")");
        }
        return geo.point(x, y);
    }

    private static ObjectNode presets() {
        ObjectNode p = StateJson.MAPPER.createObjectNode();
        ArrayNode rules = p.putArray("rules");
        for (Map.Entry<String, Rules> e : RulesPresets.all().entrySet()) {
            ObjectNode r = rules.addObject();
            r.put("name", e.getKey());
            r.put("komi", e.getValue().komi());
            r.put("text", e.getValue().toString());
        }
        p.put("minLevel", Level.MIN);
        p.put("maxLevel", Level.MAX);
        p.put("minSize", Limits.MIN_SIZE);
        p.put("maxSize", Limits.MAX_SIZE);
        p.put("maxSgfBytes", Limits.MAX_SGF_BYTES);
        return p;
    }

    private static String abbreviate(String s) {
        return s == null ? "" : s.length() > 80 ? s.substring(0, 80) + "..." : s;
    }
}
