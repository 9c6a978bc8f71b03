package org.tengen.engine.solve;

import org.tengen.core.Board;

/**
 * Static bounds on the final margin: the points each colour is sure to have when the game ends, whoever ends
 * it. Black's margin then lies within {@code [2*blackSafe - area, area - 2*whiteSafe]}, exact when they cover
 * the board. A colour X is sure of:
 * <ol>
 *   <li>its pass-alive stones ({@link BitBoard#passAlive}, Benson's unconditional life): the opponent can never
 *       fill their liberties, and X never has to, since passing is always legal;</li>
 *   <li>every empty point whose neighbours are all such stones (an eye: an opponent stone there would be a
 *       suicide that changes nothing, which no rule here lets stand);</li>
 *   <li>every larger region whose border is all pass-alive stones of X and each of whose points touches one,
 *       empty or holding stones of the opponent Y, <b>provided no position of the game so far had a stone of X
 *       in it together with all of the region's border</b> (the proviso), and, if Y has stones there, that Y
 *       cannot end the game at once (Y to move with a pass
 *       pending: the stones would stand). X keeps it by answering each Y move there with a move there on a
 *       liberty of the invading chains, and by filling such a liberty instead of passing while Y has stones
 *       there. Every such move joins a pass-alive chain (every point touches one), so it is never captured and
 *       never a suicide; X's stones in the region only grow, so every position after such a move has more of them
 *       there than any position since, and it holds the border (pass-alive, never taken) and an X stone in the
 *       region, which no position before did: superko can never bar it; the region keeps an empty point (the
 *       invaders' other liberties, or the points a capture empties), and where Y has stones every point of it
 *       must touch each chain the region is vital to, so those chains keep a liberty in it and stay alive
 *       (otherwise a capture could empty points that are no liberties of such a chain, and Y could then hold
 *       all of its liberties there); and the game ends with no Y stone there. Without the proviso superko can
 *       bar the capture: a 1x5 position with a long history came out 5 with the region counted, 2 without; the
 *       game's own search says 2.</li>
 * <li>the chains it keeps and the small regions it makes its own by answering the opponent's moves there
 *       ({@link HeldRegions}: life under alternating play), under the same proviso.</li>
 * </ol>
 * The proviso ties the bound to the history, so {@link #needed} says which regions it rested on and {@link #walls}
 * the stones the owner is sure to keep (every region's border among them: the proviso holds with them as the
 * border); the searcher carries both up to every result built on the bound (see {@link Searcher}). Without a
 * {@link #line} to check, a region is refused wherever its owner had a stone (stricter: sound). The claims of (1)-(3) and (4) hold
 * together: X answers a move in a region by the rule of that region, and the first three need no other move.
 */
final class SafePoints {
    /** The game so far, for the proviso made exact. */
    interface Line {
        /**
         * Whether some position of the game so far (the one counted included) held a stone of the colour in
         * {@code region} together with every one of its stones in {@code walls}.
         */
        boolean barred(boolean black, int region, int walls);
    }

    private final BitBoard bits;
    /*
     * The pass-alive stones of both colours of recent positions, by the position's stones (a key is exact): each
     * iteration of the deepening meets most positions of the last one again, and Benson's test was most of a
     * node's time (2^18 entries on 5x5 took a 60 s search from 99 to 151 million nodes, 2^14 to 143).
     */
    private final long[] cacheKeys;
    private final long[] cacheAlive;
    private final HeldRegions heldRegions;
    /** The regions counted under the proviso by the last {@link #count}: Black's in bits 0-31, White's above. */
    long needed;
    /**
     * The stones each colour's regions of {@link #needed} are sure to keep (its pass-alive stones, with the held
     * regions' safe chains where those count): an earlier position barred its owner's moves there only if it
     * held all of them; every cell for a colour with no such region.
     */
    long walls;
    /**
     * The game so far, or null: with it the proviso is exact (a region is refused only if some earlier position
     * held its owner's stone there with all of its walls), without it a region is refused wherever its owner had
     * a stone.
     */
    Line line;

