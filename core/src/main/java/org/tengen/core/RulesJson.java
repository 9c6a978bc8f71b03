package org.tengen.core;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Reads KataGo's JSON form of rules: a flat object whose keys are {@code ko}, {@code scoring},
 * {@code suicide}, {@code komi}, {@code whiteHandicapBonus}, and tengen's {@code moveLimit}. KataGo's
 * {@code tax}, {@code hasButton} and {@code friendlyPassOk} are accepted and have no effect. Keys left
 * out take Tromp-Taylor's values, as in KataGo; a key given twice is an error.
 */
final class RulesJson {
    private final String text;
    private int pos;

    private RulesJson(String text) {
        this.text = text;
    }

    static Rules parse(String text) {
        Map<String, Object> object = new RulesJson(text).object();
        Rules rules = RulesPresets.get("tromp-taylor");
        for (Map.Entry<String, Object> e : object.entrySet()) {
            String key = e.getKey();
            Object value = e.getValue();
            switch (key) {
                case "ko":
                    rules = rules.withKo(enumValue(KoRule.class, key, value));
                    break;
                case "scoring":
                    rules = rules.withScoring(enumValue(ScoringRule.class, key, value));
                    break;
                case "suicide":
                case "multiStoneSuicideLegal":
                    rules = rules.withSuicide(suicide(key, value));
                    break;
                case "komi":
                    rules = rules.withKomi(komi(value));
                    break;
                case "whiteHandicapBonus":
                    rules = rules.withHandicapBonus(handicapBonus(value));
                    break;
                case "moveLimit":
                    double limit = number(key, value);
                    if (limit > Integer.MAX_VALUE) {
                        throw new IllegalArgumentException("rules: \"moveLimit\" " + value + " is too large (at most "
                                + Integer.MAX_VALUE + ", or 0 for none)");
                    }
                    if (limit != Math.rint(limit) || limit < 0) {
                        throw new IllegalArgumentException("rules: \"moveLimit\" must be a whole number 0 or more, not " + value);
                    }
                    rules = rules.withMoveLimit((int) limit);
                    break;
                case "tax":
                case "hasButton":
                case "friendlyPassOk":
                    break;
                default:
                    throw new IllegalArgumentException("rules: unknown key \"" + key + "\" (expected ko, scoring, "
                            + "suicide, komi, whiteHandicapBonus, moveLimit)");
            }
        }
        return rules;
    }

    private static <E extends Enum<E>> E enumValue(Class<E> type, String key, Object value) {
        if (value instanceof String) {
            String v = ((String) value).toUpperCase(Locale.ROOT).replace('-', '_');
            for (E constant : type.getEnumConstants()) {
                if (constant.name().equals(v)) {
                    return constant;
                }
            }
        }
        StringBuilder expected = new StringBuilder();
        for (E constant : type.getEnumConstants()) {
            expected.append(expected.length() == 0 ? "" : ", ").append(constant.name());
        }
        throw new IllegalArgumentException("rules: \"" + key + "\" cannot be " + show(value) + " (expected " + expected + ")");
    }

    /** KataGo's {@code true} means multi-stone suicide is legal; tengen also takes the rule's name. */
    private static SuicideRule suicide(String key, Object value) {
        if (Boolean.TRUE.equals(value)) {
            return SuicideRule.MULTI_STONE;
        }
        if (Boolean.FALSE.equals(value)) {
            return SuicideRule.FORBIDDEN;
        }
        return enumValue(SuicideRule.class, key, value);
    }

    /** A komi as a JSON number or a string; the error quotes it as written. */
    private static double komi(Object value) {
        if (value instanceof String) {
            try {
                return Rules.parseKomi((String) value);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("rules: \"komi\": " + e.getMessage(), e);
            }
        }
        double komi = number("komi", value);
        try {
            Rules.checkKomi(komi);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("rules: \"komi\" cannot be " + show(value) + ": " + e.getMessage(), e);
        }
        return komi;
    }

