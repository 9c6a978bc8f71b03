package org.tengen.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.engine.solve.RandomGames.moves;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;

/**
 * The proof-number search against plain alpha-beta on the core's {@link Game} (its superko, suicide and count):
 * with every move it settles each bound exactly; with one side's pointless moves left out it never settles one
 * against that side.
 */
class ProverTest {
    private static final int[] SIDES = {0, Board.BLACK, Board.WHITE};
    /**
     * The searches take turns at the default's few moves shown at first, every move at once, and two at a time shown
     * only when all shown are lost.
     */
    private static final int[] WIDTHS = {Prover.WIDTH, 0, 2};
    private static final int[] REVEALS = {Prover.REVEAL, 0, 0};
    private static int searches;

    /** 1 proved, 0 disproved: the search of "at least {@code target}" with {@code side}'s pointless moves left out. */
    private static int prove(Game g, int target, int side, boolean safePoints) {
        return prove(g, target, side, safePoints, "");
    }

    private static int prove(Game g, int target, int side, boolean safePoints, String as) {
        Solver.Options options = Solver.Options.defaults().withTable(16).withProof(false).withSafePoints(safePoints);
        Prover p = new Solver(g, options).prover(target, side);
        int turn = searches++ % WIDTHS.length;
        p.width = WIDTHS[turn];
        p.reveal = REVEALS[turn];
        int r = p.prove(Long.MAX_VALUE);
        assertThat(r).as("settled: " + as).isIn(0, 1);
        return r;
    }

    /** Checks every search of the bounds around {@code value}, the position's exact margin. */
    private static void checkBounds(Game g, int value, String as) {
        for (int target = value - 1; target <= value + 2; target++) {
            boolean holds = value >= target;
            for (int side : SIDES) {
                for (boolean safePoints : new boolean[] {true, false}) {
                    String what = as + ", at least " + target + ", pruned " + side + ", static bounds " + safePoints;
                    int r = prove(g, target, side, safePoints, what);
                    if (side == 0) {
                        assertThat(r == 1).as(what).isEqualTo(holds);
                    } else if (side == Board.BLACK) {
                        assertThat(r == 1 && !holds).as(what + ": a proof in Black's favour that is false").isFalse();
                    } else {
                        assertThat(r == 0 && holds).as(what + ": a disproof in White's favour that is false").isFalse();
                    }
                }
            }
        }
    }

