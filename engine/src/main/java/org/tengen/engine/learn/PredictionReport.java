package org.tengen.engine.learn;

import java.util.Locale;

/**
 * How well gammas predict the moves played, over a set of competitions.
 *
 * @param top1 the share (0 to 1) of competitions whose played move ranks first by team gamma; ties are
 *     broken fairly: a played move tied with e others after g better ones ranks each of g+1 .. g+e+1 with
 *     equal chance, so it counts (k - g) / (e + 1) toward top-k, clamped to [0, 1]
 * @param meanLogEvidence the mean natural logarithm of the probability the model gives the played move
 */
public record PredictionReport(int competitions, double top1, double top5, double top10, double meanLogEvidence) {

    /** {@code top-1 N% top-5 N% top-10 N% log-evidence X}: percentages to a tenth, X to a thousandth. */
    public String line() {
        return String.format(Locale.ROOT, "top-1 %.1f%% top-5 %.1f%% top-10 %.1f%% log-evidence %.3f",
                100 * top1, 100 * top5, 100 * top10, meanLogEvidence);
    }

    @Override
    public String toString() {
        return line();
    }
}
