package org.tengen.gtp.analysis;

import org.tengen.engine.SearchParameters;

/**
 * The service's settings: what a query gets when it doesn't say, and how the searches run.
 *
 * @param workers       the turns analysed at once, each by a search of its own
 * @param searchThreads the threads of each search (1 is deterministic for a seed and a visit count)
 * @param defaultVisits the playouts of a turn whose query gives no {@code maxVisits}
 * @param seed          the seed of every search: one turn analysed twice with one thread gives one answer
 * @param parameters    the search's tuning
 * @param perspective   whose values the responses report, unless a query's {@code overrideSettings} says
 * @param version       the version {@code query_version} reports
 */
public record AnalysisSettings(int workers, int searchThreads, int defaultVisits, long seed, SearchParameters parameters,
                               Perspective perspective, String version) {
    /** The default playouts of a turn. */
    public static final int DEFAULT_VISITS = 2000;
    /** KataGo's default length of a principal variation after its first move. */
    public static final int DEFAULT_PV_LENGTH = 15;

    public AnalysisSettings {
        if (workers < 1 || searchThreads < 1 || defaultVisits < 1) {
            throw new IllegalArgumentException("workers, search threads and visits must be at least 1");
        }
    }

    /** {@code workers} searches of one thread each, the default visits and tuning, Black's perspective: for tests and embedding. */
    public static AnalysisSettings of(int workers, long seed) {
        return new AnalysisSettings(workers, 1, DEFAULT_VISITS, seed, SearchParameters.defaults(), Perspective.BLACK, "0");
    }
}
