package org.tengen.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The named rule sets: the usual rules of the Go world and one per seed problem. */
public final class RulesPresets {
    private static final Map<String, Rules> PRESETS;
    private static final Map<String, String> ALIASES = Map.of(
            "tt", "tromp-taylor",
            "trompTaylor", "tromp-taylor",
            "nz", "new-zealand",
            "goe", "ing",
            "uva-1273", "weiqi",
            "littlego", "little-go");

    static {
        Map<String, Rules> m = new LinkedHashMap<>();
        m.put("tromp-taylor", new Rules(KoRule.POSITIONAL, SuicideRule.ALL, ScoringRule.AREA, 7.5, HandicapBonus.ZERO, 0));
        m.put("chinese", new Rules(KoRule.SIMPLE, SuicideRule.FORBIDDEN, ScoringRule.AREA, 7.5, HandicapBonus.N, 0));
        m.put("japanese", new Rules(KoRule.SIMPLE, SuicideRule.FORBIDDEN, ScoringRule.TERRITORY, 6.5, HandicapBonus.ZERO, 0));
        m.put("korean", new Rules(KoRule.SIMPLE, SuicideRule.FORBIDDEN, ScoringRule.TERRITORY, 6.5, HandicapBonus.ZERO, 0));
        m.put("aga", new Rules(KoRule.SITUATIONAL, SuicideRule.FORBIDDEN, ScoringRule.AREA, 7.5, HandicapBonus.N_MINUS_ONE, 0));
        m.put("new-zealand", new Rules(KoRule.SITUATIONAL, SuicideRule.MULTI_STONE, ScoringRule.AREA, 7, HandicapBonus.ZERO, 0));
        m.put("ing", new Rules(KoRule.SITUATIONAL, SuicideRule.MULTI_STONE, ScoringRule.AREA, 7.5, HandicapBonus.N, 0));
        // One preset per seed problem (../shared/seeds), so each command only names its rules.
        m.put("gtsa", new Rules(KoRule.POSITIONAL, SuicideRule.MULTI_STONE, ScoringRule.AREA, 0, HandicapBonus.ZERO, 0));
        m.put("cormack", new Rules(KoRule.NONE, SuicideRule.ALL, ScoringRule.TERRITORY, 0, HandicapBonus.ZERO, 0));
        m.put("codingame", new Rules(KoRule.SIMPLE, SuicideRule.FORBIDDEN, ScoringRule.AREA, 0, HandicapBonus.ZERO, 0));
        m.put("little-go", new Rules(KoRule.SIMPLE, SuicideRule.FORBIDDEN, ScoringRule.STONES, 2.5, HandicapBonus.ZERO, 24));
        m.put("weiqi", new Rules(KoRule.SIMPLE, SuicideRule.FORBIDDEN, ScoringRule.AREA, 0, HandicapBonus.ZERO, 0));
        PRESETS = Collections.unmodifiableMap(m);
    }

    private RulesPresets() {
    }

    /** {@return every preset by name, in the order the README lists them; the map cannot be changed} */
    public static Map<String, Rules> all() {
        return PRESETS;
    }

    /**
     * The preset of a name.
     *
     * @param name a preset name or alias such as {@code chinese} or {@code tt}, in any case
     * @return its rules
     * @throws IllegalArgumentException listing the names, if the name is unknown
     */
    public static Rules get(String name) {
        String key = name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        for (Map.Entry<String, String> alias : ALIASES.entrySet()) {
            if (alias.getKey().equalsIgnoreCase(key)) {
                key = alias.getValue();
            }
        }
        Rules rules = PRESETS.get(key);
        if (rules == null) {
            throw new IllegalArgumentException("unknown rules '" + name + "' (expected one of "
                    + String.join(", ", PRESETS.keySet()) + ", or a JSON object such as "
                    + "{\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\",\"suicide\":true,\"komi\":7.5})");
        }
        return rules;
    }
}
