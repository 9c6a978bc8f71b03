package org.tengen.engine.solve;

import org.tengen.core.SuicideRule;

/**
 * Life under alternating play: the chains a colour X keeps, and the small regions it makes its own, by answering
 * each opponent move that changes a region with a move in the same region (a stone that takes itself off at once,
 * where suicide is allowed, changes nothing and needs no answer) (MIGOS's safe regions, found here by a small
 * exhaustive search of each region rather than by static rules). Benson's test ({@link BitBoard#passAlive})
 * asks for life with X passing forever, which a wall around a two-by-two corner lacks; with answers it lives.
 *
 * <p>A <b>region</b> is a maximal connected set of cells without an X stone (empty, or Y's stones), of at most
 * {@link #MAX_REGION} cells, where no position of the game so far had a stone of X together with every chain
 * around it (as {@link SafePoints}'s territory, and for the same reason: every position after an X answer holds
 * those chains and more X stones in the regions than any since, so superko never bars an answer). Its <b>game</b> is played on its cells alone, either side
 * may pass. X must, after each of its moves, leave every chain around the region (each of X's chains as on the
 * board, grown by X's moves in it) a liberty in it and every chain of its stones in the region that joins none
 * of them two, so that no move of Y takes an X stone and X's stones there only grow; and X never passes while
 * Y has stones there (the game could end with them standing). The region is <b>held</b> if X has such a
 * strategy with Y to move; with X to move, X may hold one region that needs an answer now (Y's last move was
 * there). A region of one point needs no answer and no proviso: Y's stone there would be a suicide.
 *
 * <p>A region all of whose border is X's pass-alive chains ({@link BitBoard#passAlive}), none of which has it as a
 * vital region (each misses an empty point of it), is also held if X wins its game with those chains needing no
 * liberty in it: they live by their other regions whatever happens there. Benson's territory ({@link SafePoints})
 * asks every point to touch them, which a corner of dead stones whose last liberty touches only them fails.
 *
 * <p>Both caches are exact: a region's result by its cells, Y's stones in it and the division of its border into
 * X's chains; a position's by the stones and the two flags, computed without the proviso and used wherever the
 * proviso spares the regions it counted.
 *
 * <p>The chains that each touch two held regions, every chain around which is such a chain (a fixpoint, as
 * Benson's), are <b>safe</b>: Y's move takes liberties in one region only, so each chain keeps one in the other
 * and is never captured, and X's answer restores the first. Y's stones in a region have no liberty outside it,
 * so they are captured or they are gone by the time X passes, and X passes only then: at the end of the game
 * the safe chains and their held regions are X's. X never needs a move outside the held regions, and with the
 * opponent able to end the game at once (Y to move with a pass pending) only regions without Y stones count.
 */
final class HeldRegions {
    /** The largest region whose game is searched: 3^8 states at most. */
    static final int MAX_REGION = 8;

    private static final int NOT_HELD = 1;
    private static final int HELD_X_FIRST = 2; // held if X answers first
    private static final int HELD = 3;
    private static final int HELD_UNLESS_X_FIRST = 4; // not held with Y to move; with X first, not searched yet

    private final BitBoard bits;

    // Each region's result by its cells, Y's stones in it and how its border divides into X's chains.
    private final long[] cacheKeys;
    private final long[] cacheChains;
    private final byte[] cacheStatus;

    // Each position's result without the proviso, by the two colours' stones and who moves or can end.
    private final long[] positionKeys;
    private final byte[] positionFlags;
    private final int[] positionSafe;
    private final int[] positionHeld;

    // The game of one region: its states, by X's stones, Y's stones and the side to move (bit 31).
    private final long[] memoKeys = new long[1 << 16];
    private final byte[] memoValues = new byte[1 << 16];
    private final int[] memoStamps = new int[1 << 16];
    private int stamp;

