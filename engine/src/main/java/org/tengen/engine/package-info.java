/**
 * Search over the core's board: light random playouts ({@link org.tengen.engine.Playout}), their
 * benchmark, the random source {@link org.tengen.engine.FastRandom}, and Monte Carlo tree search with UCT
 * and RAVE ({@link org.tengen.engine.Mcts}), which {@link org.tengen.engine.GtsaPlayer} uses for the GTSA
 * problem; {@link org.tengen.engine.Level} gives its budgets by strength and {@link org.tengen.engine.Clock}
 * by a game clock.
 */
package org.tengen.engine;
