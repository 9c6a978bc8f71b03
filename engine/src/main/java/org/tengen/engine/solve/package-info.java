/**
 * Exact values of small boards: {@link org.tengen.engine.solve.Solver} finds Black's margin under perfect
 * play from a position (up to 30 points, area scoring, positional or situational superko, any suicide rule),
 * the moves that keep it, a principal variation, and proves the value by two independent null-window searches;
 * {@link org.tengen.engine.solve.Solver#atLeast} settles one bound on boards whose value is out of reach, and
 * {@link org.tengen.engine.solve.Solver#atLeastByProofNumbers} does by depth-first proof-number search
 * ({@code Prover}), which settles 3x4 and 4x4.
 *
 * <p>Where to start reading: {@code Solver} (MTD(f), the best moves within a node budget, the line, the proof)
 * → {@code Searcher} (iteratively deepening alpha-beta over two bounds on the exact margin; the table key and
 * why it is sound under superko) → {@code Prover} (proof numbers, the same rules) → {@code SafePoints}
 * (Benson's bounds and the territory they make sure of) → {@code HeldRegions} (life under alternating play:
 * small regions held by answering, each found by a search of its own) → {@code BitBoard} (the rules of play on two 30-bit masks, with Benson's algorithm) →
 * {@code TranspositionTable} and {@code SolvedTable} (what is kept, and the file) → {@code PerfectPlayer} (play:
 * whole solves on small boards and tables, margins proven move by move on the others, {@code MarginsInPlay}).
 *
 * <p>Graph history: a position's value under superko depends on the positions before it. The table is keyed
 * by the position itself (its stone masks: exact), the side to move and a pending pass, and two rules make
 * every reused bound exact (see {@code Searcher}), each bound with what its own proof rests on: it is stored
 * only if no position above it on the line refused a move of the side it goes against in its proof, and used
 * only if no earlier position of the line can be one its proof created by a move of the side it favours (each
 * bound keeps the cells where its proof captured, and a Bloom filter of those positions) and the line meets
 * what its static bounds assumed (no earlier position with a stone of a region's owner in it and all of the
 * owner's stones that wall it). The
 * bit-mask board knows no simple ko, so that superko makes, and records, every
 * refusal.
 */
package org.tengen.engine.solve;
