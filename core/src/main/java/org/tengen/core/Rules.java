package org.tengen.core;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Map;

/**
 * The rules of a game as data: ko, suicide, scoring, komi, White's handicap bonus and an optional move
 * limit (0 for none; passes count as moves).
 *
 * <p>{@link #parse(String)} takes a preset name from {@link RulesPresets} in any case, or KataGo's JSON form
 * such as {@code {"ko":"POSITIONAL","scoring":"AREA","suicide":true,"komi":7.5}}.
 */
public record Rules(KoRule ko, SuicideRule suicide, ScoringRule scoring, double komi,
                    HandicapBonus handicapBonus, int moveLimit) {

    /** The largest komi magnitude accepted; larger values are typing mistakes, not rules. */
    public static final double MAX_KOMI = 1000;

    /**
     * Checks the rules and makes {@code -0} komi plain {@code 0}.
     *
     * @param ko the ko rule: none, simple, positional or situational superko
     * @param suicide whether suicide is forbidden, or allowed for chains of several stones or for all
     * @param scoring area, territory or stone counting
     * @param komi the points White receives, finite and within {@link #MAX_KOMI}
     * @param handicapBonus what White receives for Black's handicap stones under area scoring
     * @param moveLimit the number of moves (passes included) after which the game ends, or 0 for none
     * @throws IllegalArgumentException if a rule is null, the komi is not finite or beyond {@link #MAX_KOMI},
     *     or the move limit is negative
     */
    public Rules {
        komi += 0.0; // -0 and 0 are the same komi: equal rules, the same JSON
        if (ko == null || suicide == null || scoring == null || handicapBonus == null) {
            throw new IllegalArgumentException("every rule must be given (ko, suicide, scoring, handicap bonus)");
        }
        checkKomi(komi);
        if (moveLimit < 0) {
            throw new IllegalArgumentException("move limit " + moveLimit + " is negative (expected 0 for none, or a positive count)");
        }
    }

    /**
     * Parses rules as the command line and GTP take them.
     *
     * @param text a preset name such as {@code chinese} or {@code tromp-taylor} (see {@link RulesPresets}),
     *     or a JSON object in KataGo's form such as {@code {"ko":"SIMPLE","scoring":"AREA",...}}
     * @return the rules
     * @throws IllegalArgumentException saying what was wrong and where, for an unknown name or bad JSON
     */
    public static Rules parse(String text) {
        String t = text.trim();
        if (t.startsWith("{")) {
            return RulesJson.parse(t);
        }
        return RulesPresets.get(t);
    }

    /**
     * Parses a komi such as {@code 7.5}, {@code -3}, {@code 0} or {@code 6.25}: any finite number within
     * {@link #MAX_KOMI}. Counts stay whole; only the comparison with the komi is fractional.
     *
     * @param text the komi as people write it
     * @return its value
     * @throws IllegalArgumentException quoting the text, if it is not a plain finite number within range
     */
    public static double parseKomi(String text) {
        double komi;
        try {
            komi = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a komi (expected a number such as 7.5, 6 or -0.5)");
        }
        // Letters let Java read NaN, Infinity, 1e1, 0x10 and 7.5f as numbers; a komi is plain digits.
        if (text.trim().matches("(?i).*[a-z].*")) {
            throw new IllegalArgumentException("'" + text + "' is not a komi (expected a number such as 7.5, 6 or -0.5)");
        }
        try {
            checkKomi(komi);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not a valid komi: " + e.getMessage());
        }
        return komi;
    }

    /** Fails unless {@code komi} is a finite number within {@link #MAX_KOMI}. */
    static void checkKomi(double komi) {
        if (Double.isNaN(komi) || Double.isInfinite(komi)) {
            throw new IllegalArgumentException("komi " + komi + " is not a finite number");
        }
        if (Math.abs(komi) > MAX_KOMI) {
            throw new IllegalArgumentException("komi " + komi + " is out of range (expected -" + (int) MAX_KOMI
                    + " to " + (int) MAX_KOMI + ")");
        }
    }

    /**
     * These rules with another komi.
     *
     * @param newKomi the points White receives, within {@link #MAX_KOMI}
     * @return a copy with that komi
     * @throws IllegalArgumentException if the komi is not finite or out of range
     */
    public Rules withKomi(double newKomi) {
        return new Rules(ko, suicide, scoring, newKomi, handicapBonus, moveLimit);
    }

    /**
     * These rules with another ko rule.
     *
     * @param newKo the ko rule, not null
     * @return a copy with that ko rule
     */
    public Rules withKo(KoRule newKo) {
        return new Rules(newKo, suicide, scoring, komi, handicapBonus, moveLimit);
    }

    /**
     * These rules with another suicide rule.
     *
     * @param newSuicide the suicide rule, not null
     * @return a copy with that suicide rule
     */
    public Rules withSuicide(SuicideRule newSuicide) {
        return new Rules(ko, newSuicide, scoring, komi, handicapBonus, moveLimit);
    }

    /**
     * These rules with another way of counting.
     *
     * @param newScoring the scoring rule, not null
     * @return a copy with that scoring rule
     */
    public Rules withScoring(ScoringRule newScoring) {
        return new Rules(ko, suicide, newScoring, komi, handicapBonus, moveLimit);
    }

    /**
     * These rules with another handicap bonus.
     *
     * @param newBonus what White receives for Black's handicap stones under area scoring, not null
     * @return a copy with that bonus
     */
    public Rules withHandicapBonus(HandicapBonus newBonus) {
        return new Rules(ko, suicide, scoring, komi, newBonus, moveLimit);
    }

    /**
     * These rules with another move limit.
     *
     * @param newLimit the number of moves after which the game ends and is counted, or 0 for none
     * @return a copy with that limit
     * @throws IllegalArgumentException if the limit is negative
     */
    public Rules withMoveLimit(int newLimit) {
        return new Rules(ko, suicide, scoring, komi, handicapBonus, newLimit);
    }

    /** {@return whether the game ends after {@link #moveLimit()} moves (a limit of 0 means none)} */
    public boolean hasMoveLimit() {
        return moveLimit > 0;
    }

    /**
     * Whether two passes under these rules are counted with the stones as they stand, nothing removed as
     * dead: so under suicide of several stones, positional superko, stone scoring or a move limit (Tromp-Taylor
     * and the seed problems). A player must then capture dead stones itself before it passes.
     *
     * @return true when a count under these rules takes no stone off as dead
     */
    public boolean countsAsItStands() {
        return suicide == SuicideRule.ALL || ko == KoRule.POSITIONAL || scoring == ScoringRule.STONES || hasMoveLimit();
    }

    /** {@return the komi as people write it: {@code 7.5}, {@code 6}, {@code -0.5}} */
    public String komiText() {
        return formatPoints(komi);
    }

    /**
     * A score or komi as people write it, without a trailing {@code .0} and without floating-point noise:
     * {@code 7.5}, {@code -12}, {@code 6.25}; at most six decimals ({@code 6.1} stays {@code 6.1} after
     * arithmetic that gives {@code 6.1000000000000005}).
     *
     * @param points a finite number of points
     * @return its text
     */
    public static String formatPoints(double points) {
        if (points == Math.rint(points)) {
            return Long.toString((long) points);
        }
        String text = new BigDecimal(points).setScale(6, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
        return text.equals("-0") ? "0" : text;
    }

    /** {@return KataGo's JSON form, with tengen's extra field {@code moveLimit}; {@link #parse} reads it back} */
    public String toJson() {
        String whb;
        switch (handicapBonus) {
            case N: whb = "N"; break;
            case N_MINUS_ONE: whb = "N-1"; break;
            default: whb = "0"; break;
        }
        return "{\"ko\":\"" + ko.name() + "\",\"scoring\":\"" + scoring.name() + "\",\"suicide\":\""
                + suicide.name() + "\",\"komi\":" + komiText() + ",\"whiteHandicapBonus\":\"" + whb
                + "\",\"moveLimit\":" + moveLimit + "}";
    }

    /** {@return the name of the preset these rules equal, komi aside, or {@code null} for none} */
    public String presetName() {
        for (Map.Entry<String, Rules> e : RulesPresets.all().entrySet()) {
            Rules p = e.getValue();
            if (p.withKomi(komi).equals(this)) {
                return e.getKey();
            }
        }
        return null;
    }

    @Override
    public String toString() {
        String name = presetName();
        return (name != null ? name + " " : "") + toJson().toLowerCase(Locale.ROOT);
    }
}
