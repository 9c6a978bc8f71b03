package org.tengen.engine;

import org.tengen.engine.features.FeatureKey;
import org.tengen.engine.features.Pattern3;
import org.tengen.engine.learn.Weights;

/**
 * The learnt gammas of the 3x3 patterns (the weights' PATTERN3 group) by raw code, for the playouts: every
 * symmetric copy of each learnt pattern is stored under its own raw code, so a lookup skips the canonical
 * code's eight symmetries and is one probe of an open-addressing table whose slots hold a code and its gamma
 * side by side (one cache line to read). A code the weights lack gets the group's fallback. Immutable once
 * built, so one table serves every thread.
 */
final class ShapeGammas {
    /** A free slot: code -1 (raw codes are 24 bits, never negative). */
    private static final long FREE = -1L;

    private static volatile ShapeGammas shipped;

    /** Each slot: the raw code in the high 32 bits, its gamma's float bits in the low 32. */
    private final long[] slots;
    private final int shift;
    private final float fallback;

    /** The table of the PATTERN3 group of {@code weights} (all fallback 1 if they have no such group). */
    ShapeGammas(Weights weights) {
        int group = weights.group("PATTERN3");
        int from = group < 0 ? 0 : weights.groupStart(group);
        int to = group < 0 ? 0 : weights.groupStart(group + 1);
        fallback = group < 0 ? 1f : (float) weights.fallback(group);
        int capacity = Integer.highestOneBit(Math.max(4, (to - from) * Pattern3.SYMMETRIES * 2 - 1)) << 1;
        shift = 32 - Integer.numberOfTrailingZeros(capacity);
        slots = new long[capacity];
        java.util.Arrays.fill(slots, FREE);
        for (int i = from; i < to; i++) {
            int canonical = (int) FeatureKey.value(weights.key(i));
            for (int t = 0; t < Pattern3.SYMMETRIES; t++) {
                put(Pattern3.symmetric(canonical, t), (float) weights.gamma(i));
            }
        }
    }

    /** The table of the weights the engine ships, built once. */
    static ShapeGammas shipped() {
        ShapeGammas s = shipped;
        if (s == null) {
            synchronized (ShapeGammas.class) {
                s = shipped;
                if (s == null) {
                    s = new ShapeGammas(LearnedPriors.shippedWeights());
                    shipped = s;
                }
            }
        }
        return s;
    }

    /** The gamma of the pattern with raw code {@code raw} ({@link Pattern3#raw}). */
    float gamma(int raw) {
        int mask = slots.length - 1;
        for (int slot = slotOf(raw); ; slot = (slot + 1) & mask) {
            long e = slots[slot];
            int code = (int) (e >>> 32);
            if (code == raw) {
                return Float.intBitsToFloat((int) e);
            }
            if (e == FREE) {
                return fallback;
            }
        }
    }

    private void put(int raw, float gamma) {
        int mask = slots.length - 1;
        int slot = slotOf(raw);
        while (slots[slot] != FREE && (int) (slots[slot] >>> 32) != raw) {
            slot = (slot + 1) & mask;
        }
        slots[slot] = (long) raw << 32 | Float.floatToRawIntBits(gamma) & 0xFFFFFFFFL;
    }

    private int slotOf(int raw) {
        return (raw * 0x9E3779B9) >>> shift; // Fibonacci hashing: the top bits of the product
    }
}
