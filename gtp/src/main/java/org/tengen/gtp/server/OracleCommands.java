package org.tengen.gtp.server;

import java.util.List;
import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.core.UnconditionalStatus;

/** The rules oracle: questions about legality, stones, chains and history that change nothing. */
final class OracleCommands {
    private final GtpEngine engine;
    /** The last unconditional_status analysis, and the game, stones and ko point it was made for. */
    private UnconditionalStatus unconditional;
    private Game unconditionalOf;
    private long unconditionalHash;
    private int unconditionalKo;

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
        if (!PlayCommands.playsOn(game)) {
            return Legality.GAME_OVER; // as play answers: over for good, not just ended by passes
        }
        Legality l = game.legality(stone, move);
        // GTP asks whether the colour may play there, whoever's turn it is.
        return l == Legality.WRONG_TURN || l == Legality.GAME_OVER ? turnFree(game, stone, move) : l;
    }

    private static Legality turnFree(Game game, Stone stone, Move move) {
        if (!PlayCommands.playsOn(game)) {
            return Legality.GAME_OVER;
        }
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

    /**
     * GNU Go's {@code unconditional_status}: {@code alive}, {@code dead}, {@code black_territory},
     * {@code white_territory} or {@code undecided}, by its definition ({@link UnconditionalStatus}).
     */
    private String unconditionalStatus(List<String> args) throws GtpFailure {
        int p = vertexArg(args);
        Game game = engine.game();
        int ko = UnconditionalStatus.koTakenByLastMove(game);
        // A controller asks point by point: analyse each position once.
        if (unconditional == null || unconditionalOf != game || unconditionalHash != game.board().hash()
                || unconditionalKo != ko || unconditional.geometry() != game.geometry()) {
            unconditional = UnconditionalStatus.analyze(game.board(), ko);
            unconditionalOf = game;
            unconditionalHash = game.board().hash();
            unconditionalKo = ko;
        }
        return unconditional.at(p).gtp();
    }
}
