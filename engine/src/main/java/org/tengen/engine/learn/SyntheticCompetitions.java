package org.tengen.engine.learn;

import org.tengen.engine.FastRandom;

/**
 * A data set with a known answer, for the learner's tests and benchmark: features with chosen gammas,
 * competitions of random teams, and winners drawn as the model says (a team wins with probability its
 * gamma over the sum of its competitors').
 *
 * @param features the feature set: groups "g0", "g1", ..., keys {@code group << 32 | index}
 * @param data the competitions
 * @param trueGammas the gammas the winners were drawn with, by feature id
 */
public record SyntheticCompetitions(FeatureSet features, TrainingSet data, double[] trueGammas) {

    /**
     * Generates a set, the same one for the same arguments.
     *
     * @param groups feature groups
     * @param featuresPerGroup features in each group; their log-gammas are uniform in [-spread, spread]
     * @param presence the chance that a candidate's team has a feature of a given group (the rest have
     *     none of it, gamma 1, which pins each group's scale)
     */
    public static SyntheticCompetitions generate(long seed, int groups, int featuresPerGroup, double spread,
            int competitions, int candidatesPerCompetition, double presence) {
        FastRandom random = new FastRandom(seed);
        FeatureSet features = new FeatureSet();
        double[] gammas = new double[groups * featuresPerGroup];
        for (int g = 0; g < groups; g++) {
            features.addGroup("g" + g);
            for (int i = 0; i < featuresPerGroup; i++) {
                int f = features.feature(g, (long) g << 32 | i);
                gammas[f] = Math.exp(spread * (2 * uniform(random) - 1));
            }
        }
        TrainingSet.Builder builder = TrainingSet.builder(features);
        int[][] teams = new int[candidatesPerCompetition][groups];
        int[] sizes = new int[candidatesPerCompetition];
        double[] teamGammas = new double[candidatesPerCompetition];
        for (int c = 0; c < competitions; c++) {
            double sum = 0;
            for (int k = 0; k < candidatesPerCompetition; k++) {
                int n = 0;
                double gamma = 1;
                for (int g = 0; g < groups; g++) {
                    if (uniform(random) < presence) {
                        int f = g * featuresPerGroup + random.nextInt(featuresPerGroup);
                        teams[k][n++] = f;
                        gamma *= gammas[f];
                    }
                }
                sizes[k] = n;
                teamGammas[k] = gamma;
                sum += gamma;
            }
            double draw = uniform(random) * sum;
            int winner = candidatesPerCompetition - 1;
            for (int k = 0; k < candidatesPerCompetition; k++) {
                draw -= teamGammas[k];
                if (draw < 0) {
                    winner = k;
                    break;
                }
            }
            builder.beginCompetition();
            for (int k = 0; k < candidatesPerCompetition; k++) {
                builder.addCandidate(teams[k], sizes[k], k == winner);
            }
            builder.endCompetition();
        }
        return new SyntheticCompetitions(features, builder.build(), gammas);
    }

    private static double uniform(FastRandom random) {
        return (random.nextLong() >>> 11) * 0x1.0p-53;
    }
}
