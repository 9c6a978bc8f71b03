package org.tengen.core;

import java.util.Arrays;

/**
 * The fast mutable board that search plays on: stones, chains with liberty counts, an incremental Zobrist
 * hash, prisoners, the simple-ko point, an empty-point list for O(1) random sampling, and undo.
 *
 * <p>Points are indices of the board's {@link Geometry}. Colours are codes: {@link #EMPTY}, 1 (black),
 * 2 (white), {@link #BORDER}. Each chain keeps a circular next-in-chain list; its head (the same for
 * every stone of the chain) holds the chain's stone count and its exact count of distinct liberties.
 * Merging relabels the smaller chain into the larger.
 *
 * <p>The board knows only the simple ko and the suicide rule; positional and situational superko need the
 * history that {@link Game} keeps. Nothing on the move path allocates: undo is a journal of the array
 * writes a move made, grown only when a game outgrows it, and switched off for playouts with
 * {@link #setUndoEnabled(boolean)}.
 */
public final class Board implements BoardView {
    /** The code of an empty point. */
    public static final int EMPTY = 0;
    /** The code of a black stone, {@link Stone#BLACK}'s {@link Stone#code()}. */
    public static final int BLACK = 1;
    /** The code of a white stone; {@code c ^ 3} turns one colour's code into the other's. */
    public static final int WHITE = 2;
    /** The code of the padding around the board, so that neighbours need no bounds check. */
    public static final int BORDER = 3;


    private final Geometry geometry;
    private final int stride;
    private final byte[] color;
    private final int[] head;
    private final int[] next;
    private final int[] size;
    private final int[] libs;
    private final int[] empties;
    private final int[] emptyIndex;
    private final int[] mark;
    private int markGeneration;
    private int emptyCount;
    private long hash;
    private int koPoint;
    private int koColor;
    private final int[] prisoners = new int[3];

    private SuicideRule suicideRule = SuicideRule.FORBIDDEN;
    private boolean simpleKo = true;

    private boolean undoEnabled = true;
    private final UndoJournal journal = new UndoJournal();
    /** The int arrays in {@link UndoJournal}'s id order (id 1 is head), for writing old values back. */
    private final int[][] journalled;

    /**
     * An empty board: suicide forbidden, simple ko on, undo on.
     *
     * @param geometry the board's size
     */
    public Board(Geometry geometry) {
        this.geometry = geometry;
        this.stride = geometry.stride();
        int n = geometry.length();
        color = new byte[n];
        head = new int[n];
        next = new int[n];
        size = new int[n];
        libs = new int[n];
        empties = new int[geometry.area()];
        emptyIndex = new int[n];
        journalled = new int[][] {head, next, size, libs, empties, emptyIndex};
        mark = new int[n];
        Arrays.fill(color, (byte) BORDER);
        for (int p : geometry.points()) {
            color[p] = EMPTY;
            emptyIndex[p] = emptyCount;
            empties[emptyCount++] = p;
        }
    }

    /**
     * An empty square board: suicide forbidden, simple ko on, undo on.
     *
     * @param size the number of lines, 1 to {@value Geometry#MAX_SIZE}
     * @throws IllegalArgumentException if the size is out of range
     */
    public Board(int size) {
        this(Geometry.of(size));
    }

    private Board(Board other) {
        geometry = other.geometry;
        stride = other.stride;
        color = other.color.clone();
        head = other.head.clone();
        next = other.next.clone();
        size = other.size.clone();
        libs = other.libs.clone();
        empties = other.empties.clone();
        emptyIndex = other.emptyIndex.clone();
        journalled = new int[][] {head, next, size, libs, empties, emptyIndex};
        mark = new int[other.mark.length];
        undoEnabled = other.undoEnabled;
        copyScalars(other);
    }

    /** {@return a copy with the same stones, ko point, prisoners, rules and undo setting, and an empty undo history} */
    public Board copy() {
        return new Board(this);
    }

    /**
     * A copy as {@link #copy()} gives, but whose inner order (the empty-point list of {@link #emptyAt}, the
     * order of each chain's stones) depends on the position alone: the order of a board whose stones were set
     * up one by one in point order. Code that draws empty points at random by index (a playout) then draws
     * alike in the same position, whatever moves led to it. The ko point, prisoners and rules are this board's.
     *
     * @return a new board, independent of this one
     */
    public Board canonicalCopy() {
        Board b = new Board(geometry);
        b.undoEnabled = false;
        for (int p : geometry.points()) {
            if (color[p] != EMPTY) {
                b.place(p, color[p]);
            }
        }
        b.undoEnabled = undoEnabled;
        b.copyScalars(this);
        return b;
    }

