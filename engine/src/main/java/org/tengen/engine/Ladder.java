package org.tengen.engine;

import org.tengen.core.Board;

/**
 * Reads ladders: whether a chain in atari, its owner to move, is lost to a chase of ataris. The defender
 * extends to its liberty (or captures a chaser in atari, which counts as an escape); with two liberties the
 * attacker tries an atari at each; three or more liberties is an escape. Played out on a scratch board with
 * undo, within a bounded number of positions (beyond it the chain is taken to escape). Public for the move
 * features ({@code org.tengen.engine.features}); one reader per thread, as it keeps a scratch board.
 */
public final class Ladder {
    private static final int MAX_POSITIONS = 400;

    private Board scratch;
    private int positions;

    /**
     * Whether the chain at {@code stone}, in atari on {@code board} with its owner to move, is captured
     * by a ladder whatever the owner does.
     */
    public boolean isCaptured(Board board, int stone) {
        prepare(board);
        return defenderLoses(stone, board.at(stone) ^ 3);
    }

    /**
     * Whether {@code attacker} playing {@code p} puts the chain at {@code stone} (two liberties, one of them
     * {@code p}) in atari and then captures it by a ladder.
     */
    public boolean ataried(Board board, int p, int attacker, int stone) {
        prepare(board);
        if (!scratch.isLegal(p, attacker)) {
            return false;
        }
        scratch.playUnchecked(p, attacker);
        return scratch.at(stone) != Board.EMPTY && scratch.liberties(stone) == 1 && defenderLoses(stone, attacker);
    }

    /** Whether {@code colour} extending to {@code p}, the last liberty of its chain at {@code stone}, runs into a ladder. */
    public boolean extensionIsCaptured(Board board, int p, int colour, int stone) {
        prepare(board);
        int attacker = colour ^ 3;
        scratch.playUnchecked(p, colour);
        if (scratch.at(stone) == Board.EMPTY || scratch.liberties(stone) >= 3) {
            return false;
        }
        if (scratch.liberties(stone) == 1) {
            return true;
        }
        return attackerWins(stone, attacker);
    }

    private void prepare(Board board) {
        if (scratch == null || scratch.geometry() != board.geometry()) {
            scratch = new Board(board.geometry());
        }
        scratch.copyFrom(board);
        scratch.setUndoEnabled(true);
        positions = 0;
    }

    /** The defender's chain at {@code stone} is in atari and the defender moves. */
    private boolean defenderLoses(int stone, int attacker) {
        if (++positions > MAX_POSITIONS) {
            return false;
        }
        int defender = attacker ^ 3;
        if (capturesAChaser(stone, attacker)) {
            return false;
        }
        int l = Atari.liberty(scratch, stone);
        if (l == 0 || !scratch.isLegal(l, defender)) {
            return true;
        }
        scratch.playUnchecked(l, defender);
        int libs = scratch.at(stone) == Board.EMPTY ? 0 : scratch.liberties(stone);
        boolean lost = libs <= 1 || (libs == 2 && attackerWins(stone, attacker));
        scratch.undo();
        return lost;
    }

    /** The defender's chain at {@code stone} has two liberties and the attacker moves: an atari that wins? */
    private boolean attackerWins(int stone, int attacker) {
        int first = Atari.liberty(scratch, stone);
        int second = Atari.libertyOtherThan(scratch, stone, first);
        for (int k = 0; k < 2; k++) {
            int a = k == 0 ? first : second;
            if (a == 0 || !scratch.isLegal(a, attacker)) {
                continue;
            }
            scratch.playUnchecked(a, attacker);
            boolean wins = scratch.at(stone) == Board.EMPTY
                    || (scratch.liberties(stone) == 1 && defenderLoses(stone, attacker));
            scratch.undo();
            if (wins) {
                return true;
            }
        }
        return false;
    }

    /** Whether a stone of the attacker next to the defender's chain is itself in atari. */
    private boolean capturesAChaser(int stone, int attacker) {
        int s = scratch.geometry().stride();
        int q = stone;
        do {
            for (int i = 0; i < 4; i++) {
                int e = Atari.neighbour(q, i, s);
                if (scratch.at(e) == attacker && scratch.liberties(e) == 1) {
                    return true;
                }
            }
            q = scratch.nextInChain(q);
        } while (q != stone);
        return false;
    }
}
