package org.tengen.engine.solve;

import java.util.concurrent.atomic.LongAdder;

/**
 * What the search has proved about positions: for a key, a lower and an upper bound on the exact value
 * (from the side to move's view), the best move found, and how much work the result cost. Buckets of two
 * slots: the first keeps the costlier result, the second takes whatever comes. Shared by a solve's threads: whoever
 * reads a key's bucket (its slot, entry and dependencies, as one) holds {@link #lockFor} that key; {@link #store}
 * takes it itself.
 *
 * <p>An entry holds only bounds that hold whatever the history before the position (see {@link Searcher}), each
 * with what its proof rests on, which the reuse check needs.
 *
 * <p>One entry is an int: bits 0-7 the lower bound + 128, 8-15 the upper bound + 128, 16-23 the move (a
 * cell, {@link #PASS}, or {@link #NO_MOVE}), 24-31 the work (log2 of the nodes searched).
 */
final class TranspositionTable {
    static final int PASS = 254;
    static final int NO_MOVE = 255;
    /** Bounds beyond any score: a board has at most 30 points. */
    static final int INF = 100;

    /*
     * Slot i is the nine longs from STRIDE * i, so that a probe reads two cache lines: the key; the entry (low
     * half) and the lower bound's captures (high half); the upper bound's captures; then, lower bound first, the
     * Bloom filters of the positions each bound's proof created, the cells each needs free of their owner's stones
     * before, and the walls of those cells. What a bound rests on is explained in Searcher.
     */
    static final int STRIDE = 9;
    private final long[] slots;
    private final int capacity;
    private final int mask;
    /** Locks striped over the buckets: a bucket's reads and writes come as one even when threads share the table. */
    private final Object[] locks = new Object[1024];
    private final LongAdder stores = new LongAdder();

    /**
     * @param log2Entries the table's size as a power of two (entries), 4 to 28
     */
    TranspositionTable(int log2Entries) {
        if (log2Entries < 4 || log2Entries > 28) {
            throw new IllegalArgumentException("table size 2^" + log2Entries + " is out of range (expected 2^4 to 2^28)");
        }
        capacity = 1 << log2Entries;
        slots = new long[STRIDE * capacity];
        mask = (1 << log2Entries) - 2;
        for (int i = 0; i < locks.length; i++) {
            locks[i] = new Object();
        }
    }

    /** {@return the lock of {@code key}'s bucket: held while its slot and what the slot holds are read} */
    Object lockFor(long key) {
        return locks[(index(key) >>> 1) & (locks.length - 1)];
    }

    /** {@return the slot holding {@code key}, or -1} */
    int find(long key) {
        int i = index(key);
        if (keyAt(i) == key) {
            return i;
        }
        if (keyAt(i + 1) == key) {
            return i + 1;
        }
        return -1;
    }

    /** The first slot of a key's bucket: the keys are positions, not hashes, so they are mixed first. */
    private int index(long key) {
        return (int) Keys.mix(key) & mask;
    }

    static int lower(int entry) {
        return (entry & 0xFF) - 128;
    }

    static int upper(int entry) {
        return ((entry >>> 8) & 0xFF) - 128;
    }

    static int move(int entry) {
        return (entry >>> 16) & 0xFF;
    }

    static int work(int entry) {
        return entry >>> 24;
    }

    static int pack(int lower, int upper, int move, int work) {
        return (Math.max(lower, -INF) + 128) | ((Math.min(upper, INF) + 128) << 8) | (move << 16)
                | (Math.min(work, 255) << 24);
    }

    /**
     * Stores bounds for {@code key}, narrowing what an entry for the same key already holds: a bound that
     * narrows it comes with what it rests on; a bound no narrower changes nothing, except that one as tight which
     * needs no static region ({@code need} 0) takes the record of one that did: it holds after any history. {@code
     * -INF} and {@code INF} store no bound.
     */
    void store(long key, int lower, int upper, int move, int work, int capLower, long wentLower, long needLower,
               long wallsLower, int capUpper, long wentUpper, long needUpper, long wallsUpper) {
        synchronized (lockFor(key)) {
            storeLocked(key, lower, upper, move, work, capLower, wentLower, needLower, wallsLower, capUpper, wentUpper,
                needUpper, wallsUpper);
        }
        stores.increment();
    }

