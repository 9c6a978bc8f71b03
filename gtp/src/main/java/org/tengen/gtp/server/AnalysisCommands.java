package org.tengen.gtp.server;

import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.engine.Analysis;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.SearchBudget;

/**
 * The analysis commands of the GUIs, answered by tengen's search: Leela Zero's {@code lz-analyze} and
 * {@code lz-genmove_analyze} (Sabaki, Lizzie), KataGo's {@code kata-analyze} and {@code kata-genmove_analyze}
 * (Sabaki, Lizzie, KaTrain's GTP mode), streamed as those engines stream them ({@link StreamedCommand}, lines
 * by {@link AnalysisLines}); and two views for GoGui's analyze menu, the owner of each point and the
 * candidates' win rates, searched with genmove's budget. An analysis keeps the search's tree, so the next
 * genmove in the same position goes on from it.
 */
final class AnalysisCommands {
    private final GtpEngine engine;
    private final MctsPlayer search;

    AnalysisCommands(GtpEngine engine, MctsPlayer search) {
        this.engine = engine;
        this.search = search;
    }

    void register() {
        engine.registerStreamed("lz-analyze", StreamedCommand.of(true, args -> analyze(args, false)));
        engine.registerStreamed("kata-analyze", StreamedCommand.of(true, args -> analyze(args, true)));
        engine.registerStreamed("lz-genmove_analyze", StreamedCommand.of(false, args -> genmoveAnalyze(args, false)));
        engine.registerStreamed("kata-genmove_analyze", StreamedCommand.of(false, args -> genmoveAnalyze(args, true)));
        engine.register("tengen-ownership_gfx", this::ownershipGfx);
        engine.register("tengen-winrates_gfx", this::winRatesGfx);
    }

    /** lz-analyze or kata-analyze: reports every interval until the controller's next line. */
    private StreamedCommand.Reply analyze(List<String> args, boolean kata) throws GtpFailure {
        Game game = engine.game();
        AnalyzeArgs a = AnalyzeArgs.parse(args, kata, game.geometry());
        Game position = PlayCommands.withToMove(game, a.color().orElse(game.toMove()));
        return (emit, keepGoing) -> {
            search.analyse(position, Integer.MAX_VALUE, a.intervalNanos(), a.ownership() || a.ownershipStdev(),
                    keepGoing, report(kata, a, position.geometry(), emit));
            return null;
        };
    }

    /**
     * lz-genmove_analyze or kata-genmove_analyze: genmove (the clock's time, the move played, resignation as
     * genmove allows it) reporting as it searches, then {@code play VERTEX}. It runs to its end, as genmove does.
     */
    private StreamedCommand.Reply genmoveAnalyze(List<String> args, boolean kata) throws GtpFailure {
        Game game = engine.game();
        AnalyzeArgs a = AnalyzeArgs.parse(args, kata, game.geometry());
        Stone stone = a.color().orElse(game.toMove());
        if (!PlayCommands.playsOn(game)) {
            return (emit, keepGoing) -> "play pass"; // as genmove: nothing can be played, nothing is searched
        }
        PlayCommands.resumeIfOver(game);
        return (emit, keepGoing) -> {
            Move move = PlayCommands.playDecided(engine, game, stone, request -> search.decideAnalysing(
                    PlayCommands.withToMove(game, stone), request, a.intervalNanos(), a.ownership() || a.ownershipStdev(),
                    keepGoing, report(kata, a, game.geometry(), emit)).move());
            return "play " + move.toGtp(game.geometry());
        };
    }

    /** Each report as one line in the command's form; none when there is nothing to say (never an empty line). */
    private static Consumer<Analysis> report(boolean kata, AnalyzeArgs a, Geometry g, Consumer<String> emit) {
        return analysis -> {
            String line = kata ? AnalysisLines.kataGo(analysis, g, a.maxMoves(), a.rootInfo(), a.ownership(),
                    a.ownershipStdev())
                    : AnalysisLines.leelaZero(analysis, g, a.maxMoves());
            if (!line.isEmpty()) { // an empty line would end the reply for the controller
                emit.accept(line);
            }
        };
    }

    /**
     * GoGui's gfx view of ownership: {@code INFLUENCE} with each point's mean owner, +1 Black and -1 White as
     * GoGui draws it, and the expected lead as {@code TEXT}.
     */
    private String ownershipGfx(List<String> args) throws GtpFailure {
        Analysis a = searchFor(args, true);
        if (a == null) {
            return "TEXT nothing to analyse: the game is over";
        }
        Geometry g = engine.game().geometry();
        StringBuilder sb = new StringBuilder("INFLUENCE");
        for (int p : g.points()) {
            sb.append(' ').append(g.toGtp(p)).append(' ').append(String.format(Locale.ROOT, "%.2f", a.ownership()[p]));
        }
        return sb.append('\n').append("TEXT ").append(summary(a)).toString();
    }

    /** GoGui's gfx view of the candidates: each one's win rate as a {@code LABEL} (percent), and a summary. */
    private String winRatesGfx(List<String> args) throws GtpFailure {
        Analysis a = searchFor(args, false);
        if (a == null) {
            return "TEXT nothing to analyse: the game is over";
        }
        Geometry g = engine.game().geometry();
        StringBuilder sb = new StringBuilder();
        for (Analysis.MoveInfo m : a.moves()) {
            if (m.move() instanceof Move.Play) {
                sb.append(sb.length() == 0 ? "LABEL" : "").append(' ').append(m.move().toGtp(g)).append(' ')
                        .append(Math.round(100 * m.winRate()));
            }
        }
        if (sb.length() > 0) {
            sb.append('\n');
        }
        return sb.append("TEXT ").append(summary(a)).toString();
    }

    /** The side to move's win rate and lead, the best move and its variation. */
    private String summary(Analysis a) {
        Geometry g = engine.game().geometry();
        String side = a.toMove() == Stone.BLACK.code() ? "Black" : "White";
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%s to move: win rate %.1f%%, lead %+.1f, %d playouts",
                side, 100 * a.winRate(), a.scoreLead(), a.playouts()));
        if (!a.moves().isEmpty()) {
            sb.append("; best");
            for (Move m : a.moves().get(0).pv()) {
                sb.append(' ').append(m.toGtp(g));
            }
        }
        return sb.toString();
    }

    /** A search of the position with {@code COLOR} (or the side to move) to play, with genmove's budget and no clock. */
    private Analysis searchFor(List<String> args, boolean ownership) throws GtpFailure {
        if (args.size() > 1) {
            throw new GtpFailure("expected an optional color");
        }
        Game game = engine.game();
        Stone stone = args.isEmpty() ? game.toMove() : GtpArgs.color(args.get(0));
        SearchBudget b = search.budget();
        long start = System.nanoTime();
        BooleanSupplier inTime = () -> System.nanoTime() - start < b.nanos();
        return search.analyse(PlayCommands.withToMove(game, stone), b.playouts(), 0, ownership, inTime, a -> {
        });
    }
}
