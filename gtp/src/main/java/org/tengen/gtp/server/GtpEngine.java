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
import org.tengen.core.Game;
import org.tengen.core.GameReplay;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.Turn;
import org.tengen.engine.Clock;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.Player;
import org.tengen.engine.solve.PerfectPlayer;

/**
 * tengen's side of GTP v2: reads commands, answers {@code = result} or {@code ? message}, each reply ending
 * in an empty line and flushed. A bad line gets {@code ?} and the next one is answered normally: nothing
 * the controller sends stops the engine but {@code quit} or the end of its input. Commands live in small
 * classes by purpose ({@link SetupCommands}, {@link PlayCommands}, {@link OracleCommands}, {@link GoGuiCommands},
 * {@link AnalysisCommands}); this class holds the loop, the framing and the game they share. A {@link
 * StreamedCommand} (lz-analyze, kata-analyze) writes its reply as it goes, on a thread of its own, while the
 * loop waits for the next line; with {@linkplain #ponderAfterGenmove pondering}, the search goes on after a
 * genmove the same way, silently, until the controller speaks again ({@link StreamedReplies}).
 */
public final class GtpEngine {
    /** The version {@code version} answers, in the X.Y form Lizzie parses. */
    public static final String VERSION = "0.1";
    /** The longest command line read; longer ones are refused without being kept, so memory stays flat. */
    static final int MAX_LINE = 64 * 1024;

    /** A command: its arguments in, its result out (an empty string for none), or a {@link GtpFailure}. */
    interface Handler {
        String run(List<String> args) throws GtpFailure;
    }

    private final Map<String, Handler> commands = new LinkedHashMap<>();
    private final Map<String, StreamedCommand> streamed = new LinkedHashMap<>();
    /** Every command's name, in the order registered, for list_commands. */
    private final Set<String> names = new LinkedHashSet<>();
    private final Player player;
    /** The replies written as they go, and pondering. */
    private final StreamedReplies replies;
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
        this.replies = new StreamedReplies(player, this::game);
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
        MctsPlayer search = searchOf(player);
        if (search != null) {
            new AnalysisCommands(this, search).register();
        }
    }

    /** The search behind a player (itself, or the fallback of a perfect player), or null: a random player. */
    static MctsPlayer searchOf(Player player) {
        Player p = player instanceof PerfectPlayer perfect ? perfect.fallback() : player;
        return p instanceof MctsPlayer search ? search : null;
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
        return searchOf(player) != null;
    }

    /**
     * After each genmove, the search goes on thinking about the position (the opponent to move) until the
     * controller sends its next line, keeping the tree for the next move. Only with tengen's search.
     */
    public void ponderAfterGenmove() {
        replies.ponderAfterGenmove();
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

    /**
     * Changes the rules (kata-set-rules, kgs-rules, komi): the game so far is played again under them. All or
     * nothing: rules the game so far could not have been played under (a move limit below the moves already
     * played) are refused with the game and the rules as they were.
     */
    void setRules(Rules newRules) throws GtpFailure {
        Game old = game;
        int played = movesPlayed(old);
        if (newRules.hasMoveLimit() && played > newRules.moveLimit()) {
            throw new GtpFailure(played + (played == 1 ? " move is" : " moves are") + " already played; a move limit of "
                    + newRules.moveLimit() + " would have ended the game before " + (played == 1 ? "it" : "them")
                    + " (expected 0 for none, or " + played + " or more)");
        }
        Game replayed = new Game(old.geometry(), newRules);
        try {
            GameReplay.replay(old, replayed);
        } catch (IllegalStateException | IllegalArgumentException e) {
            // Not expected after the check above; whatever it is, the old game and rules stay.
            throw new GtpFailure("the game so far cannot be played under these rules: " + e.getMessage());
        }
        rules = newRules;
        game = replayed;
    }

    /** The plays and passes of a game (what a move limit counts), without setup stones or a resignation. */
    static int movesPlayed(Game g) {
        int n = 0;
        for (Turn t : g.history()) {
            if (!t.setup() && !(t.move() instanceof Move.Resign)) {
                n++;
            }
        }
        return n;
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
                    if (!replies.stream(request, command, lines, writer)) {
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
                        replies.ponderIfAsked(lines);
                    }
                }
            }
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
            StreamedCommand.Reply reply = StreamedReplies.start(command, request);
            StringBuilder sb = new StringBuilder("=" + request.id() + "\n");
            boolean untilNext = command.untilNextCommand();
            String closing = null;
            try {
                closing = reply.run(text -> sb.append(text).append('\n'), () -> !untilNext);
            } catch (RuntimeException e) {
                StreamedReplies.internalError(e); // the reply closes as it stands, as when streamed
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
