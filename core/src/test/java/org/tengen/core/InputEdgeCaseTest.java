package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Corner cases of the text the core parses, and of points that are not on the board. */
class InputEdgeCaseTest {
    @Test
    void minusZeroKomiIsZeroKomi() {
        Rules gtsa = RulesPresets.get("gtsa");
        assertThat(gtsa.withKomi(Rules.parseKomi("-0"))).isEqualTo(gtsa);
        assertThat(Rules.parse(gtsa.withKomi(-0.0).toJson())).isEqualTo(gtsa);
    }

    @Test
    void boardSizesAreDigitsOnly() {
        for (String bad : new String[] {"+9", "9x+7", "\u0669", "9 x 7", "9x", "x9", "", "1e1"}) {
            assertThatThrownBy(() -> Geometry.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("'" + bad + "'");
        }
        assertThat(Geometry.parse(" 9X7 ").describe()).isEqualTo("9x7");
        assertThatThrownBy(() -> Geometry.parse("26")).hasMessageContaining("out of range");
    }

    @Test
    void rulesJsonDecodesEscapes() {
        assertThat(Rules.parse("{\"ko\":\"\\u0053IMPLE\"}").ko()).isEqualTo(KoRule.SIMPLE);
        assertThatThrownBy(() -> Rules.parse("{\"ko\":\"\\u00\"}")).hasMessageContaining("four hex digits");
    }

    @Test
    void placingOnABorderPointSaysSoInsteadOfCrashing() {
        Board b = new Board(5);
        b.playUnchecked(b.geometry().parseGtp("C3"), Board.BLACK);
        assertThatThrownBy(() -> b.playUnchecked(0, Board.WHITE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("off the 5x5 board");
        assertThatThrownBy(() -> b.setStone(b.geometry().stride() * 3, Stone.WHITE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("off the 5x5 board");
    }
}
