/**
 * "Problem B: Go" (Gordon V. Cormack), the seed {@code cormack-go.txt}: {@code tengen score}. Games given
 * as stone placements, scored as empty points surrounded plus prisoners. Rules: the core's {@code cormack}
 * preset (no ko, self-capture allowed and counted for the opponent, territory scoring, komi 0).
 * {@link org.tengen.problems.scoring.ScoringProblem} reads and writes the format;
 * {@link org.tengen.problems.scoring.CaptureScoreReferee} plays a case under the preset.
 */
package org.tengen.problems.scoring;
