/**
 * Exact values of small boards: {@link org.tengen.engine.solve.Solver} finds Black's margin under perfect
 * play from a position (up to 30 points, area scoring, positional or situational superko, any suicide rule),
 * the moves that keep it, a principal variation, and proves the value by two independent null-window searches.
 *
 * <p>Where to start reading: {@code Solver} (MTD(f), the best moves, the line, the proof) → {@code Searcher}
 * (alpha-beta over the exact margin; the table key and why it is sound under superko) → {@code SafePoints}
 * (Benson's bounds) → {@code TranspositionTable} and {@code SolvedTable} (what is kept, and the file).
 *
 * <p>Graph history: a position's value under superko depends on the positions before it. The table key here
 * is the position, the side to move, a pending pass, and the set of every earlier position on the line (the
 * game before the root included), so a stored bound is only ever reused for the very same subgame; the price
 * is that transpositions reached through different positions don't share results (symmetric ones do).
 */
package org.tengen.engine.solve;
