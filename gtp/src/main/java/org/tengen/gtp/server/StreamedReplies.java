package org.tengen.gtp.server;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.tengen.core.Game;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.Player;
import org.tengen.engine.Threads;

/**
 * The replies {@link GtpEngine}'s loop writes as they go ({@link StreamedCommand}: lz-analyze, kata-analyze and
 * their genmove forms), and pondering after a move. A reply that runs until the next line, and a ponder, run on a
 * thread of their own while the loop only waits for that line, then stops them and waits for them to end before
 * it reads the line: the game is never touched by two threads at once, and no search is left running.
 */
final class StreamedReplies {
    /** How often a streamed analysis's wait for the next line looks whether its reply can still be written. */
    private static final long AWAIT_MILLIS = 100;

    private final Player player;
    private final Supplier<Game> game;
    private boolean ponder;

    /** Replies for {@code player}, on the engine's current {@code game}. */
    StreamedReplies(Player player, Supplier<Game> game) {
        this.player = player;
        this.game = game;
    }

    /** After each genmove, ponder until the next line (see {@link GtpEngine#ponderAfterGenmove}). */
    void ponderAfterGenmove() {
        ponder = GtpEngine.searchOf(player) != null;
    }

    /**
     * Runs a streamed command: {@code =id}, its lines, its closing line and the empty line, or {@code ?id
     * message} when it refuses to start. False when the reply could not be written (nobody reads): the player
     * is stopped and the session ends.
     */
    boolean stream(GtpRequest request, StreamedCommand command, InputLines lines, PrintWriter writer)
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
    static StreamedCommand.Reply start(StreamedCommand command, GtpRequest request) throws GtpFailure {
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
    static void internalError(RuntimeException e) {
        System.err.println("tengen: internal error during an analysis: " + e);
    }

    /** With {@link #ponderAfterGenmove}, searches the game as it stands (no reports) until the next line. */
    void ponderIfAsked(InputLines lines) throws IOException {
        MctsPlayer search = GtpEngine.searchOf(player);
        if (!ponder || search == null) {
            return;
        }
        Game position = game.get();
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
}
