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
}