    private static HandicapBonus handicapBonus(Object value) {
        String v = value instanceof JsonNumber ? Rules.formatPoints(((JsonNumber) value).value()) : String.valueOf(value);
        switch (v.toUpperCase(Locale.ROOT)) {
            case "0": case "ZERO": return HandicapBonus.ZERO;
            case "N": return HandicapBonus.N;
            case "N-1": case "N_MINUS_ONE": return HandicapBonus.N_MINUS_ONE;
            default:
                throw new IllegalArgumentException("rules: \"whiteHandicapBonus\" cannot be " + show(value)
                        + " (expected \"0\", \"N\" or \"N-1\")");
        }
    }

    private static double number(String key, Object value) {
        if (value instanceof JsonNumber) {
            return ((JsonNumber) value).value();
        }
        if (value instanceof String) {
            try {
                return Double.parseDouble((String) value);
            } catch (NumberFormatException e) {
                // fall through to the error below
            }
        }
        throw new IllegalArgumentException("rules: \"" + key + "\" must be a number, not " + show(value));
    }

    private static String show(Object value) {
        return value instanceof String ? "\"" + value + "\"" : String.valueOf(value);
    }

    // ------------------------------------------------------------ a flat JSON object

    /** A JSON number and the text it was written as, so that errors quote what the user typed. */
    private record JsonNumber(double value, String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        skipSpace();
        expect('{');
        skipSpace();
        if (peek() == '}') {
            pos++;
        } else {
            while (true) {
                skipSpace();
                int keyStart = pos;
                String key = string();
                if (map.containsKey(key)) {
                    pos = keyStart;
                    throw error("duplicate key \"" + key + "\"");
                }
                skipSpace();
                expect(':');
                skipSpace();
                map.put(key, value());
                skipSpace();
                char c = peek();
                if (c == ',') {
                    pos++;
                } else if (c == '}') {
                    pos++;
                    break;
                } else {
                    throw error("expected ',' or '}'");
                }
            }
        }
        skipSpace();
        if (pos < text.length()) {
            throw error("unexpected text after the object");
        }
        return map;
    }

    private Object value() {
        char c = peek();
        if (c == '"') {
            return string();
        }
        if (text.startsWith("true", pos)) {
            pos += 4;
            return Boolean.TRUE;
        }
        if (text.startsWith("false", pos)) {
            pos += 5;
            return Boolean.FALSE;
        }
        int start = pos;
        while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
        if (start == pos) {
            throw error("expected a string, a number, true or false");
        }
        try {
            String number = text.substring(start, pos);
            return new JsonNumber(Double.parseDouble(number), number);
        } catch (NumberFormatException e) {
            pos = start;
            throw error("'" + text.substring(start, Math.min(text.length(), start + 20)) + "' is not a number");
        }
    }

    private String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (pos < text.length() && text.charAt(pos) != '"') {
            char c = text.charAt(pos++);
            if (c == '\\' && pos < text.length()) {
                c = escaped(text.charAt(pos++));
            }
            sb.append(c);
        }
        expect('"');
        return sb.toString();
    }

    /** The character a JSON escape stands for; {@code pos} is just past the escape's letter. */
    private char escaped(char letter) {
        switch (letter) {
            case 'n': return '\n';
            case 't': return '\t';
            case 'r': return '\r';
            case 'b': return '\b';
            case 'f': return '\f';
            case 'u':
                if (pos + 4 <= text.length() && text.substring(pos, pos + 4).matches("[0-9a-fA-F]{4}")) {
                    pos += 4;
                    return (char) Integer.parseInt(text.substring(pos - 4, pos), 16);
                }
                throw error("expected four hex digits after \\u");
            default: return letter;
        }
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("rules JSON, column " + (pos + 1) + ": " + what + " in '" + text + "'");
    }
}
