/**
 * The search. {@link org.tengen.engine.Mcts} is Monte Carlo tree search with UCT and RAVE: its simulations
 * run in {@link org.tengen.engine.Worker}s (one per thread) over a shared node pool,
 * {@link org.tengen.engine.Tree}; new nodes get {@link org.tengen.engine.Priors}, playouts follow the
 * {@link org.tengen.engine.Policy} (answers to the last move, 3x3 {@link org.tengen.engine.Patterns},
 * {@link org.tengen.engine.Atari} questions) and end in a {@link org.tengen.engine.Counter}'s count.
 * {@link org.tengen.engine.Level} and {@link org.tengen.engine.Clock} turn strength and game time into
 * budgets. Also here: the light random {@link org.tengen.engine.Playout} that {@code tengen bench} times,
 * and {@link org.tengen.engine.FastRandom}. The seed problems that use the search (GTSA, little-go) are in
 * the {@code problems} module.
 */
package org.tengen.engine;
