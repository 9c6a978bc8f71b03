package org.tengen.gtp.analysis;

import java.util.Locale;
import org.tengen.core.Stone;

/**
 * Whose side the reported win rates, score leads and ownership take, as KataGo's {@code reportAnalysisWinratesAs}:
 * Black's, White's, or the side to move's. KataGo's example analysis configuration says {@link #BLACK}.
 */
public enum Perspective {
    /** Win rates and leads are Black's; ownership +1 is Black's. */
    BLACK,
    /** Win rates and leads are White's; ownership +1 is White's. */
    WHITE,
    /** Win rates, leads and ownership are the side to move's. */
    SIDETOMOVE;

    /**
     * The perspective named by KataGo's config value.
     *
     * @param text {@code BLACK}, {@code WHITE} or {@code SIDETOMOVE}, in any case
     * @throws IllegalArgumentException naming the values, for anything else
     */
    public static Perspective parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not a perspective (expected BLACK, WHITE or SIDETOMOVE)");
        }
    }

    /** The factor turning a value for {@code toMove} (a win rate's distance from 1/2, a lead) into this perspective's. */
    double sideFactor(Stone toMove) {
        return switch (this) {
            case BLACK -> toMove == Stone.BLACK ? 1 : -1;
            case WHITE -> toMove == Stone.WHITE ? 1 : -1;
            case SIDETOMOVE -> 1;
        };
    }

    /** The factor turning an ownership where +1 is Black's into this perspective's. */
    double ownerFactor(Stone toMove) {
        return switch (this) {
            case BLACK -> 1;
            case WHITE -> -1;
            case SIDETOMOVE -> toMove == Stone.BLACK ? 1 : -1;
        };
    }
}
