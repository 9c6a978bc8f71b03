package org.tengen.engine.learn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Learnt gammas by feature key, as the engine uses them and {@link WeightsFile} stores them: groups by
 * name, each with its features' keys (increasing) and gammas, and a fallback gamma for a key it lacks (the
 * group's "other" feature's gamma, or 1). Gammas are {@code float}s: ample for a weight, and exactly what
 * the file holds. Immutable.
 */
public final class Weights {
    private final String description;
    private final String[] groupNames;
    private final float[] fallbacks;
    private final int[] groupStart; // group g's features are indices groupStart[g] .. groupStart[g+1]
    private final long[] keys;
    private final float[] gammas;
    private final LongIntMap indexOfKey;

    Weights(String description, String[] groupNames, float[] fallbacks, int[] groupStart, long[] keys, float[] gammas) {
        this.description = description;
        this.groupNames = groupNames;
        this.fallbacks = fallbacks;
        this.groupStart = groupStart;
        this.keys = keys;
        this.gammas = gammas;
        indexOfKey = new LongIntMap(keys.length);
        for (int i = 0; i < keys.length; i++) {
            indexOfKey.put(keys[i], i);
        }
    }

    /**
     * The weights of a fit: each keyed feature's gamma under its key, each group's "other" feature's
     * gamma as the group's fallback (1 for a group without one).
     *
     * @param description what the feature set is (the feature extractor's name and version, the games,
     *     the settings), kept in the file's header
     */
    public static Weights of(String description, FeatureSet features, double[] gammasById) {
        if (gammasById.length < features.size()) {
            throw new IllegalArgumentException(gammasById.length + " gammas for " + features.size() + " features");
        }
        int groups = features.groupCount();
        String[] names = new String[groups];
        float[] fallbacks = new float[groups];
        List<List<long[]>> byGroup = new ArrayList<>();
        for (int g = 0; g < groups; g++) {
            names[g] = features.groupName(g);
            fallbacks[g] = 1f;
            byGroup.add(new ArrayList<>());
        }
        for (int f = 0; f < features.size(); f++) {
            float gamma = checkedGamma(gammasById[f], f);
            int g = features.groupOf(f);
            if (features.isOther(f)) {
                fallbacks[g] = gamma;
            } else {
                byGroup.get(g).add(new long[] {features.keyOf(f), Float.floatToRawIntBits(gamma)});
            }
        }
        int[] groupStart = new int[groups + 1];
        long[] keys = new long[features.size()];
        float[] gammas = new float[features.size()];
        int n = 0;
        for (int g = 0; g < groups; g++) {
            List<long[]> entries = byGroup.get(g);
            entries.sort((a, b) -> Long.compare(a[0], b[0]));
            for (long[] e : entries) {
                keys[n] = e[0];
                gammas[n++] = Float.intBitsToFloat((int) e[1]);
            }
            groupStart[g + 1] = n;
        }
        return new Weights(description, names, fallbacks, groupStart, Arrays.copyOf(keys, n), Arrays.copyOf(gammas, n));
    }

    private static float checkedGamma(double gamma, int feature) {
        float f = (float) gamma;
        if (!(f > 0) || Float.isInfinite(f)) {
            throw new IllegalArgumentException("feature " + feature + " has gamma " + gamma
                    + ", not a positive finite float");
        }
        return f;
    }

    public String description() {
        return description;
    }

    public int groupCount() {
        return groupNames.length;
    }

    public String groupName(int group) {
        return groupNames[group];
    }

    /** The group's index, or -1 if the weights have no group of that name. */
    public int group(String name) {
        return Arrays.asList(groupNames).indexOf(name);
    }

    /** The gamma of a key the group lacks. */
    public double fallback(int group) {
        return fallbacks[group];
    }

    /** The number of keyed features, over all groups. */
    public int size() {
        return keys.length;
    }

    /** The group's features are indices {@code groupStart(g) .. groupStart(g + 1) - 1}, keys increasing. */
    public int groupStart(int group) {
        return groupStart[group];
    }

    public long key(int index) {
        return keys[index];
    }

    public double gamma(int index) {
        return gammas[index];
    }

    /** The gamma of the key in the group, or the group's fallback if it lacks the key. */
    public double gamma(int group, long key) {
        int i = indexOfKey.get(key);
        return i >= groupStart[group] && i < groupStart[group + 1] ? gammas[i] : fallbacks[group];
    }

    /**
     * Gammas by the ids of a feature set (for {@link Evaluation}): a feature's gamma by its group's name
     * and its key, a group's "other" feature its fallback; a group the weights lack weighs nothing
     * (gamma 1).
     */
    public double[] gammasFor(FeatureSet features) {
        int[] groupHere = new int[features.groupCount()];
        for (int g = 0; g < groupHere.length; g++) {
            groupHere[g] = group(features.groupName(g));
        }
        double[] result = new double[features.size()];
        for (int f = 0; f < result.length; f++) {
            int g = groupHere[features.groupOf(f)];
            result[f] = g < 0 ? 1.0 : features.isOther(f) ? fallbacks[g] : gamma(g, features.keyOf(f));
        }
        return result;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Weights w && description.equals(w.description) && Arrays.equals(groupNames, w.groupNames)
                && Arrays.equals(fallbacks, w.fallbacks) && Arrays.equals(groupStart, w.groupStart)
                && Arrays.equals(keys, w.keys) && Arrays.equals(gammas, w.gammas);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(keys) * 31 + Arrays.hashCode(gammas);
    }

    @Override
    public String toString() {
        return "Weights[" + description + ": " + groupNames.length + " groups, " + keys.length + " features]";
    }
}
