package org.tengen.gtp.server;

import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Result;
import org.tengen.core.Rules;
import org.tengen.core.Stone;

/**
 * GoGui's extensions: the {@code gogui-rules_*} commands by which GoGui uses an engine as its referee
 * (the side to move, the legal moves, empty once the game is over, and the board), and the analyze
 * commands GoGui offers in its menu: with tengen's search, first the ownership and win-rate views of {@link
 * AnalysisCommands}.
 */
final class GoGuiCommands {
    private final GtpEngine engine;

    GoGuiCommands(GtpEngine engine) {
        this.engine = engine;
    }

    void register() {
        engine.register("gogui-rules_game_id", args -> "Go");
        engine.register("gogui-rules_board_size", args -> "" + engine.game().geometry().width());
        engine.register("gogui-rules_side_to_move", args -> GtpArgs.name(engine.game().toMove()));
        engine.register("gogui-rules_legal_moves", args -> legalMoves());
        engine.register("gogui-rules_board", args -> board());
        engine.register("gogui-rules_final_result", args -> finalResult());
        engine.register("gogui-analyze_commands", args -> (engine.analyses()
                ? "gfx/Ownership/tengen-ownership_gfx %c\ngfx/Win Rates/tengen-winrates_gfx %c\n" : "") + String.join("\n",
                "string/Side to Move/gogui-rules_side_to_move",
                "plist/Legal Moves/all_legal %c",
                "string/Why Illegal/tengen-illegal_reason %c %p",
                "plist/Liberties/findlib %p",
                "plist/Dead Stones (search)/final_status_list dead",
                "string/Final Score/final_score",
                "string/Final Result/gogui-rules_final_result",
                "string/Rules/kata-get-rules"));
    }

    /** The side to move's legal moves and pass; nothing once the game is over, which is how GoGui sees the end. */
    private String legalMoves() {
        Game game = engine.game();
        if (game.isOver()) {
            return "";
        }
        Geometry g = game.geometry();
        int[] legal = game.legalPoints();
        String moves = GtpArgs.vertices(legal, legal.length, g);
        return moves.isEmpty() ? "pass" : moves + " pass";
    }

    /** Rows of {@code X}, {@code O} and {@code .}, the top row first. */
    private String board() {
        Game game = engine.game();
        Geometry g = game.geometry();
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < g.height(); row++) {
            sb.append('\n');
            for (int col = 0; col < g.width(); col++) {
                int c = game.board().at(g.point(col, row));
                sb.append(c == 1 ? 'X' : c == 2 ? 'O' : '.');
            }
        }
        return sb.toString();
    }

    /** {@code unknown} while the game goes on, then a sentence such as {@code Black wins by 3.5 points}. */
    private String finalResult() {
        Game game = engine.game();
        if (!game.isOver()) {
            return "unknown";
        }
        Result r = game.result();
        if (r.isDraw()) {
            return "Draw";
        }
        String winner = r.winner().orElseThrow() == Stone.BLACK ? "Black" : "White";
        return r.isResignation() ? winner + " wins by resignation" : winner + " wins by " + Rules.formatPoints(r.margin())
                + (r.margin() == 1 ? " point" : " points");
    }
}
