package org.tengen.gtp.server;

import java.util.List;
import java.util.Locale;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Handicap;
import org.tengen.core.Rules;
import org.tengen.core.Stone;
import org.tengen.engine.Clock;

/** Board size, komi, rules, handicap and time: the commands that set a game up. */
final class SetupCommands {
    private final GtpEngine engine;

    SetupCommands(GtpEngine engine) {
        this.engine = engine;
    }

    void register() {
        engine.register("boardsize", this::boardsize);
        engine.register("rectangular_boardsize", this::rectangularBoardsize);
        engine.register("clear_board", args -> {
            engine.newGame(engine.game().geometry());
            return "";
        });
        engine.register("query_boardsize", args -> {
            Geometry g = engine.game().geometry();
            return g.width() == g.height() ? "" + g.width() : g.width() + " " + g.height();
        });
        engine.register("komi", this::komi);
        engine.register("get_komi", args -> Rules.formatPoints(engine.rules().komi()));
        engine.register("fixed_handicap", this::fixedHandicap);
        engine.register("place_free_handicap", this::placeFreeHandicap);
        engine.register("set_free_handicap", this::setFreeHandicap);
        engine.register("kgs-rules", this::kgsRules);
        engine.register("kata-get-rules", args -> engine.rules().toJson());
        engine.register("kata-set-rules", this::kataSetRules);
        engine.register("time_settings", this::timeSettings);
        engine.register("time_left", this::timeLeft);
        engine.register("kgs-time_settings", this::kgsTimeSettings);
    }

