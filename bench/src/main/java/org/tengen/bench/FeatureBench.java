package org.tengen.bench;

import java.util.Random;
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
import org.tengen.engine.features.Competition;
import org.tengen.engine.features.CompetitionBuilder;

/**
 * The move features of every legal candidate (and the pass) of mid-game 19x19 positions: one operation is one
 * position's competition, so candidates per second is this rate times the candidates per position (printed at
 * setup). The positions are 8 seeded random games of 100 to 170 moves each.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class FeatureBench {
    private static final int POSITIONS = 8;

    private final Board[] boards = new Board[POSITIONS];
    private final int[] movers = new int[POSITIONS];
    private final int[] lasts = new int[POSITIONS];
    private final int[] beforeLasts = new int[POSITIONS];
    private final CompetitionBuilder builder = new CompetitionBuilder();
    private final Competition competition = new Competition();
    private int next;

    @Setup
    public void setUp() {
        Geometry g = Geometry.of(19);
        Random random = new Random(14);
        int candidates = 0;
        for (int i = 0; i < POSITIONS; i++) {
            Board b = new Board(g);
            int mover = Board.BLACK;
            int last = 0;
            int beforeLast = 0;
            int moves = 100 + 10 * i;
            int[] points = g.points();
            for (int m = 0; m < moves; m++) {
                int p = 0;
                for (int tries = 0; tries < 1000; tries++) {
                    int q = points[random.nextInt(points.length)];
                    if (b.isLegal(q, mover)) {
                        p = q;
                        break;
                    }
                }
                if (p == 0) {
                    break;
                }
                b.playUnchecked(p, mover);
                beforeLast = last;
                last = p;
                mover ^= 3;
            }
            boards[i] = b;
            movers[i] = mover;
            lasts[i] = last;
            beforeLasts[i] = beforeLast;
            builder.fill(b, mover, last, beforeLast, 0, competition);
            candidates += competition.size();
        }
        System.out.printf("%nFeatureBench: %.1f candidates per position%n", candidates / (double) POSITIONS);
    }

    @Benchmark
    public int competition() {
        int i = next;
        next = (next + 1) % POSITIONS;
        builder.fill(boards[i], movers[i], lasts[i], beforeLasts[i], 0, competition);
        return competition.start(competition.size());
    }
}
