package org.tengen.gtp.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.tengen.core.Game;
import org.tengen.core.GameReplay;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import org.tengen.engine.Clock;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.Player;
import org.tengen.engine.Threads;

/**
 * tengen's side of GTP v2: reads commands, answers {@code = result} or {@code ? message}, each reply ending
 * in an empty line and flushed. A bad line gets {@code ?} and the next one is answered normally: nothing
 * the controller sends stops the engine but {@code quit} or the end of its input. Commands live in small
 * classes by purpose ({@link SetupCommands}, {@link PlayCommands}, {@link OracleCommands}, {@link GoGuiCommands},
 * {@link AnalysisCommands}); this class holds the loop, the framing and the game they share. A {@link
 * StreamedCommand} (lz-analyze, kata-analyze) writes its reply as it goes, on a thread of its own, while the
 * loop waits for the next line; with {@linkplain #ponderAfterGenmove pondering}, the search goes on after a
 * genmove the same way, silently, until the controller speaks again.
 */
public final class GtpEngine {
    /** The version {@code version} answers, in the X.Y form Lizzie parses. */
    public static final String VERSION = "0.1";
    /** The longest command line read; longer ones are refused without being kept, so memory stays flat. */
    static final int MAX_LINE = 64 * 1024;
    /** How often a streamed analysis's wait for the next line looks whether its reply can still be written. */
    private static final long AWAIT_MILLIS = 100;

    /** A command: its arguments in, its result out (an empty string for none), or a {@link GtpFailure}. */
    interface Handler {
        String run(List<String> args) throws GtpFailure;
    }

    private final Map<String, Handler> commands = new LinkedHashMap<>();
    private final Map<String, StreamedCommand> streamed = new LinkedHashMap<>();
    /** Every command's name, in the order registered, for list_commands. */
    private final Set<String> names = new LinkedHashSet<>();
    private boolean ponder;
    private final Player player;
    private final Clock clock;
    private Rules rules;
    private Game game;
    private boolean quit;
    private FileAccess files = FileAccess.ANY;

    public GtpEngine(Geometry size, Rules rules, Player player) {
        this(size, rules, player, new Clock());
    }

    /** An engine whose genmove keeps to {@code clock}, which the time commands set. */
    public GtpEngine(Geometry size, Rules rules, Player player, Clock clock) {
        this.rules = rules;
        this.player = player;
        this.clock = clock;
        this.game = new Game(size, rules);
        player.prepare(size);
        register("protocol_version", args -> "2");
        register("name", args -> "tengen");
        register("version", args -> VERSION);
        register("known_command", args -> String.valueOf(args.size() == 1 && names.contains(args.get(0))));
        register("list_commands", args -> String.join("\n", names));
        register("quit", args -> {
            quit = true;
            return "";
        });
        new SetupCommands(this).register();
        new PlayCommands(this).register();
        new OracleCommands(this).register();
        new GoGuiCommands(this).register();
        if (player instanceof MctsPlayer search) {
            new AnalysisCommands(this, search).register();
        }
    }

    void register(String name, Handler handler) {
        commands.put(name, handler);
        names.add(name);
    }

    void registerStreamed(String name, StreamedCommand command) {
        streamed.put(name, command);
        names.add(name);
    }

    /** Whether the search answers the analysis commands (it is tengen's search, not a random player). */
    boolean analyses() {
        return player instanceof MctsPlayer;
    }

    /**
     * After each genmove, the search goes on thinking about the position (the opponent to move) until the
     * controller sends its next line, keeping the tree for the next move. Only with tengen's search.
     */
    public void ponderAfterGenmove() {
        ponder = player instanceof MctsPlayer;
    }

    Game game() {
        return game;
    }

    /** Starts a new game on {@code size} under the current rules, with the whole of each side's time. */
    void newGame(Geometry size) {
        if (size != game.geometry()) {
            player.prepare(size);
        }
        game = new Game(size, rules);
        clock.restart();
    }

    /** Takes over a game made elsewhere (loadsgf), with its rules. */
    void adopt(Game loaded) {
        game = loaded;
        rules = loaded.rules();
    }

    Rules rules() {
        return rules;
    }

    /** Changes the rules; the game restarts on the same board size, as kata-set-rules and komi need. */
    void setRules(Rules rules) {
        this.rules = rules;
        Game old = game;
        game = new Game(old.geometry(), rules);
        GameReplay.replay(old, game);
    }

