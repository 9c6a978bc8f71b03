package org.tengen.engine.learn;

import java.util.List;
import org.tengen.core.Game;
import org.tengen.core.GameReplay;
import org.tengen.engine.features.Competition;
import org.tengen.engine.features.CompetitionBuilder;
import org.tengen.engine.features.FeatureExtractor;
import org.tengen.engine.features.FeatureGroup;
import org.tengen.engine.features.FeatureKey;

/**
 * Learning move weights from games, end to end: the feature set harvested from the moves played, every
 * position of the games as a competition between its legal moves (and the pass), and the evaluation of
 * weights on games. The feature set has one group per {@link FeatureGroup}; a spatial pattern is kept
 * when it was played at least {@code minPlayed} times (Coulom and Pachi harvest patterns the same way, from
 * the moves played), every other feature when it was played at all; what is not kept falls to its group's
 * "other" feature.
 */
public final class MoveLearning {
    /** Hears of progress: {@code done} of {@code total} games of the phase named. */
    public interface Progress {
        void games(String phase, int done, int total);
    }

    private MoveLearning() {
    }

    /** A feature set with one (empty) group per {@link FeatureGroup}, named by it, in the enum's order. */
    public static FeatureSet emptyFeatureSet() {
        FeatureSet set = new FeatureSet();
        for (FeatureGroup g : FeatureGroup.values()) {
            set.addGroup(g.name());
        }
        return set;
    }

    /** The feature set of {@code weights}: every key they hold and every group's "other" feature. */
    public static FeatureSet featureSetOf(Weights weights) {
        FeatureSet set = emptyFeatureSet();
        for (int g = 0; g < weights.groupCount(); g++) {
            int here = set.group(weights.groupName(g));
            if (here < 0) {
                continue; // a group this extractor no longer has
            }
            for (int i = weights.groupStart(g); i < weights.groupStart(g + 1); i++) {
                set.feature(here, weights.key(i));
            }
            set.otherFeature(here);
        }
        return set;
    }

    /** The features of the moves played in {@code games}, kept as the class comment says. */
    public static FeatureSet harvest(List<GameRecords.Record> games, int minPlayed, Progress progress) {
        LongIntMap played = new LongIntMap(1 << 16);
        CompetitionBuilder builder = new CompetitionBuilder();
        long[] keys = new long[FeatureExtractor.MAX_FEATURES];
        for (int i = 0; i < games.size(); i++) {
            replay(games.get(i), (game, turn) -> {
                int count = builder.playedFeatures(game, turn.stone(), turn.move(), keys);
                for (int k = 0; k < count; k++) {
                    int n = played.get(keys[k]);
                    played.put(keys[k], n < 0 ? 1 : n + 1);
                }
            });
            progress.games("harvest", i + 1, games.size());
        }
        FeatureSet set = emptyFeatureSet();
        long[] harvested = played.keys();
        java.util.Arrays.sort(harvested); // registration order by key: the same games give the same ids
        for (long key : harvested) {
            FeatureGroup g = FeatureKey.group(key);
            if (!g.isSpatial() || played.get(key) >= minPlayed) {
                set.feature(g.ordinal(), key);
            }
        }
        for (int g = 0; g < set.groupCount(); g++) {
            set.otherFeature(g);
        }
        return set;
    }

    /** Every position of {@code games} (with a move played) as a competition in {@code features}' ids. */
    public static TrainingSet competitions(List<GameRecords.Record> games, FeatureSet features, String phase,
            Progress progress) {
        TrainingSet.Builder out = TrainingSet.builder(features);
        Competition c = new Competition();
        CompetitionBuilder builder = new CompetitionBuilder();
        int[] ids = new int[64];
        for (int i = 0; i < games.size(); i++) {
            replay(games.get(i), (game, turn) -> {
                builder.fill(game, turn.stone(), turn.move(), c);
                if (c.played() < 0) {
                    return;
                }
                out.beginCompetition();
                long[] keys = c.keys();
                for (int m = 0; m < c.size(); m++) {
                    int n = 0;
                    for (int k = c.start(m); k < c.start(m + 1); k++) {
                        ids[n++] = features.featureOrOther(FeatureKey.group(keys[k]).ordinal(), keys[k]);
                    }
                    out.addCandidate(ids, n, m == c.played());
                }
                out.endCompetition();
            });
            progress.games(phase, i + 1, games.size());
        }
        return out.build();
    }

    /** The prediction of {@code weights} on every position of {@code games}. */
    public static PredictionReport evaluate(Weights weights, List<GameRecords.Record> games, Progress progress) {
        FeatureSet set = featureSetOf(weights);
        TrainingSet data = competitions(games, set, "evaluate", progress);
        return Evaluation.of(data, weights.gammasFor(set));
    }

    /** Replays {@code record}'s game from the start, calling {@code before} in each position before its move. */
    private static void replay(GameRecords.Record record, GameReplay.BeforeMove before) {
        Game source = record.game();
        GameReplay.replay(source, new Game(source.geometry(), source.rules()), before);
    }
}
