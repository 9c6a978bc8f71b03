package org.tengen.engine.solve;

import org.tengen.core.SuicideRule;

/**
 * The rules of play on a board of at most 30 points as bit masks: cell {@code r * width + c} is bit
 * {@code r * width + c} (the order of {@link Cells}), a position is two ints (Black's stones, White's). Moves,
 * captures, suicide, chains, the area count and Benson's algorithm without allocation; the searcher keeps the
 * masks of each ply itself, so taking a move back is restoring two ints.
 */
final class BitBoard {
    final int area;
    final int width;
    /** Every cell of the board. */
    final int all;
    private final int notLeft;
    private final int notRight;
    final SuicideRule suicide;

    // Scratch for Benson (at most 15 chains and 30 regions of one colour on 30 points).
    private final int[] chains = new int[Keys.MAX_CELLS];
    private final int[] regions = new int[Keys.MAX_CELLS];
    private final int[] chainReach = new int[Keys.MAX_CELLS];
    private final int[] regionTouches = new int[Keys.MAX_CELLS];
    private final int[] regionVitalTo = new int[Keys.MAX_CELLS];

    BitBoard(int width, int height, SuicideRule suicide) {
        this.width = width;
        this.area = width * height;
        if (area > Keys.MAX_CELLS) {
            throw new IllegalArgumentException("at most " + Keys.MAX_CELLS + " points");
        }
        this.all = area == 32 ? -1 : (1 << area) - 1;
        int left = 0;
        int right = 0;
        for (int r = 0; r < height; r++) {
            left |= 1 << (r * width);
            right |= 1 << (r * width + width - 1);
        }
        this.notLeft = all & ~left;
        this.notRight = all & ~right;
        this.suicide = suicide;
    }

    /** {@return the cells of {@code m} and their neighbours} */
    int expand(int m) {
        return (m | (m << width) | (m >>> width) | ((m & notRight) << 1) | ((m & notLeft) >>> 1)) & all;
    }

    /** {@return the cells next to {@code m} and not in it} */
    int neighbours(int m) {
        return expand(m) & ~m;
    }

    /** {@return the chain of {@code within} that holds the cells of {@code seed}} */
    int chain(int seed, int within) {
        int c = seed;
        while (true) {
            int n = expand(c) & within;
            if (n == c) {
                return c;
            }
            c = n;
        }
    }

    /**
     * Whether a move is one a pruned side leaves out (see {@link Searcher#pruned}): a move that captures nothing and
     * fills a point all of whose neighbours are its own stones, leaves a chain of two or more of its stones with one
     * liberty, or is a suicide.
     *
     * @param after the stones after the move, as {@link #play} gives them (the mover's in the low half)
     */
    boolean pointless(int cell, int mine, int theirs, long after) {
        int theirsAfter = (int) (after >>> 32);
        if (theirsAfter != theirs) {
            return false; // a capture
        }
        int bit = 1 << cell;
        if (eyes(mine, bit) != 0) {
            return true; // a point all of whose neighbours are its own stones
        }
        int mineAfter = (int) after;
        if ((mineAfter & bit) == 0) {
            return true; // a suicide
        }
        int chain = chain(bit, mineAfter);
        int liberties = neighbours(chain) & ~(mineAfter | theirsAfter);
        return chain != bit && (liberties & (liberties - 1)) == 0;
    }

    /**
     * The stones after {@code mine} plays on the empty cell {@code cell} against {@code theirs}: captures first,
     * then the own chain if it is left without a liberty (a suicide, if the rule allows it).
     *
     * @return {@code mine' | (long) theirs' << 32}, or -1 if the suicide rule forbids the move
     */
    long play(int cell, int mine, int theirs) {
        int bit = 1 << cell;
        int own = mine | bit;
        int empty = all & ~(own | theirs);
        int touching = neighbours(bit) & theirs;
        int captured = 0;
        while (touching != 0) {
            int ch = chain(touching & -touching, theirs);
            touching &= ~ch;
            if ((neighbours(ch) & empty) == 0) {
                captured |= ch;
            }
        }
        if (captured != 0) {
            theirs &= ~captured;
        } else {
            int ch = chain(bit, own);
            if ((neighbours(ch) & empty) == 0) {
                if (suicide == SuicideRule.FORBIDDEN || (suicide == SuicideRule.MULTI_STONE && ch == bit)) {
                    return -1;
                }
                own &= ~ch;
            }
        }
        return (own & 0xFFFFFFFFL) | (long) theirs << 32;
    }

    /** {@return Black's area minus White's with the stones as they stand (the count after two passes)} */
    int margin(int black, int white) {
        int empty = all & ~(black | white);
        int margin = Integer.bitCount(black) - Integer.bitCount(white);
        while (empty != 0) {
            int region = chain(empty & -empty, empty);
            empty &= ~region;
            int border = neighbours(region);
            if ((border & white) == 0 && (border & black) != 0) {
                margin += Integer.bitCount(region);
            } else if ((border & black) == 0 && (border & white) != 0) {
                margin -= Integer.bitCount(region);
            }
        }
        return margin;
    }

