/**
 * The little-go homework problem (issue 6): a 5x5 game judged by a course referee, stones on the board
 * plus komi 2.5 for White, 24 moves at most. {@link org.tengen.engine.littlego.Agent} chooses a move from
 * the problem's input; {@link org.tengen.engine.littlego.Referee} judges games as the course does, on a
 * board of its own ({@link org.tengen.engine.littlego.RefereeBoard}); the
 * {@link org.tengen.engine.littlego.Arena} plays the agent against the random, greedy and alpha-beta
 * opponents. Start reading at {@code Agent}.
 */
package org.tengen.engine.littlego;
