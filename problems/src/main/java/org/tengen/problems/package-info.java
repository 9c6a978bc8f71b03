/**
 * The five seed problems, one package each, every one an adapter: it reads its problem's text format,
 * names a core rules preset, and writes its problem's format, with the rules left to the core and any
 * search to the engine's {@code Player}.
 *
 * <p>Where to start reading: {@link org.tengen.problems.scoring.ScoringProblem} (the scoring problem, the
 * simplest), {@link org.tengen.problems.validate.MoveListProblem} (the move validator),
 * {@link org.tengen.problems.simulate.WeiqiProblem} (UVa 1273), {@link org.tengen.problems.gtsa.GtsaProblem}
 * (the 5x5 move chooser) and {@link org.tengen.problems.littlego.Agent} (the 5x5 homework agent, with its
 * referee and arena). {@link org.tengen.problems.text} holds the pieces their readers share.
 */
package org.tengen.problems;
