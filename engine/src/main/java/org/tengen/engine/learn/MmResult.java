package org.tengen.engine.learn;

/**
 * What a fit gave.
 *
 * @param gammas each feature's gamma, by feature id
 * @param logLikelihoods the objective before the first pass and after each pass (the log-likelihood of
 *     the competitions and the prior's virtual games, natural logarithm); never decreasing
 * @param converged whether the last pass gained less than the tolerance (otherwise it hit maxPasses)
 */
public record MmResult(double[] gammas, double[] logLikelihoods, boolean converged) {
    public int passes() {
        return logLikelihoods.length - 1;
    }

    public double finalLogLikelihood() {
        return logLikelihoods[logLikelihoods.length - 1];
    }
}