    private int region;
    private int border;
    /** Whether the chains around the region are pass-alive and need no liberty in it. */
    private boolean aliveBorder;
    private final int[] chainsAround = new int[Keys.MAX_CELLS];
    private int chainCount;

    // The fixpoint's scratch.
    private final int[] regions = new int[Keys.MAX_CELLS];
    private final int[] status = new int[Keys.MAX_CELLS];
    private final int[] chains = new int[Keys.MAX_CELLS];
    private final long[] chainRegions = new long[Keys.MAX_CELLS];

    /** The held regions of the last {@link #safe} (the cells its result rests on). */
    int held;

    HeldRegions(BitBoard bits) {
        this.bits = bits;
        int size = bits.area >= 20 ? 1 << 16 : 1 << 12;
        cacheKeys = new long[size];
        cacheChains = new long[size];
        cacheStatus = new byte[size];
        int positions = bits.area >= 20 ? 1 << 18 : 1 << 14;
        positionKeys = new long[positions];
        positionFlags = new byte[positions];
        positionSafe = new int[positions];
        positionHeld = new int[positions];
    }

    /**
     * @param mine X's stones
     * @param theirs Y's stones
     * @param ever every cell where X had a stone in some position of the game so far
     * @param mineToMove whether X is to move
     * @param theirsCanEnd whether Y is to move with a pass pending (its pass ends the game)
     * @param wanted the fewest points worth the search: with fewer within reach, nothing is searched
     * @return X's safe chains and held regions (the regions also in {@link #held})
     */
    int safe(int mine, int theirs, int ever, boolean mineToMove, boolean theirsCanEnd, int wanted) {
        return safe(mine, theirs, ever, mineToMove, theirsCanEnd, wanted, true, null, bits.passAlive(mine, theirs));
    }

    /**
     * As {@link #safe(int, int, int, boolean, boolean, int)}, with the proviso exact where {@code line} is given: a
     * region where X had a stone is refused only if some earlier position held one there with every chain around
     * it ({@code mineBlack}: whether X is Black); {@code alive} is X's pass-alive stones ({@link BitBoard#passAlive}).
     */
    int safe(int mine, int theirs, int ever, boolean mineToMove, boolean theirsCanEnd, int wanted, boolean mineBlack,
             SafePoints.Line line, int alive) {
        // Most positions come again (each iteration of the deepening meets the last one's): their result without
        // the proviso is remembered, and serves wherever the proviso spares the regions it counted (a region the
        // proviso leaves out only takes away; what was counted without it is counted with it).
        long key = (mine & 0xFFFFFFFFL) | (long) theirs << 32;
        int flags = 1 | (mineToMove ? 2 : 0) | (theirsCanEnd ? 4 : 0);
        int slot = (int) (Keys.mix(key ^ flags) & (positionKeys.length - 1));
        if (positionKeys[slot] != key || positionFlags[slot] != flags) {
            positionKeys[slot] = key;
            positionFlags[slot] = (byte) flags;
            positionSafe[slot] = compute(mine, theirs, 0, mineToMove, theirsCanEnd, 0, mineBlack, null, alive);
            positionHeld[slot] = held;
        }
        if ((positionHeld[slot] & ever) == 0) {
            held = positionHeld[slot];
            return positionSafe[slot];
        }
        return compute(mine, theirs, ever, mineToMove, theirsCanEnd, wanted, mineBlack, line, alive);
    }

