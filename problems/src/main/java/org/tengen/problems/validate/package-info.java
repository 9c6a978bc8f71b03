/**
 * CodinGame's "A Game of Go", the seed {@code codingame-go.txt}: {@code tengen validate}. A position and a
 * list of moves, checked one by one and played. Rules: the core's {@code codingame} preset (simple ko,
 * suicide forbidden); turn order is not checked, as the puzzle doesn't say colours alternate.
 * {@link org.tengen.problems.validate.MoveListProblem} reads and writes the format;
 * {@link org.tengen.problems.validate.MoveListReferee} plays the moves under the preset.
 */
package org.tengen.problems.validate;
