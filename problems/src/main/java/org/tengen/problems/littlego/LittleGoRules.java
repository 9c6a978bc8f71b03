package org.tengen.problems.littlego;

import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;

/**
 * The core's {@code little-go} preset, the one source of the problem's rules: simple ko, suicide forbidden,
 * the stones on the board counted with komi {@code PRESET.komi()} for White, and the game over after
 * {@code PRESET.moveLimit()} moves, passes included.
 */
public final class LittleGoRules {
    public static final Rules PRESET = RulesPresets.get("little-go");

    private LittleGoRules() {
    }

    /** The komi in half points, so a count compares in whole numbers. */
    static int komiHalfPoints() {
        return (int) Math.round(2 * PRESET.komi());
    }
}
