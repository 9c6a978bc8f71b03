/**
 * Features of a candidate move, for learned move priors (Coulom's generalized Bradley-Terry model, 2007).
 * Where to start reading:
 * <ol>
 * <li>{@link org.tengen.engine.features.FeatureGroup}: the vocabulary. Each feature is a (group, value)
 *     pair, and a move has at most one feature of each group: PASS (after a pass or not), CAPTURE (saves a
 *     chain of ours in atari, takes the last move's stones, other), ESCAPE (extends a chain out of atari:
 *     real, or into a working ladder, by the engine's {@link org.tengen.engine.Ladder} reader), ATARI
 *     (the ladder then works, a ko is on the board, other), SELF_ATARI (a lone stone, a chain), DIST_PREV
 *     and DIST_PREV2 (gridcular distance {@code |dx|+|dy|+max(|dx|,|dy|)} to the last move and the one
 *     before, 2 to 16 and 17 for farther), EDGE (line 1 to 4, 5 for farther), PATTERN3 and the spatial
 *     patterns PATTERN_D3 to PATTERN_D10.</li>
 * <li>{@link org.tengen.engine.features.FeatureKey}: a feature as one {@code long}, the group's stable tag in
 *     the top byte and the value below; stable across runs and machines.</li>
 * <li>{@link org.tengen.engine.features.Pattern3}: the 3x3 pattern, colours and liberties (1, 2, 3+) of the
 *     8 neighbours seen by the mover, canonical under the 8 symmetries.
 *     {@code SpatialPatterns}: Pachi's and CrazyStone's nested patterns of every
 *     point within gridcular distance d (d = 3 is the 13-point diamond), as a Zobrist hash over (offset,
 *     state) with a fixed seed, the smallest of the 8 symmetric copies' hashes.</li>
 * <li>{@link org.tengen.engine.features.FeatureExtractor}: one candidate's keys into a reusable buffer.</li>
 * <li>{@link org.tengen.engine.features.CompetitionBuilder} and
 *     {@link org.tengen.engine.features.Competition}: every legal move of a position and the pass, flat
 *     arrays of keys, and which one was played: what the learner consumes.</li>
 * </ol>
 * Colours are always the mover's and the opponent's, so a position and its colour swap seen by the other
 * side have the same features.
 */
package org.tengen.engine.features;
