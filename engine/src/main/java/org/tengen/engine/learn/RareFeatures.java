package org.tengen.engine.learn;

/**
 * Keeps the features seen often enough to be learnt: each rarer one gives way to its group's "other"
 * feature, which the learner then fits as the average of the rare ones (and which stands at play time for
 * every key the weights lack). "Seen" counts candidates: a feature is seen once for every candidate move
 * whose team has it, played or not.
 */
public final class RareFeatures {
    private RareFeatures() {
    }

    /**
     * The kept feature set and the training set in its ids.
     *
     * @param newIdOfOld each old feature's id in the new set (a rare one's is its group's "other")
     */
    public record Kept(FeatureSet features, TrainingSet data, int[] newIdOfOld) {
    }

    /**
     * The kept feature set alone, for building the training set afresh in it.
     *
     * @param newIdOfOld each old feature's id in the new set (a rare one's is its group's "other")
     */
    public record KeptFeatures(FeatureSet features, int[] newIdOfOld) {
    }

    /** How many candidates of the set have each feature, by feature id. */
    public static long[] seenCounts(TrainingSet data) {
        long[] seen = new long[data.featureCount];
        for (int x = 0; x < data.entries(); x++) {
            int t = data.entryTeam[x];
            for (int k = data.teamStart[t]; k < data.teamStart[t + 1]; k++) {
                seen[data.teamFeatures[k]] += data.entryCount[x];
            }
        }
        return seen;
    }

    /**
     * Keeps the features seen at least {@code minSeen} times in {@code data} (features registered after
     * the set was built count as unseen). The new set has the same groups in the same order and the kept
     * features in their old order; a group gets an "other" feature only if it lost one.
     */
    public static Kept keepSeenAtLeast(FeatureSet features, TrainingSet data, int minSeen) {
        KeptFeatures keptFeatures = keepSeenAtLeast(features, seenCounts(data), minSeen);
        FeatureSet kept = keptFeatures.features();
        int[] newIdOfOld = keptFeatures.newIdOfOld();
        TrainingSet.Builder builder = TrainingSet.builder(kept);
        int[] team = new int[16];
        for (int j = 0; j < data.competitions(); j++) {
            builder.beginCompetition();
            for (int x = data.competitionStart[j]; x < data.competitionStart[j + 1]; x++) {
                int t = data.entryTeam[x];
                int n = data.teamStart[t + 1] - data.teamStart[t];
                if (n > team.length) {
                    team = new int[n];
                }
                for (int k = 0; k < n; k++) {
                    team[k] = newIdOfOld[data.teamFeatures[data.teamStart[t] + k]];
                }
                builder.addTeam(team, n, data.entryCount[x], x == data.winnerEntry[j]);
            }
            builder.endCompetition();
        }
        return new Kept(kept, builder.build(), newIdOfOld);
    }

    /**
     * Keeps the features seen at least {@code minSeen} times by the counts (by feature id; features
     * beyond the array count as unseen), as {@link #keepSeenAtLeast(FeatureSet, TrainingSet, int)} does.
     */
    public static KeptFeatures keepSeenAtLeast(FeatureSet features, long[] seen, int minSeen) {
        FeatureSet kept = new FeatureSet();
        for (int g = 0; g < features.groupCount(); g++) {
            kept.addGroup(features.groupName(g));
        }
        int[] newIdOfOld = new int[features.size()];
        for (int f = 0; f < features.size(); f++) {
            int g = features.groupOf(f);
            boolean keep = !features.isOther(f) && f < seen.length && seen[f] >= minSeen;
            newIdOfOld[f] = keep ? kept.feature(g, features.keyOf(f)) : kept.otherFeature(g);
        }
        return new KeptFeatures(kept, newIdOfOld);
    }
}
