package org.tengen.gtp;

import java.util.List;
import org.tengen.core.Benson;
import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.Turn;

/** The rules oracle: questions about legality, stones, chains and history that change nothing. */
final class OracleCommands {
    private final GtpEngine engine;

    OracleCommands(GtpEngine engine) {
        this.engine = engine;
    }

    void register() {
        engine.register("is_legal", args -> {
            try {
                GtpArgs.count(args, 2, "a color and a vertex");
                GtpArgs.color(args.get(0));
                GtpArgs.move(args.get(1), engine.game().geometry());
            } catch (GtpFailure e) {
                throw new GtpFailure("invalid color or coordinate"); // GNU Go's answer; illegal_reason says more
            }
            return legality(args).isLegal() ? "1" : "0";
        });
        engine.register("tengen-illegal_reason", args -> legality(args).reason());
        engine.register("all_legal", this::allLegal);
        engine.register("list_stones", this::listStones);
        engine.register("captures", args -> {
            GtpArgs.count(args, 1, "a color");
            return "" + engine.game().board().prisoners(GtpArgs.color(args.get(0)));
        });
        engine.register("color", args -> {
            int c = engine.game().board().at(vertexArg(args));
            return c == 1 ? "black" : c == 2 ? "white" : "empty";
        });
        engine.register("countlib", args -> "" + liberties(stoneArg(args)).length);
        engine.register("findlib", args -> {
            int[] libs = liberties(stoneArg(args));
            return GtpArgs.vertices(libs, libs.length, engine.game().geometry());
        });
        engine.register("move_history", args -> moveHistory());
        engine.register("last_move", args -> {
            Turn last = engine.game().lastMove();
            if (last == null) {
                throw new GtpFailure("no previous move known");
            }
            return GtpArgs.name(last.stone()) + " " + last.move().toGtp(engine.game().geometry());
        });
        engine.register("unconditional_status", this::unconditionalStatus);
    }

    /** A colour and a vertex (or pass), as is_legal takes them; the game's legality, turn order aside. */
    private Legality legality(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 2, "a color and a vertex");
        Stone stone = GtpArgs.color(args.get(0));
        Game game = engine.game();
        Move move;
        try {
            move = GtpArgs.move(args.get(1), game.geometry());
        } catch (GtpFailure e) {
            return Legality.OFF_BOARD;
        }
        Legality l = game.legality(stone, move);
        // GTP asks whether the colour may play there, whoever's turn it is.
        return l == Legality.WRONG_TURN || l == Legality.GAME_OVER ? turnFree(game, stone, move) : l;
    }

    private static Legality turnFree(Game game, Stone stone, Move move) {
        Legality board = game.boardLegality(stone, move);
        if (!board.isLegal() || game.isOver()) {
            return board;
        }
        Stone before = game.toMove();
        game.setToMove(stone);
        Legality l = game.legality(stone, move);
        game.setToMove(before);
        return l;
    }

    private String allLegal(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 1, "a color");
        Stone stone = GtpArgs.color(args.get(0));
        Game game = engine.game();
        Geometry g = game.geometry();
        int[] out = new int[g.area()];
        int n = 0;
        for (int p : g.points()) {
            if (turnFree(game, stone, Move.play(p)).isLegal()) {
                out[n++] = p;
            }
        }
        return GtpArgs.vertices(out, n, g);
    }

    private String listStones(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 1, "a color");
        Stone stone = GtpArgs.color(args.get(0));
        BoardView board = engine.game().board();
        Geometry g = board.geometry();
        int[] out = new int[g.area()];
        int n = 0;
        for (int p : g.points()) {
            if (board.at(p) == stone.code()) {
                out[n++] = p;
            }
        }
        return GtpArgs.vertices(out, n, g);
    }

    private int vertexArg(List<String> args) throws GtpFailure {
        GtpArgs.count(args, 1, "a vertex");
        return GtpArgs.vertex(args.get(0), engine.game().geometry());
    }

    private int stoneArg(List<String> args) throws GtpFailure {
        int p = vertexArg(args);
        if (engine.game().board().at(p) == 0) {
            throw new GtpFailure("vertex must not be empty");
        }
        return p;
    }

    /** The liberties of the chain through {@code p}, in board order. */
    private int[] liberties(int p) {
        BoardView board = engine.game().board();
        Geometry g = board.geometry();
        int head = board.chainHead(p);
        boolean[] lib = new boolean[g.length()];
        int q = head;
        int stride = g.stride();
        do {
            for (int r : new int[] {q - stride, q - 1, q + 1, q + stride}) {
                if (board.at(r) == 0) {
                    lib[r] = true;
                }
            }
            q = board.nextInChain(q);
        } while (q != head);
        int[] out = new int[board.liberties(p)];
        int n = 0;
        for (int r : g.points()) {
            if (lib[r]) {
                out[n++] = r;
            }
        }
        return out;
    }

    /** Moves, the most recent first, as GNU Go lists them: {@code black D4}. */
    private String moveHistory() {
        Game game = engine.game();
        List<Turn> history = game.history();
        StringBuilder sb = new StringBuilder();
        for (int i = history.size() - 1; i >= 0; i--) {
            Turn t = history.get(i);
            if (t.setup() || t.move() instanceof Move.Resign) {
                continue;
            }
            sb.append(sb.length() == 0 ? "" : "\n").append(GtpArgs.name(t.stone())).append(' ')
                    .append(t.move().toGtp(game.geometry()));
        }
        return sb.toString();
    }

    /** {@code alive} or {@code dead} when Benson's algorithm proves it, else {@code undecided}. */
    private String unconditionalStatus(List<String> args) throws GtpFailure {
        int p = vertexArg(args);
        BoardView board = engine.game().board();
        int c = board.at(p);
        if (c == 0) {
            Benson black = Benson.analyze(board, Stone.BLACK);
            Benson white = Benson.analyze(board, Stone.WHITE);
            return black.isTerritory(p) ? "black_territory" : white.isTerritory(p) ? "white_territory" : "undecided";
        }
        Stone stone = c == 1 ? Stone.BLACK : Stone.WHITE;
        if (Benson.analyze(board, stone).isAlive(p)) {
            return "alive";
        }
        return Benson.analyze(board, stone.opponent()).isTerritory(p) ? "dead" : "undecided";
    }
}
