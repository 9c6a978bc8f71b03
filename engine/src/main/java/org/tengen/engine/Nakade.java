package org.tengen.engine;

import org.tengen.core.Board;

/**
 * The one self-atari a playout should still play: a nakade. Colour {@code c} at {@code p} makes a chain of at
 * most {@code maxStones} stones with one liberty, and the chain and that liberty fill an eye space of the
 * opponent's (they touch nothing but the opponent's stones and the edge). Taken, the chain leaves the opponent
 * one eye there, not two, which is how a group with a small eye space is killed; a playout that never puts two
 * stones in atari lets such a group live, and the dead-stone policy counted it alive. Keeps scratch space: one
 * per thread (or under a lock).
 */
final class Nakade {
    private final int maxStones;
    /** The space found so far: {@code p}, the stones of {@code c} and the empty points; room for the chain and one. */
    private final int[] space;

    /** @param maxStones the largest chain that may go into atari this way; 0 or 1 allows none */
    Nakade(int maxStones) {
        this.maxStones = maxStones;
        this.space = new int[Math.max(maxStones, 1) + 1];
    }

    /**
     * Whether {@code c} at the empty {@code p} puts a chain of two or more stones in atari other than as a nakade:
     * the self-atari that playouts never play and the priors count against.
     */
    boolean isBadSelfAtari(Board board, int p, int c) {
        return Atari.isSelfAtariOfChain(board, p, c) && !fills(board, p, c);
    }

    /**
     * Whether {@code c} at the empty {@code p}, which puts a chain of {@code c} in atari (the caller knows it),
     * fills an eye space of the opponent's as a nakade.
     */
    boolean fills(Board board, int p, int c) {
        if (maxStones < 2) {
            return false;
        }
        int s = board.geometry().stride();
        int o = c ^ 3;
        int n = 0;
        space[n++] = p;
        int empties = 0;
        for (int i = 0; i < n; i++) {
            int q = space[i];
            for (int d = 0; d < 4; d++) {
                int r = Atari.neighbour(q, d, s);
                int v = board.at(r);
                if (v == o || v == Board.BORDER || contains(n, r)) {
                    continue;
                }
                if (n == space.length) {
                    return false; // more than the chain and one liberty: an eye space too big, or open
                }
                space[n++] = r;
                if (v == Board.EMPTY) {
                    empties++;
                }
            }
        }
        return empties == 1;
    }

    private boolean contains(int n, int r) {
        for (int i = 0; i < n; i++) {
            if (space[i] == r) {
                return true;
            }
        }
        return false;
    }
}
