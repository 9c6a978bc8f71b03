package org.tengen.gtp.analysis;

import java.util.List;

/**
 * An analysis query read and checked: its id, game, settings, the turns to analyse with each one's priority, and
 * the warnings to send before the responses.
 *
 * @param id         the query's id
 * @param position   its game
 * @param settings   how its turns are analysed and reported
 * @param turns      the turns to analyse, in increasing order, no two alike
 * @param priorities each turn's priority, in the order of {@code turns}
 * @param warnings   what was ignored
 */
public record ParsedQuery(String id, PositionSpec position, QuerySettings settings, List<Integer> turns,
                          List<Long> priorities, List<Warning> warnings) {
    /** A field of the query that was ignored, and why: KataGo's warning object. */
    public record Warning(String field, String message) {
    }

    public ParsedQuery {
        turns = List.copyOf(turns);
        priorities = List.copyOf(priorities);
        warnings = List.copyOf(warnings);
    }
}