    /**
     * Makes this board equal to {@code other} (same geometry) without allocating; clears the undo history
     * and keeps this board's own undo setting, so a playout board stays fast.
     *
     * @param other the board to copy, of the same geometry
     * @throws IllegalArgumentException if the geometries differ
     */
    public void copyFrom(Board other) {
        if (other.geometry != geometry) {
            throw new IllegalArgumentException("cannot copy a " + other.geometry.describe() + " board into a "
                    + geometry.describe() + " board");
        }
        System.arraycopy(other.color, 0, color, 0, color.length);
        System.arraycopy(other.head, 0, head, 0, head.length);
        System.arraycopy(other.next, 0, next, 0, next.length);
        System.arraycopy(other.size, 0, size, 0, size.length);
        System.arraycopy(other.libs, 0, libs, 0, libs.length);
        System.arraycopy(other.empties, 0, empties, 0, empties.length);
        System.arraycopy(other.emptyIndex, 0, emptyIndex, 0, emptyIndex.length);
        copyScalars(other);
    }

    private void copyScalars(Board other) {
        emptyCount = other.emptyCount;
        hash = other.hash;
        koPoint = other.koPoint;
        koColor = other.koColor;
        prisoners[1] = other.prisoners[1];
        prisoners[2] = other.prisoners[2];
        suicideRule = other.suicideRule;
        simpleKo = other.simpleKo;
        journal.clear();
    }

    // ---------------------------------------------------------------- rules the board enforces

    /**
     * Sets which suicides {@link #legality} and {@link #isLegal} allow; {@link #playUnchecked} ignores it.
     *
     * @param rule the suicide rule
     */
    public void setSuicideRule(SuicideRule rule) {
        this.suicideRule = rule;
    }

    /** {@return the suicide rule the legality checks apply} */
    public SuicideRule suicideRule() {
        return suicideRule;
    }

    /**
     * Whether the simple-ko recapture is forbidden (true for every ko rule but {@link KoRule#NONE}). With it
     * off, the board records no ko point at all.
     *
     * @param on true to forbid the immediate recapture of a single-stone ko
     */
    public void setSimpleKo(boolean on) {
        this.simpleKo = on;
        if (!on) {
            koPoint = 0;
            koColor = 0;
        }
    }

    /** {@return whether the simple-ko recapture is forbidden} */
    public boolean simpleKo() {
        return simpleKo;
    }

    /**
     * Playouts switch undo off: moves then write no journal and cannot be taken back.
     *
     * @param on false to stop journalling (the journal so far is dropped), true to start again
     */
    public void setUndoEnabled(boolean on) {
        this.undoEnabled = on;
        if (!on) {
            journal.clear();
        }
    }

    // ---------------------------------------------------------------- reading

    @Override
    public Geometry geometry() {
        return geometry;
    }

    @Override
    public int at(int p) {
        return color[p];
    }

    @Override
    public int chainHead(int p) {
        return head[p];
    }

    @Override
    public int chainSize(int p) {
        return size[head[p]];
    }

    @Override
    public int liberties(int p) {
        return libs[head[p]];
    }

    @Override
    public int nextInChain(int p) {
        return next[p];
    }

