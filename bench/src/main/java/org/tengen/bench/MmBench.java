package org.tengen.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.tengen.engine.learn.MmLearner;
import org.tengen.engine.learn.MmSettings;
import org.tengen.engine.learn.SyntheticCompetitions;

/**
 * One pass of the learner (every group updated once, then the log-likelihood) over synthetic
 * competitions of 250 candidates, as many as a 19x19 position has, with 8 feature groups and random
 * teams: nearly every candidate a distinct team, the learner's worst case. The score is competitions a
 * second.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MmBench {
    static final int COMPETITIONS = 4_000;

    @Param({"1", "2"})
    int threads;

    private MmLearner learner;

    @Setup(Level.Trial)
    public void setUp() {
        SyntheticCompetitions s = SyntheticCompetitions.generate(1, 8, 100, 1.5, COMPETITIONS, 250, 0.8);
        learner = new MmLearner(s.features(), s.data(), MmSettings.DEFAULT.withThreads(threads));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        learner.close();
    }

    @Benchmark
    @OperationsPerInvocation(COMPETITIONS)
    public double pass() {
        return learner.pass();
    }
}
