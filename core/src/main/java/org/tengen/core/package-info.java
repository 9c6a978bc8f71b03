/**
 * The rules of Go, with no dependencies: the fast mutable {@link org.tengen.core.Board} that search plays
 * on, the {@link org.tengen.core.Game} that keeps history, superko, passes and the result under a
 * {@link org.tengen.core.Rules} value, and scoring ({@link org.tengen.core.Scoring},
 * {@link org.tengen.core.Benson}, {@link org.tengen.core.DeadStones}).
 *
 * <p>Start reading at {@link org.tengen.core.Geometry} (points are ints), then {@code Board}, then
 * {@code Game}.
 */
package org.tengen.core;
