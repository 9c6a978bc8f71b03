package org.tengen.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.tengen.core.Board;
import org.tengen.engine.features.FeatureExtractor;
import org.tengen.engine.features.FeatureGroup;
import org.tengen.engine.features.FeatureKey;
import org.tengen.engine.learn.Weights;
import org.tengen.engine.learn.WeightsFile;

/**
 * The learnt strength of a candidate move: the product of its features' gammas (the generalized
 * Bradley-Terry model {@code tengen learn} fits), from which a new node's children get their probability
 * of being the move and their order. Not thread-safe: the tree calls it under its lock.
 */
final class LearnedPriors {
    private static volatile Weights shipped;

    private final Weights weights;
    private final FeatureExtractor extractor = new FeatureExtractor();
    private final long[] keys = new long[FeatureExtractor.MAX_FEATURES];
    /** The weights' group index by feature group tag; -1 where the weights lack the group (gamma 1). */
    private final int[] groupOfTag;

    LearnedPriors(Weights weights) {
        this.weights = weights;
        int maxTag = 0;
        for (FeatureGroup g : FeatureGroup.values()) {
            maxTag = Math.max(maxTag, g.tag());
        }
        groupOfTag = new int[maxTag + 1];
        java.util.Arrays.fill(groupOfTag, -1);
        for (FeatureGroup g : FeatureGroup.values()) {
            groupOfTag[g.tag()] = weights.group(g.name());
        }
    }

    /** The weights the engine jar ships, read once. */
    static Weights shippedWeights() {
        Weights w = shipped;
        if (w == null) {
            synchronized (LearnedPriors.class) {
                w = shipped;
                if (w == null) {
                    try {
                        w = WeightsFile.readResource();
                    } catch (IOException e) {
                        throw new UncheckedIOException("the engine's move weights cannot be read", e);
                    }
                    shipped = w;
                }
            }
        }
        return w;
    }

    /**
     * The gamma of {@code mover} playing the legal point {@code p} after {@code last} and {@code beforeLast}
     * (points, or 0 for a pass or none).
     */
    double gamma(Board board, int mover, int p, int last, int beforeLast) {
        return product(extractor.extract(board, mover, p, last, beforeLast, keys, 0));
    }

    /** The gamma of a pass; {@code afterPass}: the last move was one. */
    double passGamma(boolean afterPass) {
        return product(FeatureExtractor.extractPass(afterPass ? FeatureExtractor.PASS : FeatureExtractor.NO_MOVE, keys, 0));
    }

    private double product(int count) {
        double gamma = 1;
        for (int k = 0; k < count; k++) {
            int tag = FeatureKey.tag(keys[k]);
            int group = tag < groupOfTag.length ? groupOfTag[tag] : -1;
            if (group >= 0) {
                gamma *= weights.gamma(group, keys[k]);
            }
        }
        return gamma;
    }
}
