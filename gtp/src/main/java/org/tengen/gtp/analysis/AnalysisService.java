package org.tengen.gtp.analysis;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.PriorityBlockingQueue;
import org.tengen.core.Game;
import org.tengen.engine.Analysis;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.SearchBudget;
import org.tengen.engine.Threads;

/**
 * KataGo's JSON analysis engine: reads queries, one JSON object a line, and answers each analysed turn with one
 * line, as its search finishes, so answers may come in another order than the queries. A pool of
 * {@link AnalysisSettings#workers()} threads takes the queued turns, the highest {@code priority} first, then the
 * earliest; each turn gets a search of its own, seeded alike, so a turn's answer doesn't depend on the others.
 *
 * <p>A line that is not JSON, not an object, or has no string {@code id} gets {@code {"error":...}}; a query with a
 * wrong field or an illegal move gets {@code {"error":...,"field":...,"id":...}} and none of its turns is analysed;
 * a field tengen ignores gets a warning and the query goes on. The actions {@code query_version},
 * {@code clear_cache}, {@code terminate} and {@code terminate_all} are answered by echoing the query, as KataGo
 * does; a terminated turn still in the queue is answered with {@code noResults}, a running one with what its search
 * found so far. At the end of the input the turns in flight are finished, then {@link #run} returns.
 */
public final class AnalysisService {
    private final AnalysisSettings settings;
    private final QueryParser parser;
    private final ObjectMapper mapper = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private final PriorityBlockingQueue<TurnRequest> queue = new PriorityBlockingQueue<>();
    /** The turns queued or running, for terminate. */
    private final Set<TurnRequest> open = ConcurrentHashMap.newKeySet();
    private long arrivals;
    private OutputLines out;

    public AnalysisService(AnalysisSettings settings) {
        this.settings = settings;
        this.parser = new QueryParser(settings);
    }

