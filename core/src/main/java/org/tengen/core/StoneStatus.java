package org.tengen.core;

import java.util.Locale;

/** What the end of a game settles about a stone: alive, dead (taken off before the count) or alive in seki. */
public enum StoneStatus {
    /** A living stone: it stays on the board and its territory counts. */
    ALIVE,
    /** A dead stone: taken off before the count, a prisoner of the other colour under territory scoring. */
    DEAD,
    /** A stone alive in seki: it stays, but under territory scoring the points it surrounds are no one's. */
    SEKI;

    /** {@return the status as GTP's {@code final_status_list} names it: {@code alive}, {@code dead}, {@code seki}} */
    public String gtpName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
