package org.tengen.serve;

import java.util.List;
import org.tengen.core.Geometry;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;

/**
 * One line of the start page's list of games: the players, the board, the date, the result and the number of
 * moves of the main line, read from the game's SGF.
 */
record GameSummary(String id, String black, String white, String size, String date, String result, int moves,
                   long modified, String problem) {

    static GameSummary of(String id, long modified, String sgf) {
        List<SgfNode> games = SgfReader.parse(sgf);
        if (games.isEmpty()) {
            return unreadable(id, modified, "no game in the file");
        }
        SgfNode root = games.get(0);
        Geometry g = SgfGames.geometry(root);
        int moves = 0;
        for (SgfNode n = root; !n.children().isEmpty(); ) {
            n = n.children().get(0);
            if (n.has("B") || n.has("W")) {
                moves++;
            }
        }
        return new GameSummary(id, text(root, "PB", "Black"), text(root, "PW", "White"),
                g.width() + "x" + g.height(), text(root, "DT", ""), text(root, "RE", ""), moves, modified, null);
    }

    static GameSummary unreadable(String id, long modified, String problem) {
        return new GameSummary(id, "", "", "", "", "", 0, modified, problem);
    }

    private static String text(SgfNode root, String id, String absent) {
        String v = SgfGames.gameInfoText(root, id);
        return v == null || v.isBlank() ? absent : v.trim();
    }
}
