package org.tengen.problems.littlego;

import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Position;
import org.tengen.core.Stone;

/**
 * The game as far as the two boards tell it, under the {@code little-go} rules: when the current board is
 * the previous one plus one opponent stone and its captures, that move is replayed from the previous board,
 * so the core knows the ko it may have started (the referee forbids recreating the previous board); an
 * unchanged board is the opponent's pass. Otherwise (boards from no game, as in a hand-made input) the
 * current board is all there is. The game's move count is the one given, so the move limit is known.
 */
final class Reconstruction {
    /** What the boards say the opponent did last. */
    enum LastMove { PLAY, PASS, START, UNKNOWN }

    private final Game game;
    private final Board board;
    private final LastMove lastMove;

    private Reconstruction(Game game, Board board, LastMove lastMove) {
        this.game = game;
        this.board = board;
        this.lastMove = lastMove;
    }

    /** The game before the agent's move, {@code movesPlayed} moves into it. */
    static Reconstruction of(AgentInput input, int movesPlayed) {
        Stone us = input.colour();
        Stone them = us.opponent();
        if (movesPlayed == 0) {
            return fromCurrent(input, movesPlayed, LastMove.START);
        }
        if (input.boardUnchanged()) {
            Game game = start(input.current(), them, movesPlayed - 1);
            game.play(Move.PASS);
            Board board = input.current().toBoard();
            board.pass();
            return new Reconstruction(game, board, LastMove.PASS);
        }
        int q = opponentStone(input);
        if (q != Geometry.NO_POINT) {
            Board board = input.previous().toBoard();
            if (board.isLegal(q, them.code())) {
                board.playUnchecked(q, them.code());
                if (Position.of(board).equals(input.current())) {
                    Game game = start(input.previous(), them, movesPlayed - 1);
                    Legality l = game.play(Move.play(q));
                    if (l.isLegal()) {
                        return new Reconstruction(game, board, LastMove.PLAY);
                    }
                }
            }
        }
        return fromCurrent(input, movesPlayed, LastMove.UNKNOWN);
    }

    private static Reconstruction fromCurrent(AgentInput input, int movesPlayed, LastMove lastMove) {
        return new Reconstruction(start(input.current(), input.colour(), movesPlayed), input.current().toBoard(), lastMove);
    }

    /** A game of {@code position}'s stones with {@code toMove} to play, {@code movesPlayed} moves into it. */
    private static Game start(Position position, Stone toMove, int movesPlayed) {
        Game game = new Game(AgentInput.GEOMETRY, LittleGoRules.PRESET);
        for (int p : AgentInput.GEOMETRY.points()) {
            if (position.atPoint(p) != Board.EMPTY) {
                game.setup(Stone.ofCode(position.atPoint(p)), p);
            }
        }
        game.setToMove(toMove);
        game.startCountingAt(movesPlayed);
        return game;
    }

    /** The one point where the opponent has a stone now and the previous board was empty, or NO_POINT. */
    private static int opponentStone(AgentInput input) {
        int found = Geometry.NO_POINT;
        int them = input.colour().opponent().code();
        for (int p : AgentInput.GEOMETRY.points()) {
            if (input.previous().atPoint(p) == Board.EMPTY && input.current().atPoint(p) == them) {
                if (found != Geometry.NO_POINT) {
                    return Geometry.NO_POINT;
                }
                found = p;
            }
        }
        return found;
    }

    /** The game before the agent's move: the agent to move, the move count and the ko as the boards tell. */
    Game game() {
        return game;
    }

    /** The board now, with the ko point of the opponent's last move when it was replayed. */
    Board board() {
        return board;
    }

    LastMove lastMove() {
        return lastMove;
    }

    /** Whether the opponent's last move was a pass, so that a pass now ends the game. */
    boolean opponentPassed() {
        return lastMove == LastMove.PASS;
    }
}
