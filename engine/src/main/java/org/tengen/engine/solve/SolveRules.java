package org.tengen.engine.solve;

import org.tengen.core.Geometry;
import org.tengen.core.KoRule;
import org.tengen.core.Rules;
import org.tengen.core.ScoringRule;

/** What the solver can solve: which rules and boards, with a message saying why not. */
public final class SolveRules {
    /** The largest board, in points, the solver takes (its keys and table entries are sized for it). */
    public static final int MAX_AREA = Keys.MAX_CELLS;

    private SolveRules() {
    }

    /**
     * Fails unless the solver can give an exact value under these rules on this board.
     *
     * @param rules the rules: area scoring, positional or situational superko, no move limit; any suicide rule
     * @param geometry the board, at most {@value #MAX_AREA} points
     * @throws IllegalArgumentException saying what is wrong and what was expected
     */
    public static void check(Rules rules, Geometry geometry) {
        if (geometry.area() > MAX_AREA) {
            throw new IllegalArgumentException("a " + geometry.describe() + " board has " + geometry.area()
                    + " points; the solver takes boards of at most " + MAX_AREA + " points (such as 5x5 or 5x6)");
        }
        if (rules.scoring() != ScoringRule.AREA) {
            throw new IllegalArgumentException("the solver counts by area; these rules count by "
                    + rules.scoring().name().toLowerCase(java.util.Locale.ROOT)
                    + " (expected area scoring, such as tromp-taylor, aga, new-zealand, ing or gtsa)");
        }
        if (rules.ko() != KoRule.POSITIONAL && rules.ko() != KoRule.SITUATIONAL) {
            throw new IllegalArgumentException("the solver needs positional or situational superko; under "
                    + rules.ko().name().toLowerCase(java.util.Locale.ROOT)
                    + " ko a game can cycle for ever and has no exact value (expected tromp-taylor, gtsa, aga,"
                    + " new-zealand or ing, or rules with \"ko\":\"POSITIONAL\" or \"SITUATIONAL\")");
        }
        if (rules.hasMoveLimit()) {
            throw new IllegalArgumentException("the solver takes no move limit (these rules end the game after "
                    + rules.moveLimit() + " moves)");
        }
    }
}
