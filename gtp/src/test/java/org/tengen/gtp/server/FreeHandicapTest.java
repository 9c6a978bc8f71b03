package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.core.Geometry;
import org.tengen.core.Handicap;
import org.tengen.core.RulesPresets;
import org.tengen.engine.RandomPlayer;

/**
 * place_free_handicap as GTP v2 has it: any count from 2 to the board's points less one, every stone placed,
 * the fixed handicap's points first and the rest spread out.
 */
class FreeHandicapTest {
    private static GtpEngine engine(Geometry g) {
        return new GtpEngine(g, RulesPresets.get("chinese"), new RandomPlayer(1));
    }

    private static Set<String> words(String reply) {
        String body = reply.substring(2).strip();
        return body.isEmpty() ? Set.of() : new HashSet<>(Arrays.asList(body.split(" ")));
    }

    @Test
    void everyCountFromTwoToAllPointsButOneIsPlacedInFull() {
        for (Geometry g : List.of(Geometry.of(2), Geometry.of(3), Geometry.of(5), Geometry.of(7, 5), Geometry.of(9),
                Geometry.of(1, 4))) {
            for (int n = 2; n < g.area(); n++) {
                GtpEngine e = engine(g);
                String reply = e.answer("place_free_handicap " + n);
                assertThat(reply).as("%s, %d stones", g.describe(), n).startsWith("= ");
                Set<String> stones = words(reply);
                assertThat(stones).as("%s, %d stones", g.describe(), n).hasSize(n);
                assertThat(words(e.answer("list_stones black"))).isEqualTo(stones);
                assertThat(e.answer("gogui-rules_side_to_move")).isEqualTo("= white\n\n");
            }
            GtpEngine e = engine(g);
            assertThat(e.answer("place_free_handicap " + g.area())).startsWith("? invalid handicap (a free handicap on ");
            assertThat(e.answer("list_stones black")).isEqualTo("= \n\n");
        }
    }

    @Test
    void upToTheLargestFixedHandicapItIsTheFixedOneAndBeyondTheStonesSpread() {
        Geometry g = Geometry.of(19);
        for (int n = 2; n <= Handicap.maxFixed(g); n++) {
            assertThat(engine(g).answer("place_free_handicap " + n)).isEqualTo(engine(g).answer("fixed_handicap " + n));
        }
        Set<String> thirteen = words(engine(g).answer("place_free_handicap 13"));
        assertThat(thirteen).containsAll(words(engine(g).answer("fixed_handicap 9")))
                .contains("G13", "N13", "G7", "N7"); // the middles of the four squares the star points make
        // On a 25x25 board, 100 stones: none on the first line, none touching another.
        Geometry big = Geometry.of(25);
        Set<String> hundred = words(engine(big).answer("place_free_handicap 100"));
        assertThat(hundred).hasSize(100);
        for (String v : hundred) {
            int p = big.parseGtp(v);
            assertThat(big.edgeDistance(p)).as(v).isPositive();
            for (int q : new int[] {p - 1, p + 1, p - big.stride(), p + big.stride()}) {
                assertThat(big.isOnBoard(q) && hundred.contains(big.toGtp(q))).as("%s has a neighbour", v).isFalse();
            }
        }
    }

    @Test
    void onlyOnAnEmptyBoard() {
        GtpEngine e = engine(Geometry.of(9));
        e.answer("play b E5");
        assertThat(e.answer("place_free_handicap 3")).isEqualTo("? board not empty\n\n");
        assertThat(e.answer("move_history")).isEqualTo("= black E5\n\n");
    }
}
