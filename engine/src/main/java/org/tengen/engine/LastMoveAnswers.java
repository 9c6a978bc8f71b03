package org.tengen.engine;

import org.tengen.core.Board;

/**
 * The tactical answers to the last move that every knowledge playout plays first: capture a chain the move
 * left in atari, or save a chain of ours it put in atari (extend to a safe liberty, or capture a neighbour
 * of it). Shared by the {@link KnowledgePolicy} and the {@link LearnedShapePolicy}; keeps its scratch
 * array, so one per thread.
 */
final class LastMoveAnswers {
    private final int[] found = new int[64];

    /** Finds the captures and escapes the move at {@code last} calls for from {@code c}; returns how many. */
    int find(Board board, int c, int last) {
        int s = board.geometry().stride();
        int n = 0;
        if (board.liberties(last) == 1) {
            int l = Atari.liberty(board, last);
            if (board.isLegal(l, c)) {
                found[n++] = l;
            }
        }
        for (int i = 0; i < 4; i++) {
            int q = Atari.neighbour(last, i, s);
            if (board.at(q) == c && board.liberties(q) == 1) {
                n = escapes(board, c, q, n);
            }
        }
        return n;
    }

    /** The {@code i}th answer the last {@link #find} found. */
    int get(int i) {
        return found[i];
    }

    /** Ways for our chain at {@code q}, in atari, to get out: extend to a safe liberty, or capture a neighbour. */
    private int escapes(Board board, int c, int q, int n) {
        int s = board.geometry().stride();
        int l = Atari.liberty(board, q);
        if (n < found.length && Atari.libertiesAfter(board, l, c) >= 2 && board.isLegal(l, c)) {
            found[n++] = l;
        }
        int o = c ^ 3;
        int r = q;
        do {
            for (int i = 0; i < 4 && n < found.length; i++) {
                int e = Atari.neighbour(r, i, s);
                if (board.at(e) == o && board.liberties(e) == 1) {
                    int cap = Atari.liberty(board, e);
                    if (board.isLegal(cap, c)) {
                        found[n++] = cap;
                    }
                }
            }
            r = board.nextInChain(r);
        } while (r != q);
        return n;
    }
}
