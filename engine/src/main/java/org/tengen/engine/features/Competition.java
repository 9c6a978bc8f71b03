package org.tengen.engine.features;

import java.util.Arrays;

/**
 * One position's competition, what the learner consumes: every legal candidate move (the legal points in
 * increasing order, then the pass), each with its feature keys, and which candidate was played. Stored flat,
 * with no object per candidate: candidate {@code i}'s keys are {@code keys()[start(i)]} up to but excluding
 * {@code keys()[start(i + 1)]}. A builder refills one instance position after position.
 */
public final class Competition {
    private int size;
    private int played = -1;
    private int[] points = new int[64];
    private int[] starts = new int[65];
    private long[] keys = new long[64 * FeatureExtractor.MAX_FEATURES];

    /** {@return the number of candidates, the pass included} */
    public int size() {
        return size;
    }

    /** {@return the index of the candidate that was played, or -1 if the move played was none of them} */
    public int played() {
        return played;
    }

    /** {@return candidate {@code i}'s point, or {@link FeatureExtractor#PASS}} */
    public int point(int i) {
        check(i);
        return points[i];
    }

    /** {@return how many keys candidate {@code i} has} */
    public int featureCount(int i) {
        check(i);
        return starts[i + 1] - starts[i];
    }

    /** {@return candidate {@code i}'s key number {@code k}} */
    public long feature(int i, int k) {
        if (k < 0 || k >= featureCount(i)) {
            throw new IndexOutOfBoundsException("feature " + k + " of candidate " + i + ", which has " + featureCount(i));
        }
        return keys[starts[i] + k];
    }

    /** {@return candidate {@code i}'s keys, a new array (the flat accessors allocate nothing)} */
    public long[] features(int i) {
        check(i);
        return Arrays.copyOfRange(keys, starts[i], starts[i + 1]);
    }

    /** {@return the flat key array, shared: valid up to {@code start(size())}} */
    public long[] keys() {
        return keys;
    }

    /** {@return where candidate {@code i}'s keys start in {@link #keys()}; {@code start(size())} is the end} */
    public int start(int i) {
        if (i < 0 || i > size) {
            throw new IndexOutOfBoundsException("candidate " + i + " of " + size);
        }
        return starts[i];
    }

    /** {@return an independent copy, trimmed to its contents} */
    public Competition copy() {
        Competition c = new Competition();
        c.size = size;
        c.played = played;
        c.points = Arrays.copyOf(points, size);
        c.starts = Arrays.copyOf(starts, size + 1);
        c.keys = Arrays.copyOf(keys, starts[size]);
        return c;
    }

    // ---------------------------------------------------------------- filling, for the builder

    void clear() {
        size = 0;
        played = -1;
        starts[0] = 0;
    }

    /** Makes room for one more candidate's keys and returns where they go. */
    int open(int point) {
        if (size == points.length) {
            points = Arrays.copyOf(points, 2 * size);
            starts = Arrays.copyOf(starts, 2 * size + 1);
        }
        if (starts[size] + FeatureExtractor.MAX_FEATURES > keys.length) {
            keys = Arrays.copyOf(keys, 2 * keys.length);
        }
        points[size] = point;
        return starts[size];
    }

    /** Closes the candidate opened last with {@code count} keys. */
    void close(int count) {
        starts[size + 1] = starts[size] + count;
        size++;
    }

    void setPlayed(int index) {
        played = index;
    }

    private void check(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("candidate " + i + " of " + size);
        }
    }
}
