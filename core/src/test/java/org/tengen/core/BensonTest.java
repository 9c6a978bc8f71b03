package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.core.testing.Diagrams.points;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.tengen.core.testing.Diagrams;

class BensonTest {

    /** The points of the stones Benson proves alive for {@code stone}. */
    private static Set<Integer> alive(Board b, Stone stone) {
        Benson benson = Benson.analyze(b, stone);
        Set<Integer> out = new TreeSet<>();
        for (int p : b.geometry().points()) {
            if (benson.isAlive(p)) {
                out.add(p);
            }
        }
        return out;
    }

    private static Set<Integer> territory(Board b, Stone stone) {
        Benson benson = Benson.analyze(b, stone);
        Set<Integer> out = new TreeSet<>();
        for (int p : b.geometry().points()) {
            if (benson.isTerritory(p)) {
                out.add(p);
            }
        }
        return out;
    }

    private static Set<Integer> stonesOf(Board b, Stone stone) {
        Set<Integer> out = new TreeSet<>();
        for (int p : b.geometry().points()) {
            if (b.at(p) == stone.code()) {
                out.add(p);
            }
        }
        return out;
    }

    @Test
    void twoRealEyesAreAlive() {
        Board b = Diagrams.board("""
                . X . X O
                X X X X O
                O O O O O
                . . . . .
                . . . . .
                """);
        assertThat(alive(b, Stone.BLACK)).isEqualTo(stonesOf(b, Stone.BLACK));
        assertThat(territory(b, Stone.BLACK)).isEqualTo(points(b.geometry(), "A5", "C5"));
        // White has no eye at all: nothing of it is proved alive.
        assertThat(alive(b, Stone.WHITE)).isEmpty();
        assertThat(territory(b, Stone.WHITE)).isEmpty();
    }

    @Test
    void oneEyeIsNotAlive() {
        Board b = Diagrams.board("""
                . X X X O
                X X X X O
                O O O O O
                . . . . .
                . . . . .
                """);
        assertThat(alive(b, Stone.BLACK)).isEmpty();
        assertThat(territory(b, Stone.BLACK)).isEmpty();
    }

    @Test
    void aFalseEyeIsNotAnEye() {
        // C5 looks like an eye, but D5 is cut off by White's D4: White can take D5 by playing C5.
        Board b = Diagrams.board("""
                . X . X O
                X X X O O
                O O O O .
                . . . . .
                . . . . .
                """);
        assertThat(b.liberties(Diagrams.point(b, "D5"))).isEqualTo(1);
        assertThat(alive(b, Stone.BLACK)).isEmpty();
        assertThat(territory(b, Stone.BLACK)).isEmpty();

        // Connected at D4 instead, the same shape has two real eyes.
        Board connected = Diagrams.board("""
                . X . X O
                X X X X O
                O O O O .
                . . . . .
                . . . . .
                """);
        assertThat(alive(connected, Stone.BLACK)).isEqualTo(stonesOf(connected, Stone.BLACK));
    }

    @Test
    void twoChainsSharingTwoEyesAreAliveTogether() {
        // B5-C5-C4 and A4-A3-B3 are separate chains (they touch only diagonally). Each eye, A5 and B4,
        // is bounded by both: each chain alone could not make two eyes, but every eye is vital to both.
        Board b = Diagrams.board("""
                . X X O .
                X . X O .
                X X O O .
                O O O . .
                . . . . .
                """);
        int left = Diagrams.point(b, "A4");
        int top = Diagrams.point(b, "B5");
        assertThat(b.chainHead(left)).isNotEqualTo(b.chainHead(top));
        assertThat(b.liberties(left)).isEqualTo(2);
        assertThat(b.liberties(top)).isEqualTo(2);
        assertThat(alive(b, Stone.BLACK)).isEqualTo(stonesOf(b, Stone.BLACK)).hasSize(6);
        assertThat(territory(b, Stone.BLACK)).isEqualTo(points(b.geometry(), "A5", "B4"));
        // Indeed White can play in neither eye.
        assertThat(b.legality(Diagrams.point(b, "A5"), Stone.WHITE)).isEqualTo(Legality.SUICIDE);
        assertThat(b.legality(Diagrams.point(b, "B4"), Stone.WHITE)).isEqualTo(Legality.SUICIDE);
        assertThat(alive(b, Stone.WHITE)).isEmpty();
    }

    @Test
    void chainsSharingOnlyOneEyeAreNotAlive() {
        // As above, but B4 is filled by a black stone: the two chains become one with a single eye.
        Board b = Diagrams.board("""
                . X X O .
                X X X O .
                X X O O .
                O O O . .
                . . . . .
                """);
        assertThat(alive(b, Stone.BLACK)).isEmpty();
    }

