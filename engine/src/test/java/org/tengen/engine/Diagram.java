package org.tengen.engine;

import java.util.ArrayList;
import java.util.List;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Position;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;

/**
 * A test position drawn as a labelled board diagram, GTP style: a header of column letters (A onwards,
 * skipping I), then one line per row from the top, each starting with its row number; {@code X} black,
 * {@code O} white, {@code .} empty. The labels are checked, so a diagram can't silently be off by a row.
 *
 * <pre>
 *   A B C
 * 3 . X .
 * 2 X O X
 * 1 . . .
 * </pre>
 */
final class Diagram {
    private static final String LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    private Diagram() {
    }

    /** The stones of a labelled diagram. */
    static Position parse(String diagram) {
        List<String> lines = new ArrayList<>();
        for (String line : diagram.split("\n")) {
            if (!line.isBlank()) {
                lines.add(line.trim());
            }
        }
        String header = lines.get(0).replace(" ", "");
        int height = lines.size() - 1;
        if (!LETTERS.startsWith(header)) {
            throw new IllegalArgumentException("header '" + lines.get(0) + "' is not the column letters A, B, ... (no I)");
        }
        StringBuilder rows = new StringBuilder();
        for (int i = 1; i <= height; i++) {
            String line = lines.get(i);
            String label = String.valueOf(height - i + 1);
            if (!line.startsWith(label + " ")) {
                throw new IllegalArgumentException("row " + i + " from the top should start with " + label + ": '" + line + "'");
            }
            String row = line.substring(label.length()).replace(" ", "");
            if (row.length() != header.length()) {
                throw new IllegalArgumentException("row " + label + " has " + row.length() + " points, expected " + header.length());
            }
            rows.append(row).append('\n');
        }
        return Position.parse(rows.toString());
    }

    /** A game on the diagram's position under Chinese rules (area scoring) with {@code komi}, {@code toMove} to play. */
    static Game game(String diagram, Stone toMove, double komi) {
        Position position = parse(diagram);
        Geometry g = position.geometry();
        Game game = new Game(g, RulesPresets.get("chinese").withKomi(komi));
        for (int p : g.points()) {
            int c = position.atPoint(p);
            if (c != 0) {
                game.setup(Stone.ofCode(c), p);
            }
        }
        game.setToMove(toMove);
        return game;
    }
}