    private void storeLocked(long key, int lower, int upper, int move, int work, int capLower, long wentLower,
                             long needLower, long wallsLower, int capUpper, long wentUpper, long needUpper,
                             long wallsUpper) {
        int slot = find(key);
        if (slot < 0) {
            int i = index(key);
            slot = keyAt(i) == 0 || work >= work(entryAt(i)) ? i : i + 1;
            if (slot == i && keyAt(i) != 0) {
                System.arraycopy(slots, STRIDE * i, slots, STRIDE * (i + 1), STRIDE); // the old entry moves down rather than vanish
            }
            slots[STRIDE * slot] = key;
            setEntry(slot, pack(-INF, INF, NO_MOVE, 0));
        }
        int old = entryAt(slot);
        int lo = lower(old);
        int hi = upper(old);
        if (lower > hi || upper < lo) { // bounds of another history cannot contradict a proof; keep the newer
            lo = -INF;
            hi = INF;
        }
        // A bound no tighter than the one held replaces its record if it needs no static region where that one did.
        if (lower > lo || lower == lo && lower > -INF && needLower == 0 && neededAt(slot, 0) != 0) {
            lo = lower;
            setDeps(slot, 0, capLower, wentLower, needLower, wallsLower);
        }
        if (upper < hi || upper == hi && upper < INF && needUpper == 0 && neededAt(slot, 1) != 0) {
            hi = upper;
            setDeps(slot, 1, capUpper, wentUpper, needUpper, wallsUpper);
        }
        setEntry(slot, pack(lo, hi, move == NO_MOVE ? move(old) : move, Math.max(work, work(old))));
    }

    private void setEntry(int slot, int entry) {
        int at = STRIDE * slot + 1;
        slots[at] = (slots[at] & 0xFFFFFFFF00000000L) | (entry & 0xFFFFFFFFL);
    }

    private void setDeps(int slot, int bound, int cap, long went, long need, long walls) {
        int base = STRIDE * slot;
        if (bound == 0) {
            slots[base + 1] = (slots[base + 1] & 0xFFFFFFFFL) | (long) cap << 32;
        } else {
            slots[base + 2] = cap & 0xFFFFFFFFL;
        }
        slots[base + 3 + bound] = went;
        slots[base + 5 + bound] = need;
        slots[base + 7 + bound] = walls;
    }

    /** {@return the number of slots} */
    int capacity() {
        return capacity;
    }

    /** {@return the key in slot i, 0 if empty} */
    long keyAt(int i) {
        return slots[STRIDE * i];
    }

    /** {@return the cells where the proof of slot i's lower ({@code bound} 0) or upper (1) bound removed stones} */
    int capturesAt(int i, int bound) {
        return bound == 0 ? (int) (slots[STRIDE * i + 1] >>> 32) : (int) slots[STRIDE * i + 2];
    }

    /** {@return the Bloom filter of the positions the proof of slot i's lower (0) or upper (1) bound created} */
    long visitedAt(int i, int bound) {
        return slots[STRIDE * i + 3 + bound];
    }

    /** {@return the cells slot i's lower (0) or upper (1) bound needs free of their owner's stones before} */
    long neededAt(int i, int bound) {
        return slots[STRIDE * i + 5 + bound];
    }

    /**
     * {@return the stones slot i's lower (0) or upper (1) bound needs with an owner's stone in its needed cells
     * before it is refused: every cell of Black's walls (low half) or White's (high half), see Searcher}
     */
    long wallsAt(int i, int bound) {
        return slots[STRIDE * i + 7 + bound];
    }

    /** {@return the entry in slot i} */
    int entryAt(int i) {
        return (int) slots[STRIDE * i + 1];
    }

    /** {@return how many stores were made} */
    long stores() {
        return stores.sum();
    }

    /** Puts an entry read from a file, as it was: its bounds' dependencies, lower then upper, in the arrays. */
    void put(long key, int entry, int[] cap, long[] went, long[] need, long[] walls) {
        int i = index(key);
        int slot = keyAt(i) == 0 || keyAt(i) == key ? i : i + 1;
        slots[STRIDE * slot] = key;
        setEntry(slot, entry);
        for (int b = 0; b < 2; b++) {
            setDeps(slot, b, cap[b], went[b], need[b], walls[b]);
        }
    }
}
