/**
 * The search. Where to start reading, in this order:
 * <ol>
 * <li>{@link org.tengen.engine.Mcts}: one search, from a {@link org.tengen.core.Game} to a choice; it copies
 *     the game's board ({@code Game.boardCopy}), keeps the tree between moves in a node pool,
 *     {@link org.tengen.engine.Tree}, and picks the root child at the end.</li>
 * <li>{@link org.tengen.engine.Worker}: one thread's simulations, each four steps, a method apiece:
 *     {@code descend} the tree by UCT-RAVE (new nodes get {@link org.tengen.engine.Priors} and, on boards
 *     of 9x9 and up, are ranked by {@link org.tengen.engine.LearnedPriors}, which widening and the
 *     progressive bias use),
 *     {@code playOut} the game, {@code count} it ({@link org.tengen.engine.Counter}) and {@code backUp}
 *     the result.</li>
 * <li>The playout policies behind {@link org.tengen.engine.PlayoutPolicy}: the search's
 *     {@link org.tengen.engine.KnowledgePolicy} (answers to the last move, 3x3
 *     {@link org.tengen.engine.Patterns}, {@link org.tengen.engine.Atari} questions, the
 *     {@link org.tengen.engine.Nakade} a playout may still play), its variant with the
 *     learnt 3x3 gammas, {@link org.tengen.engine.LearnedShapePolicy} ({@link org.tengen.engine.ShapeGammas}),
 *     and the {@link org.tengen.engine.LightPolicy} of the benchmarks' {@link org.tengen.engine.LightPlayout};
 *     all draw random moves with the {@link org.tengen.engine.UniformSampler} among
 *     {@link org.tengen.engine.Candidates}.</li>
 * <li>{@link org.tengen.engine.SearchParameters}: every tuning choice of the above, with its default.</li>
 * <li>The player's time: {@link org.tengen.engine.MctsPlayer} may think longer while its choice is
 *     {@link org.tengen.engine.Unsure}; {@link org.tengen.engine.DynamicKomi} for handicap games.</li>
 * <li>What a search found, for analysis: {@link org.tengen.engine.Analysis} from {@code Mcts.analysis}
 *     (each root move's statistics and principal variation, the expected lead, and each point's owner,
 *     which every worker tallies in an {@link org.tengen.engine.OwnershipTally}), and
 *     {@code MctsPlayer.analyse}, a search in slices that reports as it goes.</li>
 * </ol>
 * Also here: {@link org.tengen.engine.Level} and {@link org.tengen.engine.Clock}, which turn strength and
 * game time into budgets; {@link org.tengen.engine.PlayoutBenchmark} ({@code tengen bench});
 * {@link org.tengen.engine.SearchDeadStones}, tengen's one dead-stone policy, from the ownership of an
 * {@link org.tengen.engine.Analysis}; and {@link org.tengen.engine.FastRandom}. The seed problems that use the search (GTSA, little-go) are in
 * the {@code problems} module.
 */
package org.tengen.engine;
