package org.tengen.problems.simulate;

import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;

/**
 * One game of UVa 1273 "Weiqi" on 19x19, under the {@code weiqi} preset. Black and White take turns, Black
 * first; each turn is a pair {@code a b} (row from the top, column from the left, 1 to 19), or {@code 0 0}
 * to pass. A put on a stone or off the board is an invalid put, and a suicide or a ko recapture (the board
 * as it was just before the opponent's last turn) a taboo point: both count as the player's pass. After
 * a valid put that brings back the board after an earlier turn with no pass of any kind since (a 'same
 * loop'), the game is a tie. Two turns in a row that are passes by player end the game.
 *
 * <p>Each turn costs the same however long the game: the same-loop test is the core's repetition query.
 */
public final class WeiqiReferee {
    /** The board's size: UVa 1273 plays on 19x19 only. */
    public static final int SIZE = 19;

    /** What a turn was. */
    public enum Turn { PUT, PASS_BY_PLAYER, INVALID_PUT, TABOO_POINT }

    private final Game game = new Game(SIZE, RulesPresets.get("weiqi"));
    private int turns;
    private boolean lastWasPassByPlayer;
    private boolean over;
    private boolean tie;

    /** Plays the next turn for the side to move; the game must not be over. */
    public Turn turn(int a, int b) {
        if (over) {
            throw new IllegalStateException("the game is over");
        }
        turns++;
        Stone mover = game.toMove();
        if (a == 0 && b == 0) {
            pass(mover);
            over = lastWasPassByPlayer;
            lastWasPassByPlayer = true;
            return Turn.PASS_BY_PLAYER;
        }
        lastWasPassByPlayer = false;
        Geometry g = game.geometry();
        if (a < 1 || a > SIZE || b < 1 || b > SIZE || !game.board().isEmpty(g.point(b - 1, a - 1))) {
            pass(mover);
            return Turn.INVALID_PUT;
        }
        Move put = Move.play(g.point(b - 1, a - 1));
        Legality legality = game.legality(mover, put);
        if (!legality.isLegal()) {
            pass(mover); // suicide or ko: the stone is taken back and the turn is a pass
            return Turn.TABOO_POINT;
        }
        game.play(mover, put);
        if (game.positionRepeatedSinceLastPass()) {
            over = true;
            tie = true;
        }
        return Turn.PUT;
    }

    /** Any pass is a pass to the core's game (it breaks a same loop); only passes by player end this one. */
    private void pass(Stone mover) {
        game.play(mover, Move.PASS);
        if (game.isOver()) {
            game.resume();
        }
    }

    /** The turns played so far in this game. */
    public int turns() {
        return turns;
    }

    /** The colour of the player whose turn is next. */
    public Stone toMove() {
        return game.toMove();
    }

    /** Whether the game ended: two passes by player in a row, or a same loop. */
    public boolean isOver() {
        return over;
    }

    /** Whether the game ended in a tie by a same loop. */
    public boolean isTie() {
        return tie;
    }

    /** The board now. */
    public BoardView board() {
        return game.board();
    }
}
