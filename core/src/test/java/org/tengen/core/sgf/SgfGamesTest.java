package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.tengen.core.HandicapBonus;
import org.tengen.core.KoRule;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.ScoringRule;
import org.tengen.core.SuicideRule;
import org.junit.jupiter.api.Test;

class SgfGamesTest {
    private static SgfNode root(String sgf) {
        return SgfReader.parse(sgf).get(0);
    }

    private static double komi(String km) {
        return SgfGames.rules(root("(;KM[" + km + "])")).komi();
    }

    @Test
    void boardSizeIs19WhenAbsentAndMayBeARectangle() {
        assertThat(SgfGames.geometry(root("(;B[aa])")).describe()).isEqualTo("19x19");
        assertThat(SgfGames.geometry(root("(;SZ[9])")).describe()).isEqualTo("9x9");
        assertThat(SgfGames.geometry(root("(;SZ[19:13])")).width()).isEqualTo(19);
        assertThat(SgfGames.geometry(root("(;SZ[19:13])")).height()).isEqualTo(13);
    }

    @Test
    void sizesTengenCannotPlayAreErrorsAtSz() {
        assertThatThrownBy(() -> SgfGames.geometry(root("(;GM[1]SZ[37])")))
                .isInstanceOf(SgfException.class)
                .hasMessage("line 1, column 8: SZ[37]: tengen plays boards from 1x1 to 25x25");
        assertThatThrownBy(() -> SgfGames.geometry(root("(;SZ[big])"))).hasMessageContaining("expected a board size");
        assertThatThrownBy(() -> SgfGames.geometry(root("(;GM[2])"))).hasMessageContaining("not of a game of Go");
    }

    @Test
    void komiIsReadPlainScaledAndWithADecimalComma() {
        assertThat(komi("6.5")).isEqualTo(6.5);
        assertThat(komi("-3")).isEqualTo(-3);
        assertThat(komi("6,5")).isEqualTo(6.5);
        assertThat(komi("650")).isEqualTo(6.5);
        assertThat(komi("375")).isEqualTo(7.5);
        assertThat(komi("750")).isEqualTo(7.5);
        assertThat(komi("")).isEqualTo(0);
        assertThat(SgfGames.rules(root("(;SZ[9])")).komi()).isEqualTo(0);
        assertThatThrownBy(() -> komi("abc")).isInstanceOf(SgfException.class).hasMessageContaining("KM[abc]");
        assertThat(komi("6.25")).isEqualTo(6.25); // Sabaki syncs such records; GNU Go takes them too
        assertThat(komi("3.75")).isEqualTo(3.75);
        assertThat(komi("725")).isEqualTo(14.5); // scaled by 50: 725/100 is no half point, 725/50 is
        assertThatThrownBy(() -> komi("2000.5")).hasMessageContaining("at most 1000");
    }

    @Test
    void ruleNamesOfTheGoWorldMapToPresets() {
        assertThat(SgfGames.rulesOf("Japanese")).contains(RulesPresets.get("japanese"));
        assertThat(SgfGames.rulesOf("Chinese")).contains(RulesPresets.get("chinese"));
        assertThat(SgfGames.rulesOf("chinese rules")).contains(RulesPresets.get("chinese"));
        assertThat(SgfGames.rulesOf("AGA")).contains(RulesPresets.get("aga"));
        assertThat(SgfGames.rulesOf("NZ")).contains(RulesPresets.get("new-zealand"));
        assertThat(SgfGames.rulesOf("New Zealand")).contains(RulesPresets.get("new-zealand"));
        assertThat(SgfGames.rulesOf("GOE")).contains(RulesPresets.get("ing"));
        assertThat(SgfGames.rulesOf("Ing")).contains(RulesPresets.get("ing"));
        assertThat(SgfGames.rulesOf("Korean")).contains(RulesPresets.get("korean"));
        assertThat(SgfGames.rulesOf("Tromp-Taylor")).contains(RulesPresets.get("tromp-taylor"));
        assertThat(SgfGames.rulesOf("little-go")).contains(RulesPresets.get("little-go"));
        assertThat(SgfGames.rulesOf("chinese-ogs")).contains(RulesPresets.get("chinese"));
        assertThat(SgfGames.rulesOf("aga-button")).contains(RulesPresets.get("aga"));
        assertThat(SgfGames.rulesOf("Ing's GOE")).contains(RulesPresets.get("ing"));
        assertThat(SgfGames.rulesOf("Martian")).isEmpty();
    }

