package org.tengen.problems.gtsa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.KoRetakes;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Position;
import org.tengen.core.Stone;
import org.tengen.core.SuicideRule;
import org.tengen.core.testing.RandomGame;
import org.tengen.engine.Candidates;
import org.tengen.engine.Decision;
import org.tengen.engine.SearchBudget;
import org.tengen.engine.SearchRequest;

/**
 * The GTSA player on bare boards: GTSA's referee forbids recreating any earlier board, and the input doesn't
 * say whether the opponent just took a ko, so the player must never make a move that some history
 * consistent with the input makes the immediate retake, unless the opponent's last turn was a pass.
 */
class GtsaKoTest {

    /** A position from the GTSA input's rows of '1', '2' and '_'. */
    private static Position rows(String... rows) {
        return Position.parse(String.join("\n", rows).replace('1', 'X').replace('2', 'O').replace('_', '.') + "\n");
    }

    private static int choose(Position position, Stone toMove, boolean opponentPassed, int playouts, long seed) {
        return point(new GtsaPlayer(seed, SearchBudget.of(playouts, null), opponentPassed, false)
                .decide(GtsaPlayer.game(position, toMove), SearchRequest.MOVE));
    }

    @Test
    void doesNotRetakeTheKoInTheIssuesFirstPosition() {
        Position p = rows("__1_1", "_1_12", "_112_", "_12__", "___2_");
        int move = choose(p, Stone.WHITE, false, 20000, 1);
        assertThat(move).isNotEqualTo(p.geometry().point(3, 0)); // tengen answered '3 0' before
        assertLegalInEveryHistory(p, Stone.WHITE, false, move);
    }

    @Test
    void doesNotRetakeTheKoInTheIssuesSecondPosition() {
        Position p = rows("_222_", "2_212", "11111", "11_1_", "1_111");
        int move = choose(p, Stone.BLACK, false, 20000, 1);
        assertThat(move).isNotEqualTo(p.geometry().point(4, 0)); // tengen answered '4 0' before
        assertLegalInEveryHistory(p, Stone.BLACK, false, move);
    }

    @Test
    void theHistoryCheckCatchesTheRetakeItself() {
        // The check below is the referee's rule, through the core's ko and positional superko: the retake fails it.
        Position p = rows("__1_1", "_1_12", "_112_", "_12__", "___2_");
        int retake = p.geometry().point(3, 0);
        assertThatThrownBy(() -> assertLegalInEveryHistory(p, Stone.WHITE, false, retake))
                .isInstanceOf(AssertionError.class).hasMessageContaining("after BLACK took the ko at E5")
                .hasMessageContaining("expected: LEGAL");
        assertLegalInEveryHistory(p, Stone.WHITE, true, retake);
    }

    @Test
    void retakesWhenTheOpponentsLastTurnWasAPass() {
        // After a pass no ko was just taken: the retake is legal, and in this position it is the move.
        Position p = rows("__1_1", "_1_12", "_112_", "_12__", "___2_");
        assertThat(choose(p, Stone.WHITE, true, 20000, 1)).isEqualTo(p.geometry().point(3, 0));
    }

    @Test
    void passesWhenEveryMoveLeftMightRetakeAKo() {
        // Black's only moves that fill no eye of its own take a stone on A1 or D1, each a lone stone in atari.
        Position p = rows("_1_1", "1111", "2112", "_22_");
        assertThat(Candidates.of(GtsaPlayer.game(p, Stone.BLACK))).hasSize(2);
        assertThat(choose(p, Stone.BLACK, false, 2000, 1)).isEqualTo(Geometry.NO_POINT);
    }

    /**
     * Random positions of random 5x5 games where the side to move has a play that might recreate an earlier
     * board, with the pass flags varied: the move never recreates the board before the opponent's last turn
     * or before the mover's own previous one in any history those flags allow (found by brute force), and it
     * is legal under GTSA's rules after every ko the opponent may just have taken.
     */
    @Tag("slow")
    @Test
    void onRandomBareBoardsWithRetakesEveryMoveIsLegalWhateverTheLastTurns() {
        Random random = new Random(2024);
        RandomGame moves = RandomGame.drawingFrom(random);
        List<Position> positions = new ArrayList<>();
        List<Stone> movers = new ArrayList<>();
        Geometry g = Geometry.of(5);
        while (positions.size() < 120) {
            Board board = new Board(g);
            board.setSuicideRule(SuicideRule.MULTI_STONE);
            int colour = 1;
            int length = 6 + random.nextInt(70);
            for (int move = 0; move < length; move++) {
                moves.play(board, colour);
                colour ^= 3;
                boolean[] marked = KoRetakes.possibleRetakes(board, Stone.ofCode(colour), false, false);
                if (contains(marked) && random.nextInt(3) == 0) {
                    positions.add(Position.of(board));
                    movers.add(Stone.ofCode(colour));
                    break;
                }
            }
        }
        int risky = 0;
        for (int i = 0; i < positions.size(); i++) {
            Position p = positions.get(i);
            Stone us = movers.get(i);
            boolean opponentPassed = i % 4 == 3;
            boolean ownPassed = i % 4 == 2;
            int move = point(new GtsaPlayer(i, SearchBudget.of(300, null), opponentPassed, ownPassed)
                    .decide(GtsaPlayer.game(p, us), SearchRequest.MOVE));
            for (int z : g.points()) {
                risky += p.atPoint(z) == Board.EMPTY && mayRecreate(p, us.code(), z, false, false) ? 1 : 0;
            }
            if (move != Geometry.NO_POINT) {
                assertThat(mayRecreate(p, us.code(), move, opponentPassed, ownPassed))
                        .as("%s at %s (passes: theirs %s, ours %s) on%n%s", us, g.toGtp(move), opponentPassed, ownPassed, p)
                        .isFalse();
            }
            assertLegalInEveryHistory(p, us, opponentPassed, move);
        }
        assertThat(risky).isGreaterThanOrEqualTo(positions.size());
    }

