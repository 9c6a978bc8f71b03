package org.tengen.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.core.Benson;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.Score;
import org.tengen.core.Scoring;
import org.tengen.core.Stone;
import org.tengen.core.SuicideRule;

/** The solver's bit-mask rules against the core's {@link Board}, {@link Benson} and area count on random positions. */
class BitBoardTest {
    @Test
    void playsCountsAndFindsPassAliveChainsAsTheCoreDoes() {
        Random random = new Random(3);
        Rules rules = RulesPresets.get("chinese").withKomi(0);
        int compared = 0;
        for (String size : List.of("1x5", "2x3", "3x3", "3x4", "4x4", "5x5", "5x6", "6x5", "1x25")) {
            Geometry g = Geometry.parse(size);
            Cells cells = new Cells(g);
            for (SuicideRule rule : SuicideRule.values()) {
                BitBoard bits = new BitBoard(g.width(), g.height(), rule);
                for (int game = 0; game < 30; game++) {
                    Board board = new Board(g);
                    board.setSuicideRule(rule);
                    board.setSimpleKo(false);
                    for (int move = 0; move < 3 * g.area(); move++) {
                        int black = mask(cells, board, Board.BLACK);
                        int white = mask(cells, board, Board.WHITE);
                        assertThat(bits.margin(black, white)).isEqualTo(margin(board, rules));
                        for (Stone s : Stone.values()) {
                            int mine = s == Stone.BLACK ? black : white;
                            int theirs = s == Stone.BLACK ? white : black;
                            assertThat(bits.passAlive(mine, theirs)).as(size + "\n" + board).isEqualTo(alive(cells, board, s, rule));
                        }
                        int cell = random.nextInt(g.area());
                        int p = cells.cellPoint[cell];
                        int c = move % 2 == 0 ? Board.BLACK : Board.WHITE;
                        if (board.at(p) != Board.EMPTY) {
                            continue;
                        }
                        long after = bits.play(cell, c == Board.BLACK ? black : white, c == Board.BLACK ? white : black);
                        assertThat(after == -1).isEqualTo(!board.isLegal(p, c));
                        if (after != -1) {
                            board.playUnchecked(p, c);
                            int mine = (int) after;
                            int theirs = (int) (after >>> 32);
                            assertThat(c == Board.BLACK ? mine : theirs).isEqualTo(mask(cells, board, Board.BLACK));
                            assertThat(c == Board.BLACK ? theirs : mine).isEqualTo(mask(cells, board, Board.WHITE));
                            compared++;
                        }
                    }
                }
            }
        }
        assertThat(compared).isGreaterThan(5000);
    }

    @Test
    void findsThePassAliveChainsOfCrowdedBoardsAsTheCoreDoes() {
        // Boards filled nearly full, one colour favoured, hold eyes and living groups that random games seldom do.
        Random random = new Random(5);
        int withLife = 0;
        int compared = 0;
        for (String size : List.of("3x3", "3x4", "4x4", "4x5", "5x5", "5x6", "2x7")) {
            Geometry g = Geometry.parse(size);
            Cells cells = new Cells(g);
            for (SuicideRule rule : SuicideRule.values()) {
                BitBoard bits = new BitBoard(g.width(), g.height(), rule);
                for (int trial = 0; trial < 400; trial++) {
                    Board board = new Board(g);
                    board.setSuicideRule(rule);
                    board.setSimpleKo(false);
                    double fill = 0.5 + 0.45 * random.nextDouble();
                    double blackShare = 0.2 + 0.6 * random.nextDouble();
                    for (int i = 0; i < g.area(); i++) {
                        int p = cells.cellPoint[random.nextInt(g.area())];
                        int c = random.nextDouble() < blackShare ? Board.BLACK : Board.WHITE;
                        if (random.nextDouble() < fill && board.at(p) == Board.EMPTY && board.isLegal(p, c)) {
                            board.playUnchecked(p, c);
                        }
                    }
                    int black = mask(cells, board, Board.BLACK);
                    int white = mask(cells, board, Board.WHITE);
                    for (Stone s : Stone.values()) {
                        int mine = s == Stone.BLACK ? black : white;
                        int theirs = s == Stone.BLACK ? white : black;
                        int alive = alive(cells, board, s, rule);
                        assertThat(bits.passAlive(mine, theirs)).as(size + " " + rule + "\n" + board).isEqualTo(alive);
                        compared++;
                        if (alive != 0) {
                            withLife++;
                        }
                    }
                }
            }
        }
        assertThat(compared).isEqualTo(7 * SuicideRule.values().length * 400 * 2);
        assertThat(withLife).isGreaterThan(400);
    }

    private static int mask(Cells cells, Board board, int colour) {
        int m = 0;
        for (int i = 0; i < cells.area; i++) {
            if (board.at(cells.cellPoint[i]) == colour) {
                m |= 1 << i;
            }
        }
        return m;
    }

    private static int alive(Cells cells, Board board, Stone s, SuicideRule rule) {
        Benson b = Benson.analyze(board, s, rule);
        int m = 0;
        for (int i = 0; i < cells.area; i++) {
            if (b.isAlive(cells.cellPoint[i])) {
                m |= 1 << i;
            }
        }
        return m;
    }

    private static int margin(Board board, Rules rules) {
        Score score = Scoring.score(board, rules, 0, Set.of());
        return (int) Math.round(score.black() - score.white());
    }
}
