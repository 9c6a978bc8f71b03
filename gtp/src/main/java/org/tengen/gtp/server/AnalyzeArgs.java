package org.tengen.gtp.server;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tengen.core.Geometry;
import org.tengen.core.Stone;

/**
 * The arguments of {@code lz-analyze}, {@code kata-analyze} and their {@code genmove_analyze} forms, in the
 * order KataGo documents them: an optional colour, an optional interval in centiseconds, then key-value
 * pairs ({@code interval 50}, {@code minmoves 3}, {@code maxmoves 10}, {@code ownership true},
 * {@code ownershipStdev true}, {@code rootInfo true}, {@code avoid b D4,Q16 1}, ...). A known key with a malformed value is refused; a
 * key tengen does not know is skipped with its value, so a GUI that sends a newer option still gets its
 * analysis. The KataGo-only keys are known to {@code kata-} commands alone, as in KataGo.
 *
 * @param color          the side to analyse, if named (else the side to move)
 * @param intervalNanos  the time between two reports (0: none until the end)
 * @param minMoves       {@code minmoves}: taken and checked, but only moves the search visited are reported
 * @param maxMoves       {@code maxmoves}: the most moves a report lists
 * @param ownership      {@code ownership true}: each report ends with every point's owner (KataGo only)
 * @param ownershipStdev {@code ownershipStdev true}: and with the owner's spread (KataGo only)
 * @param rootInfo       {@code rootInfo true}: the root's statistics after the candidates (KataGo only)
 */
record AnalyzeArgs(Optional<Stone> color, long intervalNanos, int minMoves, int maxMoves, boolean ownership,
                   boolean ownershipStdev, boolean rootInfo) {
    /** The longest interval taken, in centiseconds: a day. */
    private static final double MAX_CENTIS = 100.0 * 86_400;
    /** The most moves a report can list. */
    static final int NO_MAX = Integer.MAX_VALUE;

    /** Reads {@code args}; {@code kata} for the {@code kata-} commands, which know more keys. */
    static AnalyzeArgs parse(List<String> args, boolean kata, Geometry g) throws GtpFailure {
        int i = 0;
        Optional<Stone> color = Optional.empty();
        if (i < args.size() && isColor(args.get(i))) {
            color = Optional.of(GtpArgs.color(args.get(i++)));
        }
        double centis = 0;
        if (i < args.size() && isNumber(args.get(i))) {
            centis = interval(args.get(i++));
        }
        int minMoves = 0;
        int maxMoves = NO_MAX;
        boolean ownership = false;
        boolean ownershipStdev = false;
        boolean rootInfo = false;
        while (i < args.size()) {
            String key = args.get(i++);
            if (i >= args.size()) {
                throw new GtpFailure("expected a value after '" + key + "' (arguments: [color] [interval] [key value]...)");
            }
            String value = args.get(i++);
            switch (kata ? key : key + "/lz") {
                case "interval", "interval/lz" -> centis = interval(value);
                case "minmoves", "minmoves/lz" -> minMoves = count(key, value);
                case "maxmoves", "maxmoves/lz" -> maxMoves = count(key, value);
                case "ownership" -> ownership = bool(key, value);
                case "ownershipStdev" -> ownershipStdev = bool(key, value);
                case "rootInfo" -> rootInfo = bool(key, value);
                case "movesOwnership", "movesOwnershipStdev", "pvVisits", "pvEdgeVisits" -> {
                    bool(key, value); // KataGo's, checked, not reported by tengen
                }
                case "avoid", "allow", "avoid/lz", "allow/lz" -> {
                    if (i + 2 > args.size()) {
                        throw new GtpFailure("expected '" + key + " COLOR MOVES UNTIL', such as '" + key + " b D4,Q16 1'");
                    }
                    checkAvoid(key, value, args.get(i++), args.get(i++), g);
                }
                default -> {
                    // Unknown to tengen: skipped with its value, as the clients' newer options should be.
                }
            }
        }
        return new AnalyzeArgs(color, Math.round(centis * 10_000_000), minMoves, maxMoves, ownership, ownershipStdev,
                rootInfo);
    }

    private static boolean isColor(String word) {
        return List.of("b", "w", "black", "white").contains(word.toLowerCase(Locale.ROOT));
    }

    private static boolean isNumber(String word) {
        return word.matches("-?[0-9]+(\\.[0-9]*)?|-?\\.[0-9]+");
    }

    /** An interval in centiseconds, 0 or more. */
    private static double interval(String word) throws GtpFailure {
        if (!isNumber(word)) {
            throw new GtpFailure("interval '" + word + "' is not a number of centiseconds");
        }
        double centis = Double.parseDouble(word);
        if (centis < 0 || centis > MAX_CENTIS) {
            throw new GtpFailure("interval " + word + " out of range: expected 0 to " + (long) MAX_CENTIS + " centiseconds");
        }
        return centis;
    }

    private static int count(String key, String word) throws GtpFailure {
        if (!word.matches("[0-9]{1,9}")) {
            throw new GtpFailure(key + " '" + word + "' is not a count of moves (0 or more)");
        }
        return Integer.parseInt(word);
    }

    private static boolean bool(String key, String word) throws GtpFailure {
        switch (word.toLowerCase(Locale.ROOT)) {
            case "true": return true;
            case "false": return false;
            default: throw new GtpFailure(key + " '" + word + "' is not true or false");
        }
    }

    /** avoid/allow COLOR MOVES UNTIL: checked as KataGo reads it; tengen's search does not restrict its moves. */
    private static void checkAvoid(String key, String color, String moves, String until, Geometry g) throws GtpFailure {
        GtpArgs.color(color);
        for (String m : moves.split(",")) {
            if (!m.isBlank() && !m.trim().equalsIgnoreCase("pass")) {
                GtpArgs.vertex(m.trim(), g);
            }
        }
        if (!until.matches("[0-9]{1,9}") || Integer.parseInt(until) < 1) {
            throw new GtpFailure(key + ": '" + until + "' is not a number of moves (1 or more)");
        }
    }
}
