package org.tengen.core;

import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;

/**
 * Recognises seki among the living chains of a finished position: chains of both colours that share a
 * liberty neither colour can fill, because the move would put the mover's own chain in atari without
 * capturing anything (or is suicide). Both live, and under territory scoring the points they surround are
 * no one's ({@link Scoring}). The dead stones are taken off first, so a group that only lives by capturing
 * dead stones is judged on the board it will have.
 *
 * <p>This is the shape of seki, not a reading of it: it asks only whether the shared liberties can be filled
 * at once, which is what makes the usual sekis (two shared liberties and no eye; an eye each and one shared
 * liberty; a big eye shared) what they are.
 */
public final class Seki {
    private Seki() {
    }

    /**
     * The stones alive in seki.
     *
     * @param board the position; it is read, not changed
     * @param dead the points of the stones that are dead, taken off before the seki is looked for
     * @return the points of the living stones in seki, in increasing order; empty when there is none
     */
    public static Set<Integer> stones(BoardView board, Collection<Integer> dead) {
        Board b = Position.of(board).toBoard();
        for (int p : dead) {
            if (!b.isEmpty(p)) {
                b.removeStone(p);
            }
        }
        Geometry g = b.geometry();
        int stride = g.stride();
        Set<Integer> seki = new TreeSet<>();
        for (int s : g.points()) {
            if (!b.isEmpty(s)) {
                continue;
            }
            int reaches = 0;
            int[] around = {s - stride, s - 1, s + 1, s + stride};
            for (int q : around) {
                int c = b.at(q);
                if (c == Board.BLACK || c == Board.WHITE) {
                    reaches |= c;
                }
            }
            if (reaches != (Board.BLACK | Board.WHITE) || approachable(b, s, Board.BLACK) || approachable(b, s, Board.WHITE)) {
                continue;
            }
            for (int q : around) {
                int c = b.at(q);
                if (c == Board.BLACK || c == Board.WHITE) {
                    int r = q;
                    do {
                        seki.add(r);
                        r = b.nextInChain(r);
                    } while (r != q);
                }
            }
        }
        return seki;
    }

    /** Whether colour {@code c} can fill {@code s}: legally, and capturing or keeping two liberties. */
    private static boolean approachable(Board b, int s, int c) {
        if (!b.isLegal(s, c)) {
            return false;
        }
        int before = b.prisoners(Stone.ofCode(c));
        b.playUnchecked(s, c);
        boolean ok = b.prisoners(Stone.ofCode(c)) > before || b.liberties(s) >= 2;
        b.undo();
        return ok;
    }
}
