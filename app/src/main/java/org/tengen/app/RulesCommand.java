package org.tengen.app;

import java.util.Map;
import java.util.concurrent.Callable;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tengen rules}: the presets, or what a rules text means. */
@Command(name = "rules",
        mixinStandardHelpOptions = true,
        description = "List the rules presets, or explain one.",
        footer = {"",
            "Examples:",
            "  tengen rules",
            "  tengen rules japanese",
            "  tengen rules '{\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\",\"suicide\":true,\"komi\":7.5}'"})
final class RulesCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "RULES", description = "A preset name or KataGo's JSON form.")
    Rules rules;

    @Override
    public Integer call() {
        java.io.PrintWriter out = spec.commandLine().getOut();
        if (rules != null) {
            out.println(rules.toJson());
            out.flush();
            return 0;
        }
        out.printf("%-13s %-12s %-12s %-10s %6s %-14s %s%n", "preset", "ko", "suicide", "scoring", "komi",
                "handicap bonus", "move limit");
        for (Map.Entry<String, Rules> e : RulesPresets.all().entrySet()) {
            Rules r = e.getValue();
            out.printf("%-13s %-12s %-12s %-10s %6s %-14s %s%n", e.getKey(), lower(r.ko()), lower(r.suicide()),
                    lower(r.scoring()), r.komiText(), bonus(r.handicapBonus()),
                    r.hasMoveLimit() ? String.valueOf(r.moveLimit()) : "none");
        }
        out.flush();
        return 0;
    }

    /** As the JSON form and the README write it: 0, N, N-1. */
    private static String bonus(org.tengen.core.HandicapBonus b) {
        switch (b) {
            case N: return "N";
            case N_MINUS_ONE: return "N-1";
            default: return "0";
        }
    }

    private static String lower(Enum<?> e) {
        return e.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
