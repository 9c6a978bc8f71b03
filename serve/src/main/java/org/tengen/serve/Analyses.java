package org.tengen.serve;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.sgf.SgfNode;
import org.tengen.engine.Analysis;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.SearchBudget;

/**
 * Live analysis for the pages that ask for it: at most one a core at once (a page over the limit is told so),
 * each following its game's position shown (a new search when it changes), {@link Limits#ANALYSIS_PLAYOUTS}
 * at most a position, and stopped as soon as its page asks or closes.
 */
final class Analyses {
    private static final Logger LOG = LoggerFactory.getLogger(Analyses.class);
    private static final long REPORT_NANOS = 400_000_000L;
    private final Semaphore permits = new Semaphore(Limits.maxAnalyses());
    private final ExecutorService threads = Executors.newCachedThreadPool(EngineMoves.daemons("tengen-analysis"));
    private final Map<String, Job> jobs = new ConcurrentHashMap<>();

    /** One page's analysis. */
    private static final class Job implements Runnable {
        final ServedGame game;
        final Consumer<String> send;
        volatile boolean on = true;
        volatile MctsPlayer player;
        final Runnable done;

        Job(ServedGame game, Consumer<String> send, Runnable done) {
            this.game = game;
            this.send = send;
            this.done = done;
        }

        @Override
        public void run() {
            try {
                while (on) {
                    Game copy;
                    SgfNode node;
                    int index;
                    long version;
                    synchronized (game) {
                        copy = game.copy();
                        node = game.current();
                        index = game.index();
                        version = game.version();
                    }
                    if (!copy.isOver()) {
                        analyse(copy, node, index, version);
                    }
                    waitForChange(node);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException e) {
                LOG.error("game {}: analysis failed", game.id(), e);
                send.accept(StateJson.error("the analysis failed: " + e, null).toString());
            } finally {
                done.run();
            }
        }

        private boolean stillAt(SgfNode node) {
            synchronized (game) {
                return game.current() == node;
            }
        }

        private void analyse(Game copy, SgfNode node, int index, long version) {
            Geometry g = copy.geometry();
            player = new MctsPlayer(System.nanoTime(), 1, SearchBudget.of(Limits.ANALYSIS_PLAYOUTS, 3600.0), 0);
            player.analyse(copy, Limits.ANALYSIS_PLAYOUTS, REPORT_NANOS, true, () -> on && stillAt(node), a -> {
                if (!on || !stillAt(node)) {
                    return;
                }
                report(a, node, index, version, g);
            });
            player = null;
        }

        private void report(Analysis a, SgfNode node, int index, long version, Geometry g) {
            boolean black = a.toMove() == 1;
            synchronized (game) {
                game.recordEval(node, new ServedGame.Eval(black ? a.winRate() : 1 - a.winRate(),
                        black ? a.scoreLead() : -a.scoreLead()));
            }
            send.accept(StateJson.analysis(a, g, index, version).toString());
        }

        private void waitForChange(SgfNode node) throws InterruptedException {
            while (on && stillAt(node)) {
                Thread.sleep(100);
            }
        }

        void stop() {
            on = false;
            MctsPlayer p = player;
            if (p != null) {
                p.stop();
            }
        }
    }

    /**
     * Starts analysing for a page (replacing its earlier analysis).
     *
     * @param page the page's id (its WebSocket session)
     * @throws ApiException 429 when as many positions are analysed as there are cores
     */
    void start(String page, ServedGame game, Consumer<String> send) {
        stop(page);
        if (!permits.tryAcquire()) {
            throw new ApiException(429, "the analysis is busy: " + Limits.maxAnalyses()
                    + " positions are analysed already, one a core; try again when one stops");
        }
        Job job = new Job(game, send, () -> {
            permits.release();
        });
        jobs.put(page, job);
        try {
            threads.submit(() -> {
                try {
                    job.run();
                } finally {
                    jobs.remove(page, job);
                }
            });
        } catch (RuntimeException e) {
            jobs.remove(page, job);
            permits.release();
            throw e;
        }
    }

    /** Stops a page's analysis, if it has one. */
    void stop(String page) {
        Job job = jobs.remove(page);
        if (job != null) {
            job.stop();
        }
    }

    /** {@return the number of analyses running now} */
    int running() {
        return Limits.maxAnalyses() - permits.availablePermits();
    }

    void shutdown() {
        jobs.values().forEach(Job::stop);
        threads.shutdownNow();
    }
}