    @Test
    void kataGoRuleStringsAreRead() {
        Rules r = SgfGames.rulesOf("koPOSITIONALscoreAREAtaxNONEsui1komi7.5").orElseThrow();
        assertThat(r).isEqualTo(new Rules(KoRule.POSITIONAL, SuicideRule.MULTI_STONE, ScoringRule.AREA, 7.5,
                HandicapBonus.ZERO, 0));
        Rules j = SgfGames.rulesOf("koSIMPLEscoreTERRITORYtaxSEKIsui0whbN").orElseThrow();
        assertThat(j.ko()).isEqualTo(KoRule.SIMPLE);
        assertThat(j.scoring()).isEqualTo(ScoringRule.TERRITORY);
        assertThat(j.suicide()).isEqualTo(SuicideRule.FORBIDDEN);
        assertThat(j.handicapBonus()).isEqualTo(HandicapBonus.N);
        assertThat(SgfGames.rulesOf("koSITUATIONALscoreAREAtaxALLsui0").orElseThrow().scoring()).isEqualTo(ScoringRule.STONES);
        assertThat(SgfGames.rulesOf("{\"ko\":\"SITUATIONAL\",\"komi\":5}").orElseThrow().ko()).isEqualTo(KoRule.SITUATIONAL);
    }

    @Test
    void recordRulesTakeKmAndDefaultToJapaneseWhenUnknown() {
        assertThat(SgfGames.rules(root("(;RU[Chinese]KM[7.5])"))).isEqualTo(RulesPresets.get("chinese").withKomi(7.5));
        assertThat(SgfGames.rules(root("(;RU[Martian]KM[5])"))).isEqualTo(RulesPresets.get("japanese").withKomi(5));
        assertThat(SgfGames.knowsRules(root("(;RU[Martian])"))).isFalse();
        assertThat(SgfGames.knowsRules(root("(;KM[5])"))).isTrue();
    }

    @Test
    void handicapAndResult() {
        assertThat(SgfGames.handicap(root("(;HA[4])"))).isEqualTo(4);
        assertThat(SgfGames.handicap(root("(;HA[1])"))).isEqualTo(0);
        assertThat(SgfGames.handicap(root("(;SZ[9])"))).isEqualTo(0);
        assertThatThrownBy(() -> SgfGames.handicap(root("(;HA[two])"))).hasMessageContaining("HA[two]");
        assertThat(SgfGames.result(root("(;RE[B+3.5])")).orElseThrow().toSgf()).isEqualTo("B+3.5");
        assertThat(SgfGames.result(root("(;RE[W+Resign])")).orElseThrow().toSgf()).isEqualTo("W+R");
        assertThat(SgfGames.result(root("(;RE[0])")).orElseThrow().isDraw()).isTrue();
        assertThat(SgfGames.result(root("(;RE[Draw])")).orElseThrow().isDraw()).isTrue();
        assertThat(SgfGames.result(root("(;RE[B+T])"))).isEmpty();
        assertThat(SgfGames.result(root("(;RE[?])"))).isEmpty();
        assertThat(SgfGames.result(root("(;RE[B+1e999])"))).isEmpty();
        assertThat(SgfGames.result(root("(;RE[W+0.25])")).orElseThrow().toSgf()).isEqualTo("W+0.25");
        assertThat(SgfGames.rulesOf("koSIMPLEscoreAREAkomi7.25").orElseThrow().komi()).isEqualTo(7.25);
    }
}
