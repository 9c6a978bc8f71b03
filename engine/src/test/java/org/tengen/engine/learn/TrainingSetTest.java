package org.tengen.engine.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The training set keeps each distinct team once per competition, and refuses malformed competitions. */
class TrainingSetTest {
    private final FeatureSet features = new FeatureSet();
    private final int shape = features.addGroup("shape");
    private final int edge = features.addGroup("edge");
    private final int s1 = features.feature(shape, 1);
    private final int s2 = features.feature(shape, 2);
    private final int e1 = features.feature(edge, 100);

    @Test
    void aTeamRecurringInACompetitionIsOneEntryWithACount() {
        TrainingSet.Builder b = TrainingSet.builder(features);
        b.beginCompetition()
                .addCandidate(new int[] {s1, e1}, 2, false)
                .addCandidate(new int[] {e1, s1}, 2, true)
                .addCandidate(new int[] {s2}, 1, false)
                .addCandidate(new int[] {e1, s1, 77}, 2, false) // only the first 2 ids count
                .endCompetition();
        b.beginCompetition().addCandidate(new int[] {s2}, 1, true).addCandidate(new int[] {s2}, 1, false).endCompetition();
        TrainingSet set = b.build();
        assertThat(set.competitions()).isEqualTo(2);
        assertThat(set.candidates()).isEqualTo(6);
        assertThat(set.entries()).isEqualTo(3);
        assertThat(set.teams()).isEqualTo(2);
        assertThat(set.winnerFeatures(0)).containsExactly(s1, e1);
        assertThat(set.winnerFeatures(1)).containsExactly(s2);
        assertThat((int) set.entryCount[set.winnerEntry[0]]).isEqualTo(3);
        assertThat(set.bytes()).isEqualTo(4L * (3 + 3 + 3 + 3 + 2) + 2L * 3);
    }

    @Test
    void twoFeaturesOfOneGroupInATeamIsAnError() {
        TrainingSet.Builder b = TrainingSet.builder(features).beginCompetition();
        assertThatThrownBy(() -> b.addCandidate(new int[] {s1, s2}, 2, true))
                .hasMessage("competition 0: a team with two features of group 'shape'");
    }

    @Test
    void aCompetitionNeedsExactlyOnePlayedCandidate() {
        TrainingSet.Builder b = TrainingSet.builder(features).beginCompetition().addCandidate(new int[] {s1}, 1, false);
        assertThatThrownBy(b::endCompetition).hasMessage("competition 0 of 1 candidates has no played candidate");
        b.addCandidate(new int[] {s2}, 1, true);
        assertThatThrownBy(() -> b.addCandidate(new int[] {e1}, 1, true))
                .hasMessage("competition 0: a second played candidate");
    }

    @Test
    void anUnknownFeatureIsAnError() {
        TrainingSet.Builder b = TrainingSet.builder(features).beginCompetition();
        assertThatThrownBy(() -> b.addCandidate(new int[] {3}, 1, true))
                .hasMessage("competition 0: no feature 3 (the feature set has 3)");
    }

    @Test
    void keysAreUniqueAcrossGroups() {
        assertThatThrownBy(() -> features.feature(edge, 1))
                .hasMessage("feature key 1 is in group 'shape', not 'edge'");
        assertThat(features.feature(shape, 1)).isEqualTo(s1);
        assertThat(features.find(100)).isEqualTo(e1);
        assertThat(features.find(5)).isEqualTo(-1);
    }

    @Test
    void manyCompetitionsAndTeamsGrowTheArrays() {
        SyntheticCompetitions s = SyntheticCompetitions.generate(5, 4, 50, 1.0, 5_000, 40, 0.9);
        TrainingSet set = s.data();
        assertThat(set.competitions()).isEqualTo(5_000);
        assertThat(set.candidates()).isEqualTo(200_000);
        long counted = 0;
        for (int x = 0; x < set.entries(); x++) {
            counted += set.entryCount[x];
        }
        assertThat(counted).isEqualTo(200_000);
        assertThat(set.competitionStart[5_000]).isEqualTo(set.entries());
    }
}
