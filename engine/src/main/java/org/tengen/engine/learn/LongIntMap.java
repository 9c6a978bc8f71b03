package org.tengen.engine.learn;

/**
 * A map from {@code long} keys to non-negative {@code int} values, open addressing with linear probing, no
 * removal and no boxing: the feature registry's and the weights' key index.
 */
final class LongIntMap {
    private long[] keys;
    private int[] valuesPlusOne; // 0 marks a free slot, so every long, 0 included, can be a key
    private int size;

    LongIntMap(int expected) {
        int capacity = Integer.highestOneBit(Math.max(4, expected * 2 - 1)) << 1;
        keys = new long[capacity];
        valuesPlusOne = new int[capacity];
    }

    int size() {
        return size;
    }

    /** The value of the key, or -1 if it has none. */
    int get(long key) {
        int mask = keys.length - 1;
        for (int slot = slotOf(key, mask); ; slot = (slot + 1) & mask) {
            int v = valuesPlusOne[slot];
            if (v == 0) {
                return -1;
            }
            if (keys[slot] == key) {
                return v - 1;
            }
        }
    }

    /** Sets the key's value (a value of 0 or more). */
    void put(long key, int value) {
        if (value < 0) {
            throw new IllegalArgumentException("negative value " + value);
        }
        if ((size + 1) * 2 > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        for (int slot = slotOf(key, mask); ; slot = (slot + 1) & mask) {
            if (valuesPlusOne[slot] == 0) {
                keys[slot] = key;
                valuesPlusOne[slot] = value + 1;
                size++;
                return;
            }
            if (keys[slot] == key) {
                valuesPlusOne[slot] = value + 1;
                return;
            }
        }
    }

    /** {@return the keys that have values, in slot order} */
    long[] keys() {
        long[] out = new long[size];
        int n = 0;
        for (int i = 0; i < keys.length; i++) {
            if (valuesPlusOne[i] != 0) {
                out[n++] = keys[i];
            }
        }
        return out;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = valuesPlusOne;
        keys = new long[oldKeys.length * 2];
        valuesPlusOne = new int[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldValues[i] != 0) {
                put(oldKeys[i], oldValues[i] - 1);
            }
        }
    }

    static int slotOf(long key, int mask) {
        long z = key * 0x9E3779B97F4A7C15L;
        z ^= z >>> 32;
        z *= 0xBF58476D1CE4E5B9L;
        return (int) (z ^ (z >>> 29)) & mask;
    }
}
