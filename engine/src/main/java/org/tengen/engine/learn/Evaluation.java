package org.tengen.engine.learn;

/** Measures gammas on held-out competitions: top-1, top-5, top-10 and the mean log-evidence. */
public final class Evaluation {
    private Evaluation() {
    }

    /**
     * The report of {@code gammas} (by feature id, at least {@link TrainingSet#featureCount()} of them, for
     * instance {@link Weights#gammasFor(FeatureSet)}) on {@code data}.
     */
    public static PredictionReport of(TrainingSet data, double[] gammas) {
        if (gammas.length < data.featureCount) {
            throw new IllegalArgumentException(gammas.length + " gammas for " + data.featureCount + " features");
        }
        int n = data.competitions();
        if (n == 0) {
            throw new IllegalArgumentException("no competitions to evaluate");
        }
        double top1 = 0;
        double top5 = 0;
        double top10 = 0;
        double logEvidence = 0;
        for (int j = 0; j < n; j++) {
            double played = teamGamma(data, data.entryTeam[data.winnerEntry[j]], gammas);
            double sum = 0;
            long better = 0;
            long tied = -1; // the played move itself is not tied with itself
            for (int x = data.competitionStart[j]; x < data.competitionStart[j + 1]; x++) {
                double gamma = teamGamma(data, data.entryTeam[x], gammas);
                sum += data.entryCount[x] * gamma;
                if (gamma > played) {
                    better += data.entryCount[x];
                } else if (gamma == played) {
                    tied += data.entryCount[x];
                }
            }
            top1 += chanceInTop(1, better, tied);
            top5 += chanceInTop(5, better, tied);
            top10 += chanceInTop(10, better, tied);
            logEvidence += Math.log(played / sum);
        }
        return new PredictionReport(n, top1 / n, top5 / n, top10 / n, logEvidence / n);
    }

    private static double chanceInTop(int k, long better, long tied) {
        return Math.max(0, Math.min(1, (double) (k - better) / (tied + 1)));
    }

    private static double teamGamma(TrainingSet data, int t, double[] gammas) {
        double product = 1;
        for (int k = data.teamStart[t]; k < data.teamStart[t + 1]; k++) {
            product *= gammas[data.teamFeatures[k]];
        }
        return product;
    }
}
