package org.tengen.gtp.crosscheck;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.SplittableRandom;

import org.tengen.core.KoRule;
import org.tengen.core.SuicideRule;

/** One planned game of a cross-check run: its number, the seed of its random moves, its size and rules. */
record GameSpec(int index, long seed, int size, KoRule ko, SuicideRule suicide) {

    /**
     * The games of a run: each draws its size and seed from {@code seed}, and game {@code i} takes the
     * {@code i}-th ko x suicide combination (duplicates dropped), cycling.
     */
    static GameSpec[] plan(int games, long seed, List<KoRule> koRules, List<SuicideRule> suicideRules,
                           int minSize, int maxSize) {
        List<KoRule> kos = List.copyOf(new LinkedHashSet<>(koRules));
        List<SuicideRule> suicides = List.copyOf(new LinkedHashSet<>(suicideRules));
        GameSpec[] specs = new GameSpec[games];
        SplittableRandom master = new SplittableRandom(seed);
        int combos = kos.size() * suicides.size();
        for (int i = 0; i < games; i++) {
            int c = i % combos;
            int size = minSize + master.nextInt(maxSize - minSize + 1);
            specs[i] = new GameSpec(i, master.nextLong(), size, kos.get(c / suicides.size()),
                    suicides.get(c % suicides.size()));
        }
        return specs;
    }

    /** The most moves this game lasts: three times the area, at least a floor, capped by GNU Go's superko memory. */
    int moveLimit() {
        int limit = Math.max(3 * size * size, GnuGoCrossCheck.MIN_GAME_LENGTH);
        if (ko == KoRule.POSITIONAL || ko == KoRule.SITUATIONAL) {
            limit = Math.min(limit, GnuGoCrossCheck.GNUGO_HISTORY_LIMIT);
        }
        return limit;
    }
}
