package org.tengen.engine.learn;

/**
 * The learner's settings.
 *
 * @param maxPasses at most this many passes (a pass updates every group once)
 * @param tolerance stop when a pass raises the log-likelihood by less than this per competition
 * @param priorGames Coulom's prior: each feature gets this many virtual wins and as many virtual losses
 *     against an opponent of gamma 1, so a rare or unseen feature stays finite (1 in Coulom's paper; 0
 *     turns the prior off, and a feature that never wins then goes to gamma 0)
 * @param threads threads for a pass; the result is the same bits for any number
 */
public record MmSettings(int maxPasses, double tolerance, double priorGames, int threads) {
    public static final MmSettings DEFAULT = new MmSettings(100, 1e-6, 1.0, 1);

    public MmSettings {
        if (maxPasses < 0 || !(tolerance >= 0) || !(priorGames >= 0) || Double.isInfinite(priorGames) || threads < 1) {
            throw new IllegalArgumentException("bad learner settings: maxPasses " + maxPasses + ", tolerance "
                    + tolerance + ", priorGames " + priorGames + ", threads " + threads);
        }
    }

    public MmSettings withThreads(int n) {
        return new MmSettings(maxPasses, tolerance, priorGames, n);
    }

    public MmSettings withMaxPasses(int n) {
        return new MmSettings(n, tolerance, priorGames, threads);
    }

    public MmSettings withPriorGames(double games) {
        return new MmSettings(maxPasses, tolerance, games, threads);
    }
}
