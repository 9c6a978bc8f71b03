package org.tengen.problems.littlego;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.core.Board;
import org.tengen.core.Position;

/** The referee's judgement of whole games: the end by the move limit or two passes, the count, forfeits. */
class RefereeTest {
    private static final long SECOND = 1_000_000_000L;

    /** A player that answers a fixed list, then passes. */
    private static RefereedPlayer script(String... answers) {
        Iterator<String> it = List.of(answers).iterator();
        return new RefereedPlayer() {
            @Override
            public String move(int colour, Position previous, Board current, int movesPlayed) {
                return it.hasNext() ? it.next() : "PASS";
            }

            @Override
            public String name() {
                return "script";
            }
        };
    }

    @Test
    void theGameEndsAfterTwentyFourMovesAndCountsStonesWithKomi() {
        // Twelve stones each, nothing captured: White wins by the komi.
        RefereedPlayer black = script("0,0", "0,1", "0,2", "0,3", "0,4", "1,0", "1,1", "1,2", "1,3", "1,4", "2,0", "2,1");
        RefereedPlayer white = script("4,0", "4,1", "4,2", "4,3", "4,4", "3,0", "3,1", "3,2", "3,3", "3,4", "2,4", "2,3");
        Referee.Outcome o = new Referee(SECOND).play(black, white);
        assertThat(o.ending()).isEqualTo(Referee.Ending.SCORE);
        assertThat(o.moves()).isEqualTo(24);
        assertThat(o.blackStones()).isEqualTo(12);
        assertThat(o.whiteStones()).isEqualTo(12);
        assertThat(o.winner()).isEqualTo(2);
        assertThat(o.detail()).startsWith("the move limit");
    }

    @Test
    void aPassRightAfterAPassEndsTheGame() {
        Referee.Outcome o = new Referee(SECOND).play(script("2,2", "2,3", "PASS"), script("0,0", "PASS"));
        // 1 2,2  2 0,0  3 2,3  4 PASS  5 PASS: over after five moves, Black 2 against White 1 + 2.5.
        assertThat(o.moves()).isEqualTo(5);
        assertThat(o.winner()).isEqualTo(2);
        assertThat(o.detail()).startsWith("pass after pass");
        // Passes that aren't consecutive don't end it.
        Referee.Outcome apart = new Referee(SECOND).play(script("PASS", "2,2", "PASS"), script("0,0", "PASS"));
        assertThat(apart.moves()).isEqualTo(5);
        // White passes every time, but each pass follows a black move: the game ends when Black passes too.
        Referee.Outcome won = new Referee(SECOND).play(script("2,2", "2,3", "2,1", "1,2"), script());
        assertThat(won.moves()).isEqualTo(9);
        assertThat(won.blackStones()).isEqualTo(4);
        assertThat(won.winner()).isEqualTo(1);
    }

    @Test
    void anIllegalMoveLosesAtOnce() {
        Referee.Outcome o = new Referee(SECOND).play(script("2,2", "2,2"), script("0,0"));
        assertThat(o.ending()).isEqualTo(Referee.Ending.ILLEGAL);
        assertThat(o.winner()).isEqualTo(2);
        assertThat(o.detail()).contains("black (script) at move 3 played 2,2: occupied");
        assertThat(new Referee(SECOND).play(script("5,0"), script()).detail()).contains("off board");
    }

    @Test
    void aKoRecaptureLosesAtOnce() {
        // Black builds the ko shape; White takes at (2,1); Black's immediate retake recreates the board.
        RefereedPlayer black = script("1,1", "3,1", "2,0", "2,2", "2,2");
        RefereedPlayer white = script("1,2", "3,2", "2,3", "2,1");
        Referee.Outcome o = new Referee(SECOND).play(black, white);
        assertThat(o.ending()).isEqualTo(Referee.Ending.ILLEGAL);
        assertThat(o.detail()).contains("at move 9 played 2,2: ko");
    }

    @Test
    void aMalformedAnswerLoses() {
        for (String bad : new String[] {"2, 2", "pass", "2,2,", "", "2;2", "PASS\n\n"}) {
            Referee.Outcome o = new Referee(SECOND).play(script(bad), script());
            assertThat(o.ending()).as(bad).isEqualTo(Referee.Ending.MALFORMED);
            assertThat(o.winner()).isEqualTo(2);
        }
        // One line end after the answer is allowed.
        assertThat(new Referee(SECOND).play(script("2,2\n"), script()).ending()).isEqualTo(Referee.Ending.SCORE);
    }

    @Test
    void anAnswerOverTheTimeLimitLoses() {
        RefereedPlayer slow = new RefereedPlayer() {
            @Override
            public String move(int colour, Position previous, Board current, int movesPlayed) {
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return "2,2";
            }

            @Override
            public String name() {
                return "slow";
            }
        };
        Referee.Outcome o = new Referee(1_000_000).play(slow, script());
        assertThat(o.ending()).isEqualTo(Referee.Ending.TIME);
        assertThat(o.winner()).isEqualTo(2);
    }
}
