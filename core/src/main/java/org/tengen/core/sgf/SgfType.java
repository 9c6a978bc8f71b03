package org.tengen.core.sgf;

import java.util.HashMap;
import java.util.Map;

/**
 * The value types FF[4] gives the properties of Go (GM[1]), so a reader can check them and decode them:
 * {@link #of(String)} answers {@link #UNKNOWN} for private and unknown properties, which are kept as
 * written and never checked.
 */
public enum SgfType {
    /** B, W: a point, or empty for a pass. */
    MOVE,
    /** AB, AW, AE, TB, TW and markup: points and compressed rectangles. */
    POINT_LIST,
    /** DD, VW: as POINT_LIST, and may be empty. */
    ELIST,
    /** LB: point:SimpleText. */
    LABEL,
    /** AR, LN: point:point. */
    POINT_PAIR,
    /** Integers: FF, GM, HA, MN, OB, OW, PM, ST. */
    NUMBER,
    /** Reals: KM, BL, WL, V. */
    REAL,
    /** PL: B or W. */
    COLOR,
    /** GB, GW, DM, UC, HO, BM, TE: 1 or 2. */
    DOUBLE,
    /** IT, DO, KO: no value ({@code []}). */
    NONE,
    /** C, GC: text with line breaks. */
    TEXT,
    /** Names, dates, results and the other game information. */
    SIMPLE_TEXT,
    /** SZ: a number, or columns:rows. */
    SIZE,
    /** AP and FG: composed values tengen keeps without checking. */
    UNCHECKED,
    /** Private or unknown properties. */
    UNKNOWN;

    private static final Map<String, SgfType> TYPES = new HashMap<>();

    static {
        put(MOVE, "B", "W");
        put(POINT_LIST, "AB", "AW", "AE", "TB", "TW", "TR", "SQ", "CR", "MA", "SL");
        put(ELIST, "DD", "VW");
        put(LABEL, "LB");
        put(POINT_PAIR, "AR", "LN");
        put(NUMBER, "FF", "GM", "HA", "MN", "OB", "OW", "PM", "ST");
        put(REAL, "KM", "BL", "WL", "V");
        put(COLOR, "PL");
        put(DOUBLE, "GB", "GW", "DM", "UC", "HO", "BM", "TE");
        put(NONE, "IT", "DO", "KO");
        put(TEXT, "C", "GC");
        put(SIMPLE_TEXT, "N", "CA", "PB", "PW", "BR", "WR", "BT", "WT", "DT", "EV", "RO", "PC", "RE", "RU", "GN",
                "SO", "US", "AN", "CP", "ON", "OT", "TM");
        put(SIZE, "SZ");
        put(UNCHECKED, "AP", "FG");
    }

    private static void put(SgfType type, String... ids) {
        for (String id : ids) {
            TYPES.put(id, type);
        }
    }

    /** The shared instance of a known identifier, so a million nodes hold one "B" between them. */
    static String canonical(String id) {
        SgfType type = TYPES.get(id);
        return type == null ? id : IDS.get(id);
    }

    private static final Map<String, String> IDS = new HashMap<>();

    static {
        for (String id : TYPES.keySet()) {
            IDS.put(id, id);
        }
    }

    /**
     * The type of a property's values.
     *
     * @param id a property identifier
     * @return its type; {@link #UNKNOWN} for one FF[4] doesn't define for Go
     */
    public static SgfType of(String id) {
        return TYPES.getOrDefault(id, UNKNOWN);
    }
}