    @Override
    public int prisoners(Stone capturer) {
        return prisoners[capturer.code()];
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public int koPoint() {
        return koPoint;
    }

    @Override
    public Stone koColor() {
        return koPoint == 0 ? null : Stone.ofCode(koColor);
    }

    @Override
    public int emptyCount() {
        return emptyCount;
    }

    @Override
    public int emptyAt(int i) {
        return empties[i];
    }

    /** {@return the number of actions (plays, passes, setup stones, removals) that {@link #undo()} can take back} */
    public int undoDepth() {
        return journal.depth();
    }

    // ---------------------------------------------------------------- legality

    /**
     * Asks whether a stone may be played, by this board's simple ko and suicide rule (superko is
     * {@link Game}'s business).
     *
     * @param p any int; off-board points are answered, not refused
     * @param stone the colour to play
     * @return {@link Legality#LEGAL}, or off board, occupied, ko or suicide
     */
    public Legality legality(int p, Stone stone) {
        if (!geometry.isOnBoard(p)) {
            return Legality.OFF_BOARD;
        }
        return legality(p, stone.code());
    }

    private Legality legality(int p, int c) {
        if (color[p] != EMPTY) {
            return Legality.OCCUPIED;
        }
        if (simpleKo && p == koPoint && c == koColor) {
            return Legality.KO;
        }
        if (isSuicide(p, c)) {
            return suicideAllowed(p, c) ? Legality.LEGAL : Legality.SUICIDE;
        }
        return Legality.LEGAL;
    }

    /**
     * The hot-path legality check, without allocation or an off-board test.
     *
     * @param p an on-board point
     * @param c a colour code, {@link #BLACK} or {@link #WHITE}
     * @return true if {@code c} may play at {@code p} by the simple ko and the suicide rule
     */
    public boolean isLegal(int p, int c) {
        if (color[p] != EMPTY || (simpleKo && p == koPoint && c == koColor)) {
            return false;
        }
        return !isSuicide(p, c) || suicideAllowed(p, c);
    }

    /**
     * Whether a stone of code {@code c} on the empty point {@code p} would leave its chain without a
     * liberty after capturing what it captures.
     *
     * @param p an empty on-board point
     * @param c a colour code, {@link #BLACK} or {@link #WHITE}
     * @return true if the play would be a suicide, whether or not the rule allows it
     */
    public boolean isSuicide(int p, int c) {
        int o = c ^ 3;
        return !(relieves(p - stride, c, o) || relieves(p - 1, c, o) || relieves(p + 1, c, o)
                || relieves(p + stride, c, o));
    }

    /** Whether neighbour {@code q} gives a stone of {@code c} a liberty: empty, a roomy friend, or a capture. */
    private boolean relieves(int q, int c, int o) {
        int cq = color[q];
        if (cq == EMPTY) {
            return true;
        }
        if (cq == c) {
            return libs[head[q]] > 1;
        }
        return cq == o && libs[head[q]] == 1;
    }

    private boolean suicideAllowed(int p, int c) {
        switch (suicideRule) {
            case ALL:
                return true;
            case MULTI_STONE:
                for (int i = 0; i < 4; i++) {
                    if (color[neighbour(p, i)] == c) {
                        return true;
                    }
                }
                return false;
            default:
                return false;
        }
    }

    private int neighbour(int p, int i) {
        switch (i) {
            case 0: return p - stride;
            case 1: return p - 1;
            case 2: return p + 1;
            default: return p + stride;
        }
    }

    // ---------------------------------------------------------------- moves

    /**
     * Plays a stone if it is legal by this board's simple ko and suicide rule; otherwise changes nothing.
     *
     * @param p any int; an off-board point is refused
     * @param stone the colour to play
     * @return {@link Legality#LEGAL} if played, else why not
     */
    public Legality play(int p, Stone stone) {
        Legality legality = legality(p, stone);
        if (legality.isLegal()) {
            playUnchecked(p, stone.code());
        }
        return legality;
    }

    /**
     * Places colour code {@code c} on the empty point {@code p}, removes opponent chains left without
     * liberties, then removes its own chain if it has none (the opponent takes those as prisoners). Checks
     * neither ko nor the suicide rule: callers check first, or replay a record tolerantly.
     *
     * @param p an empty on-board point
     * @param c a colour code, {@link #BLACK} or {@link #WHITE}
     * @throws IllegalArgumentException if the point is not empty
     */
    public void playUnchecked(int p, int c) {
        if (color[p] != EMPTY) {
            throw new IllegalArgumentException("point " + describe(p) + " is not empty");
        }
        pushFrame();
        int o = c ^ 3;
        setColor(p, c);
        removeEmpty(p);
        hash ^= Zobrist.KEYS[c][p];
        setHead(p, p);
        setNext(p, p);
        setSize(p, 1);

        int n0 = p - stride;
        int n1 = p - 1;
        int n2 = p + 1;
        int n3 = p + stride;
        int h0 = head[n0];
        int h1 = head[n1];
        int h2 = head[n2];
        int h3 = head[n3];
        // Every distinct neighbouring chain loses the liberty p (empty and border points have head 0).
        if (h0 != 0) {
            setLibs(h0, libs[h0] - 1);
        }
        if (h1 != 0 && h1 != h0) {
            setLibs(h1, libs[h1] - 1);
        }
        if (h2 != 0 && h2 != h0 && h2 != h1) {
            setLibs(h2, libs[h2] - 1);
        }
        if (h3 != 0 && h3 != h0 && h3 != h1 && h3 != h2) {
            setLibs(h3, libs[h3] - 1);
        }

        // The distinct chains of the mover's colour next to p (0 where there is none).
        int k0 = color[n0] == c ? head[n0] : 0;
        int k1 = color[n1] == c ? head[n1] : 0;
        int k2 = color[n2] == c ? head[n2] : 0;
        int k3 = color[n3] == c ? head[n3] : 0;
        if (k1 == k0) {
            k1 = 0;
        }
        if (k2 == k0 || k2 == k1) {
            k2 = 0;
        }
        if (k3 == k0 || k3 == k1 || k3 == k2) {
            k3 = 0;
        }
        int big = k0;
        if (size[k1] > size[big]) {
            big = k1;
        }
        if (size[k2] > size[big]) {
            big = k2;
        }
        if (size[k3] > size[big]) {
            big = k3;
        }
        if (big == 0) {
            setLibs(p, emptyNeighbours(p));
        } else {
            // The joined chain's liberties: the largest chain's, plus those of p and the smaller chains
            // that it lacks. Costs the size of the smaller chains only, like the merge itself.
            int generation = nextMarkGeneration();
            int liberties = libs[big] + libertiesMissingFrom(p, big, generation);
            liberties += chainLibertiesMissingFrom(k0, big, generation) + chainLibertiesMissingFrom(k1, big, generation)
                    + chainLibertiesMissingFrom(k2, big, generation) + chainLibertiesMissingFrom(k3, big, generation);
            int mine = merge(big, p);
            if (k0 != 0 && k0 != big) {
                mine = merge(mine, k0);
            }
            if (k1 != 0 && k1 != big) {
                mine = merge(mine, k1);
            }
            if (k2 != 0 && k2 != big) {
                mine = merge(mine, k2);
            }
            if (k3 != 0 && k3 != big) {
                mine = merge(mine, k3);
            }
            setLibs(mine, liberties);
        }

        // Capture opponent chains without liberties.
        int captured = 0;
        int lastCaptured = 0;
        if (color[n0] == o && libs[head[n0]] == 0) {
            lastCaptured = n0;
            captured += removeChain(head[n0]);
        }
        if (color[n1] == o && libs[head[n1]] == 0) {
            lastCaptured = n1;
            captured += removeChain(head[n1]);
        }
        if (color[n2] == o && libs[head[n2]] == 0) {
            lastCaptured = n2;
            captured += removeChain(head[n2]);
        }
        if (color[n3] == o && libs[head[n3]] == 0) {
            lastCaptured = n3;
            captured += removeChain(head[n3]);
        }
        prisoners[c] += captured;

        int myHead = head[p];
        if (libs[myHead] == 0) {
            prisoners[o] += removeChain(myHead);
            koPoint = 0;
            koColor = 0;
        } else if (simpleKo && captured == 1 && size[myHead] == 1 && libs[myHead] == 1) {
            koPoint = lastCaptured;
            koColor = o;
        } else {
            koPoint = 0;
            koColor = 0;
        }
    }

    /** A pass: clears the ko point. Undo takes it back like a move. */
    public void pass() {
        pushFrame();
        koPoint = 0;
        koColor = 0;
    }

    /**
     * Puts a setup stone on an empty point (a handicap stone, an SGF AB or AW): no captures, no ko; the
     * caller keeps the position legal. Undo takes it back like a move.
     *
     * @param p an empty on-board point
     * @param stone the colour of the stone
     * @throws IllegalArgumentException if the point is off the board or not empty
     */
    public void setStone(int p, Stone stone) {
        if (color[p] != EMPTY) {
            throw new IllegalArgumentException("point " + describe(p) + " is not empty");
        }
        pushFrame();
        place(p, stone.code());
        koPoint = 0;
        koColor = 0;
    }

    /**
     * Takes the stone at {@code p} off the board (an SGF AE): no prisoners, no ko point. Its chain may fall
     * apart into several chains; the opponent chains next to it gain the liberty. Undo takes it back like a
     * move.
     *
     * @param p the point to empty
     * @throws IllegalArgumentException if {@code p} is off the board or empty
     */
    public void removeStone(int p) {
        if (!geometry.isOnBoard(p)) {
            throw new IllegalArgumentException("cannot remove a stone at " + describe(p));
        }
        int c = color[p];
        if (c == EMPTY) {
            throw new IllegalArgumentException("no stone to remove at " + describe(p));
        }
        int[] rest = chainStonesExcept(p);
        pushFrame();
        // Rare (record replay only), so the simple way: lift the whole chain, then put the rest back one by
        // one, which rebuilds whatever chains it falls apart into with exact liberties.
        removeChain(head[p]);
        for (int q : rest) {
            place(q, c);
        }
        koPoint = 0;
        koColor = 0;
    }

    /** The stones of the chain through {@code p}, {@code p} left out. */
    private int[] chainStonesExcept(int p) {
        int[] out = new int[size[head[p]] - 1];
        int n = 0;
        for (int q = next[p]; q != p; q = next[q]) {
            out[n++] = q;
        }
        return out;
    }

    /**
     * Puts colour code {@code c} on the empty point {@code p} without captures, in the current frame:
     * merges it with its friends, recounts their liberties, and takes the liberty from opponent chains.
     */
    private void place(int p, int c) {
        setColor(p, c);
        removeEmpty(p);
        hash ^= Zobrist.KEYS[c][p];
        setHead(p, p);
        setNext(p, p);
        setSize(p, 1);
        int mine = p;
        for (int i = 0; i < 4; i++) {
            int q = neighbour(p, i);
            int cq = color[q];
            if (cq == c) {
                if (head[q] != head[mine]) {
                    mine = merge(head[mine], head[q]);
                }
            } else if (cq != EMPTY && cq != BORDER) {
                int h = head[q];
                boolean seen = false;
                for (int j = 0; j < i; j++) {
                    if (head[neighbour(p, j)] == h) {
                        seen = true;
                    }
                }
                if (!seen) {
                    setLibs(h, libs[h] - 1);
                }
            }
        }
        setLibs(mine, countLiberties(mine));
    }

    /** Takes back the last move, pass, setup stone or removal, restoring everything exactly. */
    public void undo() {
        journal.undo(color, journalled);
        hash = journal.savedHash();
        koPoint = journal.savedKoPoint();
        koColor = journal.savedKoColor();
        prisoners[1] = journal.savedPrisoners(1);
        prisoners[2] = journal.savedPrisoners(2);
        emptyCount = journal.savedEmptyCount();
    }

    /**
     * Takes moves back until {@link #undoDepth()} is {@code depth}: the board as it was after the first
     * {@code depth} undoable actions.
     *
     * @param depth a depth from 0 to the current {@link #undoDepth()}
     */
    public void undoTo(int depth) {
        while (journal.depth() > depth) {
            undo();
        }
    }

    private String describe(int p) {
        return geometry.isOnBoard(p) ? geometry.toGtp(p) : p + " (off the " + geometry.describe() + " board)";
    }

    // ---------------------------------------------------------------- chain machinery

    /** Merges two distinct chains, the smaller into the larger; returns the head of the result. */
    private int merge(int a, int b) {
        if (size[a] < size[b]) {
            int t = a;
            a = b;
            b = t;
        }
        int q = b;
        do {
            setHead(q, a);
            q = next[q];
        } while (q != b);
        int na = next[a];
        setNext(a, next[b]);
        setNext(b, na);
        setSize(a, size[a] + size[b]);
        return a;
    }

    private int emptyNeighbours(int p) {
        int n = 0;
        if (color[p - stride] == EMPTY) {
            n++;
        }
        if (color[p - 1] == EMPTY) {
            n++;
        }
        if (color[p + 1] == EMPTY) {
            n++;
        }
        if (color[p + stride] == EMPTY) {
            n++;
        }
        return n;
    }

    /** Unmarked empty neighbours of stone {@code s} that chain {@code big} does not touch; marks them. */
    private int libertiesMissingFrom(int s, int big, int generation) {
        return missing(s - stride, big, generation) + missing(s - 1, big, generation)
                + missing(s + 1, big, generation) + missing(s + stride, big, generation);
    }

    private int missing(int e, int big, int generation) {
        if (color[e] != EMPTY || mark[e] == generation) {
            return 0;
        }
        mark[e] = generation;
        return head[e - stride] == big || head[e - 1] == big || head[e + 1] == big || head[e + stride] == big ? 0 : 1;
    }

    /** {@link #libertiesMissingFrom} over every stone of chain {@code k}; 0 for no chain or {@code big} itself. */
    private int chainLibertiesMissingFrom(int k, int big, int generation) {
        if (k == 0 || k == big) {
            return 0;
        }
        int n = 0;
        int q = k;
        do {
            n += libertiesMissingFrom(q, big, generation);
            q = next[q];
        } while (q != k);
        return n;
    }

    private int countLiberties(int h) {
        int generation = nextMarkGeneration();
        int n = 0;
        int q = h;
        do {
            for (int i = 0; i < 4; i++) {
                int e = neighbour(q, i);
                if (color[e] == EMPTY && mark[e] != generation) {
                    mark[e] = generation;
                    n++;
                }
            }
            q = next[q];
        } while (q != h);
        return n;
    }

    private int nextMarkGeneration() {
        if (++markGeneration == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            markGeneration = 1;
        }
        return markGeneration;
    }

    /** Removes the chain with head {@code h}; its neighbours gain liberties. Returns its stone count. */
    private int removeChain(int h) {
        int c = color[h];
        int removed = size[h];
        int q = h;
        do {
            setColor(q, EMPTY);
            addEmpty(q);
            hash ^= Zobrist.KEYS[c][q];
            q = next[q];
        } while (q != h);
        // Each removed stone is a new liberty for every distinct chain next to it (all of the other colour).
        q = h;
        do {
            int n0 = q - stride;
            int n1 = q - 1;
            int n2 = q + 1;
            int n3 = q + stride;
            int h0 = color[n0] == EMPTY ? 0 : head[n0];
            int h1 = color[n1] == EMPTY ? 0 : head[n1];
            int h2 = color[n2] == EMPTY ? 0 : head[n2];
            int h3 = color[n3] == EMPTY ? 0 : head[n3];
            if (h0 != 0) {
                setLibs(h0, libs[h0] + 1);
            }
            if (h1 != 0 && h1 != h0) {
                setLibs(h1, libs[h1] + 1);
            }
            if (h2 != 0 && h2 != h0 && h2 != h1) {
                setLibs(h2, libs[h2] + 1);
            }
            if (h3 != 0 && h3 != h0 && h3 != h1 && h3 != h2) {
                setLibs(h3, libs[h3] + 1);
            }
            int following = next[q];
            setHead(q, 0);
            setNext(q, 0);
            q = following;
        } while (q != h);
        setSize(h, 0);
        setLibs(h, 0);
        return removed;
    }

    private void removeEmpty(int p) {
        int i = emptyIndex[p];
        int last = empties[--emptyCount];
        setEmpties(i, last);
        setEmptyIndex(last, i);
    }

    private void addEmpty(int p) {
        setEmptyIndex(p, emptyCount);
        setEmpties(emptyCount++, p);
    }

    // ---------------------------------------------------------------- journalled writes

    private void pushFrame() {
        if (undoEnabled) {
            journal.beginFrame(hash, koPoint, koColor, prisoners[1], prisoners[2], emptyCount);
        }
    }

    private void setColor(int p, int v) {
        if (undoEnabled) {
            journal.record(UndoJournal.COLOR, p, color[p]);
        }
        color[p] = (byte) v;
    }

    /** Writes {@code array[i] = v}, journalled under {@code id} for undo. */
    private void write(int id, int[] array, int i, int v) {
        if (undoEnabled) {
            journal.record(id, i, array[i]);
        }
        array[i] = v;
    }

    private void setHead(int p, int v) {
        write(UndoJournal.HEAD, head, p, v);
    }

    private void setNext(int p, int v) {
        write(UndoJournal.NEXT, next, p, v);
    }

    private void setSize(int p, int v) {
        write(UndoJournal.SIZE, size, p, v);
    }

    private void setLibs(int p, int v) {
        write(UndoJournal.LIBS, libs, p, v);
    }

    private void setEmpties(int i, int v) {
        write(UndoJournal.EMPTIES, empties, i, v);
    }

    private void setEmptyIndex(int p, int v) {
        write(UndoJournal.EMPTY_INDEX, emptyIndex, p, v);
    }

    // ---------------------------------------------------------------- text

    /** The board as a diagram: {@code X} black, {@code O} white, {@code .} empty, one row a line. */
    @Override
    public String toString() {
        return position().toString();
    }
}
