package org.tengen.gtp.review;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.core.sgf.SgfException;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReplay;
import org.tengen.engine.Analysis;
import org.tengen.engine.Clock;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.SearchBudget;
import org.tengen.engine.SearchParameters;

/**
 * Reviews a game record: replays its main line as a record player does ({@link SgfReplay.Mode#TOLERANT}: a move
 * the record's rules forbid is still played, a move on an occupied point stops the review), analyses every
 * position from the start to the end with {@link MctsPlayer#analyse} within the settings' budget, and judges
 * each move by the win rate it lost for its player.
 *
 * <p>Each position is the record's: the side to move is the record's next mover (a record may play out of
 * turn). A position after two passes is searched as if play resumed, with one more pass ending the game, so
 * the last position of a counted game still has a verdict. One search serves the whole game and keeps its tree
 * from position to position, as in a game.
 */
public final class Reviewer {
    /** Told after each position is analysed. */
    @FunctionalInterface
    public interface Progress {
        /**
         * One more position done.
         *
         * @param done         positions analysed so far
         * @param total        positions in all (moves + 1)
         * @param elapsedNanos time since the review began
         */
        void positionDone(int done, int total, long elapsedNanos);
    }

    private Reviewer() {
    }

    /**
     * Reviews the main line of {@code root}.
     *
     * @throws ReviewException for a move the record cannot play (on an occupied point), with its number and place
     * @throws SgfException    for a structural problem of the record (a point off the board, an unreadable SZ ...)
     */
    public static GameReview review(SgfNode root, ReviewSettings settings, Progress progress) {
        long start = System.nanoTime();
        SgfReplay whole = SgfReplay.mainLine(root, SgfReplay.Mode.TOLERANT);
        if (whole.problem().isPresent()) {
            throw new ReviewException(whole.problem().get().describeWithPlace());
        }
        List<Turn> played = moves(whole.game());
        int n = played.size();
        SgfNode end = root.mainLineEnd();
        MctsPlayer player = new MctsPlayer(settings.seed(), settings.threads(), SearchBudget.of(
                settings.playouts() == Integer.MAX_VALUE ? null : settings.playouts(),
                settings.seconds() == 0 ? null : settings.seconds()), 0, SearchParameters.defaults());
        List<PositionEval> positions = new ArrayList<>();
        List<int[]> boards = new ArrayList<>();
        for (int k = 0; k <= n; k++) {
            SgfReplay replay = SgfReplay.to(end, SgfReplay.Mode.TOLERANT, k);
            Game game = replay.game();
            boards.add(stones(game));
            if (game.isOver()) {
                try {
                    game.resume(); // after two passes: searched as play resuming, where a pass ends the game
                } catch (IllegalStateException e) {
                    // the move limit: nothing to search
                }
            }
            replay.nextMover().filter(s -> s != game.toMove()).ifPresent(game::setToMove);
            PositionEval previous = k == 0 ? null : positions.get(k - 1);
            positions.add(evaluate(player, game, k, settings, previous));
            progress.positionDone(k + 1, n + 1, System.nanoTime() - start);
        }
        List<MoveReview> moves = new ArrayList<>();
        for (int k = 1; k <= n; k++) {
            Turn t = played.get(k - 1);
            PositionEval before = positions.get(k - 1);
            PositionEval after = positions.get(k);
            double drop = before.winRateFor(t.stone()) - after.winRateFor(t.stone());
            moves.add(new MoveReview(k, t.stone(), t.move(), before, after, settings.thresholds().judge(drop),
                    boards.get(k - 1)));
        }
        Game game = whole.game();
        return new GameReview(info(root, game), game.geometry(), positions, moves, settings, System.nanoTime() - start);
    }

    /** The moves of a replayed game: its turns that are neither setup (handicap included) nor a resignation. */
    static List<Turn> moves(Game game) {
        List<Turn> out = new ArrayList<>();
        for (Turn t : game.history()) {
            if (!t.setup() && !(t.move() instanceof Move.Resign)) {
                out.add(t);
            }
        }
        return out;
    }

    private static PositionEval evaluate(MctsPlayer player, Game game, int k, ReviewSettings settings,
                                         PositionEval previous) {
        long nanos = settings.nanos();
        long deadline = System.nanoTime() + nanos;
        BooleanSupplier keepGoing = nanos == Clock.NO_LIMIT ? () -> true : () -> System.nanoTime() < deadline;
        Analysis a = game.isOver() ? null : player.analyse(game, settings.playouts(), 0, false, keepGoing, x -> { });
        if (a == null) {
            return previous == null
                    ? new PositionEval(k, game.toMove(), 0, 0.5, 0, Move.PASS, List.of(), false)
                    : new PositionEval(k, game.toMove(), 0, previous.blackWinRate(), previous.blackScoreLead(),
                            Move.PASS, List.of(), false);
        }
        Stone toMove = Stone.ofCode(a.toMove());
        double sign = toMove == Stone.BLACK ? 1 : -1;
        double rate = meanWinRate(a);
        double blackWinRate = toMove == Stone.BLACK ? rate : 1 - rate;
        List<Move> pv = a.moves().isEmpty() ? List.of(Move.PASS) : a.moves().get(0).pv();
        return new PositionEval(k, toMove, a.playouts(), blackWinRate, sign * a.scoreLead(), a.best(),
                legalPrefix(game, pv), true);
    }

    /**
     * The position's win rate for the side to move: the mean of its root moves' win rates weighted by their
     * visits, the search's value of the position as KataGo's root win rate is. The best move's own rate is the
     * highest of noisy estimates and runs high, for the mover before a move and for the opponent after it, which
     * would make a good move look like a loss; the means do not tilt so.
     */
    static double meanWinRate(Analysis a) {
        double sum = 0;
        long visits = 0;
        for (Analysis.MoveInfo m : a.moves()) {
            sum += m.winRate() * m.visits();
            visits += m.visits();
        }
        return visits == 0 ? a.winRate() : sum / visits;
    }

    /** The moves of {@code pv} up to the first the game's rules refuse; plays them on {@code game}, a copy of the record's. */
    private static List<Move> legalPrefix(Game game, List<Move> pv) {
        List<Move> legal = new ArrayList<>();
        for (Move m : pv) {
            if (!game.play(m).isLegal()) {
                break;
            }
            legal.add(m);
        }
        return legal;
    }

    private static int[] stones(Game game) {
        Geometry g = game.geometry();
        int[] board = new int[g.length()];
        for (int p : g.points()) {
            board[p] = game.board().at(p);
        }
        return board;
    }

    private static GameReview.GameInfo info(SgfNode root, Game game) {
        Rules rules = game.rules();
        String ruleName = SgfGames.presetName(root).orElse(rules.presetName() != null ? rules.presetName() : rules.toJson());
        return new GameReview.GameInfo(player(root, "PB", "BR", "Black"), player(root, "PW", "WR", "White"),
                text(root, "RE"), text(root, "DT"), !text(root, "EV").isEmpty() ? text(root, "EV") : text(root, "GN"),
                ruleName, rules.komi(), game.handicapStones());
    }

    private static String player(SgfNode root, String name, String rank, String fallback) {
        String n = text(root, name);
        String r = text(root, rank);
        return (n.isEmpty() ? fallback : n) + (r.isEmpty() ? "" : " " + r);
    }

    private static String text(SgfNode root, String id) {
        String v = SgfGames.gameInfoText(root, id);
        return v == null ? "" : v.trim();
    }
}
