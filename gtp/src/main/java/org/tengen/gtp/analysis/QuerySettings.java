package org.tengen.gtp.analysis;

/**
 * How one query's turns are analysed and reported.
 *
 * @param maxVisits            the playouts of each turn's search
 * @param includeOwnership     whether the response has {@code ownership}
 * @param includeOwnershipStdev whether it has {@code ownershipStdev}
 * @param perspective          whose win rates, leads and ownership are reported
 * @param pvLength             the most moves of a principal variation after its first
 * @param reportEveryNanos     the interval of the reports during the search ({@code isDuringSearch} true); 0 none
 */
public record QuerySettings(int maxVisits, boolean includeOwnership, boolean includeOwnershipStdev,
                            Perspective perspective, int pvLength, long reportEveryNanos) {
    /** Whether the search must count ownership. */
    boolean withOwnership() {
        return includeOwnership || includeOwnershipStdev;
    }
}
