/**
 * Referees for the Go problems of programming contests and courses (the seeds under
 * {@code ../shared/seeds}): each applies a game written as text under one of the core's rules presets and
 * answers what its problem asks. They hold procedure only (whose turn, what ends a game, what is
 * reported); every rule (captures, suicide, ko, repetition, counting) is the core's.
 *
 * <p>{@link org.tengen.core.referee.CaptureScoreReferee} is "Problem B: Go" (preset {@code cormack}),
 * {@link org.tengen.core.referee.MoveListReferee} CodinGame's "A Game of Go" ({@code codingame}) and
 * {@link org.tengen.core.referee.WeiqiReferee} UVa 1273 "Weiqi" ({@code weiqi}).
 */
package org.tengen.core.referee;
