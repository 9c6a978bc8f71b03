package org.tengen.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.engine.FastRandom;
import org.tengen.engine.LightPlayout;

/** The board's own costs: a move with undo (as a game plays), and a copy (as a search thread takes one). */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BoardBench {
    private Board midgame;
    private Board target;
    private int[] moves;
    private int cursor;

    @Setup
    public void setUp() {
        Geometry g = Geometry.of(19);
        midgame = new Board(g);
        midgame.setUndoEnabled(false);
        LightPlayout playout = new LightPlayout(new FastRandom(7));
        int c = Board.BLACK;
        for (int i = 0; i < 150; i++) {
            int p = playout.chooseMove(midgame, c);
            if (p != Geometry.NO_POINT) {
                midgame.playUnchecked(p, c);
            }
            c ^= 3;
        }
        midgame.setUndoEnabled(true);
        target = midgame.copy();
        moves = new int[64];
        int n = 0;
        for (int i = 0; i < midgame.emptyCount() && n < moves.length; i++) {
            int p = midgame.emptyAt(i);
            if (midgame.isLegal(p, Board.BLACK)) {
                moves[n++] = p;
            }
        }
        moves = java.util.Arrays.copyOf(moves, n);
    }

    /** Play a legal move on a mid-game 19x19 board and take it back. */
    @Benchmark
    public long playAndUndo() {
        int p = moves[cursor++ % moves.length];
        midgame.playUnchecked(p, Board.BLACK);
        long h = midgame.hash();
        midgame.undo();
        return h;
    }

    /** Copy a 19x19 board into an existing one, without allocating. */
    @Benchmark
    public long copyFrom() {
        target.copyFrom(midgame);
        return target.hash();
    }
}
