package org.tengen.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The table on its own: what a store keeps, and that threads sharing it never read half an entry. */
class TranspositionTableTest {
    /** A key as the searcher makes them: bit 62 set, never 0. */
    private static long key(int i) {
        return 1L << 62 | i;
    }

    @Test
    void aStoreNarrowsTheBoundsAndKeepsWhatEachRestsOn() {
        TranspositionTable t = new TranspositionTable(10);
        t.store(key(7), -3, 5, 4, 10, 0b11, 0xF0L, 1L, 0x30L, 0b100, 0x0FL, 2L, 0x50L);
        int slot = t.find(key(7));
        assertThat(slot).isNotNegative();
        int e = t.entryAt(slot);
        assertThat(TranspositionTable.lower(e)).isEqualTo(-3);
        assertThat(TranspositionTable.upper(e)).isEqualTo(5);
        assertThat(TranspositionTable.move(e)).isEqualTo(4);
        assertThat(t.capturesAt(slot, 0)).isEqualTo(0b11);
        assertThat(t.visitedAt(slot, 1)).isEqualTo(0x0FL);
        assertThat(t.wallsAt(slot, 0)).isEqualTo(0x30L);

        // A looser lower bound changes nothing of it; a tighter upper bound replaces the upper and its record.
        t.store(key(7), -5, 3, TranspositionTable.NO_MOVE, 2, 0b1000, 0xFF00L, 4L, 0x60L, 0b1, 0x1L, 8L, 0x90L);
        e = t.entryAt(t.find(key(7)));
        assertThat(TranspositionTable.lower(e)).isEqualTo(-3);
        assertThat(TranspositionTable.upper(e)).isEqualTo(3);
        assertThat(TranspositionTable.move(e)).isEqualTo(4);
        assertThat(t.capturesAt(t.find(key(7)), 0)).isEqualTo(0b11);
        assertThat(t.neededAt(t.find(key(7)), 1)).isEqualTo(8L);
        assertThat(t.wallsAt(t.find(key(7)), 1)).isEqualTo(0x90L);
        assertThat(t.wallsAt(t.find(key(7)), 0)).isEqualTo(0x30L);
        assertThat(t.find(key(8))).isEqualTo(-1);
    }

    @Test
    void anEqualBoundThatNeedsNoStaticRegionTakesTheRecordOfOneThatDid() {
        // A bound resting on a region's proviso can be refused after another history; one that rests on none cannot.
        TranspositionTable t = new TranspositionTable(10);
        t.store(key(3), 2, 6, 4, 10, 0b1, 0x1L, 0b110L, 0b1000L, 0b10, 0x2L, 0b1L << 33, 0b11L << 32);
        t.store(key(3), 2, 6, 4, 10, 0b100, 0x4L, 0, -1L, 0b1000, 0x8L, 0b1L << 34, 0b111L << 32);
        int slot = t.find(key(3));
        assertThat(new long[] {t.capturesAt(slot, 0), t.visitedAt(slot, 0), t.neededAt(slot, 0), t.wallsAt(slot, 0)})
                .containsExactly(0b100, 0x4L, 0, -1L);
        // The upper bound's new record needs a region too: the old one stays.
        assertThat(new long[] {t.capturesAt(slot, 1), t.visitedAt(slot, 1), t.neededAt(slot, 1), t.wallsAt(slot, 1)})
                .containsExactly(0b10, 0x2L, 0b1L << 33, 0b11L << 32);
        // And a record that needs a region never takes the place of one that needs none.
        t.store(key(3), 2, 6, 4, 10, 0b1, 0x1L, 0b110L, 0b1000L, 0b10, 0x2L, 0, 0);
        assertThat(t.neededAt(slot, 0)).isZero();
        assertThat(t.neededAt(slot, 1)).isZero();
    }

    @Test
    void threadsSharingTheTableNeverSeeABoundWithAnotherBoundsRecord() throws InterruptedException {
        // Writers store, for a few keys, bounds whose records are a function of the bound; readers, holding the
        // bucket's lock as the searcher does, check that every bound they see comes with its own record.
        TranspositionTable t = new TranspositionTable(6); // small: keys collide and evict each other
        int keys = 40;
        AtomicReference<String> torn = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < 3; w++) {
            long seed = w;
            threads.add(new Thread(() -> {
                Random r = new Random(seed);
                for (int n = 0; n < 300_000; n++) {
                    int k = r.nextInt(keys);
                    int lo = r.nextInt(60) - 30;
                    int hi = lo + r.nextInt(30 - lo + 1);
                    t.store(key(k), lo, hi, r.nextInt(30), r.nextInt(40), record(k, lo), went(k, lo), need(k, lo),
                            walls(k, lo), record(k, hi), went(k, hi), need(k, hi), walls(k, hi));
                }
            }));
        }
        for (int rd = 0; rd < 2; rd++) {
            long seed = 100 + rd;
            threads.add(new Thread(() -> {
                Random r = new Random(seed);
                for (int n = 0; n < 300_000 && torn.get() == null; n++) {
                    int k = r.nextInt(keys);
                    synchronized (t.lockFor(key(k))) {
                        int slot = t.find(key(k));
                        if (slot < 0) {
                            continue;
                        }
                        int e = t.entryAt(slot);
                        int lo = TranspositionTable.lower(e);
                        int hi = TranspositionTable.upper(e);
                        if (lo > -TranspositionTable.INF && (t.capturesAt(slot, 0) != record(k, lo)
                                || t.visitedAt(slot, 0) != went(k, lo) || t.neededAt(slot, 0) != need(k, lo)
                                || t.wallsAt(slot, 0) != walls(k, lo))) {
                            torn.compareAndSet(null, "key " + k + " lower bound " + lo);
                        }
                        if (hi < TranspositionTable.INF && (t.capturesAt(slot, 1) != record(k, hi)
                                || t.visitedAt(slot, 1) != went(k, hi) || t.neededAt(slot, 1) != need(k, hi)
                                || t.wallsAt(slot, 1) != walls(k, hi))) {
                            torn.compareAndSet(null, "key " + k + " upper bound " + hi);
                        }
                    }
                }
            }));
        }
        threads.forEach(Thread::start);
        for (Thread th : threads) {
            th.join();
        }
        assertThat(torn.get()).as("a bound read with another bound's record").isNull();
        assertThat(t.stores()).isEqualTo(3 * 300_000L);
    }

    private static int record(int k, int bound) {
        return k * 1000 + bound + 500;
    }

    private static long went(int k, int bound) {
        return (long) k << 32 | (bound + 500);
    }

    private static long need(int k, int bound) {
        return ~went(k, bound);
    }

    private static long walls(int k, int bound) {
        return Long.rotateLeft(went(k, bound), 17);
    }
}
