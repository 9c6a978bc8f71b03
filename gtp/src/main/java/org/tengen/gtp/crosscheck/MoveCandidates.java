package org.tengen.gtp.crosscheck;

import java.util.List;

/**
 * What the last legal-move comparison found for the side to move: the legal points, and the superko and
 * suicide points worth a deliberate try (never where a tolerated difference would make the programs diverge).
 */
record MoveCandidates(List<Integer> legal, List<Integer> superko, List<Integer> suicide) {
}
