package org.tengen.engine.learn;

import java.util.Arrays;

/**
 * Distinct teams, each a sorted list of feature ids, stored once and numbered {@code 0..size()-1}:
 * the same team (an empty-area move on the fourth line, far from the last move) recurs in thousands of
 * competitions, so a competition stores team numbers and the learner computes each team's gamma once.
 */
final class TeamTable {
    private int[] start = new int[1025]; // team t's features are features[start[t] .. start[t+1])
    private int[] features = new int[4096];
    private int size;
    private int[] slots = new int[2048]; // team + 1, 0 free; open addressing by content hash

    int size() {
        return size;
    }

    int start(int team) {
        return start[team];
    }

    int end(int team) {
        return start[team + 1];
    }

    int feature(int index) {
        return features[index];
    }

    int[] starts() {
        return Arrays.copyOf(start, size + 1);
    }

    int[] features() {
        return Arrays.copyOf(features, start[size]);
    }

    /** The number of the team {@code sorted[0..length)}, added if new. */
    int idOf(int[] sorted, int length) {
        int mask = slots.length - 1;
        int slot = hash(sorted, length) & mask;
        for (; slots[slot] != 0; slot = (slot + 1) & mask) {
            int t = slots[slot] - 1;
            if (sameTeam(t, sorted, length)) {
                return t;
            }
        }
        int t = append(sorted, length);
        slots[slot] = t + 1;
        if (size * 2 > slots.length) {
            rehash();
        }
        return t;
    }

    private boolean sameTeam(int t, int[] sorted, int length) {
        int s = start[t];
        if (start[t + 1] - s != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (features[s + i] != sorted[i]) {
                return false;
            }
        }
        return true;
    }

    private int append(int[] sorted, int length) {
        if (size + 2 > start.length) {
            start = Arrays.copyOf(start, start.length * 2);
        }
        int s = start[size];
        if (s + length > features.length) {
            features = Arrays.copyOf(features, Math.max(features.length * 2, s + length));
        }
        System.arraycopy(sorted, 0, features, s, length);
        start[size + 1] = s + length;
        return size++;
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        int mask = slots.length - 1;
        for (int t = 0; t < size; t++) {
            int slot = hash(features, start[t], start[t + 1]) & mask;
            while (slots[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            slots[slot] = t + 1;
        }
    }

    private static int hash(int[] a, int length) {
        return hash(a, 0, length);
    }

    private static int hash(int[] a, int from, int to) {
        long h = 0x243F6A8885A308D3L + (to - from);
        for (int i = from; i < to; i++) {
            h = (h ^ a[i]) * 0x9E3779B97F4A7C15L;
            h ^= h >>> 31;
        }
        return (int) (h ^ (h >>> 32));
    }

    /** Bytes held by the table (for the training set's memory figure). */
    long bytes() {
        return 4L * (start.length + features.length + slots.length);
    }
}
