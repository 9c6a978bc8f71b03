package org.tengen.engine.features;

import java.util.List;
import org.tengen.core.Board;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.Turn;

/**
 * Builds the {@link Competition} of a position: the features of every legal move and of the pass, and which
 * one was played. For a learner replaying games: before each move, {@code fill(game, move, competition)},
 * then {@code game.play(move)}. One builder per thread.
 */
public final class CompetitionBuilder {
    private final FeatureExtractor extractor = new FeatureExtractor();

    /** {@return a new competition of the side to move's position in {@code game}, with {@code played} the move made there} */
    public Competition competition(Game game, Move played) {
        Competition c = new Competition();
        fill(game, game.toMove(), played, c);
        return c;
    }

    /**
     * Fills {@code out} with the competition of {@code mover} to play in {@code game}'s position: its
     * candidates are the points legal under the game's full rules (superko included) and the pass. The last
     * two moves are the game's last two plays or passes (setup stones don't count).
     *
     * @param played the move made there; a resignation, or a move not legal here, leaves {@code played()} at -1
     */
    public void fill(Game game, Stone mover, Move played, Competition out) {
        Board board = game.boardCopy();
        int c = mover.code();
        int[] last = lastTwoMoves(game.history());
        out.clear();
        int playedPoint = played instanceof Move.Play play ? play.point() : played instanceof Move.Pass ? FeatureExtractor.PASS : 0;
        for (int p : game.geometry().points()) {
            if (board.isLegal(p, c) && game.boardLegality(mover, Move.play(p)).isLegal()) {
                add(board, c, p, last[0], last[1], playedPoint, out);
            }
        }
        add(board, c, FeatureExtractor.PASS, last[0], last[1], playedPoint, out);
    }

    /**
     * The features of the move {@code mover} plays in {@code game}'s position alone, as {@link #fill(Game,
     * Stone, Move, Competition)} gives them for the candidate played, without those of every other candidate:
     * for a learner that only harvests what was played.
     *
     * @param out where the keys go, from index 0; at least {@link FeatureExtractor#MAX_FEATURES} long
     * @return how many keys; 0 when the move is a resignation or not legal here (no candidate of a competition)
     */
    public int playedFeatures(Game game, Stone mover, Move played, long[] out) {
        int[] last = lastTwoMoves(game.history());
        if (played instanceof Move.Pass) {
            return FeatureExtractor.extractPass(last[0], out, 0);
        }
        if (!(played instanceof Move.Play play) || !game.boardLegality(mover, played).isLegal()) {
            return 0;
        }
        Board board = game.boardCopy();
        return board.isLegal(play.point(), mover.code())
                ? extractor.extract(board, mover.code(), play.point(), last[0], last[1], out, 0) : 0;
    }

    /**
     * Fills {@code out} with the competition on a bare board, candidates legal by the board alone (its suicide
     * rule and simple ko, no superko), then the pass.
     *
     * @param mover {@link Board#BLACK} or {@link Board#WHITE}
     * @param last the last move: a point, {@link FeatureExtractor#PASS} or {@link FeatureExtractor#NO_MOVE}
     * @param beforeLast the move before it, likewise
     * @param played the point played, or {@link FeatureExtractor#PASS}; any other value matches no candidate
     */
    public void fill(Board board, int mover, int last, int beforeLast, int played, Competition out) {
        out.clear();
        for (int p : board.geometry().points()) {
            if (board.isLegal(p, mover)) {
                add(board, mover, p, last, beforeLast, played, out);
            }
        }
        add(board, mover, FeatureExtractor.PASS, last, beforeLast, played, out);
    }

    private void add(Board board, int mover, int p, int last, int beforeLast, int played, Competition out) {
        int at = out.open(p);
        int count = p == FeatureExtractor.PASS
                ? FeatureExtractor.extractPass(last, out.keys(), at)
                : extractor.extract(board, mover, p, last, beforeLast, out.keys(), at);
        if (p == played) {
            out.setPlayed(out.size());
        }
        out.close(count);
    }

    /** {@return the last move and the one before it, as points, PASS or NO_MOVE} */
    static int[] lastTwoMoves(List<Turn> history) {
        int[] out = {FeatureExtractor.NO_MOVE, FeatureExtractor.NO_MOVE};
        int found = 0;
        for (int i = history.size() - 1; i >= 0 && found < 2; i--) {
            Turn t = history.get(i);
            if (t.setup()) {
                continue;
            }
            out[found++] = t.move() instanceof Move.Play play ? play.point()
                    : t.move() instanceof Move.Pass ? FeatureExtractor.PASS : FeatureExtractor.NO_MOVE;
        }
        return out;
    }
}
