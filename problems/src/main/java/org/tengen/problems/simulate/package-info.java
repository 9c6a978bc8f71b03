/**
 * UVa 1273 "Weiqi", the seed {@code uva-1273-weiqi.md}: {@code tengen simulate}. 19x19 games given as number
 * pairs, simulated turn by turn: invalid puts and taboo points (suicide, ko) count as passes, two passes by
 * player end a game, a same loop ties it. Rules: the core's {@code weiqi} preset (simple ko, suicide
 * forbidden); the same loop is the core's repetition query. {@link org.tengen.problems.simulate.WeiqiProblem}
 * reads and writes the format; {@link org.tengen.problems.simulate.WeiqiReferee} holds the procedure only
 * (whose turn, what ends a game), every rule is the core's.
 */
package org.tengen.problems.simulate;