    @Test
    void aBigEmptyAreaIsNotTerritoryWhileSmallEyesAre() {
        Board b = Diagrams.board("""
                . X . X .
                X X X X X
                . . . . .
                . . . . .
                . . . . .
                """);
        assertThat(alive(b, Stone.BLACK)).isEqualTo(stonesOf(b, Stone.BLACK));
        // White could live in the 15 points below, so they are not Black's for sure.
        assertThat(territory(b, Stone.BLACK)).isEqualTo(points(b.geometry(), "A5", "C5", "E5"));
    }

    @Test
    void anOpponentStoneInAnEyeDoesNotSpoilIt() {
        Board b = Diagrams.board("""
                . X O . X
                X X X X X
                . . . . .
                . O O . .
                . . . . .
                """);
        assertThat(alive(b, Stone.BLACK)).isEqualTo(stonesOf(b, Stone.BLACK));
        assertThat(territory(b, Stone.BLACK)).isEqualTo(points(b.geometry(), "A5", "C5", "D5"));
    }

    @Test
    void deadStonesGuessTakesTheStoneInsideAPassAliveEye() {
        Board b = Diagrams.board("""
                . X O . X
                X X X X X
                . . . . .
                . O O . .
                . . . . .
                """);
        // White's C5 is dead inside Black's eye; White's B2-C2 are unsettled and left alone.
        assertThat(DeadStones.provablyDead(b)).isEqualTo(points(b.geometry(), "C5"));
    }

    @Test
    void deadStonesGuessLeavesUnsettledGroupsAlone() {
        Board b = Diagrams.board("""
                . . X O .
                . O X O .
                . . X O .
                . . X O X
                . . X O .
                """);
        assertThat(DeadStones.provablyDead(b)).isEmpty();
    }

    @Test
    void deadStonesGuessWorksForBothColours() {
        Board b = Diagrams.board("""
                . X O . X . . .
                X X X X X . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                O O O O O O . .
                O O . O . O . .
                . O X O . O . .
                """);
        // Black's top group has the eyes A8 and C8-D8 (with White's C8 inside); White's bottom group has
        // A1, C2-C1 (with Black's C1 inside) and E2-E1.
        assertThat(alive(b, Stone.BLACK)).isEqualTo(stonesOf(b, Stone.BLACK).stream()
                .filter(p -> p != Diagrams.point(b, "C1")).collect(java.util.stream.Collectors.toSet()));
        assertThat(alive(b, Stone.WHITE)).contains(Diagrams.point(b, "A3"), Diagrams.point(b, "B1"))
                .doesNotContain(Diagrams.point(b, "C8"));
        assertThat(territory(b, Stone.WHITE)).isEqualTo(points(b.geometry(), "A1", "C2", "C1", "E2", "E1"));
        assertThat(DeadStones.provablyDead(b)).isEqualTo(points(b.geometry(), "C8", "C1"));
    }

    @Test
    void whereSuicideIsAllowedARegionWithAnOpponentStoneOffTheChainIsNoEye() {
        // Black A2-B2-B1 with the eye A1, and the region A3 B3 C3 C2 C1 whose empty points are all Black's
        // liberties; White's C3 is not. Where suicide is forbidden that is two vital regions. Under tromp-taylor
        // White fills the region, takes its five stones off by suicide, refills it leaving C3 empty (now a
        // liberty of White's, not of Black's) and captures Black at A1, while Black passes every turn.
        Game g = new Game(Geometry.of(3), RulesPresets.get("tromp-taylor"));
        play(g, "A2", "C3", "B2", "pass", "B1");
        assertThat(Benson.analyze(g.board(), Stone.BLACK, SuicideRule.FORBIDDEN).isAlive(g.geometry().parseGtp("B2")))
                .isTrue();
        assertThat(Benson.analyze(g.board(), Stone.BLACK, SuicideRule.ALL).isAlive(g.geometry().parseGtp("B2")))
                .isFalse();
        assertThat(Benson.analyze(g.board(), Stone.BLACK, SuicideRule.MULTI_STONE).isAlive(g.geometry().parseGtp("B2")))
                .isFalse();
        play(g, "B3", "pass", "C2", "pass", "A3", "pass", "C1"); // the five white stones take themselves off
        assertThat(g.board().at(g.geometry().parseGtp("C3"))).isEqualTo(Board.EMPTY);
        play(g, "pass", "A3", "pass", "C1", "pass", "B3", "pass", "C2", "pass", "A1");
        assertThat(g.board().at(g.geometry().parseGtp("B2"))).isEqualTo(Board.EMPTY); // Black's chain is gone
    }

    private static void play(Game g, String... vertices) {
        for (String v : vertices) {
            Move m = v.equals("pass") ? Move.PASS : Move.play(g.geometry().parseGtp(v));
            assertThat(g.play(m).isLegal()).as(v).isTrue();
        }
    }
}
