package org.tengen.gtp.crosscheck;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.tengen.gtp.client.GnuGoLauncher;
import org.tengen.gtp.client.GtpClient;

/**
 * One run of planned games on a pool of threads. Each thread takes the next game in order and keeps one
 * GNU Go per rule combination; after a mismatch, games that had not started are skipped, so the first
 * mismatch is the same on any number of threads. A mismatch's move list is shrunk before it is reported.
 */
final class ParallelGames {
    private final GameSpec[] specs;
    private final GnuGoLauncher gnugo;
    private final RandomGameCheck check;
    private final MismatchShrinker shrinker;
    private final Consumer<CrossCheckReport> progress;
    private final Tally[] results;
    private final Tally running = new Tally();
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicInteger firstMismatch = new AtomicInteger(Integer.MAX_VALUE);
    private long start;

    /** {@code progress}, if not null, receives the report so far after each game, one call at a time. */
    ParallelGames(GameSpec[] specs, GnuGoLauncher gnugo, RandomGameCheck check, MismatchShrinker shrinker,
                  Consumer<CrossCheckReport> progress) {
        this.specs = specs;
        this.gnugo = gnugo;
        this.check = check;
        this.shrinker = shrinker;
        this.progress = progress;
        this.results = new Tally[specs.length];
    }

    /** Plays the games on up to {@code threads} threads; returns the report of all games played. */
    CrossCheckReport run(int threads) {
        start = System.nanoTime();
        int workers = Math.min(threads, specs.length);
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "gnugo-crosscheck");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                futures.add(pool.submit(this::playGamesUntilDone));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("cross-check interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }

        Tally total = new Tally();
        for (Tally t : results) {
            if (t == null) {
                continue;
            }
            total.add(t);
            total.games++;
        }
        return total.report(specs.length, System.nanoTime() - start);
    }

    /** One thread's work: takes games in order until none is left or one after a mismatch comes up. */
    private void playGamesUntilDone() {
        Map<String, GtpClient> clients = new HashMap<>();
        try {
            while (true) {
                int i = next.getAndIncrement();
                if (i >= specs.length || i > firstMismatch.get()) {
                    break;
                }
                GameSpec spec = specs[i];
                String rules = spec.ko() + "/" + spec.suicide();
                GtpClient client = clients.computeIfAbsent(rules, k -> gnugo.start(spec.ko(), spec.suicide()));
                Tally t = check.play(client, spec);
                if (t.mismatch != null) {
                    firstMismatch.accumulateAndGet(i, Math::min);
                    clients.remove(rules).close();
                    // Shrink on a fresh GNU Go: the failed one may be broken.
                    try (GtpClient fresh = gnugo.start(spec.ko(), spec.suicide())) {
                        t.mismatch = shrinker.shrink(fresh, t.mismatch);
                    }
                }
                results[i] = t;
                if (progress != null) {
                    synchronized (running) {
                        running.add(t);
                        running.games++;
                        progress.accept(running.report(specs.length, System.nanoTime() - start));
                    }
                }
            }
        } finally {
            clients.values().forEach(GtpClient::close);
        }
    }
}