    /**
     * Benson's algorithm for the colour whose stones are {@code mine} (as the core's {@code Benson} with the same
     * suicide rule): a region is a maximal connected set of cells without a stone of the colour; it is vital to a
     * chain it touches if every empty cell of it is a liberty of the chain (every cell, where suicide is allowed:
     * the opponent could empty a cell of its own that is no liberty by taking its stones off); chains with fewer
     * than two vital regions are dropped, and regions touching a dropped chain, until nothing changes.
     *
     * @return the stones of the pass-alive chains
     */
    int passAlive(int mine, int theirs) {
        if (mine == 0) {
            return 0;
        }
        int empty = all & ~(mine | theirs);
        // Where the opponent may take its own stones off (suicide), a cell it holds can become an empty cell that
        // is no liberty: then every cell of a vital region must touch the chain, not only every empty one.
        int mustTouch = suicide == SuicideRule.FORBIDDEN ? empty : all;
        int notMine = all & ~mine;
        // Only a small region (each of its cells that must touch a chain touches some stone of the colour) can be
        // vital; the others are flooded out at once, and chains that touch no small region are left out (they
        // would be dropped at once, and dropping them drops no small region). Most positions end here.
        int far = mustTouch & notMine & ~adjacent(mine);
        int small = far == 0 ? notMine : notMine & ~chain(far, notMine);
        int nr = 0;
        for (int rest = small; rest != 0; ) {
            int r = chain(rest & -rest, notMine);
            rest &= ~r;
            regions[nr++] = r;
        }
        if (nr < 2) {
            return 0;
        }
        int nc = 0;
        for (int rest = mine & adjacent(small); rest != 0; ) {
            int ch = chain(rest & -rest, mine);
            rest &= ~ch;
            chainReach[nc] = adjacent(ch);
            chains[nc++] = ch;
        }
        // Per region, the chains it touches and the chains it is vital to, as masks of chain indices.
        int anyVital = 0;
        for (int r = 0; r < nr; r++) {
            int reg = regions[r];
            int border = neighbours(reg);
            int touches = 0;
            int vitalTo = 0;
            for (int k = 0; k < nc; k++) {
                if ((chains[k] & border) != 0) {
                    touches |= 1 << k;
                    if ((reg & mustTouch & ~chainReach[k]) == 0) {
                        vitalTo |= 1 << k;
                    }
                }
            }
            regionTouches[r] = touches;
            regionVitalTo[r] = vitalTo;
            anyVital |= vitalTo;
        }
        if (anyVital == 0) {
            return 0;
        }
        int chainIn = (1 << nc) - 1; // at most 15 chains
        long regionIn = (1L << nr) - 1;
        while (true) {
            // A chain with fewer than two vital regions is dropped; then every region touching a dropped chain.
            int once = 0;
            int twice = 0;
            for (long rest = regionIn; rest != 0; rest &= rest - 1) {
                int v = regionVitalTo[Long.numberOfTrailingZeros(rest)];
                twice |= once & v;
                once |= v;
            }
            int keep = chainIn & twice;
            if (keep == 0) {
                return 0;
            }
            if (keep == chainIn) {
                break;
            }
            chainIn = keep;
            for (long rest = regionIn; rest != 0; rest &= rest - 1) {
                int r = Long.numberOfTrailingZeros(rest);
                if ((regionTouches[r] & ~chainIn) != 0) {
                    regionIn &= ~(1L << r);
                }
            }
        }
        int alive = 0;
        for (int k = 0; k < nc; k++) {
            if ((chainIn & (1 << k)) != 0) {
                alive |= chains[k];
            }
        }
        return alive;
    }

    /** {@return the cells with a neighbour in {@code m}} */
    int adjacent(int m) {
        return ((m << width) | (m >>> width) | ((m & notRight) << 1) | ((m & notLeft) >>> 1)) & all;
    }

    /**
     * The regions of two points or more that {@code alive} holds for sure (see {@link SafePoints}): connected sets
     * of cells of {@code open} (the empty cells, and the opponent's stones where they may be counted) every
     * neighbour of which is in {@code alive}, every cell of which touches {@code alive}, no cell of which is in
     * {@code ever} (the colour never had a stone there), and, if they hold opponent stones, every cell of which
     * touches each chain they are vital to.
     *
     * @return the cells of those regions
     */
    int territory(int alive, int empty, int open, int ever) {
        int out = 0;
        int candidates = open & adjacent(alive) & ~ever;
        while (candidates != 0) {
            int region = chain(candidates & -candidates, open);
            candidates &= ~region;
            if ((region & (region - 1)) != 0 && (neighbours(region) & ~alive) == 0 && (region & ~adjacent(alive)) == 0
                    && (region & ever) == 0 && capturesKeepLiberties(region, alive, empty)) {
                out |= region;
            }
        }
        return out;
    }

    /**
     * Whether every chain of {@code alive} to which the region is vital (each empty cell of it a liberty of the
     * chain) touches every cell of it, the opponent's stones included: then the cells the owner's captures empty
     * are liberties of those chains too, and each keeps a liberty in the region while the owner takes the stones.
     */
    private boolean capturesKeepLiberties(int region, int alive, int empty) {
        if ((region & ~empty) == 0) {
            return true;
        }
        for (int rest = neighbours(region) & alive; rest != 0; ) {
            int c = chain(rest & -rest, alive);
            rest &= ~c;
            int touched = adjacent(c);
            if ((region & empty & ~touched) == 0 && (region & ~touched) != 0) {
                return false;
            }
        }
        return true;
    }

    /** {@return the empty cells all of whose neighbours are in {@code stones} (their one-point eyes)} */
    int eyes(int stones, int empty) {
        return empty & ~adjacent(all & ~stones);
    }
}
