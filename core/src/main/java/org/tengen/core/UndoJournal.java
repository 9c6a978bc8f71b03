package org.tengen.core;

import java.util.Arrays;

/**
 * The board's undo record: every array write a move makes, as (array, index, old value), grouped into one
 * frame per move with the scalars the move may change (hash, ko point and colour, prisoners, empty count).
 * Primitive arrays that grow only when a game outgrows them, so recording allocates nothing per move.
 */
final class UndoJournal {
    /** Array ids: the board's colour array, then its int arrays in the order the board passes them. */
    static final int COLOR = 0;
    static final int HEAD = 1;
    static final int NEXT = 2;
    static final int SIZE = 3;
    static final int LIBS = 4;
    static final int EMPTIES = 5;
    static final int EMPTY_INDEX = 6;

    private static final int FRAME = 7;

    private int[] entries = new int[3 * 256];
    private int top;
    private long[] frames = new long[64 * FRAME];
    private int frameCount;
    /** Where the frame last popped by {@link #undo} starts in {@code frames}. */
    private int popped;

    /** Opens the frame of a new move, saving the scalars it may change. */
    void beginFrame(long hash, int koPoint, int koColor, int blackPrisoners, int whitePrisoners, int emptyCount) {
        if ((frameCount + 1) * FRAME > frames.length) {
            frames = Arrays.copyOf(frames, frames.length * 2);
        }
        int f = frameCount * FRAME;
        frames[f] = top;
        frames[f + 1] = hash;
        frames[f + 2] = koPoint;
        frames[f + 3] = koColor;
        frames[f + 4] = blackPrisoners;
        frames[f + 5] = whitePrisoners;
        frames[f + 6] = emptyCount;
        frameCount++;
    }

    /** Records that {@code array[index]} held {@code old} before a write. */
    void record(int array, int index, int old) {
        if (top + 3 > entries.length) {
            entries = Arrays.copyOf(entries, entries.length * 2);
        }
        entries[top] = array;
        entries[top + 1] = index;
        entries[top + 2] = old;
        top += 3;
    }

    /** Number of moves that can be taken back. */
    int depth() {
        return frameCount;
    }

    void clear() {
        top = 0;
        frameCount = 0;
    }

    /**
     * Takes back the newest frame: writes every recorded old value back into {@code color} or
     * {@code ints[array - 1]}, newest first. The frame's saved scalars are then readable until the next frame.
     */
    void undo(byte[] color, int[][] ints) {
        if (frameCount == 0) {
            throw new IllegalStateException("nothing to undo");
        }
        frameCount--;
        popped = frameCount * FRAME;
        int start = (int) frames[popped];
        while (top > start) {
            top -= 3;
            int array = entries[top];
            if (array == COLOR) {
                color[entries[top + 1]] = (byte) entries[top + 2];
            } else {
                ints[array - 1][entries[top + 1]] = entries[top + 2];
            }
        }
    }

    long savedHash() {
        return frames[popped + 1];
    }

    int savedKoPoint() {
        return (int) frames[popped + 2];
    }

    int savedKoColor() {
        return (int) frames[popped + 3];
    }

    int savedPrisoners(int code) {
        return (int) frames[popped + 3 + code];
    }

    int savedEmptyCount() {
        return (int) frames[popped + 6];
    }
}
