package org.tengen.engine.learn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.engine.features.FeatureGroup;
import org.tengen.engine.features.FeatureKey;

/**
 * Learning end to end on games with a habit: most moves touch the last one. The learner must find the habit
 * (the distance feature of a touching move weighs most), predict held-out games far better than chance, and
 * give the same weights, bit for bit, from the same games.
 */
@Tag("slow")
class MoveLearningTest {
    /** 9x9 games of 50 moves where a move touches the last one when it can, three times in four. */
    private static List<GameRecords.Record> games(int count, long seed) {
        Random random = new Random(seed);
        Geometry g = Geometry.of(9);
        List<GameRecords.Record> out = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            Game game = new Game(g, RulesPresets.get("chinese"));
            int last = 0;
            for (int m = 0; m < 50 && !game.isOver(); m++) {
                int[] legal = game.legalPoints();
                List<Integer> touching = new ArrayList<>();
                for (int p : legal) {
                    if (last != 0 && Math.abs(g.col(p) - g.col(last)) + Math.abs(g.row(p) - g.row(last)) == 1) {
                        touching.add(p);
                    }
                }
                int p = !touching.isEmpty() && random.nextInt(4) > 0 ? touching.get(random.nextInt(touching.size()))
                        : legal[random.nextInt(legal.length)];
                game.play(Move.play(p));
                last = p;
            }
            out.add(new GameRecords.Record("synthetic", n + 1, game));
        }
        return out;
    }

    private static Weights learn(List<GameRecords.Record> training) {
        FeatureSet features = MoveLearning.harvest(training, 2, (phase, done, total) -> { });
        TrainingSet data = MoveLearning.competitions(training, features, "train", (phase, done, total) -> { });
        try (MmLearner mm = new MmLearner(features, data, MmSettings.DEFAULT.withMaxPasses(30))) {
            return Weights.of("test", features, mm.fit((pass, ll) -> { }).gammas());
        }
    }

    @Test
    void findsTheHabitAndPredictsHeldOutGamesFarBetterThanChance() {
        Weights w = learn(games(60, 1));
        int distance = w.group(FeatureGroup.DIST_PREV.name());
        double touching = w.gamma(distance, FeatureKey.of(FeatureGroup.DIST_PREV, 2));
        for (int d = 3; d <= 17; d++) {
            assertThat(touching).as("distance 2 against %d", d)
                    .isGreaterThan(w.gamma(distance, FeatureKey.of(FeatureGroup.DIST_PREV, d)));
        }
        PredictionReport r = MoveLearning.evaluate(w, games(10, 2), (phase, done, total) -> { });
        assertThat(r.competitions()).isEqualTo(10 * 50);
        // Chance is about one in 60 candidates (top-1 0.017, top-5 0.08). Three moves in four touch one of up
        // to 4 points, which the weights can tell from the others but not from each other.
        assertThat(r.top1()).isGreaterThan(0.15);
        assertThat(r.top5()).isGreaterThan(0.45);
    }

    @Test
    void theSameGamesGiveTheSameWeightsBitForBit() {
        byte[] a = WeightsFile.toBytes(learn(games(15, 3)));
        byte[] b = WeightsFile.toBytes(learn(games(15, 3)));
        assertThat(a).isEqualTo(b);
        assertThat(WeightsFile.toBytes(learn(games(15, 4)))).isNotEqualTo(a);
    }
}
