package org.tengen.gtp.crosscheck;

import java.util.ArrayList;
import java.util.List;

import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;

/** Move lists in GTP form, as a mismatch shows them: {@code B D4}, {@code W pass}, colours alternating from Black. */
final class GtpMoves {
    private GtpMoves() {
    }

    /** {@code move} by {@code stone} as GTP's {@code play} takes it, such as {@code B D4}. */
    static String format(Geometry g, Stone stone, Move move) {
        return (stone == Stone.BLACK ? "B " : "W ") + move.toGtp(g);
    }

    /** {@code moves} with their colours, Black first. */
    static List<String> formatFromBlack(Geometry g, List<Move> moves) {
        List<String> formatted = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            formatted.add(format(g, colourOf(i), moves.get(i)));
        }
        return formatted;
    }

    /**
     * Vertices or {@code pass}, each optionally after its colour.
     *
     * @throws IllegalArgumentException for a move that cannot be read, a colour out of turn, or a resignation
     */
    static List<Move> parse(Geometry g, List<String> moves) {
        List<Move> parsed = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            String[] parts = moves.get(i).trim().split("\\s+");
            if (parts.length == 2) {
                Stone expected = colourOf(i);
                if (Stone.parse(parts[0]) != expected) {
                    throw new IllegalArgumentException("move " + (i + 1) + " '" + moves.get(i) + "' is out of turn: "
                            + expected.lowerName() + " is to move (colours alternate from black)");
                }
            } else if (parts.length != 1) {
                throw new IllegalArgumentException("move " + (i + 1) + " '" + moves.get(i)
                        + "' is not a move (expected a vertex or pass, optionally after a colour, such as B D4)");
            }
            Move m = Move.parseGtp(g, parts[parts.length - 1]);
            if (m instanceof Move.Resign) {
                throw new IllegalArgumentException("move " + (i + 1) + " is a resignation, which cannot be replayed");
            }
            parsed.add(m);
        }
        return parsed;
    }

    private static Stone colourOf(int index) {
        return index % 2 == 0 ? Stone.BLACK : Stone.WHITE;
    }
}