    /** Refuses {@code loadsgf} and {@code printsgf FILE} (printsgf to the reply still answers). */
    public void turnOffFileCommands() {
        files = FileAccess.NONE;
    }

    /**
     * Lets {@code loadsgf} and {@code printsgf FILE} reach only files inside {@code dir} (an existing
     * directory): names are taken relative to it, and {@code ..}, absolute paths and links that lead out of
     * it are refused.
     */
    public void keepFilesInside(Path dir) throws IOException {
        files = FileAccess.inside(dir);
    }

    /** Which files loadsgf and printsgf may use: any, unless told otherwise. */
    FileAccess files() {
        return files;
    }

    Player player() {
        return player;
    }

    /** The game clock: set by time_settings, kgs-time_settings and time_left; genmove keeps to it. */
    Clock clock() {
        return clock;
    }

    /**
     * Answers commands from {@code in} until {@code quit} or the end of the input, each in full and in order.
     * The input is read on another thread, so that a controller that goes away mid-command is noticed: when
     * the input ends while tengen waits for more of it (not when a script piped in had already ended), or
     * breaks, the player is {@linkplain Player#stop() stopped}, so a running search answers at once with what
     * it found, and so do the searches of any commands still queued. A reply that can no longer be written
     * (nobody reads) stops the player too and ends the loop.
     */
    public void run(Reader in, Writer out) throws IOException {
        BufferedReader reader = in instanceof BufferedReader ? (BufferedReader) in : new BufferedReader(in);
        PrintWriter writer = new PrintWriter(out);
        try (InputLines lines = InputLines.start(reader, MAX_LINE, player::stop)) {
            InputLines.Line line;
            while (!quit && (line = lines.take()) != null) {
                GtpRequest request = line.tooLong() ? null : GtpRequest.parse(line.text());
                StreamedCommand command = request == null ? null : streamed.get(request.name());
                if (command != null) {
                    if (!stream(request, command, lines, writer)) {
                        return;
                    }
                    continue;
                }
                String reply = line.tooLong() ? tooLong(line.text()) : answer(request);
                if (reply != null) {
                    writer.print(reply);
                    writer.flush();
                    if (writer.checkError()) {
                        player.stop();
                        return;
                    }
                    if (request != null && request.name().equals("genmove") && reply.startsWith("=") && !reply.contains("resign")) {
                        ponderIfAsked(lines);
                    }
                }
            }
        }
    }

    /**
     * Runs a streamed command: {@code =id}, its lines, its closing line and the empty line, or {@code ?id
     * message} when it refuses to start. False when the reply could not be written (nobody reads): the player
     * is stopped and the session ends.
     */
    private boolean stream(GtpRequest request, StreamedCommand command, InputLines lines, PrintWriter writer)
            throws IOException {
        StreamedCommand.Reply reply;
        try {
            reply = start(command, request);
        } catch (GtpFailure e) {
            writer.print("?" + request.id() + " " + e.getMessage() + "\n\n");
            writer.flush();
            return !writer.checkError();
        }
        writer.print("=" + request.id() + "\n");
        writer.flush();
        AtomicBoolean broken = new AtomicBoolean(writer.checkError());
        Consumer<String> emit = text -> {
            synchronized (writer) {
                writer.print(text + "\n");
                writer.flush();
                if (writer.checkError()) {
                    broken.set(true);
                }
            }
        };
        String[] closing = new String[1];
        if (command.untilNextCommand()) {
            untilNextLine(lines, broken::get, keepGoing -> closing[0] = reply.run(emit, () -> !broken.get() && keepGoing.getAsBoolean()));
        } else {
            try {
                closing[0] = reply.run(emit, () -> !broken.get());
            } catch (RuntimeException e) {
                internalError(e);
            }
        }
        synchronized (writer) {
            writer.print(closing[0] == null ? "\n" : closing[0] + "\n\n");
            writer.flush();
            if (writer.checkError() || broken.get()) {
                player.stop();
                return false;
            }
        }
        if (!command.untilNextCommand() && closing[0] != null && !closing[0].contains("resign")) {
            ponderIfAsked(lines); // after genmove_analyze's move, as after genmove's
        }
        return true;
    }

