package org.tengen.engine.solve;

/**
 * Static bounds on the final margin from Benson's unconditional life ({@link BitBoard#passAlive}, as the core's {@code Benson}): a colour
 * keeps its pass-alive stones (the opponent can never fill their liberties, and the owner never has to: passing
 * is always legal), and every empty point whose neighbours are all such stones (an eye: an opponent stone there
 * would be a suicide that changes nothing, which no rule here lets stand). Both count for the owner when the
 * game ends, whoever ends it. So Black's area at the end is at least Black's safe points, and likewise for
 * White: Black's margin lies within {@code [2*blackSafe - area, area - 2*whiteSafe]}, exact when they cover
 * the board.
 *
 * <p>Larger pass-alive territory is not counted: the owner keeps it only by capturing what the opponent plays
 * there, and superko can bar that capture when the game has been through the position before (a 1x5 position
 * with a long history came out 5 with it, 2 without; the game's own search says 2). Nor does it count when the
 * owner has just passed: the opponent may end the game with its stones standing there.
 */
final class SafePoints {
    private final BitBoard bits;

    SafePoints(BitBoard bits) {
        this.bits = bits;
    }

    /** {@return {@code blackSafe << 8 | whiteSafe}: the points each colour is sure to keep} */
    int count(int black, int white) {
        int empty = bits.all & ~(black | white);
        int b = bits.passAlive(black, white);
        int w = bits.passAlive(white, black);
        int blackSafe = b == 0 ? 0 : Integer.bitCount(b | bits.eyes(b, empty));
        int whiteSafe = w == 0 ? 0 : Integer.bitCount(w | bits.eyes(w, empty));
        return blackSafe << 8 | whiteSafe;
    }
}
