package org.tengen.engine.solve;

/**
 * What the search has proved about positions: for a key, a lower and an upper bound on the exact value
 * (from the side to move's view), the best move found, and how much work the result cost. Buckets of two
 * slots: the first keeps the costlier result, the second takes whatever comes. Not shared between threads.
 *
 * <p>An entry holds only results that hold whatever the history before the position (see {@link Searcher}),
 * with the cells where the search behind it removed stones, which the reuse check needs.
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
    /** captures[slot]: the cells where the search behind the entry removed a stone (see Searcher). */
    private final int[] captures;
    /** visited[slot]: a Bloom filter of the positions the search behind the entry went through (see Searcher). */
    private final long[] visited;
    /** needed[slot]: the cells no earlier position may have had a stone of their owner on (see Searcher). */
    private final long[] needed;
    private final int mask;
    private long stores;

    /**
     * @param log2Entries the table's size as a power of two (entries), 4 to 28
     */
    TranspositionTable(int log2Entries) {
        if (log2Entries < 4 || log2Entries > 28) {
            throw new IllegalArgumentException("table size 2^" + log2Entries + " is out of range (expected 2^4 to 2^28)");
        }
        keys = new long[1 << log2Entries];
        data = new int[1 << log2Entries];
        captures = new int[1 << log2Entries];
        visited = new long[1 << log2Entries];
        needed = new long[1 << log2Entries];
        mask = (1 << log2Entries) - 2;
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
     * Stores bounds for {@code key}, narrowing what an entry for the same key already holds.
     *
     * @param captureCells the cells where the search that proved the bounds removed stones; joined with the
     *     entry's, since its bounds rest on both searches
     */
    void store(long key, int lower, int upper, int move, int work, int captureCells, long went, long need) {
        int i = index(key);
        int slot;
        if (keys[i] == key) {
            slot = i;
        } else if (keys[i + 1] == key) {
            slot = i + 1;
        } else {
            slot = keys[i] == 0 || work >= work(data[i]) ? i : i + 1;
            if (slot == i && keys[i] != 0) {
                keys[i + 1] = keys[i]; // the old first-slot entry moves down rather than vanish
                data[i + 1] = data[i];
                captures[i + 1] = captures[i];
                visited[i + 1] = visited[i];
                needed[i + 1] = needed[i];
            }
            keys[slot] = key;
            data[slot] = pack(-INF, INF, NO_MOVE, 0);
            captures[slot] = 0;
            visited[slot] = 0;
            needed[slot] = 0;
        }
        captures[slot] |= captureCells;
        visited[slot] |= went;
        needed[slot] |= need;
        int old = data[slot];
        int lo = Math.max(lower, lower(old));
        int hi = Math.min(upper, upper(old));
        if (lo > hi) { // a result from another window cannot contradict a proof; keep the newer one
            lo = lower;
            hi = upper;
        }
        data[slot] = pack(lo, hi, move == NO_MOVE ? move(old) : move, Math.max(work, work(old)));
        stores++;
    }

    /** {@return the number of slots} */
    int capacity() {
        return keys.length;
    }

    /** {@return the key in slot i, 0 if empty} */
    long keyAt(int i) {
        return keys[i];
    }

    /** {@return the capture cells of slot i} */
    int capturesAt(int i) {
        return captures[i];
    }

    /** {@return the Bloom filter of positions of slot i} */
    long visitedAt(int i) {
        return visited[i];
    }

    /** {@return the cells slot i needs free of their owner's stones in every earlier position} */
    long neededAt(int i) {
        return needed[i];
    }

    /** {@return the entry in slot i} */
    int entryAt(int i) {
        return data[i];
    }

    /** {@return how many stores were made} */
    long stores() {
        return stores;
    }

    /** Puts an entry read from a file, as it was. */
    void put(long key, int entry, int captureCells, long went, long need) {
        int i = index(key);
        int slot = keys[i] == 0 || keys[i] == key ? i : i + 1;
        keys[slot] = key;
        data[slot] = entry;
        captures[slot] = captureCells;
        visited[slot] = went;
        needed[slot] = need;
    }
}