    private int compute(int mine, int theirs, int ever, boolean mineToMove, boolean theirsCanEnd, int wanted,
                        boolean mineBlack, SafePoints.Line line, int alive) {
        held = 0;
        if (mine == 0) {
            return 0;
        }
        int notMine = bits.all & ~mine;
        int nr = 0;
        int candidates = 0;
        for (int rest = notMine; rest != 0; ) {
            int r = bits.chain(rest & -rest, notMine);
            rest &= ~r;
            // The proviso (a point alone needs none); the chains around the region are all X's, and they stay.
            boolean spared = (r & ever) == 0 || (r & (r - 1)) == 0 || line != null && !line.barred(mineBlack, r, bits.neighbours(r));
            if (Integer.bitCount(r) <= MAX_REGION && spared && !(theirsCanEnd && (r & theirs) != 0)) {
                regions[nr++] = r;
                candidates |= r;
            }
        }
        if (Integer.bitCount(mine | candidates) < wanted) {
            return 0;
        }
        // Regions walled in by pass-alive chains: held by the region's game alone (the regions below may be the same).
        int walled = 0;
        for (int i = 0; i < nr; i++) {
            int r = regions[i];
            if ((r & (r - 1)) != 0 && (bits.neighbours(r) & ~alive) == 0 && vitalToNone(r, alive, theirs)
                    && status(r, theirs & r, mine, false, true) == HELD) {
                walled |= r;
            }
        }
        int around = nr < 2 ? 0 : answered(mine, theirs, mineToMove, nr);
        held |= walled;
        return around | walled;
    }

    /**
     * Whether no chain of X's pass-alive stones around the region {@code r} (every one around it is such a chain)
     * has it as a vital region: each misses an empty point of it. X's moves there then take no chain's life away
     * (Benson's test finds its two vital regions elsewhere), so those chains need no liberty there.
     */
    private boolean vitalToNone(int r, int alive, int theirs) {
        int empty = r & ~theirs;
        for (int rest = bits.neighbours(r); rest != 0; ) {
            int c = bits.chain(rest & -rest, alive);
            rest &= ~c;
            if ((empty & ~bits.adjacent(c)) == 0) {
                return false;
            }
        }
        return true;
    }

    /** The safe chains and held regions among the first {@code nr} of {@link #regions}, as {@link #safe} says. */
    private int answered(int mine, int theirs, boolean mineToMove, int nr) {
        int n = 0;
        int anyHeld = 0;
        for (int i = 0; i < nr; i++) {
            int r = regions[i];
            int s = status(r, theirs & r, mine, mineToMove, false);
            if (s == HELD || (s == HELD_X_FIRST && mineToMove)) {
                regions[n] = r;
                status[n++] = s;
                anyHeld |= r;
            }
        }
        if (n < 2) {
            return 0;
        }
        int result = fixpoint(mine, n, anyHeld, true);
        if (result == -1) { // more than one region needs X's answer now: only those held either way
            result = fixpoint(mine, n, anyHeld, false);
        }
        return result;
    }

    /** The safe chains and their regions, or -1 if they include more than one region held only with X first. */
    private int fixpoint(int mine, int nr, int anyHeld, boolean xFirst) {
        long regionIn = 0;
        for (int r = 0; r < nr; r++) {
            if (status[r] == HELD || xFirst) {
                regionIn |= 1L << r;
            }
        }
        int nc = 0;
        for (int rest = mine & bits.adjacent(anyHeld); rest != 0; ) {
            int c = bits.chain(rest & -rest, mine);
            rest &= ~c;
            int reach = bits.adjacent(c);
            long touched = 0;
            for (int r = 0; r < nr; r++) {
                if ((regions[r] & reach) != 0) {
                    touched |= 1L << r;
                }
            }
            chains[nc] = c;
            chainRegions[nc++] = touched;
        }
        long chainIn = (1L << nc) - 1;
        while (true) {
            long keep = 0;
            for (int k = 0; k < nc; k++) {
                if ((chainIn & (1L << k)) != 0 && Long.bitCount(chainRegions[k] & regionIn) >= 2) {
                    keep |= 1L << k;
                }
            }
            // A region counts only while every chain around it is kept (the rest of them may be captured).
            long regionsKept = regionIn;
            for (int k = 0; k < nc; k++) {
                if ((keep & (1L << k)) == 0) {
                    regionsKept &= ~chainRegions[k];
                }
            }
            if (keep == chainIn && regionsKept == regionIn) {
                break;
            }
            chainIn = keep;
            regionIn = regionsKept;
            if (chainIn == 0) {
                return 0;
            }
        }
        int out = 0;
        int xFirstOnly = 0;
        for (int r = 0; r < nr; r++) {
            if ((regionIn & (1L << r)) != 0) {
                if ((regions[r] & (regions[r] - 1)) != 0) {
                    held |= regions[r]; // a one-point region needs no answer (Y's move there is a suicide)
                }
                out |= regions[r];
                if (status[r] != HELD) {
                    xFirstOnly++;
                }
            }
        }
        if (xFirstOnly > 1) {
            held = 0;
            return -1;
        }
        for (int k = 0; k < nc; k++) {
            if ((chainIn & (1L << k)) != 0) {
                out |= chains[k];
            }
        }
        return out;
    }

