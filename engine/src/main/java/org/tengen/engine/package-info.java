/**
 * Search over the core's board: today light random playouts ({@link org.tengen.engine.Playout}) and their
 * benchmark; Monte Carlo tree search builds on them. Every search thread owns a board copy and a seeded
 * {@link org.tengen.engine.FastRandom}.
 */
package org.tengen.engine;
