package org.tengen.serve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Move;
import org.tengen.engine.Decision;

/** One game without the server: tengen's search against the changes made while it thinks. */
class ServedGameTest {
    private static ServedGame tengenBlack() {
        return ServedGame.create("g", NewGame.of(9, 9, "chinese", null, 0, "black", 1, null, null));
    }

    @Test
    void aResignationWhileTengenThinksDropsItsMove() {
        ServedGame g = tengenBlack();
        ServedGame.Ticket ticket = g.startThinking();
        assertThat(ticket).isNotNull();
        assertThat(g.thinking()).isTrue();
        g.resign();
        assertThat(g.thinking()).isFalse();
        long version = g.version();
        assertThat(g.finishThinking(ticket, Decision.of(Move.PASS))).isFalse();
        assertThat(g.version()).isEqualTo(version); // nothing changed, so nothing is saved or sent
        assertThat(g.line()).hasSize(1);
        assertThat(g.toSgf()).contains("RE[B+R]").doesNotContain("B[]").doesNotContain(";B[");
        // Undo reopens the game as it was: no move, tengen to move, and a new search plays.
        g.undo();
        assertThat(g.game().isOver()).isFalse();
        assertThat(g.line()).hasSize(1);
        ServedGame.Ticket again = g.startThinking();
        assertThat(again).isNotNull();
        assertThat(g.finishThinking(ticket, Decision.of(Move.PASS))).as("the old search").isFalse();
        assertThat(g.finishThinking(again, Decision.of(Move.play(g.game().geometry().point(4, 4))))).isTrue();
        assertThat(g.line()).hasSize(2);
        assertThat(g.toSgf()).contains(";B[ee]");
    }

    @Test
    void aSearchWhoseGameMovedOnIsDropped() {
        ServedGame g = tengenBlack();
        ServedGame.Ticket first = g.startThinking();
        assertThat(g.finishThinking(first, Decision.of(Move.play(g.game().geometry().point(4, 4))))).isTrue();
        g.play(Move.play(g.game().geometry().point(2, 2)));
        ServedGame.Ticket second = g.startThinking();
        g.goTo(1);
        assertThat(g.finishThinking(second, Decision.of(Move.PASS))).isFalse();
        assertThat(g.thinking()).isFalse();
        assertThat(g.toSgf()).doesNotContain("B[]");
    }
}