    /**
     * Answers the queries of {@code in} on {@code output} until the input ends and every queued turn is answered,
     * or the output fails (the client went away: the searches stop, and the input is left unread even if it stays
     * open).
     *
     * @throws IOException if reading the input fails
     */
    public void run(BufferedReader in, Writer output) throws IOException {
        out = new OutputLines(output, mapper);
        Thread[] workers = new Thread[settings.workers()];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Thread(this::work, "tengen-analysis-" + i);
            workers[i].start();
        }
        InputLines lines = new InputLines(in);
        try {
            String line;
            while ((line = lines.next(out::broken)) != null) {
                if (InputLines.isTooLong(line)) {
                    out.write(ResponseJson.error(null, null, "input line longer than " + InputLines.MAX_LINE
                            + " characters, ignoring it"));
                    continue;
                }
                try {
                    handle(line.trim());
                } catch (RuntimeException e) {
                    // A bug must not take the service down: the client hears of it and the service goes on.
                    out.write(ResponseJson.error(null, null, "internal error on the line " + JsonErrors.start(line.trim())
                            + ": " + e));
                }
            }
        } finally {
            if (out.broken()) {
                terminate(null, null);
            }
            for (int i = 0; i < workers.length; i++) {
                queue.add(TurnRequest.endOfInput(i)); // after every real turn: the workers finish the queue first
            }
            for (Thread w : workers) {
                Threads.joinUninterruptibly(w);
            }
        }
    }

    /** Handles one line of input. */
    void handle(String line) {
        if (line.isEmpty()) {
            return;
        }
        JsonNode node;
        try {
            node = mapper.readTree(line);
        } catch (JsonProcessingException e) {
            out.write(ResponseJson.error(null, null, "could not parse input line as json request: "
                    + JsonErrors.describe(e, line)));
            return;
        }
        if (node == null || !node.isObject()) {
            out.write(ResponseJson.error(null, null, "Request line was valid json but was not an object, ignoring: "
                    + JsonErrors.start(line)));
            return;
        }
        ObjectNode q = (ObjectNode) node;
        if (!q.has("id") || !q.get("id").isTextual()) {
            out.write(ResponseJson.error(null, null, "Request must have a string \"id\" field"));
            return;
        }
        String id = q.get("id").asText();
        if (q.has("action")) {
            action(id, q);
            return;
        }
        ParsedQuery query;
        try {
            query = parser.parse(q);
        } catch (QueryError e) {
            out.write(ResponseJson.error(id, e.field(), e.getMessage()));
            return;
        }
        for (ParsedQuery.Warning w : query.warnings()) {
            out.write(ResponseJson.warning(id, w.field(), w.message()));
        }
        for (int i = 0; i < query.turns().size(); i++) {
            TurnRequest turn = new TurnRequest(id, query.turns().get(i), query.priorities().get(i), arrivals++,
                    query.position(), query.settings());
            open.add(turn);
            queue.add(turn);
        }
    }

    private void action(String id, ObjectNode q) {
        String action = q.get("action").isTextual() ? q.get("action").asText() : "";
        switch (action) {
            case "query_version" -> {
                q.put("version", settings.version());
                q.put("git_hash", "<omitted>");
                out.write(q);
            }
            case "clear_cache" -> out.write(q); // every turn is searched afresh: nothing is cached
            case "terminate", "terminate_all" -> {
                String target = null;
                if (action.equals("terminate")) {
                    if (!q.has("terminateId") || !q.get("terminateId").isTextual()) {
                        out.write(ResponseJson.error(id, "terminateId",
                                "Requests for a terminate action must have a string \"terminateId\" field"));
                        return;
                    }
                    target = q.get("terminateId").asText();
                }
                Set<Integer> turns = null;
                if (q.has("turnNumbers")) {
                    turns = new HashSet<>();
                    JsonNode t = q.get("turnNumbers");
                    boolean ok = t.isArray();
                    for (JsonNode n : t) {
                        ok &= n.isIntegralNumber() && n.canConvertToInt();
                        turns.add(n.asInt());
                    }
                    if (!ok) {
                        out.write(ResponseJson.error(id, "turnNumbers",
                                "If provided, must be an array of integers indicating turns to terminate"));
                        return;
                    }
                }
                terminate(target, turns);
                out.write(q);
            }
            default -> out.write(ResponseJson.error(id, "action",
                    "'action' field must be 'query_version', 'clear_cache', 'terminate' or 'terminate_all'"));
        }
    }

    /** Ends the open turns of the query {@code id} (null: of every query) whose turn is in {@code turns} (null: all). */
    private void terminate(String id, Set<Integer> turns) {
        List<TurnRequest> ended = new ArrayList<>();
        for (TurnRequest t : open) {
            if ((id == null || t.id().equals(id)) && (turns == null || turns.contains(t.turnNumber()))) {
                ended.add(t);
            }
        }
        // The queued ones first: a running search stopped first would free its worker to start one of them.
        for (TurnRequest t : ended) {
            if (t.terminateIfQueued()) {
                open.remove(t);
                out.write(ResponseJson.noResults(t));
            }
        }
        for (TurnRequest t : ended) {
            t.terminate(); // running (its search stops and answers) or over: no turn goes back to the queue
        }
    }

    /** A worker: analyses queued turns until it meets the end of the input. */
    private void work() {
        while (true) {
            TurnRequest turn;
            try {
                turn = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            if (turn.isEndOfInput()) {
                return;
            }
            try {
                analyse(turn);
            } catch (RuntimeException e) {
                // A bug must not take the service down: the client hears of it and the other turns go on.
                out.write(ResponseJson.error(turn.id(), null, "internal error while analysing turn "
                        + turn.turnNumber() + ": " + e));
            } finally {
                turn.finish();
                open.remove(turn);
            }
        }
    }

    private void analyse(TurnRequest turn) {
        if (out.broken()) {
            return; // nobody reads the answers: no search for nothing
        }
        QuerySettings s = turn.settings();
        MctsPlayer search = new MctsPlayer(settings.seed(), settings.searchThreads(), SearchBudget.of(s.maxVisits(), null),
                0, settings.parameters());
        if (!turn.start(search)) {
            return; // terminated in the queue, and answered then
        }
        Game game = turn.position().gameAt(turn.turnNumber());
        if (game.isOver()) {
            try {
                game.resume(); // the position after two passes: who owns what is still worth knowing
            } catch (IllegalStateException e) {
                // the move limit is reached: nothing to search
            }
        }
        long every = s.reportEveryNanos();
        // The search reports once more at its end, which is the final answer, not one during the search.
        Analysis last = search.analyse(game, s.maxVisits(), every, s.withOwnership(),
                () -> !turn.terminated() && !out.broken(),
                a -> {
                    if (every > 0 && a.playouts() < s.maxVisits() && !turn.terminated()) {
                        out.write(ResponseJson.analysis(turn, a, true));
                    }
                });
        out.write(last == null ? ResponseJson.noResults(turn) : ResponseJson.analysis(turn, last, false));
    }
}
