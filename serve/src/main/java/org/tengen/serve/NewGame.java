package org.tengen.serve;

import org.tengen.core.Geometry;
import org.tengen.core.Handicap;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;

/**
 * What the start page asks for a new game, checked: the board, the rules preset, komi and handicap, who plays
 * (tengen at a level with one colour, or people) and the players' names.
 */
record NewGame(Geometry geometry, String preset, Rules rules, int handicap, Seats seats, String blackName,
               String whiteName) {

    /**
     * Checks the page's fields.
     *
     * @param width   columns, {@link Limits#MIN_SIZE} to {@link Limits#MAX_SIZE}
     * @param height  rows, the same range
     * @param preset  a rules preset name ({@code chinese}, {@code japanese} ...)
     * @param komi    the komi, or null for the preset's
     * @param handicap 0 or 2 to the board's most fixed handicap stones
     * @param engine  {@code black}, {@code white} or {@code none}
     * @param level   tengen's level when it plays
     * @throws ApiException 400 with what was wrong and what was expected
     */
    static NewGame of(int width, int height, String preset, Double komi, int handicap, String engine, int level,
                      String blackName, String whiteName) {
        if (width < Limits.MIN_SIZE || width > Limits.MAX_SIZE || height < Limits.MIN_SIZE || height > Limits.MAX_SIZE) {
            throw ApiException.badRequest("a " + width + "x" + height + " board is out of range (expected "
                    + Limits.MIN_SIZE + " to " + Limits.MAX_SIZE + " lines each way)");
        }
        Geometry g = Geometry.of(width, height);
        Rules rules;
        try {
            rules = RulesPresets.get(preset == null ? "chinese" : preset);
        } catch (IllegalArgumentException e) {
            throw unknownRules("'" + abbreviate(preset) + "'");
        }
        if (komi != null) {
            if (!Double.isFinite(komi) || Math.abs(komi) > 1000 || Math.round(komi * 2) != komi * 2) {
                throw ApiException.badRequest("komi " + komi + ": expected a whole or half number such as 6.5");
            }
            rules = rules.withKomi(komi);
        }
        int max = Handicap.maxFixed(g);
        if (handicap != 0 && (handicap < 2 || handicap > max)) {
            throw ApiException.badRequest("handicap " + handicap + ": " + (max < 2
                    ? "no handicap stones fit on " + g.describe() + " (expected 0)"
                    : "expected 0, or 2 to " + max + " on " + g.describe()));
        }
        Seats seats = switch (engine == null ? "none" : engine) {
            case "black" -> new Seats(Stone.BLACK, level);
            case "white" -> new Seats(Stone.WHITE, level);
            case "none" -> Seats.PEOPLE;
            default -> throw ApiException.badRequest("engine '" + engine + "': expected black, white or none");
        };
        String black = name(blackName, seats.isEngine(Stone.BLACK) ? seats.engineName() : "Black");
        String white = name(whiteName, seats.isEngine(Stone.WHITE) ? seats.engineName() : "White");
        if (seats.isEngine(Stone.BLACK)) {
            black = seats.engineName();
        }
        if (seats.isEngine(Stone.WHITE)) {
            white = seats.engineName();
        }
        return new NewGame(g, preset == null ? "chinese" : preset, rules, handicap, seats, black, white);
    }

    /**
     * {@return the refusal of rules that are not a preset's name} The page offers the presets; the API takes
     * their names only (komi is a field of its own), not the JSON rules other commands read.
     */
    static ApiException unknownRules(String given) {
        return ApiException.badRequest("rules " + given + ": expected the name of a preset ("
                + String.join(", ", RulesPresets.all().keySet()) + "); tengen serve takes no JSON rules (komi is a field of its own)");
    }

    private static String abbreviate(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    private static String name(String given, String otherwise) {
        if (given == null || given.isBlank()) {
            return otherwise;
        }
        String n = given.strip();
        if (n.length() > 40) {
            throw ApiException.badRequest("a player's name is at most 40 characters");
        }
        return n;
    }
}
