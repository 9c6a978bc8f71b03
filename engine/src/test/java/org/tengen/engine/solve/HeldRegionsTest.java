package org.tengen.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.SuicideRule;

class HeldRegionsTest {
    /** A board drawn row by row, top row first ('X' Black, 'O' White), as cell masks {black, white}. */
    private static int[] position(String... rows) {
        int black = 0;
        int white = 0;
        int width = rows[0].length();
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < width; c++) {
                char ch = rows[r].charAt(c);
                int bit = 1 << (r * width + c);
                if (ch == 'X') {
                    black |= bit;
                } else if (ch == 'O') {
                    white |= bit;
                }
            }
        }
        return new int[] {black, white};
    }

    @Test
    void aWallAroundFourSmallCornersLivesByAnsweringThoughBensonsTestSaysNo() {
        // Each corner's far point touches no black stone: with Black passing, White fills the three points next
        // to the wall in every corner and takes it. With answers, no corner gives White two eyes or the wall's
        // last liberty there.
        int[] p = position(
                "..X..",
                "..X..",
                "XXXXX",
                "..X..",
                "..X..");
        BitBoard bits = new BitBoard(5, 5, SuicideRule.FORBIDDEN);
        assertThat(bits.passAlive(p[0], p[1])).isZero();
        HeldRegions held = new HeldRegions(bits);
        assertThat(held.safe(p[0], p[1], p[0], false, false, 0)).isEqualTo(bits.all);
        assertThat(held.held).isEqualTo(bits.all & ~p[0]);
        // Not where Black had a stone in a corner before: superko might bar an answer there. Three corners are
        // still two regions for the wall.
        int corner = 1 << 0 | 1 << 1 | 1 << 5 | 1 << 6;
        assertThat(held.safe(p[0], p[1], p[0] | 1 << 6, false, false, 0)).isEqualTo(bits.all & ~corner);
    }

    @Test
    void deadStonesInACornerWalledInByPassAliveStonesAreTakenThoughTheirLastLibertyTouchesNoWall() {
        // Black lives with three eyes. The corner A5 touches no black stone, so Benson's territory misses it,
        // and the wall has no liberty in the corner, so a region held by answering misses it too. But the
        // wall lives whatever happens there: White cannot play A5 (no liberty) and Black takes both stones there.
        int[] p = position(
                ".OX.X",
                "OXXXX",
                "XXXXX",
                "XX.XX",
                "XXXX.");
        BitBoard bits = new BitBoard(5, 5, SuicideRule.FORBIDDEN);
        assertThat(bits.passAlive(p[0], p[1])).isEqualTo(p[0]);
        int corner = 1 << 0 | 1 << 1 | 1 << 5;
        assertThat(bits.territory(p[0], bits.all & ~(p[0] | p[1]), bits.all & ~p[0], 0) & corner).isZero();
        HeldRegions held = new HeldRegions(bits);
        assertThat(held.safe(p[0], p[1], p[0], false, false, 0)).isEqualTo(bits.all);
        assertThat(held.held & corner).isEqualTo(corner);
        // Not if White can end the game with its stones standing, nor after a position with Black in the corner and
        // the wall whole (superko might bar the capture).
        assertThat(held.safe(p[0], p[1], p[0], false, true, 0) & corner).isZero();
        SafePoints.Line blackWasThere = (black, region, walls) -> black && (region & 1) != 0;
        assertThat(held.safe(p[0], p[1], p[0] | 1, false, false, 0, true, blackWasThere, p[0]) & corner).isZero();
        assertThat(held.safe(p[0], p[1], p[0] | 1, false, false, 0, true, (black, region, walls) -> false, p[0]))
                .isEqualTo(bits.all);
    }

    @Test
    void aWhiteStoneInACornerIsTakenUnlessWhiteCanEndTheGame() {
        int[] p = position(
                "O.X..",
                "..X..",
                "XXXXX",
                "..X..",
                "..X..");
        BitBoard bits = new BitBoard(5, 5, SuicideRule.FORBIDDEN);
        HeldRegions held = new HeldRegions(bits);
        assertThat(held.safe(p[0], p[1], p[0], false, false, 0)).isEqualTo(bits.all);
        int corner = 1 << 0 | 1 << 1 | 1 << 5 | 1 << 6;
        assertThat(held.safe(p[0], p[1], p[0], false, true, 0)).isEqualTo(bits.all & ~corner);
    }

    @Test
    void aRegionWhereTheOpponentLivesIsNotHeld() {
        // 5x5 with a wall on the third row: the two rows below are ten points, room for White to live.
        int[] p = position(
                ".X.X.",
                "XXXXX",
                "XXXXX",
                ".....",
                ".....");
        BitBoard bits = new BitBoard(5, 5, SuicideRule.FORBIDDEN);
        HeldRegions held = new HeldRegions(bits);
        int top = 0b11111 | 0b11111 << 5 | 0b11111 << 10;
        assertThat(held.safe(p[0], p[1], p[0], false, false, 0)).isEqualTo(top);
    }

    @Test
    void aRegionWhoseLibertiesWhiteHasTakenIsHeldOnlyWithBlackToMove() {
        // In the top left corner White holds the three points next to the wall: Black must take them now.
        int[] one = position(
                ".OX..",
                "OOX..",
                "XXXXX",
                "..X..",
                "..X..");
        BitBoard bits = new BitBoard(5, 5, SuicideRule.FORBIDDEN);
        HeldRegions held = new HeldRegions(bits);
        int topLeft = 1 << 0 | 1 << 1 | 1 << 5 | 1 << 6;
        assertThat(held.safe(one[0], one[1], one[0], true, false, 0)).isEqualTo(bits.all);
        assertThat(held.safe(one[0], one[1], one[0], false, false, 0)).isEqualTo(bits.all & ~topLeft);
        // Two such corners: one answer is not enough for both (so says the rule), and the other two remain.
        int[] two = position(
                ".OX..",
                "OOX..",
                "XXXXX",
                "..XOO",
                "..XO.");
        int bottomRight = 1 << 18 | 1 << 19 | 1 << 23 | 1 << 24;
        assertThat(held.safe(two[0], two[1], two[0], true, false, 0)).isEqualTo(bits.all & ~topLeft & ~bottomRight);
    }

    @Test
    void theStaticBoundsHoldAgainstPlainAlphaBetaWhereHeldRegionsAddPoints() {
        // Random games on boards where walls and small regions form; at each position where the held regions
        // count points Benson's test does not, the static bounds must contain the value plain alpha-beta on the
        // core's Game finds, with the whole history (superko) and every suicide rule.
        Random random = new Random(7);
        int checked = 0;
        for (int game = 0; game < 400 && checked < 120; game++) {
            String preset = List.of("aga", "tromp-taylor", "new-zealand", "gtsa").get(game % 4);
            String size = List.of("3x3", "2x4", "3x4", "2x5").get(game / 4 % 4);
            Geometry geometry = Geometry.parse(size);
            Game g = new Game(geometry, RulesPresets.get(preset).withKomi(0));
            Cells cells = new Cells(geometry);
            BitBoard bits = new BitBoard(geometry.width(), geometry.height(), g.rules().suicide());
            SafePoints safe = new SafePoints(bits);
            int everBlack = 0;
            int everWhite = 0;
            int length = 6 + random.nextInt(40);
            for (int move = 0; move < length && !g.isOver(); move++) {
                int[] points = g.legalPoints();
                int pick = random.nextInt(points.length + 2);
                g.play(pick >= points.length ? Move.PASS : Move.play(points[pick]));
                if (g.isOver()) {
                    break;
                }
                int black = mask(g, cells, Board.BLACK);
                int white = mask(g, cells, Board.WHITE);
                everBlack |= black;
                everWhite |= white;
                int toMove = g.toMove() == Stone.BLACK ? Board.BLACK : Board.WHITE;
                int canEnd = g.consecutivePasses() > 0 ? toMove : 0;
                int with = safe.count(black, white, everBlack, everWhite, canEnd, toMove, 0, 0);
                HeldRegions held = new HeldRegions(bits);
                boolean adds = (held.safe(black, white, everBlack, toMove == Board.BLACK, canEnd == Board.WHITE, 0) & ~black) != 0
                        || (held.safe(white, black, everWhite, toMove == Board.WHITE, canEnd == Board.BLACK, 0) & ~white) != 0;
                if (!adds) {
                    continue;
                }
                Integer value = NaiveMinimax.valueWithin(g, 200_000);
                if (value == null) {
                    continue;
                }
                int area = bits.area;
                String as = preset + " " + size + " " + g.history();
                assertThat(2 * (with >>> 8) - area).as(as).isLessThanOrEqualTo(value);
                assertThat(area - 2 * (with & 0xFF)).as(as).isGreaterThanOrEqualTo(value);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(60);
    }

    private static int mask(Game g, Cells cells, int colour) {
        int m = 0;
        for (int i = 0; i < cells.area; i++) {
            if (g.board().at(cells.cellPoint[i]) == colour) {
                m |= 1 << i;
            }
        }
        return m;
    }
}
