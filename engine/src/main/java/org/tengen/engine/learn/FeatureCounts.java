package org.tengen.engine.learn;

import java.util.Arrays;

/**
 * Counts how often each feature id is seen, without keeping the competitions: the first of two passes
 * over the games when even the training set of every feature would not fit (count, then
 * {@link RareFeatures#keepSeenAtLeast(FeatureSet, long[], int)}, then build the training set with
 * {@link FeatureSet#featureOrOther(int, long)} of the kept set).
 */
public final class FeatureCounts {
    private long[] counts = new long[64];

    /** Counts one sighting of the feature (one candidate move that has it). */
    public void add(int feature) {
        if (feature >= counts.length) {
            counts = Arrays.copyOf(counts, Math.max(feature + 1, counts.length * 2));
        }
        counts[feature]++;
    }

    /** The counts by feature id, for ids {@code 0..size-1} (0 for any never counted). */
    public long[] toArray(int size) {
        return Arrays.copyOf(counts, size);
    }
}
