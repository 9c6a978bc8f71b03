package org.tengen.engine.features;

/**
 * A feature as one {@code long}: its group's tag in the top 8 bits, its value in the low 56 (a small number,
 * a 3x3 code, or a spatial pattern's hash cut to 56 bits). Keys are stable across runs and machines; a
 * learner maps them to dense indices with a dictionary of its own. Sorting keys sorts them by group.
 */
public final class FeatureKey {
    private static final int VALUE_BITS = 56;
    private static final long VALUE_MASK = (1L << VALUE_BITS) - 1;

    private FeatureKey() {
    }

    /** {@return the key of {@code value} in {@code group}; only the value's low 56 bits are kept} */
    public static long of(FeatureGroup group, long value) {
        return (long) group.tag() << VALUE_BITS | value & VALUE_MASK;
    }

    /** {@return the group of a key, or {@code null} if its tag is no group's} */
    public static FeatureGroup group(long key) {
        return FeatureGroup.ofTag((int) (key >>> VALUE_BITS));
    }

    /** {@return the group tag of a key (its top 8 bits)} */
    public static int tag(long key) {
        return (int) (key >>> VALUE_BITS);
    }

    /** {@return the value of a key (its low 56 bits)} */
    public static long value(long key) {
        return key & VALUE_MASK;
    }

    /** {@return the key as text: {@code GROUP:value}, the value in hexadecimal for patterns} */
    public static String describe(long key) {
        FeatureGroup g = group(key);
        String name = g == null ? "tag" + tag(key) : g.name();
        boolean hex = g == FeatureGroup.PATTERN3 || g == null || g.isSpatial();
        return name + ":" + (hex ? Long.toHexString(value(key)) : Long.toString(value(key)));
    }
}
