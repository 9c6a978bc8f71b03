package org.tengen.gtp.review;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;

/**
 * A real game reviewed once for the tests: GNU Go (Black) against tengen on 9x9, 40 moves ending in two passes,
 * at 200 playouts a position, one thread, seed 1 (the same review every run); and synthetic reviews built from
 * win rates alone.
 */
final class ReviewFixture {
    static final ReviewSettings SETTINGS = new ReviewSettings(200, 0, 1, 1, MistakeThresholds.DEFAULT);
    private static GameReview review;

    private ReviewFixture() {
    }

    static String gameText() {
        try (InputStream in = ReviewFixture.class.getResourceAsStream("/review/gnugo-9x9.sgf")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static SgfNode game() {
        return SgfReader.parse(gameText()).get(0);
    }

    static synchronized GameReview review() {
        if (review == null) {
            review = Reviewer.review(game(), SETTINGS, (done, total, nanos) -> { });
        }
        return review;
    }

    /**
     * A review of a 9x9 game whose moves are B A1, W B1, B C1 ... along the first row and up, where position k has
     * Black's win rate {@code blackRates[k]} and Black's lead ten times its distance from even; the search's best
     * move is always J9 (the variation J9 then J8).
     */
    static GameReview synthetic(double... blackRates) {
        Geometry g = Geometry.of(9);
        List<PositionEval> positions = new ArrayList<>();
        for (int k = 0; k < blackRates.length; k++) {
            Stone toMove = k % 2 == 0 ? Stone.BLACK : Stone.WHITE;
            positions.add(new PositionEval(k, toMove, 100, blackRates[k], 10 * (blackRates[k] - 0.5) * 2,
                    Move.play(g.point(8, 0)), List.of(Move.play(g.point(8, 0)), Move.play(g.point(8, 1))), true));
        }
        List<MoveReview> moves = new ArrayList<>();
        int[] board = new int[g.length()];
        for (int k = 1; k < blackRates.length; k++) {
            Stone s = k % 2 == 1 ? Stone.BLACK : Stone.WHITE;
            int point = g.point((k - 1) % 8, 8 - (k - 1) / 8);
            double drop = positions.get(k - 1).winRateFor(s) - positions.get(k).winRateFor(s);
            moves.add(new MoveReview(k, s, Move.play(point), positions.get(k - 1), positions.get(k),
                    MistakeThresholds.DEFAULT.judge(drop), board.clone()));
            board[point] = s.code();
        }
        GameReview.GameInfo info = new GameReview.GameInfo("Alice <b>", "Bob & co", "W+R", "2026-11-25", "", "chinese",
                7.5, 0);
        return new GameReview(info, g, positions, moves, SETTINGS, 1_000_000_000L);
    }
}
