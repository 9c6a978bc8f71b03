package org.tengen.engine.learn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.tengen.engine.features.FeatureGroup;
import org.tengen.engine.features.FeatureKey;

/** The weights the engine jar ships: they load, cover every feature group, and say what they learnt. */
class ShippedWeightsTest {
    @Test
    void theShippedWeightsLoadWithEveryFeatureGroup() throws IOException {
        Weights w = WeightsFile.readResource();
        for (FeatureGroup g : FeatureGroup.values()) {
            assertThat(w.group(g.name())).as(g.name()).isGreaterThanOrEqualTo(0);
        }
        assertThat(w.size()).isGreaterThan(10_000);
        assertThat(w.description()).startsWith("tengen learn:");
        // What 9-dans do: answering next to the last move beats playing far from it, and a capture that saves
        // a chain of one's own weighs more than a quiet move (gamma 1).
        int distance = w.group(FeatureGroup.DIST_PREV.name());
        assertThat(w.gamma(distance, FeatureKey.of(FeatureGroup.DIST_PREV, 2)))
                .isGreaterThan(w.gamma(distance, FeatureKey.of(FeatureGroup.DIST_PREV, FeatureGroup.DIST_FAR)));
        int capture = w.group(FeatureGroup.CAPTURE.name());
        assertThat(w.gamma(capture, FeatureKey.of(FeatureGroup.CAPTURE, FeatureGroup.CAPTURE_SAVES))).isGreaterThan(1);
    }
}
