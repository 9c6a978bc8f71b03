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

    private final long[] keys;
    private final int[] data;
    /*
     * What each bound rests on (see Searcher), at [2 * slot] for the lower bound and [2 * slot + 1] for the upper:
     * the cells where its proof removed stones, a Bloom filter of the positions its proof created by moves of
     * the side the bound favours, and the cells no earlier position may have had a stone of their owner on.
     */
    private final int[] captures;
    private final long[] visited;
    private final long[] needed;
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
        keys = new long[1 << log2Entries];
        data = new int[1 << log2Entries];
        captures = new int[2 << log2Entries];
        visited = new long[2 << log2Entries];
        needed = new long[2 << log2Entries];
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
        if (keys[i] == key) {
            return i;
        }
        if (keys[i + 1] == key) {
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
     * narrows it comes with what it rests on; a bound no narrower changes nothing. {@code -INF} and {@code INF}
     * store no bound.
     */
    void store(long key, int lower, int upper, int move, int work, int capLower, long wentLower, long needLower,
               int capUpper, long wentUpper, long needUpper) {
        synchronized (lockFor(key)) {
            storeLocked(key, lower, upper, move, work, capLower, wentLower, needLower, capUpper, wentUpper, needUpper);
        }
        stores.increment();
    }

    private void storeLocked(long key, int lower, int upper, int move, int work, int capLower, long wentLower,
                             long needLower, int capUpper, long wentUpper, long needUpper) {
        int i = index(key);
        int slot;
        if (keys[i] == key) {
            slot = i;
        } else if (keys[i + 1] == key) {
            slot = i + 1;
        } else {
            slot = keys[i] == 0 || work >= work(data[i]) ? i : i + 1;
            if (slot == i && keys[i] != 0) {
                moveSlot(i, i + 1); // the old first-slot entry moves down rather than vanish
            }
            keys[slot] = key;
            data[slot] = pack(-INF, INF, NO_MOVE, 0);
        }
        int old = data[slot];
        int lo = lower(old);
        int hi = upper(old);
        if (lower > hi || upper < lo) { // bounds of another history cannot contradict a proof; keep the newer
            lo = -INF;
            hi = INF;
        }
        if (lower > lo) {
            lo = lower;
            setDeps(2 * slot, capLower, wentLower, needLower);
        }
        if (upper < hi) {
            hi = upper;
            setDeps(2 * slot + 1, capUpper, wentUpper, needUpper);
        }
        data[slot] = pack(lo, hi, move == NO_MOVE ? move(old) : move, Math.max(work, work(old)));
    }

    private void setDeps(int at, int cap, long went, long need) {
        captures[at] = cap;
        visited[at] = went;
        needed[at] = need;
    }

    private void moveSlot(int from, int to) {
        keys[to] = keys[from];
        data[to] = data[from];
        for (int b = 0; b < 2; b++) {
            setDeps(2 * to + b, captures[2 * from + b], visited[2 * from + b], needed[2 * from + b]);
        }
    }

    /** {@return the number of slots} */
    int capacity() {
        return keys.length;
    }

    /** {@return the key in slot i, 0 if empty} */
    long keyAt(int i) {
        return keys[i];
    }

    /** {@return the cells where the proof of slot i's lower ({@code bound} 0) or upper (1) bound removed stones} */
    int capturesAt(int i, int bound) {
        return captures[2 * i + bound];
    }

    /** {@return the Bloom filter of the positions the proof of slot i's lower (0) or upper (1) bound created} */
    long visitedAt(int i, int bound) {
        return visited[2 * i + bound];
    }

    /** {@return the cells slot i's lower (0) or upper (1) bound needs free of their owner's stones before} */
    long neededAt(int i, int bound) {
        return needed[2 * i + bound];
    }

    /** {@return the entry in slot i} */
    int entryAt(int i) {
        return data[i];
    }

    /** {@return how many stores were made} */
    long stores() {
        return stores.sum();
    }

    /** Puts an entry read from a file, as it was: its bounds' dependencies, lower then upper, in the arrays. */
    void put(long key, int entry, int[] cap, long[] went, long[] need) {
        int i = index(key);
        int slot = keys[i] == 0 || keys[i] == key ? i : i + 1;
        keys[slot] = key;
        data[slot] = entry;
        for (int b = 0; b < 2; b++) {
            setDeps(2 * slot + b, cap[b], went[b], need[b]);
        }
    }
}
