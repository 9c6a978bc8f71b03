package org.tengen.engine.solve;

import org.tengen.core.Board;

/** The superko keys of positions on the bit-mask board, and the question a pruned side asks of them. */
final class Superko {
    private Superko() {
    }

    /**
     * The superko key of a position: the stones themselves (Black's mask in bits 0-29, White's in 30-59), plus
     * the side to move in bit 60 under situational superko. Exact: two positions never share a key.
     */
    static long key(int b, int w, int nextToMove, boolean situational) {
        long key = (b & 0xFFFFFFFFL) | (long) w << 30;
        return situational && nextToMove == Board.WHITE ? key | 1L << 60 : key;
    }

    /**
     * Whether superko refuses some move of the side to move ({@code me}, whose stones are {@code mine}) for a
     * position of {@code path}. A pruned side keeps its pointless moves at such a node: in a fight over a ko, a
     * move that changes the whole board (an eye filled, a stone given) is what lets it retake later, as a ko
     * threat would (on 4x4 Black needs one to reach its margin of 2).
     */
    static boolean refusesAMove(BitBoard bits, PathSet path, boolean situational, int me, int mine, int theirs) {
        for (int empty = bits.all & ~(mine | theirs); empty != 0; empty &= empty - 1) {
            int cell = Integer.numberOfTrailingZeros(empty);
            long after = bits.play(cell, mine, theirs);
            if (after == -1) {
                continue;
            }
            int nb = me == Board.BLACK ? (int) after : (int) (after >>> 32);
            int nw = me == Board.BLACK ? (int) (after >>> 32) : (int) after;
            if (path.plyOf(key(nb, nw, me ^ 3, situational)) != Integer.MAX_VALUE) {
                return true;
            }
        }
        return false;
    }
}