    SafePoints(BitBoard bits) {
        this.bits = bits;
        cacheKeys = new long[bits.area >= 20 ? 1 << 18 : 1 << 14]; // 4 MB, or 256 KB where positions are fewer
        cacheAlive = new long[cacheKeys.length];
        heldRegions = new HeldRegions(bits);
    }

    /**
     * @param everBlack every cell where Black had a stone in some position of the game so far (this one included)
     * @param everWhite likewise for White
     * @param canEnd the colour that can end the game with its next move (to move, with a pass pending), or 0
     * @param toMove the colour to move, or 0 if not known (then neither may answer first)
     * @param blackWanted the fewest points of Black's that would matter to the caller (the held regions are
     *     searched only where they could reach it)
     * @param whiteWanted likewise for White
     * @return {@code blackSafe << 8 | whiteSafe}: the points each colour is sure to keep
     */
    int count(int black, int white, int everBlack, int everWhite, int canEnd, int toMove, int blackWanted, int whiteWanted) {
        int empty = bits.all & ~(black | white);
        long key = (black & 0xFFFFFFFFL) | (long) white << 32;
        int slot = (int) Keys.mix(key) & (cacheKeys.length - 1);
        int b;
        int w;
        if (cacheKeys[slot] == key && key != 0) {
            long v = cacheAlive[slot];
            b = (int) v;
            w = (int) (v >>> 32);
        } else {
            b = bits.passAlive(black, white);
            w = bits.passAlive(white, black);
            cacheKeys[slot] = key;
            cacheAlive[slot] = (b & 0xFFFFFFFFL) | (long) w << 32;
        }
        // A region holding the opponent's stones counts only if its owner gets a move to take them.
        int blackRegions = b == 0 ? 0 : bits.territory(b, empty, canEnd == Board.WHITE ? empty : empty | (white & ~w),
                line == null ? everBlack : 0);
        int whiteRegions = w == 0 ? 0 : bits.territory(w, empty, canEnd == Board.BLACK ? empty : empty | (black & ~b),
                line == null ? everWhite : 0);
        if (line != null) {
            blackRegions = unbarred(blackRegions, everBlack, true);
            whiteRegions = unbarred(whiteRegions, everWhite, false);
        }
        int blackPoints = b == 0 ? 0 : b | bits.eyes(b, empty) | blackRegions;
        int whitePoints = w == 0 ? 0 : w | bits.eyes(w, empty) | whiteRegions;
        // The held regions join the bound (and what it rests on) only where they add points.
        int blackKept = b;
        int whiteKept = w;
        int blackHeld = heldRegions.safe(black, white, everBlack, toMove == Board.BLACK, canEnd == Board.WHITE, blackWanted,
                true, line, b);
        if ((blackHeld & ~blackPoints) != 0) {
            blackPoints |= blackHeld;
            blackRegions |= heldRegions.held;
            blackKept |= blackHeld & black;
        }
        int whiteHeld = heldRegions.safe(white, black, everWhite, toMove == Board.WHITE, canEnd == Board.BLACK, whiteWanted,
                false, line, w);
        if ((whiteHeld & ~whitePoints) != 0) {
            whitePoints |= whiteHeld;
            whiteRegions |= heldRegions.held;
            whiteKept |= whiteHeld & white;
        }
        needed = (blackRegions & 0xFFFFFFFFL) | (long) whiteRegions << 32;
        walls = ((blackRegions == 0 ? bits.all : blackKept) & 0xFFFFFFFFL) | (long) (whiteRegions == 0 ? bits.all : whiteKept) << 32;
        int blackSafe = Integer.bitCount(blackPoints);
        int whiteSafe = Integer.bitCount(whitePoints);
        return blackSafe << 8 | whiteSafe;
    }

    /**
     * The regions of {@code regions} (each a maximal region bordered by its owner's pass-alive stones alone) that
     * no earlier position barred: one where the owner never had a stone, or whose walls were never all standing
     * when it had one there.
     */
    private int unbarred(int regions, int ever, boolean black) {
        int out = regions;
        for (int rest = regions & ever; rest != 0; ) {
            int region = bits.chain(rest & -rest, regions);
            rest &= ~region;
            if (line.barred(black, region, bits.neighbours(region))) {
                out &= ~region;
            }
        }
        return out;
    }
}
