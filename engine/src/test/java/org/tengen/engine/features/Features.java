package org.tengen.engine.features;

import java.util.Arrays;
import org.tengen.core.Board;

/** Test helper: one candidate's keys as an array, and the value of a group among them. */
final class Features {
    private final FeatureExtractor extractor = new FeatureExtractor();

    long[] of(Board b, int mover, String vertex, int last, int beforeLast) {
        long[] out = new long[FeatureExtractor.MAX_FEATURES];
        int n = extractor.extract(b, mover, b.geometry().parseGtp(vertex), last, beforeLast, out, 0);
        return Arrays.copyOf(out, n);
    }

    long[] of(Board b, int mover, String vertex) {
        return of(b, mover, vertex, FeatureExtractor.NO_MOVE, FeatureExtractor.NO_MOVE);
    }

    /** {@return the value of {@code group} among the keys, or -1 if the group is absent} */
    static long value(long[] keys, FeatureGroup group) {
        long found = -1;
        for (long k : keys) {
            if (FeatureKey.group(k) == group) {
                if (found != -1) {
                    throw new AssertionError("two keys of " + group + " in " + Arrays.toString(keys));
                }
                found = FeatureKey.value(k);
            }
        }
        return found;
    }
}
