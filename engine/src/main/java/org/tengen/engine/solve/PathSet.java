package org.tengen.engine.solve;

/**
 * The superko keys of the positions on the current line of play (and of the game before the root), as a
 * multiset of longs with O(1) add, remove and test: open addressing with linear probing, removal by
 * backward shift, so no tombstones pile up however long the search runs.
 */
final class PathSet {
    private long[] keys = new long[256];
    private int[] counts = new int[256];
    private int[] plies = new int[256];
    private int size;

    /**
     * Adds one occurrence of {@code key}, at the given ply of the line (-1 for the game before the root);
     * returns true if it was absent before. A key keeps the ply of its first occurrence.
     */
    boolean add(long key, int ply) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (counts[i] != 0) {
            if (keys[i] == key) {
                counts[i]++;
                return false;
            }
            i = (i + 1) & mask;
        }
        keys[i] = key;
        counts[i] = 1;
        plies[i] = ply;
        size++;
        return true;
    }

    /** Removes one occurrence of a key added before; returns true if none is left. */
    boolean remove(long key) {
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != key || counts[i] == 0) {
            if (counts[i] == 0) {
                throw new IllegalStateException("key not in the path");
            }
            i = (i + 1) & mask;
        }
        if (--counts[i] > 0) {
            return false;
        }
        size--;
        // Backward-shift deletion: pull later entries of the probe run into the hole.
        int hole = i;
        int j = i;
        while (true) {
            j = (j + 1) & mask;
            if (counts[j] == 0) {
                break;
            }
            int home = slot(keys[j], mask);
            boolean movable = hole <= j ? (home <= hole || home > j) : (home <= hole && home > j);
            if (movable) {
                keys[hole] = keys[j];
                counts[hole] = counts[j];
                plies[hole] = plies[j];
                counts[j] = 0;
                hole = j;
            }
        }
        counts[hole] = 0;
        return true;
    }

    boolean contains(long key) {
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (counts[i] != 0) {
            if (keys[i] == key) {
                return true;
            }
            i = (i + 1) & mask;
        }
        return false;
    }

    /** {@return the ply of the first occurrence of a key on the line, or {@link Integer#MAX_VALUE} if absent} */
    int plyOf(long key) {
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (counts[i] != 0) {
            if (keys[i] == key) {
                return plies[i];
            }
            i = (i + 1) & mask;
        }
        return Integer.MAX_VALUE;
    }

    int size() {
        return size;
    }

    private static int slot(long key, int mask) {
        long z = key * 0x9E3779B97F4A7C15L;
        return (int) (z >>> 40) & mask;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldCounts = counts;
        int[] oldPlies = plies;
        keys = new long[oldKeys.length * 2];
        counts = new int[oldKeys.length * 2];
        plies = new int[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldCounts[i] != 0) {
                int mask = keys.length - 1;
                int j = slot(oldKeys[i], mask);
                while (counts[j] != 0) {
                    j = (j + 1) & mask;
                }
                keys[j] = oldKeys[i];
                counts[j] = oldCounts[i];
                plies[j] = oldPlies[i];
                size++;
            }
        }
    }
}
