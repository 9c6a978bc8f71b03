package org.tengen.engine;

import org.tengen.core.Board;
import org.tengen.core.Geometry;

/**
 * Measures light playouts per second from the empty board, on any number of threads, each with its own
 * board copy and random source. Used by {@code tengen bench}; the JMH benchmark measures the same loop.
 */
public final class PlayoutBenchmark {
    /** What one measurement found. */
    public record Measurement(int size, int threads, long playouts, double seconds, long moves) {
        public double playoutsPerSecond() {
            return playouts / seconds;
        }

        /** {@code size=9 threads=1 playouts=N seconds=S pps=P}. */
        public String line() {
            return String.format(java.util.Locale.ROOT, "size=%d threads=%d playouts=%d seconds=%.2f pps=%.0f",
                    size, threads, playouts, seconds, playoutsPerSecond());
        }
    }

    private PlayoutBenchmark() {
    }

    /** Runs playouts on an empty {@code size}x{@code size} board for about {@code seconds} seconds. */
    public static Measurement measure(int size, int threads, double seconds, long seed) throws InterruptedException {
        Geometry g = Geometry.of(size);
        long[] playouts = new long[threads];
        long[] moves = new long[threads];
        Thread[] workers = new Thread[threads];
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        long start = System.nanoTime();
        for (int t = 0; t < threads; t++) {
            int id = t;
            workers[t] = new Thread(() -> {
                Board empty = new Board(g);
                empty.setUndoEnabled(false);
                Board board = empty.copy();
                LightPlayout playout = new LightPlayout(new FastRandom(seed + id));
                int maxMoves = 3 * g.area();
                long n = 0;
                long m = 0;
                do {
                    for (int k = 0; k < 16; k++) {
                        board.copyFrom(empty);
                        playout.run(board, Board.BLACK, maxMoves);
                        m += playout.moves();
                        n++;
                    }
                } while (System.nanoTime() < deadline);
                playouts[id] = n;
                moves[id] = m;
            }, "playouts-" + t);
            workers[t].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        double elapsed = (System.nanoTime() - start) / 1e9;
        long total = 0;
        long totalMoves = 0;
        for (int t = 0; t < threads; t++) {
            total += playouts[t];
            totalMoves += moves[t];
        }
        return new Measurement(size, threads, total, elapsed, totalMoves);
    }
}
