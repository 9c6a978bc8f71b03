package org.tengen.engine;

/**
 * A small, fast, seeded random source (xorshift64*), one per search thread: no locking and no
 * allocation, and the same sequence for the same seed.
 */
public final class FastRandom {
    private long state;

    public FastRandom(long seed) {
        // Spread the seed so that nearby seeds give unrelated sequences; the state must not be 0.
        long z = seed + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        state = (z ^ (z >>> 31)) | 1L;
    }

    public long nextLong() {
        long x = state;
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state = x;
        return x * 0x2545F4914F6CDD1DL;
    }

    /** A uniform integer in {@code [0, bound)} for {@code bound > 0}. */
    public int nextInt(int bound) {
        return (int) (((nextLong() >>> 32) * bound) >>> 32);
    }

    /** A uniform float in {@code [0, 1)}, from the top 24 bits of the next number. */
    public float nextFloat() {
        return (nextLong() >>> 40) * 0x1.0p-24f;
    }
}
