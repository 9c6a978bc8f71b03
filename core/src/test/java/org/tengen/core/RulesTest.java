package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RulesTest {

    private static final String KATAGO_EXAMPLE = "{\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\",\"suicide\":true,\"komi\":7.5}";

    // ---------------------------------------------------------------- presets

    @Test
    void everyPresetParsesByNameInAnyCase() {
        assertThat(RulesPresets.all()).isNotEmpty();
        for (Map.Entry<String, Rules> e : RulesPresets.all().entrySet()) {
            String name = e.getKey();
            Rules rules = e.getValue();
            assertThat(RulesPresets.get(name)).isEqualTo(rules);
            assertThat(Rules.parse(name)).isEqualTo(rules);
            assertThat(Rules.parse(name.toUpperCase(Locale.ROOT))).isEqualTo(rules);
            assertThat(Rules.parse(mixedCase(name))).isEqualTo(rules);
            assertThat(Rules.parse("  " + name + "\t")).isEqualTo(rules);
            assertThat(Rules.parse(name.replace('-', '_'))).as("underscores for hyphens").isEqualTo(rules);
        }
    }

    @Test
    void everyPresetRoundTripsThroughItsJsonAndItsName() {
        for (Map.Entry<String, Rules> e : RulesPresets.all().entrySet()) {
            Rules rules = e.getValue();
            assertThat(Rules.parse(rules.toJson())).as(e.getKey()).isEqualTo(rules);
            // Some presets are the same rules under another name (Japanese and Korean, for one).
            assertThat(rules.presetName()).isNotNull();
            assertThat(RulesPresets.get(rules.presetName())).isEqualTo(rules);
            assertThat(rules.toString()).contains(rules.presetName());
            assertThat(rules.withKomi(0.5).presetName()).isEqualTo(rules.presetName());
        }
    }

    @Test
    void presetsHaveTheirRules() {
        Rules tt = RulesPresets.get("tromp-taylor");
        assertThat(tt.ko()).isEqualTo(KoRule.POSITIONAL);
        assertThat(tt.suicide()).isEqualTo(SuicideRule.ALL);
        assertThat(tt.scoring()).isEqualTo(ScoringRule.AREA);
        Rules japanese = RulesPresets.get("japanese");
        assertThat(japanese.scoring()).isEqualTo(ScoringRule.TERRITORY);
        assertThat(japanese.suicide()).isEqualTo(SuicideRule.FORBIDDEN);
        assertThat(japanese.komi()).isEqualTo(6.5);
        assertThat(RulesPresets.get("chinese").handicapBonus()).isEqualTo(HandicapBonus.N);
        assertThat(RulesPresets.get("aga").handicapBonus()).isEqualTo(HandicapBonus.N_MINUS_ONE);
        assertThat(RulesPresets.get("little-go").moveLimit()).isEqualTo(24);
        assertThat(RulesPresets.get("little-go").hasMoveLimit()).isTrue();
        assertThat(tt.hasMoveLimit()).isFalse();
    }

    @ParameterizedTest
    @CsvSource({
        "tt, tromp-taylor",
        "TT, tromp-taylor",
        "trompTaylor, tromp-taylor",
        "tromptaylor, tromp-taylor",
        "TROMPTAYLOR, tromp-taylor",
        "nz, new-zealand",
        "NZ, new-zealand",
        "goe, ing",
        "GOE, ing",
        "uva-1273, weiqi",
        "UVA_1273, weiqi",
        "littlego, little-go",
        "LittleGo, little-go",
    })
    void aliases(String alias, String preset) {
        assertThat(Rules.parse(alias)).isEqualTo(RulesPresets.get(preset));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "chinesee", "tromp taylor", "none", "{", "19"})
    void unknownNamesAreRefusedQuotingTheNameAndListingThePresets(String name) {
        assertThatThrownBy(() -> Rules.parse(name))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(name.trim().startsWith("{") ? name : "'" + name + "'")
                .satisfies(e -> {
                    if (!name.startsWith("{")) {
                        assertThat(e.getMessage()).contains("tromp-taylor").contains("japanese");
                    }
                });
    }

    // ---------------------------------------------------------------- KataGo's JSON form

    @Test
    void kataGoJson() {
        Rules rules = Rules.parse(KATAGO_EXAMPLE);
        assertThat(rules.ko()).isEqualTo(KoRule.POSITIONAL);
        assertThat(rules.scoring()).isEqualTo(ScoringRule.AREA);
        assertThat(rules.suicide()).as("KataGo's true: multi-stone suicide is legal").isEqualTo(SuicideRule.MULTI_STONE);
        assertThat(rules.komi()).isEqualTo(7.5);
        assertThat(rules.handicapBonus()).isEqualTo(HandicapBonus.ZERO);
        assertThat(rules.moveLimit()).isZero();
    }

    @Test
    void kataGoJsonVariations() {
        assertThat(Rules.parse("{}")).isEqualTo(RulesPresets.get("tromp-taylor"));
        assertThat(Rules.parse("  { }  ")).isEqualTo(RulesPresets.get("tromp-taylor"));
        assertThat(Rules.parse("{\n  \"ko\" : \"simple\" ,\n  \"scoring\" : \"territory\",\n  \"suicide\" : false,\n"
                + "  \"komi\" : 6.5\n}")).isEqualTo(RulesPresets.get("japanese"));
        // What KataGo prints for its Chinese rules.
        assertThat(Rules.parse("{\"friendlyPassOk\":false,\"hasButton\":false,\"ko\":\"SIMPLE\",\"komi\":7.5,"
                + "\"scoring\":\"AREA\",\"suicide\":false,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"N\"}"))
                .isEqualTo(RulesPresets.get("chinese"));
        assertThat(Rules.parse("{\"ko\":\"SITUATIONAL\",\"multiStoneSuicideLegal\":true,\"whiteHandicapBonus\":\"N-1\","
                + "\"komi\":7.5,\"suicide\":\"FORBIDDEN\"}").suicide()).isEqualTo(SuicideRule.FORBIDDEN);
        assertThat(Rules.parse("{\"multiStoneSuicideLegal\":true}").suicide()).isEqualTo(SuicideRule.MULTI_STONE);
        assertThat(Rules.parse("{\"suicide\":\"all\"}").suicide()).isEqualTo(SuicideRule.ALL);
        assertThat(Rules.parse("{\"suicide\":\"multi-stone\"}").suicide()).isEqualTo(SuicideRule.MULTI_STONE);
        assertThat(Rules.parse("{\"ko\":\"NONE\"}").ko()).isEqualTo(KoRule.NONE);
        assertThat(Rules.parse("{\"scoring\":\"STONES\"}").scoring()).isEqualTo(ScoringRule.STONES);
        assertThat(Rules.parse("{\"komi\":-3}").komi()).isEqualTo(-3);
        assertThat(Rules.parse("{\"komi\":0}").komi()).isZero();
        assertThat(Rules.parse("{\"komi\":\"6.5\"}").komi()).isEqualTo(6.5);
        assertThat(Rules.parse("{\"komi\":1e1}").komi()).isEqualTo(10);
        assertThat(Rules.parse("{\"whiteHandicapBonus\":\"0\"}").handicapBonus()).isEqualTo(HandicapBonus.ZERO);
        assertThat(Rules.parse("{\"whiteHandicapBonus\":0}").handicapBonus()).isEqualTo(HandicapBonus.ZERO);
        assertThat(Rules.parse("{\"whiteHandicapBonus\":\"n\"}").handicapBonus()).isEqualTo(HandicapBonus.N);
        assertThat(Rules.parse("{\"whiteHandicapBonus\":\"N-1\"}").handicapBonus()).isEqualTo(HandicapBonus.N_MINUS_ONE);
        assertThat(Rules.parse("{\"moveLimit\":24}").moveLimit()).isEqualTo(24);
        assertThat(Rules.parse("{\"tax\":\"SEVEN\",\"hasButton\":true,\"friendlyPassOk\":true}"))
                .isEqualTo(RulesPresets.get("tromp-taylor"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{",
        "{\"ko\":\"SIMPLE\"",
        "{\"ko\" \"SIMPLE\"}",
        "{ko:\"SIMPLE\"}",
        "{\"ko\":\"SIMPLE\",}",
        "{\"ko\":\"SIMPLE\"} trailing",
        "{\"ko\":\"SIMPLE\"}}",
        "{\"komi\":}",
        "{\"komi\":7.5.5}",
        "{\"komi\":NaN}",
        "{\"komi\":--7}",
        "{\"ko\":\"SIMPLE\" \"komi\":7}",
        "{\"ko\":\"SIMPLE}",
        "{\"ko\":nul}",
        "{\"komi\":7.5,\"komi\":6.5}",
    })
    void malformedJsonIsRefusedQuotingTheText(String json) {
        assertThatThrownBy(() -> Rules.parse(json))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("rules")
                .hasMessageContaining(json);
    }

    @Test
    void unknownKeysAreRefusedByName() {
        assertThatThrownBy(() -> Rules.parse("{\"koRule\":\"SIMPLE\"}"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"koRule\"")
                .hasMessageContaining("ko, scoring");
        assertThatThrownBy(() -> Rules.parse("{\"ko\":\"SIMPLE\",\"Komi\":7.5}"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"Komi\"");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"ko\":\"SUPER\"}                 | \"SUPER\"    | POSITIONAL",
        "{\"ko\":true}                      | true         | SITUATIONAL",
        "{\"ko\":7}                         | 7            | SIMPLE",
        "{\"scoring\":\"JAPANESE\"}         | \"JAPANESE\" | TERRITORY",
        "{\"suicide\":\"maybe\"}            | \"maybe\"    | MULTI_STONE",
        "{\"suicide\":1}                    | 1            | FORBIDDEN",
        "{\"whiteHandicapBonus\":\"N+1\"}   | \"N+1\"      | N-1",
        "{\"whiteHandicapBonus\":2}         | 2            | N-1",
    })
    void badValuesAreRefusedQuotingTheValueAndTheChoices(String json, String shown, String expected) {
        assertThatThrownBy(() -> Rules.parse(json))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(shown)
                .hasMessageContaining(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"komi\":\"abc\"}      | abc",
        "{\"komi\":\"NaN\"}      | NaN",
        "{\"komi\":\"Infinity\"} | Infinity",
        "{\"komi\":1e9}          | 1e9",
        "{\"komi\":-1000.5}      | -1000.5",
        "{\"komi\":true}         | true",
        "{\"komi\":\"7.5f\"}     | 7.5f",
    })
    void badKomiInJsonIsRefusedQuotingIt(String json, String komi) {
        assertThatThrownBy(() -> Rules.parse(json))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("komi")
                .hasMessageContaining(komi);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"moveLimit\":-1}", "{\"moveLimit\":2.5}", "{\"moveLimit\":\"many\"}", "{\"moveLimit\":1e10}"})
    void badMoveLimitsAreRefused(String json) {
        assertThatThrownBy(() -> Rules.parse(json))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("moveLimit");
    }

    // ---------------------------------------------------------------- komi

    @ParameterizedTest
    @CsvSource({"7.5, 7.5", "6, 6", "0, 0", "-0.5, -0.5", "-3, -3", "' 6.5 ', 6.5", "+7.5, 7.5", "1000, 1000",
        "-1000, -1000", "0.0, 0", "375.5, 375.5",
        "6.25, 6.25", "3.75, 3.75", "7.3, 7.3", "-0.1, -0.1"})
    void parsesKomi(String text, double komi) {
        assertThat(Rules.parseKomi(text)).isEqualTo(komi);
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "", " ", "NaN", "Infinity", "-Infinity", "1e9", "1e1", "7,5",
        "7.5f", "0x10", "1000.5", "1001", "-2000", "7.5 points", "--7"})
    void badKomiIsRefusedQuotingTheText(String text) {
        assertThatThrownBy(() -> Rules.parseKomi(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + text + "'")
                .hasMessageContaining("komi");
    }

    @Test
    void komiIsCheckedWhereverRulesAreMade() {
        Rules tt = RulesPresets.get("tromp-taylor");
        assertThat(tt.withKomi(7.3).komi()).isEqualTo(7.3);
        assertThatThrownBy(() -> tt.withKomi(1000.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1000.5").hasMessageContaining("out of range");
        assertThatThrownBy(() -> tt.withKomi(Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("NaN");
        assertThatThrownBy(() -> tt.withKomi(Double.POSITIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> tt.withKomi(1e9)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("out of range");
        assertThat(tt.withKomi(-6.5).komi()).isEqualTo(-6.5);
    }

    @Test
    void komiText() {
        Rules tt = RulesPresets.get("tromp-taylor");
        assertThat(tt.withKomi(7.5).komiText()).isEqualTo("7.5");
        assertThat(tt.withKomi(6).komiText()).isEqualTo("6");
        assertThat(tt.withKomi(-0.5).komiText()).isEqualTo("-0.5");
        assertThat(tt.withKomi(0).komiText()).isEqualTo("0");
        assertThat(tt.withKomi(-0.0).komiText()).isEqualTo("0");
        assertThat(Rules.formatPoints(-12)).isEqualTo("-12");
        assertThat(tt.withKomi(6.25).komiText()).isEqualTo("6.25");
        assertThat(Rules.formatPoints(40 - (33 + 6.1))).isEqualTo("0.9"); // 0.8999999999999986 in doubles
        assertThat(Rules.formatPoints(-0.0000001)).isEqualTo("0");
    }

    // ---------------------------------------------------------------- the record

    @Test
    void everyRuleMustBeGiven() {
        assertThatThrownBy(() -> new Rules(null, SuicideRule.ALL, ScoringRule.AREA, 7.5, HandicapBonus.ZERO, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rules(KoRule.SIMPLE, null, ScoringRule.AREA, 7.5, HandicapBonus.ZERO, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rules(KoRule.SIMPLE, SuicideRule.ALL, null, 7.5, HandicapBonus.ZERO, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rules(KoRule.SIMPLE, SuicideRule.ALL, ScoringRule.AREA, 7.5, null, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rules(KoRule.SIMPLE, SuicideRule.ALL, ScoringRule.AREA, 7.5, HandicapBonus.ZERO, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
    }

    @Test
    void withersChangeOneRule() {
        Rules tt = RulesPresets.get("tromp-taylor");
        assertThat(tt.withKo(KoRule.SIMPLE).ko()).isEqualTo(KoRule.SIMPLE);
        assertThat(tt.withSuicide(SuicideRule.FORBIDDEN).suicide()).isEqualTo(SuicideRule.FORBIDDEN);
        assertThat(tt.withScoring(ScoringRule.TERRITORY).scoring()).isEqualTo(ScoringRule.TERRITORY);
        assertThat(tt.withHandicapBonus(HandicapBonus.N).handicapBonus()).isEqualTo(HandicapBonus.N);
        assertThat(tt.withMoveLimit(100).moveLimit()).isEqualTo(100);
        Rules custom = tt.withKo(KoRule.NONE).withScoring(ScoringRule.STONES).withSuicide(SuicideRule.FORBIDDEN);
        assertThat(custom.presetName()).isNull();
        assertThat(Rules.parse(custom.toJson())).isEqualTo(custom);
    }

    @Test
    void handicapBonusPoints() {
        assertThat(HandicapBonus.ZERO.points(4)).isZero();
        assertThat(HandicapBonus.N.points(4)).isEqualTo(4);
        assertThat(HandicapBonus.N_MINUS_ONE.points(4)).isEqualTo(3);
        assertThat(HandicapBonus.N_MINUS_ONE.points(0)).isZero();
    }

    private static String mixedCase(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(i % 2 == 0 ? Character.toUpperCase(c) : Character.toLowerCase(c));
        }
        return sb.toString();
    }
}
