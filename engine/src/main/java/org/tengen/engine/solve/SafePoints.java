package org.tengen.engine.solve;

/**
 * Static bounds on the final margin: the points each colour is sure to have when the game ends, whoever ends
 * it. Black's margin then lies within {@code [2*blackSafe - area, area - 2*whiteSafe]}, exact when they cover
 * the board. A colour X is sure of:
 * <ol>
 *   <li>its pass-alive stones ({@link BitBoard#passAlive}, Benson's unconditional life): the opponent can never
 *       fill their liberties, and X never has to, since passing is always legal;</li>
 *   <li>every empty point whose neighbours are all such stones (an eye: an opponent stone there would be a
 *       suicide that changes nothing, which no rule here lets stand);</li>
 *   <li>every larger empty region whose border is all pass-alive stones of X and each of whose points touches
 *       one, <b>provided X has had no stone in it in any position of the game so far</b>. X keeps it by
 *       answering each opponent move there with a move there on a liberty of the invading chains (which joins
 *       a pass-alive chain, so is never captured and never a suicide), and passing otherwise: X's stones in the
 *       region only grow, so every position after such an answer has more of them there than any position
 *       before, and superko can never bar it; the region is still a vital region of the chains it was vital to
 *       after each answer, so they stay alive; and X never passes while the opponent has stones there, so the
 *       game ends with the region all X's. Without the proviso superko can bar the capture: a 1x5 position with
 *       a long history came out 5 with the region counted, 2 without; the game's own search says 2.</li>
 * </ol>
 * The proviso ties the bound to the history, so {@link #needed} says which regions it rested on; the searcher
 * carries that up to every result built on the bound (see {@link Searcher}).
 */
final class SafePoints {
    private final BitBoard bits;
    /** The regions counted under the proviso by the last {@link #count}: Black's in bits 0-31, White's above. */
    long needed;

    SafePoints(BitBoard bits) {
        this.bits = bits;
    }

    /**
     * @param everBlack every cell where Black had a stone in some position of the game so far (this one included)
     * @param everWhite likewise for White
     * @return {@code blackSafe << 8 | whiteSafe}: the points each colour is sure to keep
     */
    int count(int black, int white, int everBlack, int everWhite) {
        int empty = bits.all & ~(black | white);
        int b = bits.passAlive(black, white);
        int w = bits.passAlive(white, black);
        int blackRegions = b == 0 ? 0 : bits.territory(b, empty, everBlack);
        int whiteRegions = w == 0 ? 0 : bits.territory(w, empty, everWhite);
        needed = (blackRegions & 0xFFFFFFFFL) | (long) whiteRegions << 32;
        int blackSafe = b == 0 ? 0 : Integer.bitCount(b | bits.eyes(b, empty) | blackRegions);
        int whiteSafe = w == 0 ? 0 : Integer.bitCount(w | bits.eyes(w, empty) | whiteRegions);
        return blackSafe << 8 | whiteSafe;
    }
}
