/**
 * The GTSA problem, the seed {@code gtsa-go.md}: {@code tengen move}. A position on an N x N board and the
 * player to move; one move, chosen by the engine's tree search. Rules: the core's {@code gtsa} preset
 * (Tromp-Taylor area scoring with komi 0, positional superko, single-stone suicide illegal).
 * {@link org.tengen.problems.gtsa.GtsaProblem} reads and writes the format;
 * {@link org.tengen.problems.gtsa.GtsaPlayer} chooses the move, keeping clear of ko retakes the bare input
 * can't rule out.
 */
package org.tengen.problems.gtsa;
