/**
 * The little-go homework problem (issue 6), the seed {@code little-go.txt}: {@code tengen agent}. A 5x5 game
 * judged by a course referee: stones on the board plus komi for White, a move limit, simple ko, suicide
 * forbidden. Rules: the core's {@code little-go} preset, read in one place ({@link org.tengen.problems.littlego.LittleGoRules}),
 * which is the only source of the komi (2.5) and the move limit (24).
 *
 * <p>Start reading at {@link org.tengen.problems.littlego.Agent}: from the input file
 * ({@link org.tengen.problems.littlego.AgentInputFile}) and the state it kept
 * ({@link org.tengen.problems.littlego.AgentState}) it counts the moves played
 * ({@link org.tengen.problems.littlego.MoveCount}), rebuilds the game the two boards tell
 * ({@link org.tengen.problems.littlego.Reconstruction}, a core {@code Game} that knows the ko) and answers
 * {@code i,j} or {@code PASS} ({@link org.tengen.problems.littlego.AgentMove}).
 *
 * <p>{@link org.tengen.problems.littlego.Referee} judges games as the course does, with the core's board
 * and its simple ko (from an empty board, the only capture that recreates the board before the opponent's
 * last move is the retake of a single-stone ko); it keeps no board or legality code of its own, since the
 * core's rules are checked against GNU Go by the core's and gtp's differential tests, which is what a second
 * board in the judge was for. The {@link org.tengen.problems.littlego.Arena} plays the agent
 * ({@link org.tengen.problems.littlego.AgentPlayer}) against the {@link org.tengen.problems.littlego.RandomOpponent},
 * {@link org.tengen.problems.littlego.GreedyOpponent} and {@link org.tengen.problems.littlego.AlphaBetaOpponent},
 * all {@link org.tengen.problems.littlego.RefereedPlayer}s.
 */
package org.tengen.problems.littlego;
