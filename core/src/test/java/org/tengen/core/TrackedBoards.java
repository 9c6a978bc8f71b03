package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The harness of the randomized board tests: the board under test, a shadow board with undo switched off
 * and the {@link NaiveBoard} reference, moved in step, with the naive state after every undoable action so
 * that each undo can be checked against the state it must give back.
 */
final class TrackedBoards {
    private final Geometry g;
    private final SuicideRule rule;
    private final Boolean simpleKo;
    /** The board under test, with undo. */
    final Board board;
    /** The same actions with undo switched off. */
    final Board shadow;
    private NaiveBoard naive;
    /** history.get(i): the naive board after i undoable actions. */
    private final List<NaiveBoard> history = new ArrayList<>();

    /** Boards with the rules a new board has. */
    TrackedBoards(Geometry g) {
        this(g, null, null);
    }

    /** Boards under the given suicide rule and simple ko; the naive board judges legality by its arguments. */
    TrackedBoards(Geometry g, SuicideRule rule, Boolean simpleKo) {
        this.g = g;
        this.rule = rule;
        this.simpleKo = simpleKo;
        this.board = newBoard();
        this.shadow = newBoard();
        shadow.setUndoEnabled(false);
        this.naive = new NaiveBoard(g.width(), g.height());
        history.add(naive.copy());
    }

    /** A fresh board with these boards' rules. */
    Board newBoard() {
        Board b = new Board(g);
        if (rule != null) {
            b.setSuicideRule(rule);
        }
        if (simpleKo != null) {
            b.setSimpleKo(simpleKo);
        }
        return b;
    }

    /** The reference state now. */
    NaiveBoard naive() {
        return naive;
    }

    /** The reference state after {@code depth} undoable actions. */
    NaiveBoard naiveAt(int depth) {
        return history.get(depth);
    }

    /** The number of undoable actions the board should hold. */
    int depth() {
        return history.size() - 1;
    }

    /** Remembers the state now as the one the last undoable action left. */
    void record() {
        history.add(naive.copy());
    }

    /** A pass on all three boards. */
    void pass() {
        board.pass();
        shadow.pass();
        naive.pass();
    }

    /** A move already made on the board under test, made on the other two. */
    void played(int p, int color) {
        shadow.playUnchecked(p, color);
        naive.play(g.col(p), g.row(p), color);
    }

    /** A setup stone on all three boards; false, changing nothing, when the position would not be legal. */
    boolean setup(int p, Stone stone) {
        NaiveBoard trial = naive.copy();
        trial.setup(g.col(p), g.row(p), stone.code());
        if (!trial.isLegalPosition()) {
            return false;
        }
        board.setStone(p, stone);
        shadow.setStone(p, stone);
        naive.setup(g.col(p), g.row(p), stone.code());
        return true;
    }

    /** The stone at {@code p} taken off all three boards. */
    void remove(int p) {
        board.removeStone(p);
        shadow.removeStone(p);
        naive.removeStone(g.col(p), g.row(p));
    }

    /** Undoes the last {@code k} undoable actions; the game goes on from there. */
    void takeBack(int k) {
        for (int i = 0; i < k; i++) {
            board.undo();
            history.remove(history.size() - 1);
        }
        naive = history.get(history.size() - 1).copy();
        shadow.copyFrom(board); // keeps the shadow's undo switched off
    }

    /** Fails unless the board holds the recorded depth and both boards agree with the reference. */
    void verify(boolean legality, Supplier<String> context) {
        assertThat(board.undoDepth()).as(context).isEqualTo(depth());
        BoardConsistencyTest.verify(board, naive, legality, context);
        BoardConsistencyTest.verify(shadow, naive, false, () -> "shadow without undo, " + context.get());
    }
}
