package org.tengen.core;

import java.util.Arrays;

/**
 * A multiset of {@code long} keys with primitive storage (open addressing): the position hashes a game
 * has seen, so a superko or repetition check costs the same early and late in a game.
 */
final class LongCounter {
    private long[] keys = new long[64];
    private int[] counts = new int[64];
    private boolean[] used = new boolean[64];
    private int size;

    void add(long key) {
        if ((size + 1) * 2 > keys.length) {
            grow();
        }
        int i = slot(key);
        if (!used[i]) {
            used[i] = true;
            keys[i] = key;
            size++;
        }
        counts[i]++;
    }

    /** Removes one occurrence; the key must be present. Deleted slots keep their key with count 0. */
    void remove(long key) {
        int i = slot(key);
        if (!used[i] || counts[i] == 0) {
            throw new IllegalStateException("key not present");
        }
        counts[i]--;
    }

    boolean contains(long key) {
        int i = slot(key);
        return used[i] && counts[i] > 0;
    }

    void clear() {
        Arrays.fill(used, false);
        Arrays.fill(counts, 0);
        size = 0;
    }

    private int slot(long key) {
        int mask = keys.length - 1;
        int i = (int) (key ^ (key >>> 32)) * 0x9E3779B9 & mask;
        while (used[i] && keys[i] != key) {
            i = (i + 1) & mask;
        }
        return i;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldCounts = counts;
        boolean[] oldUsed = used;
        keys = new long[oldKeys.length * 2];
        counts = new int[oldKeys.length * 2];
        used = new boolean[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldUsed[i] && oldCounts[i] > 0) {
                int j = slot(oldKeys[i]);
                used[j] = true;
                keys[j] = oldKeys[i];
                counts[j] = oldCounts[i];
                size++;
            }
        }
    }
}
