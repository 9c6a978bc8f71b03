package org.tengen.gtp.server;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.tengen.core.Game;
import org.tengen.core.GameReplay;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Result;
import org.tengen.core.Rules;
import org.tengen.core.Settlement;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;
import org.tengen.core.sgf.SgfRecord;
import org.tengen.core.sgf.SgfReplay;
import org.tengen.core.sgf.SgfWriter;
import org.tengen.engine.Clock;
import org.tengen.engine.SearchDeadStones;
import org.tengen.engine.SearchRequest;

/** Moves and the game as a whole: play, genmove, undo, the count, the board drawn, and SGF in and out. */
final class PlayCommands {
    private final GtpEngine engine;

    PlayCommands(GtpEngine engine) {
        this.engine = engine;
    }

    void register() {
        engine.register("play", this::play);
        engine.register("genmove", args -> genmove(args, false));
        // KGS asks for cleanup moves when the players disagree about dead stones: the player then counts
        // two passes with the stones as they stand, so it captures what is dead before it passes.
        engine.register("kgs-genmove_cleanup", args -> genmove(args, true));
        engine.register("reg_genmove", this::regGenmove);
        engine.register("undo", args -> {
            undo(1);
            return "";
        });
        engine.register("gg-undo", args -> {
            int n = args.isEmpty() ? 1 : GtpArgs.clampedInteger(args.get(0), "moves");
            if (n != 0) { // gg-undo 0 undoes nothing, as in GNU Go
                undo(n);
            }
            return "";
        });
        engine.register("final_score", args -> finalScore());
        engine.register("final_status_list", this::finalStatusList);
        engine.register("showboard", args -> "\n" + Showboard.draw(engine.game()));
        engine.register("loadsgf", this::loadsgf);
        engine.register("printsgf", this::printsgf);
        engine.register("kgs-game_over", args -> "");
    }

    /** Plays a move of either colour: Sabaki sends setup stones as several moves of one colour. */
    private String play(List<String> args) throws GtpFailure {
        if (args.size() != 2) {
            throw new GtpFailure("invalid color or coordinate");
        }
        Stone stone;
        Move move;
        try {
            stone = GtpArgs.color(args.get(0));
            move = GtpArgs.move(args.get(1), engine.game().geometry());
        } catch (GtpFailure e) {
            throw new GtpFailure("invalid color or coordinate");
        }
        Game game = engine.game();
        resumeIfOver(game);
        Stone before = game.toMove();
        game.setToMove(stone);
        Legality l = game.play(stone, move);
        if (!l.isLegal()) {
            game.setToMove(before);
            throw new GtpFailure("illegal move");
        }
        return "";
    }

    /**
     * genmove and kgs-genmove_cleanup, for either colour (out of turn, the colour plays now, as with play),
     * within the clock's time for the move. A resignation is answered and not recorded, so the controller
     * may still undo or play on.
     */
    private String genmove(List<String> args, boolean cleanup) throws GtpFailure {
        GtpArgs.count(args, 1, "a color");
        Stone stone = GtpArgs.color(args.get(0));
        Game game = engine.game();
        if (!playsOn(game)) {
            return "pass"; // nothing can be played (the move limit is reached): a pass, not recorded
        }
        resumeIfOver(game);
        Move move = playDecided(engine, game, stone, request -> engine.player()
                .decide(withToMove(game, stone), cleanup ? request.countingAsItStands() : request).move());
        return move.toGtp(game.geometry());
    }

    /**
     * genmove's move, however it is searched: {@code stone}'s move as {@code decide} chooses it within the
     * clock's time for it, charged to its clock, and played (out of turn, the colour plays now), unless it is a
     * resignation, which is answered and not recorded. Returns the move.
     */
    static Move playDecided(GtpEngine engine, Game game, Stone stone, Function<SearchRequest, Move> decide) {
        SearchRequest request = timeFor(engine.clock(), stone, game);
        long start = System.nanoTime();
        Move move = decide.apply(request);
        // The engine's own count, for controllers that send time_settings but never time_left.
        engine.clock().spent(stone, System.nanoTime() - start);
        if (!(move instanceof Move.Resign)) {
            game.setToMove(stone);
            game.play(stone, move);
        }
        return move;
    }

