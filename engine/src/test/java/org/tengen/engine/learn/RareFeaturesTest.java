package org.tengen.engine.learn;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Features seen fewer than K times give way to their group's "other" feature. */
class RareFeaturesTest {

    @Test
    void rareFeaturesMergeIntoTheirGroupsOtherAndTheirTeamsMerge() {
        FeatureSet features = new FeatureSet();
        int a = features.addGroup("a");
        int b = features.addGroup("b");
        int a1 = features.feature(a, 1);
        int a2 = features.feature(a, 2);
        int a3 = features.feature(a, 3);
        int b1 = features.feature(b, 11);
        TrainingSet.Builder set = TrainingSet.builder(features);
        set.beginCompetition()
                .addCandidate(new int[] {a1, b1}, 2, true)
                .addCandidate(new int[] {a2}, 1, false)
                .addCandidate(new int[] {a3}, 1, false)
                .addCandidate(new int[] {a1}, 1, false)
                .endCompetition();
        set.beginCompetition()
                .addCandidate(new int[] {a2, b1}, 2, true)
                .addCandidate(new int[] {a1, b1}, 2, false)
                .addCandidate(new int[] {a1}, 1, false)
                .addCandidate(new int[] {a1}, 1, false)
                .endCompetition();
        TrainingSet data = set.build();
        int late = features.feature(b, 12); // registered after the set: unseen

        assertThat(RareFeatures.seenCounts(data)).containsExactly(5, 2, 1, 3);

        RareFeatures.Kept kept = RareFeatures.keepSeenAtLeast(features, data, 3);

        FeatureSet f = kept.features();
        assertThat(f.size()).isEqualTo(4); // a1, other of a, b1, other of b
        int[] map = kept.newIdOfOld();
        assertThat(f.keyOf(map[a1])).isEqualTo(1);
        assertThat(f.keyOf(map[b1])).isEqualTo(11);
        assertThat(map[a2]).isEqualTo(map[a3]).isEqualTo(f.otherFeatureIfAny(a));
        assertThat(f.isOther(map[a2])).isTrue();
        assertThat(map[late]).isEqualTo(f.otherFeatureIfAny(b));
        TrainingSet merged = kept.data();
        assertThat(merged.competitions()).isEqualTo(2);
        assertThat(merged.candidates()).isEqualTo(data.candidates());
        assertThat(merged.entries()).isEqualTo(data.entries() - 1); // {a2} and {a3} are one team now
        assertThat(merged.winnerFeatures(0)).containsExactly(map[a1], map[b1]);
        assertThat(merged.winnerFeatures(1)).containsExactlyInAnyOrder(map[a2], map[b1]);
        assertThat(RareFeatures.seenCounts(merged)[map[a2]]).isEqualTo(3);

        RareFeatures.Kept none = RareFeatures.keepSeenAtLeast(features, data, 1);
        assertThat(none.features().otherFeatureIfAny(a)).isEqualTo(-1); // nothing rare in a
        assertThat(none.features().size()).isEqualTo(5); // a1 a2 a3 b1, and b's other for the late one
    }

    /** Counting first and building in the kept set gives the set that pruning a full one gives. */
    @Test
    void countingFirstThenBuildingGivesTheSameAsPruningAfter() {
        SyntheticCompetitions s = SyntheticCompetitions.generate(11, 3, 300, 1.0, 400, 12, 0.8);
        FeatureSet all = s.features();
        TrainingSet games = s.data(); // stands for the games: read twice, candidate by candidate
        FeatureCounts counts = new FeatureCounts();
        forEachCandidate(games, (competition, team, played) -> {
            for (int f : team) {
                counts.add(f);
            }
        });
        RareFeatures.KeptFeatures kept = RareFeatures.keepSeenAtLeast(all, counts.toArray(all.size()), 14);
        FeatureSet pruned = kept.features();
        TrainingSet.Builder builder = TrainingSet.builder(pruned);
        int[] previous = {-1};
        forEachCandidate(games, (competition, team, played) -> {
            if (competition != previous[0]) {
                if (previous[0] >= 0) {
                    builder.endCompetition();
                }
                builder.beginCompetition();
                previous[0] = competition;
            }
            int[] ids = new int[team.length];
            for (int k = 0; k < team.length; k++) {
                ids[k] = pruned.featureOrOther(all.groupOf(team[k]), all.keyOf(team[k]));
            }
            builder.addCandidate(ids, ids.length, played);
        });
        builder.endCompetition();

        RareFeatures.Kept after = RareFeatures.keepSeenAtLeast(all, games, 14);

        assertThat(kept.newIdOfOld()).isEqualTo(after.newIdOfOld());
        assertThat(pruned.size()).isEqualTo(after.features().size()).isLessThan(all.size() / 2);
        TrainingSet streamed = builder.build();
        assertThat(streamed.entries()).isEqualTo(after.data().entries()).isLessThan(games.entries());
        assertThat(streamed.entryTeam).isEqualTo(after.data().entryTeam);
        assertThat(streamed.entryCount).isEqualTo(after.data().entryCount);
        assertThat(streamed.teamFeatures).isEqualTo(after.data().teamFeatures);
        assertThat(streamed.winnerEntry).isEqualTo(after.data().winnerEntry);
    }

    private interface CandidateVisitor {
        void visit(int competition, int[] team, boolean played);
    }

    /** The set's candidates one by one, as a feature extractor would give them, with their competition. */
    private static void forEachCandidate(TrainingSet data, CandidateVisitor visitor) {
        for (int j = 0; j < data.competitions(); j++) {
            for (int x = data.competitionStart[j]; x < data.competitionStart[j + 1]; x++) {
                int t = data.entryTeam[x];
                int[] team = java.util.Arrays.copyOfRange(data.teamFeatures, data.teamStart[t], data.teamStart[t + 1]);
                for (int c = 0; c < data.entryCount[x]; c++) {
                    visitor.visit(j, team, c == 0 && x == data.winnerEntry[j]);
                }
            }
        }
    }
}
