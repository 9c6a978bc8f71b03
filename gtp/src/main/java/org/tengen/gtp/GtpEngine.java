package org.tengen.gtp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import org.tengen.engine.Clock;

/**
 * tengen's side of GTP v2: reads commands, answers {@code = result} or {@code ? message}, each reply ending
 * in an empty line and flushed. A bad line gets {@code ?} and the next one is answered normally: nothing
 * the controller sends stops the engine but {@code quit} or the end of its input. Commands live in small
 * classes by purpose ({@link SetupCommands}, {@link PlayCommands}, {@link OracleCommands}, {@link GoGuiCommands}); this class
 * holds the loop, the framing and the game they share.
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
    private final Player player;
    private final Clock clock;
    private Rules rules;
    private Game game;
    private boolean quit;

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
        register("known_command", args -> String.valueOf(args.size() == 1 && commands.containsKey(args.get(0))));
        register("list_commands", args -> String.join("\n", commands.keySet()));
        register("quit", args -> {
            quit = true;
            return "";
        });
        new SetupCommands(this).register();
        new PlayCommands(this).register();
        new OracleCommands(this).register();
        new GoGuiCommands(this).register();
    }

    void register(String name, Handler handler) {
        commands.put(name, handler);
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

    Player player() {
        return player;
    }

    /** The game clock: set by time_settings, kgs-time_settings and time_left; genmove keeps to it. */
    Clock clock() {
        return clock;
    }

    /** Answers commands from {@code in} until {@code quit} or the end of the input. */
    public void run(Reader in, Writer out) throws IOException {
        BufferedReader reader = in instanceof BufferedReader ? (BufferedReader) in : new BufferedReader(in);
        PrintWriter writer = new PrintWriter(out);
        LineReader lines = new LineReader(reader, MAX_LINE);
        String line;
        while (!quit && (line = lines.next()) != null) {
            String reply = lines.wasTooLong() ? "? line longer than " + MAX_LINE + " characters\n\n" : answer(line);
            if (reply != null) {
                writer.print(reply);
                writer.flush();
            }
        }
    }

    /** The full reply to one raw line ({@code =id result\n\n} or {@code ?id message\n\n}), or null for no command. */
    public String answer(String line) {
        GtpRequest request = GtpRequest.parse(line);
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