    @Test
    void settlesEveryBoundAsPlainAlphaBetaOnRandomPositionsOfSmallBoards() {
        Random random = new Random(7);
        int compared = 0;
        for (int game = 0; game < 40; game++) {
            String preset = List.of("tromp-taylor", "gtsa", "aga", "new-zealand").get(game % 4);
            String size = List.of("2x3", "1x5", "2x2", "1x6", "3x3").get(game / 4 % 5);
            Game g = new Game(Geometry.parse(size), RulesPresets.get(preset).withKomi(0));
            for (int move = 0; move < 12 && !g.isOver(); move++) {
                int[] points = g.legalPoints();
                int pick = random.nextInt(points.length + 2);
                g.play(pick >= points.length ? Move.PASS : Move.play(points[pick]));
                if (g.isOver() || move < 2) {
                    continue;
                }
                Integer expected = NaiveMinimax.valueWithin(g, 200_000);
                if (expected == null) {
                    continue;
                }
                checkBounds(g, expected, preset + " " + size + moves(g));
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(60);
    }

    @Test
    void settlesEveryBoundAsPlainAlphaBetaAfterLongHistories() {
        // Long random games on tiny boards: superko bars most moves, captures included, so most results depend on
        // the history and the table's rules for reusing them are what is checked.
        Random random = new Random(29);
        int compared = 0;
        for (int game = 0; game < 80; game++) {
            String preset = List.of("tromp-taylor", "gtsa", "aga", "new-zealand").get(game % 4);
            String size = List.of("1x5", "2x2", "1x4", "2x3", "2x4").get(game / 4 % 5);
            Game g = new Game(Geometry.parse(size), RulesPresets.get(preset).withKomi(0));
            int length = 20 + random.nextInt(60);
            RandomGames.playLongHistory(g, length, random);
            if (g.isOver()) {
                continue;
            }
            Integer expected = NaiveMinimax.valueWithin(g, 200_000);
            if (expected == null) {
                continue;
            }
            checkBounds(g, expected, preset + " " + size + moves(g));
            compared++;
        }
        assertThat(compared).isGreaterThan(40);
    }

    @Test
    void settlesEveryBoundAsPlainAlphaBetaInKoFightsOfStrips() {
        // Strips and small rectangles from a few random moves: ko fights and long captures, where the same position is reached
        // within one search by lines that refused different moves.
        Random random = new Random(11);
        int compared = 0;
        for (int game = 0; game < 18; game++) {
            String preset = List.of("tromp-taylor", "aga", "new-zealand").get(game % 3);
            String size = List.of("1x6", "2x4", "2x3").get(game / 3 % 3);
            Game g = new Game(Geometry.parse(size), RulesPresets.get(preset).withKomi(0));
            int length = random.nextInt(5);
            RandomGames.playPoints(g, length, random);
            if (g.isOver()) {
                continue;
            }
            // The oracle: the alpha-beta solver, checked against plain alpha-beta on smaller boards (SolverTest).
            int expected = new Solver(g, Solver.Options.defaults().withTable(18).withProof(false)).solve(x -> { }).margin();
            checkBounds(g, expected, preset + " " + size + moves(g));
            compared++;
        }
        assertThat(compared).isGreaterThan(12);
    }

    @Test
    void settlesEveryBoundAsPlainAlphaBetaFromSymmetricPositions() {
        // Where the position and the whole game before it are symmetric the search tries one move of each kind; where
        // the position is symmetric and its history is not, every move. Both after long histories of captures and
        // refusals, and from the empty boards themselves (a pass pending or not), on boards plain alpha-beta solves.
        Random random = new Random(41);
        int compared = 0;
        int withSymmetricHistory = 0;
        for (int game = 0; game < 600 && compared < 90; game++) {
            String preset = List.of("tromp-taylor", "gtsa", "aga", "new-zealand").get(game % 4);
            String size = List.of("1x5", "2x2", "1x4", "2x3", "1x6", "2x4").get(game / 4 % 6);
            Game g = new Game(Geometry.parse(size), RulesPresets.get(preset).withKomi(0));
            int kind = game / 24 % 4;
            if (kind == 0) {
                RandomGames.playLongHistory(g, 10 + random.nextInt(40), random);
            } else if (kind == 3) {
                RandomGames.playLongHistory(g, 3 + random.nextInt(10), random);
            } else if (kind == 2) {
                g.play(Move.PASS);
            }
            if (g.isOver() || !symmetric(g.board(), new Cells(g.geometry()))) {
                continue;
            }
            Integer expected = NaiveMinimax.valueWithin(g, 300_000);
            if (expected == null) {
                continue;
            }
            if (kind == 1 || kind == 2) {
                withSymmetricHistory++;
            }
            checkBounds(g, expected, preset + " " + size + moves(g));
            compared++;
        }
        assertThat(compared).isGreaterThan(40);
        assertThat(withSymmetricHistory).isGreaterThan(20);
    }

    /** Whether a symmetry of the board other than the identity takes the stones of {@code b} to themselves. */
    private static boolean symmetric(org.tengen.core.BoardView b, Cells cells) {
        for (int sym = 1; sym < cells.symmetries(); sym++) {
            if (cells.fixes(b, sym)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void aWholeSolveByProofNumbersGivesTheValueEveryBestMoveAndALineAsPlainAlphaBeta() {
        // Empty boards (symmetric: a move's images share its answer) and positions after random moves (not).
        Random random = new Random(3);
        int compared = 0;
        for (int game = 0; game < 24; game++) {
            String preset = List.of("tromp-taylor", "aga").get(game % 2);
            String size = List.of("2x2", "2x3", "1x5", "1x4").get(game / 2 % 4);
            Game g = new Game(Geometry.parse(size), RulesPresets.get(preset).withKomi(0));
            int length = game < 8 ? 0 : 1 + random.nextInt(4);
            RandomGames.playPoints(g, length, random);
            Integer value = g.isOver() ? null : NaiveMinimax.valueWithin(g, 500_000);
            if (g.isOver() || value == null) {
                continue;
            }
            String as = preset + " " + size + moves(g);
            Solution s = new Solver(g, Solver.Options.defaults().withTable(16)).solveByProofNumbers(x -> { });
            assertThat(s.margin()).as(as).isEqualTo(value);
            assertThat(s.unsettledMoves()).as(as).isEmpty();
            boolean black = g.toMove() == org.tengen.core.Stone.BLACK;
            List<Move> all = new java.util.ArrayList<>();
            for (int p : g.legalPoints()) {
                all.add(Move.play(p));
            }
            all.add(Move.PASS);
            for (Move m : all) {
                g.play(m);
                int after = g.isOver() ? (int) Math.round(g.score(List.of()).black() - g.score(List.of()).white())
                        : NaiveMinimax.valueWithin(g, 2_000_000);
                g.undo();
                String which = as + ", then " + m.toGtp(g.geometry());
                assertThat(s.bestMoves().contains(m)).as(which).isEqualTo(after == value);
                assertThat(black ? after <= value : after >= value).as(which).isTrue();
            }
            Game line = new Game(g.geometry(), g.rules());
            org.tengen.core.GameReplay.replay(g, line);
            for (Move m : s.principalVariation()) {
                assertThat(line.play(m).isLegal()).as(as).isTrue();
            }
            assertThat(line.isOver()).as(as).isTrue();
            assertThat((int) Math.round(line.score(List.of()).black() - line.score(List.of()).white())).as(as).isEqualTo(value);
            compared++;
        }
        assertThat(compared).isGreaterThan(14);
    }

    @Test
    void oneThreadAndTwoGiveTheSameAnswersAndTheSettlingSearchIsOneThatMay() {
        Random random = new Random(13);
        int compared = 0;
        for (int game = 0; game < 12; game++) {
            String preset = List.of("aga", "tromp-taylor").get(game % 2);
            String size = List.of("2x3", "2x4", "1x6").get(game / 2 % 3);
            Game g = new Game(Geometry.parse(size), RulesPresets.get(preset).withKomi(0));
            int length = random.nextInt(4);
            RandomGames.playPoints(g, length, random);
            if (g.isOver()) {
                continue;
            }
            int value = new Solver(g, Solver.Options.defaults().withTable(18).withProof(false)).solve(x -> { }).margin();
            for (int target = value - 1; target <= value + 1; target++) {
                for (int threads : new int[] {1, 2}) {
                    Solver.Options o = Solver.Options.defaults().withTable(16).withThreads(threads);
                    Solver.Bound b = new Solver(g, o).atLeastByProofNumbers(target, x -> { });
                    String as = preset + " " + size + moves(g) + ", at least " + target + ", threads " + threads;
                    assertThat(b.holds()).as(as).isEqualTo(value >= target);
                    // One thread searches every move; two add the search without Black's pointless moves, whose
                    // "no" settles nothing.
                    assertThat(b.settledBy()).as(as).isIn(threads == 2 && b.holds() ? "Black's moves pruned" : "every move",
                            "every move");
                }
            }
            compared++;
        }
        assertThat(compared).isGreaterThan(8);
    }

    @Test
    void threeByThreeIsNineUnderAga() {
        Game g3 = new Game(Geometry.parse("3x3"), RulesPresets.get("aga").withKomi(0));
        assertThat(prove(g3, 9, 0, true)).isEqualTo(1);
        assertThat(prove(g3, 10, 0, true)).isZero();
    }

    @Test
    void threeByFourIsFourUnderAgaWithTheBestMovesAndALineOfPerfectPlay() {
        // van der Werf's value of 3x4 (situational superko, no suicide); the alpha-beta search could not settle
        // "at most 4" (70 minutes, 10.4 billion nodes).
        Game g = new Game(Geometry.parse("3x4"), RulesPresets.get("aga").withKomi(0));
        Solution s = new Solver(g, Solver.Options.defaults().withTable(20)).solveByProofNumbers(x -> { });
        assertThat(s.margin()).isEqualTo(4);
        assertThat(s.proof().holds()).isTrue();
        assertThat(s.bestMoves()).extracting(m -> m.toGtp(g.geometry())).containsExactlyInAnyOrder("B2", "B3");
        assertThat(s.unsettledMoves()).isEmpty();
        // The line is legal, ends the game, and the game's own count is the value.
        Game line = new Game(g.geometry(), g.rules());
        for (Move m : s.principalVariation()) {
            assertThat(line.play(m).isLegal()).as(m.toGtp(g.geometry())).isTrue();
        }
        assertThat(line.isOver()).isTrue();
        assertThat(line.score(List.of()).black() - line.score(List.of()).white()).isEqualTo(4);
    }

    @Test
    void fourByFourIsTwoUnderAga() {
        // MIGOS's value of 4x4: Black's margin is at least 2 and not at least 3, each by proof numbers.
        Game g = new Game(Geometry.parse("4x4"), RulesPresets.get("aga").withKomi(0));
        Solver.Options options = Solver.Options.defaults().withTable(21);
        Solver.Bound two = new Solver(g, options).atLeastByProofNumbers(2, x -> { });
        assertThat(two.holds()).isTrue();
        assertThat(two.firstMove()).isNotNull();
        assertThat(two.firstMove().toGtp(g.geometry())).isIn("B2", "C2", "B3", "C3");
        assertThat(new Solver(g, options).atLeastByProofNumbers(3, x -> { }).holds()).isFalse();
    }
}
