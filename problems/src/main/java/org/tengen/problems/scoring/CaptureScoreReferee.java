package org.tengen.problems.scoring;

import org.tengen.core.Game;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.Score;
import org.tengen.core.Scoring;
import org.tengen.core.Stone;
import java.util.Set;

/**
 * "Problem B: Go" (Gordon V. Cormack), under the {@code cormack} preset: stones placed in the order given,
 * either colour any number of times in a row (passes are implicit); captures first, then self-capture,
 * which the opponent counts; no ko. A player's score is the empty points in regions bordered by that
 * player's stones only, plus the opponent's stones that player captured.
 */
public final class CaptureScoreReferee {
    private final Game game;
    private final int half;

    /** An empty board of odd size {@code n}: 3 to 19 in the problem, 1 to 25 here. */
    public CaptureScoreReferee(int n) {
        if (n < 1 || n > 25 || n % 2 == 0) {
            throw new IllegalArgumentException("board size " + n + " is not an odd number from 1 to 25");
        }
        this.game = new Game(n, RulesPresets.get("cormack"));
        this.half = (n - 1) / 2;
    }

    /**
     * Places a stone at centre-origin coordinates: {@code x} the column from the left, {@code y} the row
     * from the bottom, both from -(n-1)/2 to (n-1)/2. Fails, changing nothing, off the board or on a stone.
     */
    public void place(Stone stone, int x, int y) {
        if (Math.abs(x) > half || Math.abs(y) > half) {
            throw new IllegalArgumentException("(" + x + "," + y + ") is off the board: x and y go from " + -half
                    + " to " + half);
        }
        int point = game.geometry().point(x + half, half - y);
        game.setToMove(stone);
        Legality l = game.play(stone, Move.play(point));
        if (!l.isLegal()) {
            throw new IllegalArgumentException("(" + x + "," + y + ") is " + l.reason());
        }
    }

    /**
     * The two scores: Black's empty points surrounded plus the White stones Black captured, then White's
     * the same way.
     */
    public int[] scores() {
        Score s = Scoring.score(game.board(), game.rules(), 0, Set.of());
        return new int[] {s.blackTerritory() + s.blackPrisoners(), s.whiteTerritory() + s.whitePrisoners()};
    }
}