    /**
     * The region's status, from the cache or its game; with {@code walledIn} the chains around it are pass-alive
     * and need no liberty in it ({@link #vitalToNone}).
     */
    private int status(int r, int y, int mine, boolean xFirstWanted, boolean walledIn) {
        aliveBorder = walledIn;
        region = r;
        border = bits.neighbours(r);
        chainCount = 0;
        for (int rest = border; rest != 0; ) {
            int c = bits.chain(rest & -rest, mine) & border;
            rest &= ~c;
            chainsAround[chainCount++] = c;
        }
        // The border's division into X's chains, exactly: each border cell's chain index, three bits a cell.
        long chainsCode = 0;
        boolean codable = chainCount <= 8 && Integer.bitCount(border) <= 21;
        int shift = 0;
        for (int rest = border; rest != 0 && codable; rest &= rest - 1) {
            int label = 0;
            while ((chainsAround[label] & rest & -rest) == 0) {
                label++;
            }
            chainsCode |= (long) label << shift;
            shift += 3;
        }
        long cellsKey = (r & 0xFFFFFFFFL) | (long) y << 32 | (walledIn ? 1L << 63 : 0);
        int slot = (int) (Keys.mix(cellsKey * 31 + chainsCode) & (cacheKeys.length - 1));
        int s = codable && cacheKeys[slot] == cellsKey && cacheChains[slot] == chainsCode ? cacheStatus[slot] : 0;
        if (s == 0 || (s == HELD_UNLESS_X_FIRST && xFirstWanted)) {
            if (s == 0) {
                s = liberties(0, y) && game(y, false) ? HELD : HELD_UNLESS_X_FIRST;
            }
            if (s == HELD_UNLESS_X_FIRST && xFirstWanted) {
                s = game(y, true) ? HELD_X_FIRST : NOT_HELD;
            }
            if (codable) {
                cacheKeys[slot] = cellsKey;
                cacheChains[slot] = chainsCode;
                cacheStatus[slot] = (byte) s;
            }
        }
        return s;
    }

    /** Whether X wins the region's game from Y's stones {@code y} in it (and none of X's yet). */
    private boolean game(int y, boolean xToMove) {
        if (++stamp == 0) {
            java.util.Arrays.fill(memoStamps, 0);
            stamp = 1;
        }
        return xToMove ? xWins(0, y) : yLoses(0, y);
    }