    private String boardsize(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 1, "one board size");
        int n = GtpArgs.clampedInteger(args.get(0), "boardsize");
        if (n < 1 || n > Geometry.MAX_SIZE) {
            throw new GtpFailure("unacceptable size");
        }
        engine.newGame(Geometry.of(n));
        return "";
    }

    private String rectangularBoardsize(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 2, "width and height");
        int w = GtpArgs.clampedInteger(args.get(0), "width");
        int h = GtpArgs.clampedInteger(args.get(1), "height");
        if (w < 1 || w > Geometry.MAX_SIZE || h < 1 || h > Geometry.MAX_SIZE) {
            throw new GtpFailure("unacceptable size");
        }
        engine.newGame(Geometry.of(w, h));
        return "";
    }

    private String komi(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 1, "one komi");
        double komi = GtpArgs.komi(args.get(0));
        engine.setRules(engine.rules().withKomi(komi));
        return "";
    }

    private String fixedHandicap(List<String> args) throws GtpFailure {
        int n = handicapCount(args);
        Game game = engine.game();
        Geometry g = game.geometry();
        if (n < 2 || n > Handicap.maxFixed(g)) {
            throw new GtpFailure("invalid handicap"); // GNU Go's words, which the differential tests hold it to
        }
        return listed(game.placeFixedHandicap(n), g);
    }

    /** The one argument of the handicap commands, a number of stones, on a board that must still be empty. */
    private int handicapCount(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 1, "a number of stones");
        int n = GtpArgs.clampedInteger(args.get(0), "handicap");
        if (!engine.game().history().isEmpty()) {
            throw new GtpFailure("board not empty");
        }
        return n;
    }

    /** The stones placed, in board order (top left first), as GNU Go lists them. */
    private static String listed(int[] points, Geometry g) {
        int[] sorted = points.clone();
        java.util.Arrays.sort(sorted);
        return GtpArgs.vertices(sorted, sorted.length, g);
    }

    /** GTP v2's place_free_handicap: the engine's choice of 2 or more stones, all of them placed ({@link FreeHandicap}). */
    private String placeFreeHandicap(List<String> args) throws GtpFailure {
        int n = handicapCount(args);
        Game game = engine.game();
        Geometry g = game.geometry();
        int max = FreeHandicap.max(g);
        if (n < 2 || n > max) {
            throw new GtpFailure("invalid handicap (" + (max < 2 ? "the " + g.describe() + " board takes no handicap"
                    : "a free handicap on " + g.describe() + " is 2 to " + max + " stones") + ")");
        }
        int[] points = FreeHandicap.place(g, n);
        game.placeFreeHandicap(points);
        return listed(points, g);
    }

    private String setFreeHandicap(List<String> args) throws GtpFailure {
        Game game = engine.game();
        if (!game.history().isEmpty()) {
            throw new GtpFailure("board not empty");
        }
        if (args.size() < 2) {
            throw new GtpFailure("invalid handicap");
        }
        int[] points = new int[args.size()];
        for (int i = 0; i < points.length; i++) {
            points[i] = GtpArgs.vertex(args.get(i), game.geometry());
        }
        try {
            game.placeFreeHandicap(points);
        } catch (IllegalArgumentException e) {
            throw new GtpFailure("invalid handicap: " + e.getMessage());
        }
        return "";
    }

    private String kgsRules(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 1, "japanese, chinese, aga or new_zealand");
        String preset = switch (args.get(0).toLowerCase(java.util.Locale.ROOT)) {
            case "japanese" -> "japanese";
            case "chinese" -> "chinese";
            case "aga" -> "aga";
            case "new_zealand" -> "new-zealand";
            default -> throw new GtpFailure("unknown rules " + args.get(0));
        };
        engine.setRules(org.tengen.core.RulesPresets.get(preset).withKomi(engine.rules().komi()));
        return "";
    }

    private String kataSetRules(List<String> args) throws GtpFailure {
        if (args.isEmpty()) {
            throw new GtpFailure("expected rules: a preset name or KataGo's JSON");
        }
        try {
            Rules rules = Rules.parse(String.join(" ", args));
            // A preset carries its own komi; KataGo keeps the komi set unless the JSON names one.
            boolean namesKomi = String.join(" ", args).contains("\"komi\"");
            engine.setRules(namesKomi ? rules : rules.withKomi(engine.rules().komi()));
        } catch (IllegalArgumentException e) {
            throw new GtpFailure(e.getMessage());
        }
        return "";
    }

    /** {@code time_settings MAIN BYO_YOMI_TIME BYO_YOMI_STONES}: Canadian byo-yomi, as GTP v2 reads it. */
    private String timeSettings(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 3, "main_time byo_yomi_time byo_yomi_stones");
        engine.clock().gtpSettings(GtpArgs.seconds(args.get(0), "main_time"), GtpArgs.seconds(args.get(1), "byo_yomi_time"),
                GtpArgs.nonNegative(args.get(2), "byo_yomi_stones"));
        return "";
    }

    /** {@code time_left COLOR TIME STONES}: the controller's clock for one side, which overrides the engine's count. */
    private String timeLeft(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 3, "color time stones");
        Stone stone = GtpArgs.color(args.get(0));
        // A controller may show a little overtime as a negative time: that is no time left.
        long time = Math.max(0, GtpArgs.signedSeconds(args.get(1), "time"));
        engine.clock().timeLeft(stone, time, GtpArgs.nonNegative(args.get(2), "stones"));
        return "";
    }

    /** KGS's {@code kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS | canadian MAIN PERIOD STONES}. */
    private String kgsTimeSettings(List<String> args) throws GtpFailure {
        String kind = args.isEmpty() ? "" : args.get(0).toLowerCase(Locale.ROOT);
        Clock clock = engine.clock();
        switch (kind) {
            case "none":
                GtpArgs.count(args, 1, "none alone");
                clock.unlimited();
                break;
            case "absolute":
                GtpArgs.count(args, 2, "absolute main_time");
                clock.absolute(GtpArgs.seconds(args.get(1), "main_time"));
                break;
            case "byoyomi":
                GtpArgs.count(args, 4, "byoyomi main_time period_time periods");
                clock.byoyomi(GtpArgs.seconds(args.get(1), "main_time"), GtpArgs.seconds(args.get(2), "period_time"),
                        GtpArgs.nonNegative(args.get(3), "periods"));
                break;
            case "canadian":
                GtpArgs.count(args, 4, "canadian main_time byo_yomi_time stones");
                clock.canadian(GtpArgs.seconds(args.get(1), "main_time"), GtpArgs.seconds(args.get(2), "byo_yomi_time"),
                        GtpArgs.nonNegative(args.get(3), "stones"));
                break;
            default:
                throw new GtpFailure("expected none, absolute, byoyomi or canadian and its times");
        }
        return "";
    }
}
