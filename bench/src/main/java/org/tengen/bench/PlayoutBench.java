package org.tengen.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.engine.FastRandom;
import org.tengen.engine.LightPlayout;

/** One light random playout from the empty board: the loop {@code tengen bench} times, measured by JMH. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PlayoutBench {
    @Param({"9", "19"})
    int size;

    private Board empty;
    private Board board;
    private LightPlayout playout;
    private int maxMoves;

    @Setup
    public void setUp() {
        Geometry g = Geometry.of(size);
        empty = new Board(g);
        empty.setUndoEnabled(false);
        board = empty.copy();
        playout = new LightPlayout(new FastRandom(42));
        maxMoves = 3 * g.area();
    }

    @Benchmark
    public int playout() {
        board.copyFrom(empty);
        return playout.run(board, Board.BLACK, maxMoves);
    }
}
