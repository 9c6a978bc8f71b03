package org.tengen.engine.features;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.testing.RandomGame;

/**
 * The keys are the same on every run and machine: learned weights files are keyed by them. The golden
 * fingerprint below was computed once; if it changes, every weights file made before is void, so change it
 * only with the feature set's version.
 */
class FeatureDeterminismTest {
    private static final long GOLDEN_19X19 = -351243714318243311L;

    /** A fingerprint of every key of every candidate of the positions of one seeded random 19x19 game. */
    private static long fingerprint() {
        RandomGame driver = RandomGame.seeded(2007).passingOneIn(40);
        Game game = new Game(Geometry.of(19), RulesPresets.get("chinese"));
        CompetitionBuilder builder = new CompetitionBuilder();
        Competition c = new Competition();
        long f = 0;
        for (int move = 0; move < 160 && !game.isOver(); move++) {
            Move next = driver.next(game);
            builder.fill(game, game.toMove(), next, c);
            for (int k = 0; k < c.start(c.size()); k++) {
                f = f * 0x100_0000_01b3L + c.keys()[k]; // FNV-like, order-sensitive
            }
            f = f * 31 + c.played();
            game.play(next);
        }
        return f;
    }

    @Test
    void theSamePositionsGiveTheSameKeysEachTime() {
        assertThat(fingerprint()).isEqualTo(fingerprint());
    }

    @Test
    void theKeysAreTheOnesOfEveryEarlierRun() {
        assertThat(fingerprint()).isEqualTo(GOLDEN_19X19);
    }

    @Test
    void wellKnownPatternsHaveFixedKeys() {
        // The empty neighbourhood is code 0; in a corner's canonical code the off-board cells come first (bit 0 up).
        org.tengen.core.Board empty = new org.tengen.core.Board(Geometry.of(19));
        assertThat(Pattern3.code(empty, empty.geometry().parseGtp("K10"), org.tengen.core.Board.BLACK)).isZero();
        int corner = Pattern3.code(empty, empty.geometry().parseGtp("A1"), org.tengen.core.Board.WHITE);
        assertThat(Pattern3.describe(corner)).isEqualTo("###\n#*.\n#..\n");
    }
}
