package org.tengen.gtp.analysis;

import java.util.Locale;
import java.util.Map;
import org.tengen.core.Rules;

/**
 * Rules by name as KataGo's analysis engine takes them: tengen's presets ({@code tengen rules}), written in any
 * case and with or without {@code -}, {@code _} or spaces ({@code Tromp Taylor}, {@code new_zealand}), and
 * KataGo's names that tengen has no preset for, as KataGo defines them: {@code chinese-ogs} and
 * {@code chinese-kgs} (Chinese with positional superko), {@code bga} and {@code french} (AGA), {@code aga-button}
 * (AGA with komi 7; tengen has no button). A JSON object is KataGo's rules object.
 */
final class KataGoRuleNames {
    /** KataGo's names beyond tengen's presets, squeezed (lower case, no separators), as KataGo's rules JSON. */
    private static final Map<String, String> KATAGO = Map.of(
            "chineseogs", "{\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\",\"suicide\":false,\"whiteHandicapBonus\":\"N\",\"komi\":7.5}",
            "chinesekgs", "{\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\",\"suicide\":false,\"whiteHandicapBonus\":\"N\",\"komi\":7.5}",
            "bga", "aga",
            "french", "aga",
            "agabutton", "{\"ko\":\"SITUATIONAL\",\"scoring\":\"AREA\",\"suicide\":false,\"whiteHandicapBonus\":\"N-1\",\"komi\":7}",
            "newzealand", "new-zealand",
            "tromptaylor", "tromp-taylor");

    private KataGoRuleNames() {
    }

    /**
     * The rules {@code text} names, or its JSON object says.
     *
     * @throws IllegalArgumentException naming the presets, when it is neither
     */
    static Rules parse(String text) {
        String squeezed = text.trim().toLowerCase(Locale.ROOT).replaceAll("[-_ ]", "");
        return Rules.parse(KATAGO.getOrDefault(squeezed, text));
    }
}
