/**
 * The rules of Go, with no dependencies: the fast mutable {@link org.tengen.core.Board} that search plays
 * on, the {@link org.tengen.core.Game} that keeps history, superko, passes and the result under a
 * {@link org.tengen.core.Rules} value, and scoring ({@link org.tengen.core.Scoring},
 * {@link org.tengen.core.Benson}, {@link org.tengen.core.DeadStones}).
 *
 * <p>Where to start reading, in this order:
 * <ol>
 * <li>{@link org.tengen.core.Geometry}: a point is an {@code int} index into a padded array; vertices, SGF
 *     points and neighbours.</li>
 * <li>{@link org.tengen.core.Board}: chains as circular lists with their liberty counts, the Zobrist hash,
 *     the empty-point list, and undo as a journal of array writes.</li>
 * <li>{@link org.tengen.core.Rules} and {@link org.tengen.core.Game}: rules as data (ko, suicide, scoring,
 *     komi, move limit); history, superko by hash, passes and the result; {@link org.tengen.core.Legality}
 *     says why a move is refused.</li>
 * <li>{@link org.tengen.core.Scoring} and {@link org.tengen.core.Settlement}: the count, with the dead
 *     stones and the stones in {@link org.tengen.core.Seki} that a {@link org.tengen.core.DeadStonePolicy}
 *     settles; {@link org.tengen.core.DeadStones} is the core's own policy, Benson's proof (tengen's programs
 *     count with the engine's, {@code org.tengen.engine.SearchDeadStones}).</li>
 * <li>Then what builds on them: {@link org.tengen.core.Benson}, {@link org.tengen.core.UnconditionalStatus},
 *     {@link org.tengen.core.KoRetakes}, and the game records in {@code org.tengen.core.sgf}.</li>
 * </ol>
 */
package org.tengen.core;
