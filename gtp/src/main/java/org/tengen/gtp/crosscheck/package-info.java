/**
 * The differential test of tengen's rules against GNU Go 3.8: seeded random games played in tengen and in
 * GNU Go side by side, the legal moves, stones and prisoners compared at every move, the first disagreement
 * reported and shrunk. Start at {@link org.tengen.gtp.crosscheck.GnuGoCrossCheck} (the entry point, its
 * options and the {@code KnownDifference}s it tolerates) and {@link org.tengen.gtp.crosscheck.CrossCheckReport}
 * (what a run returns). Then, in the order a run goes: {@link org.tengen.gtp.crosscheck.GameSpec} plans the
 * games, {@link org.tengen.gtp.crosscheck.ParallelGames} runs them on threads, {@link
 * org.tengen.gtp.crosscheck.RandomGameCheck} plays one with moves from {@link
 * org.tengen.gtp.crosscheck.RandomMoveChooser}, and {@link org.tengen.gtp.crosscheck.SideBySideGame} compares
 * the two programs move by move (with {@link org.tengen.gtp.crosscheck.ToleratedDifferences} and {@link
 * org.tengen.gtp.crosscheck.GnuGoReplies}), counting into a {@link org.tengen.gtp.crosscheck.Tally}. A
 * mismatch is shortened by {@link org.tengen.gtp.crosscheck.MismatchShrinker}, which replays move lists with
 * {@link org.tengen.gtp.crosscheck.MoveListReplay}.
 */
package org.tengen.gtp.crosscheck;
