package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.engine.RandomPlayer;

/** The argument forms the GUIs send to lz-analyze and kata-analyze, and the ones refused. */
class AnalyzeArgsTest {
    private static final Geometry G = Geometry.of(19);

    private static AnalyzeArgs kata(String args) throws GtpFailure {
        return AnalyzeArgs.parse(words(args), true, G);
    }

    private static AnalyzeArgs lz(String args) throws GtpFailure {
        return AnalyzeArgs.parse(words(args), false, G);
    }

    private static List<String> words(String args) {
        return args.isEmpty() ? List.of() : Arrays.asList(args.split(" "));
    }

    @Test
    void theFormsTheClientsSend() throws GtpFailure {
        // Sabaki: colour and interval; Lizzie: the interval alone; KataGo's doc: the interval as a key.
        assertThat(lz("B 50")).isEqualTo(new AnalyzeArgs(Optional.of(Stone.BLACK), 500_000_000L, 0, AnalyzeArgs.NO_MAX, false, false, false));
        assertThat(lz("50").color()).isEmpty();
        assertThat(lz("50").intervalNanos()).isEqualTo(500_000_000L);
        assertThat(kata("interval 50").intervalNanos()).isEqualTo(500_000_000L);
        assertThat(kata("white").color()).contains(Stone.WHITE);
        assertThat(kata("").intervalNanos()).isZero();
        assertThat(kata("w 12.5").intervalNanos()).isEqualTo(125_000_000L); // KataGo takes fractions
        AnalyzeArgs all = kata("w 10 minmoves 3 maxmoves 5 ownership true ownershipStdev true rootInfo true");
        assertThat(all).isEqualTo(new AnalyzeArgs(Optional.of(Stone.WHITE), 100_000_000L, 3, 5, true, true, true));
    }

    @Test
    void keysTengenDoesNotKnowAreSkippedWithTheirValue() throws GtpFailure {
        assertThat(kata("B 50 someFutureKey 7 ownership true")).isEqualTo(
                new AnalyzeArgs(Optional.of(Stone.BLACK), 500_000_000L, 0, AnalyzeArgs.NO_MAX, true, false, false));
        // KataGo's own keys that tengen does not report are checked, then ignored.
        assertThat(kata("B 50 pvVisits false movesOwnership true").ownership()).isFalse();
        assertThat(lz("B 50 rootInfo true").rootInfo()).isFalse(); // KataGo's alone
        assertThat(kata("B 50 avoid b D4,Q16 1 allow w pass 3").color()).contains(Stone.BLACK);
        // Leela Zero knows no ownership: skipped there, as an unknown key.
        assertThat(lz("B 50 ownership true").ownership()).isFalse();
    }

    @Test
    void malformedValuesAreRefusedWithWhatWasExpected() {
        assertThatThrownBy(() -> lz("B abc")).isInstanceOf(GtpFailure.class).hasMessageContaining("expected a value after 'abc'");
        assertThatThrownBy(() -> kata("interval -5")).hasMessageContaining("out of range");
        assertThatThrownBy(() -> kata("interval soon")).hasMessageContaining("not a number of centiseconds");
        assertThatThrownBy(() -> kata("B 10 maxmoves x")).hasMessageContaining("maxmoves 'x' is not a count");
        assertThatThrownBy(() -> kata("B 10 minmoves -1")).hasMessageContaining("minmoves '-1' is not a count");
        assertThatThrownBy(() -> kata("ownership yes")).hasMessageContaining("ownership 'yes' is not true or false");
        assertThatThrownBy(() -> kata("pvVisits 1")).hasMessageContaining("pvVisits '1' is not true or false");
        assertThatThrownBy(() -> kata("B 10 ownership")).hasMessageContaining("expected a value after 'ownership'");
        assertThatThrownBy(() -> kata("avoid b D4")).hasMessageContaining("expected 'avoid COLOR MOVES UNTIL'");
        assertThatThrownBy(() -> kata("avoid b Z99 1")).hasMessageContaining("invalid coordinate");
        assertThatThrownBy(() -> kata("avoid b D4 0")).hasMessageContaining("not a number of moves");
    }

    @Test
    void withoutTheSearchThereIsNoAnalysis() {
        GtpEngine e = new GtpEngine(Geometry.of(9), RulesPresets.get("chinese"), new RandomPlayer(1));
        assertThat(e.answer("1 lz-analyze b 10")).isEqualTo("?1 unknown command\n\n");
        assertThat(e.answer("list_commands")).doesNotContain("lz-analyze").doesNotContain("kata-analyze").doesNotContain("tengen-ownership_gfx");
        assertThat(e.answer("gogui-analyze_commands")).doesNotContain("gfx/");
    }
}
