package org.tengen.engine.learn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The learner on data drawn from known gammas: it finds them, climbs, and gives the same bits every time. */
class MmLearnerTest {

    private static SyntheticCompetitions known() {
        return SyntheticCompetitions.generate(20240601L, 3, 8, 1.5, 20_000, 20, 0.8);
    }

    /**
     * Each feature's log-gamma within 5 standard errors of the truth, the standard error from the Fisher
     * information at the true gammas: the win indicator of "a team with i" has variance P(1-P) in each
     * competition, P its model probability, so var(log gamma_i) is about 1 / sum_j P_j (1 - P_j).
     */
    @Test
    void recoversTheGammasTheWinnersWereDrawnWith() {
        SyntheticCompetitions s = known();
        MmResult result;
        try (MmLearner learner = new MmLearner(s.features(), s.data(), MmSettings.DEFAULT)) {
            result = learner.fit(null);
        }
        assertThat(result.converged()).isTrue();
        double[] se = standardErrors(s.data(), s.trueGammas());
        double worst = 0;
        for (int f = 0; f < se.length; f++) {
            assertThat(se[f]).as("standard error of feature %d", f).isLessThan(0.1);
            double error = Math.log(result.gammas()[f]) - Math.log(s.trueGammas()[f]);
            worst = Math.max(worst, Math.abs(error) / se[f]);
            assertThat(Math.abs(error)).as("log-gamma error of feature %d", f).isLessThan(5 * se[f]);
        }
        // The errors must look like noise, not like a 5-sigma bias that the bound barely lets through.
        assertThat(worst).isGreaterThan(0.5).isLessThan(4.5);
    }

    @Test
    void theStartingGammasOfOneAreFarFromTheTruthSoTheRecoveryTestHasPower() {
        SyntheticCompetitions s = known();
        double[] se = standardErrors(s.data(), s.trueGammas());
        long far = 0;
        for (int f = 0; f < se.length; f++) {
            if (Math.abs(Math.log(s.trueGammas()[f])) > 5 * se[f]) {
                far++;
            }
        }
        assertThat(far).isGreaterThan(se.length / 2);
    }

    @Test
    void theLogLikelihoodNeverDecreasesFromPassToPass() {
        for (double prior : new double[] {1.0, 0.0, 5.0}) {
            SyntheticCompetitions s = SyntheticCompetitions.generate(7, 4, 12, 2.0, 2_000, 30, 0.7);
            MmResult result;
            try (MmLearner learner = new MmLearner(s.features(), s.data(),
                    MmSettings.DEFAULT.withPriorGames(prior).withMaxPasses(40))) {
                result = learner.fit(null);
            }
            double[] ll = result.logLikelihoods();
            assertThat(ll.length).isGreaterThan(3);
            assertThat(ll[ll.length - 1]).isGreaterThan(ll[0]);
            for (int k = 1; k < ll.length; k++) {
                // MM is monotone in exact arithmetic; allow only the rounding of the sums themselves.
                assertThat(ll[k]).as("prior %s, pass %d", prior, k).isGreaterThanOrEqualTo(ll[k - 1] - 1e-9 * Math.abs(ll[k - 1]));
            }
        }
    }

    @Test
    void twoRunsAndOneOrTwoThreadsGiveTheSameBits() {
        SyntheticCompetitions s = SyntheticCompetitions.generate(99, 3, 10, 1.0, 3_000, 25, 0.8);
        MmSettings settings = MmSettings.DEFAULT.withMaxPasses(15);
        MmResult first;
        MmResult second;
        MmResult twoThreads;
        try (MmLearner a = new MmLearner(s.features(), s.data(), settings);
                MmLearner b = new MmLearner(s.features(), s.data(), settings);
                MmLearner c = new MmLearner(s.features(), s.data(), settings.withThreads(2))) {
            first = a.fit(null);
            second = b.fit(null);
            twoThreads = c.fit(null);
        }
        assertThat(bits(second.gammas())).isEqualTo(bits(first.gammas()));
        assertThat(bits(twoThreads.gammas())).isEqualTo(bits(first.gammas()));
        assertThat(bits(twoThreads.logLikelihoods())).isEqualTo(bits(first.logLikelihoods()));
        // and the same data generated again from the seed is the same data
        SyntheticCompetitions again = SyntheticCompetitions.generate(99, 3, 10, 1.0, 3_000, 25, 0.8);
        try (MmLearner d = new MmLearner(again.features(), again.data(), settings)) {
            assertThat(bits(d.fit(null).gammas())).isEqualTo(bits(first.gammas()));
        }
    }