    /** {@code command} started on the request's arguments; a bug while starting it is refused as any command's is. */
    private static StreamedCommand.Reply start(StreamedCommand command, GtpRequest request) throws GtpFailure {
        try {
            return command.start(request.args());
        } catch (RuntimeException e) {
            throw new GtpFailure("internal error: " + e);
        }
    }

    /**
     * A bug in a streamed reply or a ponder must not end the session, but nothing can be taken back once
     * {@code =} was written: the reply is closed as it stands, and the failure goes to standard error.
     */
    private static void internalError(RuntimeException e) {
        System.err.println("tengen: internal error during an analysis: " + e);
    }

    /** With {@link #ponderAfterGenmove}, searches the position as it stands (no reports) until the next line. */
    private void ponderIfAsked(InputLines lines) throws IOException {
        if (!ponder) {
            return;
        }
        MctsPlayer search = (MctsPlayer) player;
        Game position = game;
        untilNextLine(lines, () -> false, keepGoing -> search.analyse(position, Integer.MAX_VALUE, 0, false, keepGoing, a -> {
        }));
    }

    /**
     * Runs {@code work} on a thread of its own, its {@code keepGoing} answering true until the controller's next
     * line (or the end of its input) is there to take, or {@code abandon} answers true (the reply can't be
     * written); then waits for it to end. The game is not touched meanwhile: this thread only waits.
     */
    private static void untilNextLine(InputLines lines, BooleanSupplier abandon, Consumer<BooleanSupplier> work)
            throws IOException {
        AtomicBoolean stop = new AtomicBoolean();
        Thread thread = new Thread(() -> {
            try {
                work.accept(() -> !stop.get());
            } catch (RuntimeException e) {
                internalError(e);
            }
        }, "tengen-gtp-analysis");
        thread.setDaemon(true); // never the reason the process stays
        thread.start();
        try {
            while (!lines.awaitNext(AWAIT_MILLIS) && !abandon.getAsBoolean()) {
                // the analysis goes on
            }
        } finally {
            stop.set(true);
            Threads.joinUninterruptibly(thread);
        }
    }

    /** The reply to a line cut at {@link #MAX_LINE}, with the id it began with, if that was whole within the cut. */
    static String tooLong(String kept) {
        return "?" + GtpRequest.idOfCutLine(kept) + " line longer than " + MAX_LINE + " characters\n\n";
    }

    /**
     * The full reply to one raw line ({@code =id result\n\n} or {@code ?id message\n\n}), or null for no command.
     * A streamed command is answered whole: an analysis reports once, after its first stretch of search.
     */
    public String answer(String line) {
        GtpRequest request = GtpRequest.parse(line);
        if (request == null) {
            return null;
        }
        StreamedCommand command = streamed.get(request.name());
        if (command != null) {
            return answerWhole(request, command);
        }
        return answer(request);
    }

    private String answerWhole(GtpRequest request, StreamedCommand command) {
        try {
            StreamedCommand.Reply reply = start(command, request);
            StringBuilder sb = new StringBuilder("=" + request.id() + "\n");
            boolean untilNext = command.untilNextCommand();
            String closing = null;
            try {
                closing = reply.run(text -> sb.append(text).append('\n'), () -> !untilNext);
            } catch (RuntimeException e) {
                internalError(e); // the reply closes as it stands, as when streamed
            }
            return sb.append(closing == null ? "" : closing + "\n").append('\n').toString();
        } catch (GtpFailure e) {
            return "?" + request.id() + " " + e.getMessage() + "\n\n";
        }
    }

    private String answer(GtpRequest request) {
        if (request == null) {
            return null;
        }
        Handler handler = commands.get(request.name());
        if (handler == null) {
            return "?" + request.id() + " unknown command\n\n";
        }
        try {
            // "= " even for an empty result, as GNU Go answers: some controllers expect the space.
            return "=" + request.id() + " " + handler.run(request.args()) + "\n\n";
        } catch (GtpFailure e) {
            return "?" + request.id() + " " + e.getMessage() + "\n\n";
        } catch (RuntimeException e) {
            // A bug must not end the session: the controller hears of it and can go on.
            return "?" + request.id() + " internal error: " + e + "\n\n";
        }
    }

    /** Whether {@code quit} was answered. */
    public boolean hasQuit() {
        return quit;
    }
}