    private static boolean contains(boolean[] marks) {
        for (boolean m : marks) {
            if (m) {
                return true;
            }
        }
        return false;
    }

    /**
     * By brute force over every point: whether colour {@code us} at {@code z} gives a board from which the
     * last turns the flags allow (the opponent's play; our play then theirs; after their pass, our play) lead
     * back to {@code present}: then in that history the move recreates an earlier board.
     */
    private static boolean mayRecreate(Position present, int us, int z, boolean opponentPassed, boolean ownPassed) {
        Position after = play(present, z, us);
        if (!opponentPassed && leadsTo(after, present, us ^ 3)) {
            return true;
        }
        return !ownPassed && leadsTo(after, present, opponentPassed ? new int[] {us} : new int[] {us, us ^ 3});
    }

    /** Whether plays by {@code colours} in turn, each changing the board (as GTSA requires), turn {@code from} into {@code to}. */
    private static boolean leadsTo(Position from, Position to, int... colours) {
        if (colours.length == 0) {
            return from.equals(to);
        }
        for (int p : from.geometry().points()) {
            if (from.atPoint(p) == Board.EMPTY) {
                Position next = play(from, p, colours[0]);
                if (!next.equals(from) && leadsTo(next, to, Arrays.copyOfRange(colours, 1, colours.length))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** {@code position} after colour {@code c} plays at {@code p}: captures, then its own chain if it has no liberty. */
    private static Position play(Position position, int p, int c) {
        Board b = position.toBoard();
        b.setSimpleKo(false);
        b.setSuicideRule(SuicideRule.ALL);
        b.playUnchecked(p, c);
        return Position.of(b);
    }

    /**
     * {@code move} (a point, or 0 for a pass) is legal for {@code us} under the gtsa rules in the game where the
     * opponent's last turn was each play that could have led to {@code position} by a ko capture; after a
     * pass when {@code opponentPassed}; and on the position alone.
     */
    private static void assertLegalInEveryHistory(Position position, Stone us, boolean opponentPassed, int move) {
        if (move == Geometry.NO_POINT) {
            return; // a pass is always legal
        }
        Game alone = GtsaPlayer.game(position, us);
        assertThat(alone.legality(Move.play(move))).isEqualTo(Legality.LEGAL);
        if (opponentPassed) {
            Game afterPass = GtsaPlayer.game(position, us.opponent());
            assertThat(afterPass.play(Move.PASS)).isEqualTo(Legality.LEGAL);
            assertThat(afterPass.legality(Move.play(move))).isEqualTo(Legality.LEGAL);
            return;
        }
        for (int[] r : retakes(position.toBoard(), us.code())) {
            // The board after our retake at r[0] is the one their play at r[1] started from.
            Board before = position.toBoard();
            before.setSimpleKo(false);
            before.playUnchecked(r[0], us.code());
            Game game = GtsaPlayer.game(Position.of(before), us.opponent());
            assertThat(game.play(Move.play(r[1]))).isEqualTo(Legality.LEGAL);
            assertThat(Position.of(game.board())).isEqualTo(position);
            assertThat(game.legality(Move.play(move)))
                    .as("%s at %s after %s took the ko at %s on%n%s", us, position.geometry().toGtp(move), us.opponent(),
                            position.geometry().toGtp(r[1]), position)
                    .isEqualTo(Legality.LEGAL);
        }
    }

    /**
     * By brute force: the pairs (our point, their point) where, after our play, their play gives back exactly
     * this board, so that in some history our play recreates the board of two plies before.
     */
    private static List<int[]> retakes(Board now, int colour) {
        List<int[]> out = new ArrayList<>();
        Position present = Position.of(now);
        for (int p : now.geometry().points()) {
            if (now.at(p) != Board.EMPTY) {
                continue;
            }
            Board after = now.copy();
            after.setSimpleKo(false);
            after.playUnchecked(p, colour);
            for (int q : now.geometry().points()) {
                if (now.at(q) == (colour ^ 3) && after.at(q) == Board.EMPTY) {
                    Board back = after.copy();
                    back.setSimpleKo(false);
                    back.playUnchecked(q, colour ^ 3);
                    if (Position.of(back).equals(present)) {
                        out.add(new int[] {p, q});
                    }
                }
            }
        }
        return out;
    }

    /** A decision's point, {@link Geometry#NO_POINT} for a pass. */
    static int point(Decision d) {
        return d.move() instanceof Move.Play play ? play.point() : Geometry.NO_POINT;
    }
}
