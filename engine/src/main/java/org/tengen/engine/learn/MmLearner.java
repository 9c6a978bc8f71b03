package org.tengen.engine.learn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * Fits the gammas of the generalized Bradley-Terry model by minorization-maximization (Hunter 2004), one
 * feature group at a time as Coulom did ("Computing Elo Ratings of Move Patterns in the Game of Go",
 * 2007). A team's gamma is the product of its features' gammas; a competition is won by a team with
 * probability its gamma over the sum {@code E_j} of its competitors'. Updating group g, every feature i
 * of g gets
 * <pre>
 *   gamma_i = (W_i + p) / (sum over competitions j of C_ij / E_j  +  2p / (gamma_i + 1))
 * </pre>
 * where W_i is the number of wins of teams with i, C_ij the sum over j's candidates with i of the product
 * of their other features' gammas, and p the prior's virtual wins and losses against a gamma-1 opponent.
 * A team has at most one feature of a group, so the update of a whole group is one exact MM step and the
 * objective (the log-likelihood, virtual games included) never decreases.
 *
 * <p>Deterministic: the competitions are cut into {@value #CHUNKS} fixed ranges whatever the number of
 * threads; each range sums into its own array and the ranges are added in order, so one thread and two
 * give the same bits. Close the learner to stop its threads.
 */
public final class MmLearner implements AutoCloseable {
    /** Fixed ranges of competitions (and of teams) that the threads share out. */
    static final int CHUNKS = 8;

    /** Told the objective after each pass. */
    @FunctionalInterface
    public interface PassListener {
        void passDone(int pass, double logLikelihood);
    }

    private final TrainingSet data;
    private final MmSettings settings;
    private final int featureCount;
    private final int[] groupOf;
    private final int[][] membersOfGroup;
    private final int[] indexInGroup;
    private final double[] wins;
    private final double[] gammas;
    private final double[] teamGamma;
    private final double[] mates; // for the group being updated: the product of the team's other features
    private final int[] teamFeature; // for the group being updated: the team's feature in it, or -1
    private final int[] competitionChunk;
    private final int[] teamChunk;
    private final double[][] denominators;
    private final double[] chunkLogLikelihood = new double[CHUNKS];
    private final ExecutorService pool;

    public MmLearner(FeatureSet features, TrainingSet data, MmSettings settings) {
        if (data.featureCount > features.size()) {
            throw new IllegalArgumentException("the training set has features the feature set has not");
        }
        this.data = data;
        this.settings = settings;
        featureCount = features.size();
        groupOf = new int[featureCount];
        int[] groupSize = new int[features.groupCount()];
        indexInGroup = new int[featureCount];
        for (int f = 0; f < featureCount; f++) {
            groupOf[f] = features.groupOf(f);
            indexInGroup[f] = groupSize[groupOf[f]]++;
        }
        membersOfGroup = new int[groupSize.length][];
        int largest = 0;
        for (int g = 0; g < groupSize.length; g++) {
            membersOfGroup[g] = new int[groupSize[g]];
            largest = Math.max(largest, groupSize[g]);
        }
        for (int f = 0; f < featureCount; f++) {
            membersOfGroup[groupOf[f]][indexInGroup[f]] = f;
        }
        wins = new double[featureCount];
        for (int c = 0; c < data.competitions(); c++) {
            int t = data.entryTeam[data.winnerEntry[c]];
            for (int k = data.teamStart[t]; k < data.teamStart[t + 1]; k++) {
                wins[data.teamFeatures[k]]++;
            }
        }
        gammas = new double[featureCount];
        Arrays.fill(gammas, 1.0);
        int teams = data.teams();
        teamGamma = new double[teams];
        mates = new double[teams];
        teamFeature = new int[teams];
        competitionChunk = chunksByEntries(data);
        teamChunk = new int[CHUNKS + 1];
        for (int c = 0; c <= CHUNKS; c++) {
            teamChunk[c] = (int) ((long) teams * c / CHUNKS);
        }
        denominators = new double[CHUNKS][largest];
        pool = settings.threads() > 1 ? Executors.newFixedThreadPool(settings.threads(), r -> {
            Thread t = new Thread(r, "mm-learner");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    /** Ranges of competitions with about the same number of entries each: a chunk's work. */
    private static int[] chunksByEntries(TrainingSet data) {
        int[] chunk = new int[CHUNKS + 1];
        int n = data.competitions();
        long total = data.entries();
        int c = 0;
        for (int k = 1; k < CHUNKS; k++) {
            long target = total * k / CHUNKS;
            while (c < n && data.competitionStart[c] < target) {
                c++;
            }
            chunk[k] = c;
        }
        chunk[CHUNKS] = n;
        return chunk;
    }

    /** Passes until a pass gains less than the tolerance per competition, or the settings' maximum. */
    public MmResult fit(PassListener listener) {
        List<Double> history = new ArrayList<>();
        double previous = logLikelihood();
        history.add(previous);
        boolean converged = false;
        double threshold = settings.tolerance() * Math.max(1, data.competitions());
        for (int pass = 1; pass <= settings.maxPasses() && !converged; pass++) {
            double now = pass();
            history.add(now);
            if (listener != null) {
                listener.passDone(pass, now);
            }
            converged = now - previous < threshold;
            previous = now;
        }
        double[] lls = history.stream().mapToDouble(Double::doubleValue).toArray();
        return new MmResult(gammas(), lls, converged);
    }

    /** One pass: every group updated once, in group order. Returns the objective after it. */
    public double pass() {
        for (int g = 0; g < membersOfGroup.length; g++) {
            if (membersOfGroup[g].length > 0) {
                updateGroup(g);
            }
        }
        return logLikelihood();
    }

    /** The features' gammas now, by feature id. */
    public double[] gammas() {
        return gammas.clone();
    }

    /** The objective now: the competitions' log-likelihood plus the prior's virtual games'. */
    public double logLikelihood() {
        runChunks(this::computeTeamGammas);
        runChunks(this::competitionLogLikelihood);
        double sum = 0;
        for (int c = 0; c < CHUNKS; c++) {
            sum += chunkLogLikelihood[c];
        }
        double p = settings.priorGames();
        if (p > 0) {
            for (int f = 0; f < featureCount; f++) {
                sum += p * (Math.log(gammas[f]) - 2 * Math.log1p(gammas[f]));
            }
        }
        return sum;
    }

    private void updateGroup(int g) {
        runChunks(chunk -> computeMates(chunk, g));
        runChunks(chunk -> accumulateDenominators(chunk, membersOfGroup[g].length));
        double p = settings.priorGames();
        int[] members = membersOfGroup[g];
        for (int k = 0; k < members.length; k++) {
            double sum = 0;
            for (int c = 0; c < CHUNKS; c++) {
                sum += denominators[c][k];
            }
            int f = members[k];
            double denominator = sum + 2 * p / (gammas[f] + 1);
            if (denominator > 0) {
                gammas[f] = (wins[f] + p) / denominator;
            }
        }
    }

    private void computeTeamGammas(int chunk) {
        for (int t = teamChunk[chunk]; t < teamChunk[chunk + 1]; t++) {
            double product = 1;
            for (int k = data.teamStart[t]; k < data.teamStart[t + 1]; k++) {
                product *= gammas[data.teamFeatures[k]];
            }
            teamGamma[t] = product;
        }
    }

    private void computeMates(int chunk, int g) {
        for (int t = teamChunk[chunk]; t < teamChunk[chunk + 1]; t++) {
            double product = 1;
            int own = -1;
            for (int k = data.teamStart[t]; k < data.teamStart[t + 1]; k++) {
                int f = data.teamFeatures[k];
                if (groupOf[f] == g) {
                    own = f;
                } else {
                    product *= gammas[f];
                }
            }
            teamFeature[t] = own;
            mates[t] = product;
            teamGamma[t] = own < 0 ? product : product * gammas[own];
        }
    }

    private void accumulateDenominators(int chunk, int groupSize) {
        double[] sums = denominators[chunk];
        Arrays.fill(sums, 0, groupSize, 0.0);
        int[] start = data.competitionStart;
        for (int j = competitionChunk[chunk]; j < competitionChunk[chunk + 1]; j++) {
            double e = 0;
            for (int x = start[j]; x < start[j + 1]; x++) {
                e += data.entryCount[x] * teamGamma[data.entryTeam[x]];
            }
            double inverse = 1 / e;
            for (int x = start[j]; x < start[j + 1]; x++) {
                int t = data.entryTeam[x];
                int f = teamFeature[t];
                if (f >= 0) {
                    sums[indexInGroup[f]] += data.entryCount[x] * mates[t] * inverse;
                }
            }
        }
    }

    private void competitionLogLikelihood(int chunk) {
        double sum = 0;
        int[] start = data.competitionStart;
        for (int j = competitionChunk[chunk]; j < competitionChunk[chunk + 1]; j++) {
            double e = 0;
            for (int x = start[j]; x < start[j + 1]; x++) {
                e += data.entryCount[x] * teamGamma[data.entryTeam[x]];
            }
            sum += Math.log(teamGamma[data.entryTeam[data.winnerEntry[j]]] / e);
        }
        chunkLogLikelihood[chunk] = sum;
    }

    private void runChunks(IntConsumer task) {
        if (pool == null) {
            for (int c = 0; c < CHUNKS; c++) {
                task.accept(c);
            }
            return;
        }
        List<Callable<Void>> tasks = new ArrayList<>(CHUNKS);
        for (int c = 0; c < CHUNKS; c++) {
            int chunk = c;
            tasks.add(() -> {
                task.accept(chunk);
                return null;
            });
        }
        try {
            for (Future<Void> f : pool.invokeAll(tasks)) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("learner interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("learner thread failed", e.getCause());
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