    /** X to move: some move of X (or a pass, with no Y stone left) keeps the rule and wins. */
    private boolean xWins(int x, int y) {
        long key = x | (long) y << 32 | 1L << 31;
        int slot = find(key);
        if (slot >= 0 && memoStamps[slot] == stamp && memoKeys[slot] == key) {
            return memoValues[slot] != 0;
        }
        boolean won = false;
        if (y == 0 && liberties(x, 0)) {
            won = yLoses(x, 0);
        }
        int empty = region & ~x & ~y;
        // Captures first, then the liberties of Y's stones, then the rest.
        int captures = 0;
        int libertiesOfY = empty & bits.adjacent(y);
        for (int rest = y; rest != 0; ) {
            int ch = bits.chain(rest & -rest, y);
            rest &= ~ch;
            int libs = bits.adjacent(ch) & empty;
            if ((libs & (libs - 1)) == 0) {
                captures |= libs;
            }
        }
        for (int pass = 0; pass < 3 && !won; pass++) {
            int set = pass == 0 ? captures
                    : pass == 1 ? libertiesOfY & ~captures
                    : empty & ~libertiesOfY & ~captures;
            for (int rest = set; rest != 0 && !won; rest &= rest - 1) {
                int bit = rest & -rest;
                int x2 = x | bit;
                int y2 = y;
                int emptyAfter = empty & ~bit;
                for (int touching = bits.adjacent(bit) & y; touching != 0; ) {
                    int ch = bits.chain(touching & -touching, y);
                    touching &= ~ch;
                    if ((bits.adjacent(ch) & emptyAfter) == 0) {
                        y2 &= ~ch;
                    }
                }
                won = liberties(x2, y2) && yLoses(x2, y2);
            }
        }
        remember(key, slot, won);
        return won;
    }

    /** Y to move: every move of Y, and its pass, leaves X a win. */
    private boolean yLoses(int x, int y) {
        long key = x | (long) y << 32;
        int slot = find(key);
        if (slot >= 0 && memoStamps[slot] == stamp && memoKeys[slot] == key) {
            return memoValues[slot] != 0;
        }
        boolean won = y == 0 || xWins(x, y); // Y's pass
        int empty = region & ~x & ~y;
        for (int rest = empty; rest != 0 && won; rest &= rest - 1) {
            int bit = rest & -rest;
            int y2 = y | bit;
            int ch = bits.chain(bit, y2);
            if ((bits.adjacent(ch) & empty & ~bit) == 0) { // no liberty: Y cannot take X's stones (see above)
                if (bits.suicide == SuicideRule.FORBIDDEN || (bits.suicide == SuicideRule.MULTI_STONE && ch == bit)) {
                    continue;
                }
                y2 &= ~ch;
                if (y2 == y) {
                    continue; // a stone that takes itself off: as a pass that ends nothing
                }
            }
            won = xWins(x, y2);
        }
        remember(key, slot, won);
        return won;
    }

    /**
     * Whether every chain around the region, grown by X's stones in it, has a liberty in it, and every chain of X's
     * stones in it that joins none of them has two (so no move of Y can take any X stone).
     */
    private boolean liberties(int x, int y) {
        int empty = region & ~x & ~y;
        int grown = border | x;
        int joined = 0;
        for (int k = 0; k < chainCount; k++) {
            int g = bits.chain(chainsAround[k], grown);
            if ((bits.adjacent(g) & empty) == 0 && !aliveBorder) {
                return false;
            }
            joined |= g;
        }
        for (int rest = x & ~joined; rest != 0; ) {
            int g = bits.chain(rest & -rest, x);
            rest &= ~g;
            int libs = bits.adjacent(g) & empty;
            if ((libs & (libs - 1)) == 0) {
                return false;
            }
        }
        return true;
    }

    /** The memo's slot for the key (open addressing), or -1 if it is full. */
    private int find(long key) {
        int mask = memoKeys.length - 1;
        int slot = (int) Keys.mix(key) & mask;
        for (int i = 0; i < 64; i++, slot = (slot + 1) & mask) {
            if (memoStamps[slot] != stamp || memoKeys[slot] == key) {
                return slot;
            }
        }
        return -1;
    }

    private void remember(long key, int slot, boolean won) {
        if (slot < 0) {
            return; // a result not remembered costs only time
        }
        memoStamps[slot] = stamp;
        memoKeys[slot] = key;
        memoValues[slot] = (byte) (won ? 1 : 0);
    }
}