    @Test
    void thePriorKeepsAnUnseenFeatureAtOneAndALoserAboveZero() {
        FeatureSet features = new FeatureSet();
        int g = features.addGroup("shape");
        int winner = features.feature(g, 1);
        int loser = features.feature(g, 2);
        int unseen = features.feature(g, 3);
        TrainingSet.Builder b = TrainingSet.builder(features);
        for (int i = 0; i < 10; i++) {
            b.beginCompetition().addCandidate(new int[] {winner}, 1, true).addCandidate(new int[] {loser}, 1, false)
                    .addCandidate(new int[0], 0, false).endCompetition();
        }
        double[] gammas;
        try (MmLearner learner = new MmLearner(features, b.build(), MmSettings.DEFAULT.withMaxPasses(1000))) {
            gammas = learner.fit(null).gammas();
        }
        assertThat(gammas[unseen]).isEqualTo(1.0);
        // 10 wins and 1 virtual win against 10 real and 1 virtual loss: far apart, both finite and positive
        assertThat(gammas[loser]).isGreaterThan(0).isLessThan(1);
        assertThat(gammas[winner]).isGreaterThan(10 * gammas[loser]).isFinite();
    }

    @Test
    void eachPassIsReportedWithTheObjective() {
        SyntheticCompetitions s = SyntheticCompetitions.generate(3, 2, 5, 1.0, 500, 10, 0.9);
        StringBuilder seen = new StringBuilder();
        MmResult result;
        try (MmLearner learner = new MmLearner(s.features(), s.data(), MmSettings.DEFAULT.withMaxPasses(4))) {
            result = learner.fit((pass, ll) -> seen.append(pass).append('=').append(ll).append(' '));
        }
        StringBuilder expected = new StringBuilder();
        for (int k = 1; k <= result.passes(); k++) {
            expected.append(k).append('=').append(result.logLikelihoods()[k]).append(' ');
        }
        assertThat(seen.toString()).isEqualTo(expected.toString());
        assertThat(result.passes()).isEqualTo(4);
    }

    static double[] standardErrors(TrainingSet data, double[] gammas) {
        double[] information = new double[gammas.length];
        double[] share = new double[gammas.length];
        for (int j = 0; j < data.competitions(); j++) {
            Arrays.fill(share, 0);
            double e = 0;
            for (int x = data.competitionStart[j]; x < data.competitionStart[j + 1]; x++) {
                int t = data.entryTeam[x];
                double gamma = data.entryCount[x] * teamGamma(data, t, gammas);
                e += gamma;
                for (int k = data.teamStart[t]; k < data.teamStart[t + 1]; k++) {
                    share[data.teamFeatures[k]] += gamma;
                }
            }
            for (int f = 0; f < gammas.length; f++) {
                double p = share[f] / e;
                information[f] += p * (1 - p);
            }
        }
        double[] se = new double[gammas.length];
        for (int f = 0; f < gammas.length; f++) {
            se[f] = 1 / Math.sqrt(information[f]);
        }
        return se;
    }

    private static double teamGamma(TrainingSet data, int t, double[] gammas) {
        double product = 1;
        for (int k = data.teamStart[t]; k < data.teamStart[t + 1]; k++) {
            product *= gammas[data.teamFeatures[k]];
        }
        return product;
    }

    private static long[] bits(double[] values) {
        return Arrays.stream(values).mapToLong(Double::doubleToRawLongBits).toArray();
    }
}
