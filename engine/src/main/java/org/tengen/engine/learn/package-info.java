/**
 * Learning move weights from games: the generalized Bradley-Terry model of Coulom ("Computing Elo
 * Ratings of Move Patterns in the Game of Go", 2007), fitted by minorization-maximization (Hunter 2004).
 * Each move played is a team of features that won against the teams of the other legal moves; a team's
 * strength, gamma, is the product of its features' gammas. Where to start reading:
 * <ol>
 * <li>{@link org.tengen.engine.learn.FeatureSet}: features by the feature extractor's {@code long} key,
 *     each in a group (at most one feature of a group in a team), numbered densely.</li>
 * <li>{@link org.tengen.engine.learn.TrainingSet}: the competitions, flat in primitive arrays, each distinct
 *     team once per competition with a count (6 bytes each; a candidate whose team already occurs in its
 *     competition costs nothing).</li>
 * <li>{@link org.tengen.engine.learn.RareFeatures}: keeps the features seen at least K times; the rest
 *     become their group's "other" feature. For more games than a full set holds, count first
 *     ({@link org.tengen.engine.learn.FeatureCounts}), keep, and build the set in the kept features
 *     ({@code FeatureSet.featureOrOther}); sub-sampling moves is the caller's, with its seed.</li>
 * <li>{@link org.tengen.engine.learn.MmLearner}: the fit, one group at a time, with Coulom's prior of a
 *     virtual win and loss against gamma 1; the log-likelihood after each pass never decreases, and the
 *     result is the same bits for the same data whatever the number of threads. There is no random
 *     element in it: the seed of a learning run belongs to the choice of games and held-out games.</li>
 * <li>{@link org.tengen.engine.learn.Evaluation}: top-1, top-5, top-10 (ties broken fairly) and mean
 *     log-evidence on held-out competitions, as a {@link org.tengen.engine.learn.PredictionReport}.</li>
 * <li>{@link org.tengen.engine.learn.Weights} and {@link org.tengen.engine.learn.WeightsFile}: key to gamma,
 *     in a small versioned binary file with a checksum, also read from the class path.</li>
 * </ol>
 * {@link org.tengen.engine.learn.SyntheticCompetitions} draws competitions from known gammas, for the tests
 * and the benchmark.
 */
package org.tengen.engine.learn;