    /**
     * GNU Go's reg_genmove: the move genmove would play, only named. Never {@code resign} (the best move
     * instead), and nothing of the game changes: not its moves, its turn or its clock; a game over is played
     * on in a copy.
     */
    private String regGenmove(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 1, "a color");
        Stone stone = GtpArgs.color(args.get(0));
        Game game = engine.game();
        if (!playsOn(game)) {
            return "pass"; // as genmove: nothing can be played
        }
        if (game.isOver()) {
            Game copy = new Game(game.geometry(), game.rules());
            GameReplay.replay(game, copy);
            game = copy;
            resumeIfOver(game);
        }
        SearchRequest request = timeFor(engine.clock(), stone, game).withoutResigning();
        return engine.player().decide(withToMove(game, stone), request).move().toGtp(game.geometry());
    }

    /**
     * A move of {@code stone} within the clock's time for it, or up to the most the clock lends a move the
     * player is unsure of.
     */
    private static SearchRequest timeFor(Clock clock, Stone stone, Game game) {
        int empty = game.board().emptyCount();
        return SearchRequest.within(clock.moveNanos(stone, empty), clock.maxMoveNanos(stone, empty));
    }

    /**
     * Whether a move may still be played in {@code game}: it goes on, or it ended by passes, after which a
     * controller may play on. Not once the move limit is reached or a side resigned (a record loaded with its
     * resignation): then every move is refused, and genmove answers {@code pass} without recording it, as an
     * engine does that has no move left.
     */
    static boolean playsOn(Game game) {
        if (!game.isOver()) {
            return true;
        }
        Turn last = game.lastMove();
        if (last != null && last.move() instanceof Move.Resign) {
            return false;
        }
        Rules rules = game.rules();
        return !(rules.hasMoveLimit() && game.moveCount() >= rules.moveLimit());
    }

    /** A controller may play on after two passes (to settle a dispute, say); not past the move limit. */
    static void resumeIfOver(Game game) throws GtpFailure {
        if (game.isOver()) {
            try {
                game.resume();
            } catch (IllegalStateException e) {
                throw new GtpFailure("illegal move: the game is over (" + e.getMessage() + ")");
            }
        }
    }

    private void undo(int n) throws GtpFailure {
        Game game = engine.game();
        if (n < 1 || game.moveCount() < n) {
            throw new GtpFailure("cannot undo");
        }
        for (int i = 0; i < n; i++) {
            game.undo();
        }
    }

    /** The count with tengen's dead-stone policy, in GNU Go's form: {@code B+3.5}, {@code W+7.0}, {@code 0}. */
    private String finalScore() {
        Result r = SearchDeadStones.standard().count(engine.game()).result();
        if (r.isDraw()) {
            return "0";
        }
        return (r.winner().orElseThrow() == Stone.BLACK ? "B+" : "W+") + String.format(Locale.ROOT, "%.1f", r.margin());
    }

    private String finalStatusList(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 1, "alive, dead or seki");
        Game game = engine.game();
        Settlement settled = SearchDeadStones.standard().settle(game);
        Geometry g = game.geometry();
        StringBuilder sb = new StringBuilder();
        String status = args.get(0).toLowerCase(Locale.ROOT);
        if (!List.of("alive", "dead", "seki").contains(status)) {
            throw new GtpFailure("invalid status");
        }
        for (int p : g.points()) {
            if (game.board().at(p) == 0) {
                continue;
            }
            if (settled.status(p).gtpName().equals(status)) {
                sb.append(sb.length() == 0 ? "" : " ").append(g.toGtp(p));
            }
        }
        return sb.toString();
    }

    /**
     * {@code loadsgf FILE [N]}: the position before move N (all of the main line without N); answers who moves.
     * All or nothing: a file that cannot be read, is not SGF, or whose moves cannot all be played (a move on a
     * stone, past the move limit) is refused with the reason, and the game stays as it was.
     */
    private String loadsgf(List<String> args) throws GtpFailure {
        if (args.isEmpty() || args.size() > 2) {
            throw new GtpFailure("expected a file and optionally a move number");
        }
        String name = args.get(0);
        Path path = engine.files().toRead(name);
        int moves = args.size() == 2 ? Math.max(GtpArgs.clampedInteger(args.get(1), "move number"), 1) - 1 : Integer.MAX_VALUE;
        SgfNode root = readRecord(name, path);
        Rules session = engine.rules();
        if (!root.has("RU") || !SgfGames.knowsRules(root)) {
            // The record gives no rules tengen knows: the session's stay (and their move limit applies).
            root.setText("RU", session.toJson());
        }
        SgfReplay replay;
        try {
            replay = SgfReplay.to(root.mainLineEnd(), SgfReplay.Mode.TOLERANT, moves);
        } catch (IllegalArgumentException e) { // an SgfException: a point off the board, an unreadable SZ, KM ...
            throw cannotLoad(name, e.getMessage());
        }
        Optional<SgfReplay.IllegalMove> problem = replay.problem();
        if (problem.isPresent()) {
            throw cannotLoad(name, describe(problem.get(), replay.game()));
        }
        Game loaded = replay.game();
        if (!givesKomi(root) && loaded.rules().komi() != session.komi()) {
            // No komi in the record: the session's stays, as GNU Go keeps its komi. Komi changes no move.
            Game withKomi = new Game(loaded.geometry(), loaded.rules().withKomi(session.komi()));
            GameReplay.replay(loaded, withKomi);
            loaded = withKomi;
        }
        // Before move N, the player of move N moves, as GNU Go answers, even out of turn.
        replay.nextMover().ifPresent(loaded::setToMove);
        engine.adopt(loaded);
        return GtpArgs.name(loaded.toMove());
    }

    /** Whether the record gives a komi: a KM with a value ({@code KM[]} says nothing). */
    private static boolean givesKomi(SgfNode root) {
        return root.property("KM").map(km -> !km.value().isBlank()).orElse(false);
    }

    /** The first game tree of the file, or why there is none: missing, a directory, too large, not SGF (where). */
    private static SgfNode readRecord(String name, Path path) throws GtpFailure {
        List<SgfNode> games;
        try {
            games = SgfReader.read(path);
        } catch (NoSuchFileException e) {
            throw cannotLoad(name, "no such file");
        } catch (AccessDeniedException e) {
            throw cannotLoad(name, "permission denied");
        } catch (IOException e) {
            throw cannotLoad(name, Files.isDirectory(path) ? "a directory, not a file" : "cannot read it (" + e.getMessage() + ")");
        } catch (IllegalArgumentException e) { // an SgfException, with its line and column
            throw cannotLoad(name, "not a readable SGF record: " + e.getMessage());
        }
        if (games.isEmpty()) {
            throw cannotLoad(name, "no game in it");
        }
        return games.get(0);
    }

    /** A move the replay could not play: its number, colour, vertex, why and where in the file. */
    private static String describe(SgfReplay.IllegalMove m, Game game) {
        if (m.reason() != Legality.GAME_OVER) {
            return m.describeWithPlace();
        }
        Rules rules = game.rules();
        String why = rules.hasMoveLimit() ? "past the rules' move limit (" + rules.moveLimit() + (rules.moveLimit() == 1 ? " move)" : " moves)")
                : "the game is over";
        return "move " + m.number() + " (" + (m.stone() == Stone.BLACK ? "B" : "W") + " " + m.vertex() + "): " + why
                + " (line " + m.line() + ", column " + m.column() + ")";
    }

    private static GtpFailure cannotLoad(String name, String reason) {
        return new GtpFailure("cannot load '" + name + "': " + reason);
    }

    /** The game as SGF, with its moves; to a file when one is named (and {@link FileAccess} allows it). */
    private String printsgf(List<String> args) throws GtpFailure {
        if (args.size() > 1) {
            // Arguments are split at spaces: a second word is a mistake, or a name with a space, which GTP cannot send.
            throw new GtpFailure("expected at most one file name (a name cannot have spaces)");
        }
        String sgf = SgfWriter.write(SgfRecord.of(engine.game(), "tengen:" + GtpEngine.VERSION)).stripTrailing();
        if (args.isEmpty()) {
            return sgf;
        }
        engine.files().write(args.get(0), sgf + "\n");
        return "";
    }


    /** {@code game} itself when {@code stone} is to move in it, else a copy with {@code stone} to move. */
    static Game withToMove(Game game, Stone stone) {
        if (game.toMove() == stone) {
            return game;
        }
        Game copy = new Game(game.geometry(), game.rules());
        GameReplay.replay(game, copy);
        copy.setToMove(stone);
        return copy;
    }
}
