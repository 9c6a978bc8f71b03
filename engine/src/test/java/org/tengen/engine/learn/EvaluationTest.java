package org.tengen.engine.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Top-k and log-evidence on four competitions worked out by hand. */
class EvaluationTest {

    @Test
    void fourHandMadeCompetitions() {
        FeatureSet features = new FeatureSet();
        int a = features.addGroup("a");
        int b = features.addGroup("b");
        int f0 = features.feature(a, 10); // gamma 4
        int f1 = features.feature(a, 11); // gamma 2
        int f2 = features.feature(a, 12); // gamma 1
        int f3 = features.feature(a, 13); // gamma 0.5
        int f4 = features.feature(b, 20); // gamma 3
        double[] gammas = {4, 2, 1, 0.5, 3};
        TrainingSet.Builder set = TrainingSet.builder(features);
        // 1: the played move is the best: in every top; p = 4 / (4 + 2 + 3)
        set.beginCompetition();
        add(set, 1, false, f1);
        add(set, 1, true, f0);
        add(set, 3, false, f2);
        set.endCompetition();
        // 2: two better, tied with four: ranks 3..7 alike, so top-1 0, top-5 3/5, top-10 1; p = 1 / 16
        set.beginCompetition();
        add(set, 1, false, f0);
        add(set, 1, false, f1);
        add(set, 2, false, f2);
        add(set, 1, true, f2);
        add(set, 2, false, f2);
        add(set, 10, false, f3);
        set.endCompetition();
        // 3: twelve better: in no top; p = 0.5 / 48.5
        set.beginCompetition();
        add(set, 1, true, f3);
        add(set, 12, false, f0);
        set.endCompetition();
        // 4: a team of two (2 x 3 = 6) behind one of 12, ahead of 4: rank 2; p = 6 / 22
        set.beginCompetition();
        add(set, 1, false, f0);
        add(set, 1, true, f1, f4);
        add(set, 1, false, f4, f0);
        set.endCompetition();

        PredictionReport report = Evaluation.of(set.build(), gammas);

        assertThat(report.competitions()).isEqualTo(4);
        assertThat(report.top1()).isEqualTo(0.25);
        assertThat(report.top5()).isCloseTo((1 + 0.6 + 0 + 1) / 4, within(1e-15));
        assertThat(report.top10()).isEqualTo(0.75);
        double expected = (Math.log(4.0 / 9) + Math.log(1.0 / 16) + Math.log(0.5 / 48.5) + Math.log(6.0 / 22)) / 4;
        assertThat(report.meanLogEvidence()).isCloseTo(expected, within(1e-12));
        assertThat(report.line()).isEqualTo("top-1 25.0% top-5 65.0% top-10 75.0% log-evidence -2.364");
        assertThat(report).hasToString(report.line());
    }

    @Test
    void allTiedWithGammaOneIsAUniformGuess() {
        FeatureSet features = new FeatureSet();
        features.addGroup("a");
        TrainingSet.Builder set = TrainingSet.builder(features);
        set.beginCompetition();
        add(set, 1, true);
        add(set, 19, false);
        set.endCompetition();
        PredictionReport report = Evaluation.of(set.build(), new double[0]);
        assertThat(report.top1()).isEqualTo(1.0 / 20);
        assertThat(report.top5()).isEqualTo(5.0 / 20);
        assertThat(report.top10()).isEqualTo(10.0 / 20);
        assertThat(report.meanLogEvidence()).isCloseTo(Math.log(1.0 / 20), within(1e-15));
    }

    @Test
    void anEmptySetIsAnError() {
        FeatureSet features = new FeatureSet();
        assertThatThrownBy(() -> Evaluation.of(TrainingSet.builder(features).build(), new double[0]))
                .hasMessage("no competitions to evaluate");
    }

    private static void add(TrainingSet.Builder set, int times, boolean played, int... team) {
        for (int i = 0; i < times; i++) {
            set.addCandidate(team, team.length, played && i == 0);
        }
    }
}
