package org.tengen.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.engine.Mcts;
import org.tengen.engine.SearchParameters;

/**
 * Simulations per second of the whole search (descent, expansion with priors, a playout with knowledge,
 * back-up) from the empty board under Chinese rules, on one or two threads. Each invocation is a fresh
 * search of {@value #PLAYOUTS} playouts, so JMH's figure is simulations per second. {@code priors}: the
 * engine's defaults ({@code learned}: new nodes ranked by the learnt move weights on boards of 150 points or
 * more) or the hand-written priors alone ({@code hand}, the search before issue 14).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class SearchBench {
    static final int PLAYOUTS = 5000;

    @Param({"9", "19"})
    int size;

    @Param({"1", "2"})
    int threads;

    @Param({"learned", "hand"})
    String priors;

    private Game game;
    private SearchParameters parameters;
    private long seed;

    @Setup
    public void setUp() {
        game = new Game(Geometry.of(size), RulesPresets.get("chinese"));
        parameters = priors.equals("hand")
                ? SearchParameters.defaults().with("policyBias", "0").with("widenBase", "0")
                : SearchParameters.defaults();
    }

    @Benchmark
    @OperationsPerInvocation(PLAYOUTS)
    public int search() {
        return new Mcts(seed++, threads, parameters).search(game, PLAYOUTS, Long.MAX_VALUE).point();
    }
}
