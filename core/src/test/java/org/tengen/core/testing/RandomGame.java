package org.tengen.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Rules;

/**
 * The tests' driver of seeded random legal games: each move is a uniformly random legal point, or a pass one
 * time in {@link #passingOneIn n} (and whenever nothing is legal). The same seed and settings give the same
 * game. A test that checks something before every move draws the moves one at a time with {@link #play(Game)};
 * a test that draws other random choices from the same generator passes it in with {@link #drawingFrom}.
 *
 * <pre>
 * Game game = RandomGame.seeded(7).passingOneIn(12).play(Geometry.of(9), rules, 100);
 * </pre>
 */
public final class RandomGame {
    private final Random random;
    private int passOneIn;
    private boolean passTwiceInARow = true;

    private RandomGame(Random random) {
        this.random = random;
    }

    /** A driver with its own generator, seeded with {@code seed}; it passes only when nothing is legal. */
    public static RandomGame seeded(long seed) {
        return new RandomGame(new Random(seed));
    }

    /** A driver drawing from the test's own generator, so that the test's other choices stay in one sequence. */
    public static RandomGame drawingFrom(Random random) {
        return new RandomGame(random);
    }

    /** Passes one time in {@code n} on average (0: only when nothing is legal). */
    public RandomGame passingOneIn(int n) {
        this.passOneIn = n;
        return this;
    }

    /** Never passes right after a pass unless nothing is legal, so that the game does not end by passes. */
    public RandomGame neverPassingTwiceInARow() {
        this.passTwiceInARow = false;
        return this;
    }

    /** The next move for the side to move, not played: a pass or a uniformly random legal point. */
    public Move next(Game game) {
        int[] legal = game.legalPoints();
        boolean mayPass = passOneIn > 0 && (passTwiceInARow || game.consecutivePasses() == 0);
        boolean pass = legal.length == 0 || (mayPass && random.nextInt(passOneIn) == 0);
        return pass ? Move.PASS : Move.play(legal[random.nextInt(legal.length)]);
    }

    /** Plays the next move, asserting that the game takes it; returns it. */
    public Move play(Game game) {
        Move move = next(game);
        assertThat(game.play(move)).as("%s on%n%s", move.toGtp(game.geometry()), game).isEqualTo(Legality.LEGAL);
        return move;
    }

    /** Plays {@code moves} moves on {@code game}, fewer if the game ends first; returns the game. */
    public Game play(Game game, int moves) {
        for (int i = 0; i < moves && !game.isOver(); i++) {
            play(game);
        }
        return game;
    }

    /** A new game under {@code rules} on {@code geometry} after {@code moves} random moves (fewer if it ends). */
    public Game play(Geometry geometry, Rules rules, int moves) {
        return play(new Game(geometry, rules), moves);
    }

    /** The moves of {@link #play(Geometry, Rules, int)}, as played. */
    public List<Move> moves(Geometry geometry, Rules rules, int moves) {
        Game game = new Game(geometry, rules);
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < moves && !game.isOver(); i++) {
            out.add(play(game));
        }
        return out;
    }

    /**
     * On a bare board (no game, no superko): a random point where {@code colour} may play, found by trying up to
     * three times as many random points as the board has; {@link Geometry#NO_POINT} if none was found.
     */
    public int nextPoint(Board board, int colour) {
        int[] points = board.geometry().points();
        for (int tries = 0; tries < 3 * points.length; tries++) {
            int p = points[random.nextInt(points.length)];
            if (board.isLegal(p, colour)) {
                return p;
            }
        }
        return Geometry.NO_POINT;
    }

    /** Plays {@link #nextPoint} for {@code colour} on a bare board, or passes if it found none; returns the point. */
    public int play(Board board, int colour) {
        int p = nextPoint(board, colour);
        if (p == Geometry.NO_POINT) {
            board.pass();
        } else {
            board.playUnchecked(p, colour);
        }
        return p;
    }
}
