package org.tengen.core;

import java.util.Collection;
import java.util.List;

/**
 * Counts a position by area, territory or stones, with dead stones given by the caller. Dead stones are
 * taken off first: their points join the surrounding region and, under territory scoring, they count as
 * prisoners of the other colour. An empty region is a colour's territory when it borders that colour's
 * (living) stones only; a region bordering both colours, or none, belongs to nobody. Under territory scoring
 * a region that borders only stones alive in seki belongs to nobody either (the Japanese and Korean rules: the
 * eyes of a seki are not territory); under area scoring a seki's eyes count as a colour's area as usual.
 */
public final class Scoring {
    private Scoring() {
    }

    /**
     * Counts a position.
     *
     * @param board the position, with the prisoners taken so far
     * @param rules the scoring rule, komi and handicap bonus to count under
     * @param handicapStones the handicap Black received, for the handicap bonus under area scoring
     * @param dead the points of the stones to take off as dead; the board is not changed
     * @return the count and what it is made of
     * @throws IllegalArgumentException if a dead point is off the board or empty, naming it
     */
    public static Score score(BoardView board, Rules rules, int handicapStones, Collection<Integer> dead) {
        return score(board, rules, handicapStones, dead, List.of());
    }

    /**
     * Counts a position with stones in seki.
     *
     * @param board the position, with the prisoners taken so far
     * @param rules the scoring rule, komi and handicap bonus to count under
     * @param handicapStones the handicap Black received, for the handicap bonus under area scoring
     * @param dead the points of the stones to take off as dead; the board is not changed
     * @param seki the points of the stones alive in seki: under territory scoring, a region that borders
     *     these stones only is no one's territory
     * @return the count and what it is made of
     * @throws IllegalArgumentException if a dead or seki point is off the board or empty, naming it
     */
    public static Score score(BoardView board, Rules rules, int handicapStones, Collection<Integer> dead,
                              Collection<Integer> seki) {
        Geometry g = board.geometry();
        boolean[] inSeki = marks(board, seki, "seki");
        boolean[] isDead = marks(board, dead, "dead");
        int[] stones = new int[3];
        int[] territory = new int[3];
        int[] prisoners = {0, board.prisoners(Stone.BLACK), board.prisoners(Stone.WHITE)};
        for (int p : g.points()) {
            int c = board.at(p);
            if (c != Board.EMPTY) {
                if (isDead[p]) {
                    prisoners[c ^ 3]++;
                } else {
                    stones[c]++;
                }
            }
        }
        int[] owner = owners(board, isDead, inSeki, rules.scoring() == ScoringRule.TERRITORY);
        for (int p : g.points()) {
            territory[owner[p]]++;
        }
        int bonus = rules.scoring() == ScoringRule.AREA ? rules.handicapBonus().points(handicapStones) : 0;
        return new Score(rules.scoring(), stones[1], stones[2], territory[1], territory[2], prisoners[1], prisoners[2],
                rules.komi(), bonus);
    }

    /**
     * Whose territory each point is, as {@link #score(BoardView, Rules, int, Collection, Collection)} counts it:
     * an empty point or a dead stone's point in a region that borders the living stones of one colour only is
     * that colour's ({@link Board#BLACK} or {@link Board#WHITE}); every other point, stones that live included,
     * is {@link Board#EMPTY}. For territory marks ({@code TB}, {@code TW}) and a board drawn with the count.
     *
     * @param board the position
     * @param rules the scoring rule (under territory scoring the eyes of a seki are no one's)
     * @param dead the points of the stones taken off as dead
     * @param seki the points of the stones alive in seki
     * @return an array indexed by point (the board's geometry), of {@link Board#BLACK}, {@link Board#WHITE} or
     *     {@link Board#EMPTY}
     * @throws IllegalArgumentException if a dead or seki point is off the board or empty, naming it
     */
    public static int[] territory(BoardView board, Rules rules, Collection<Integer> dead, Collection<Integer> seki) {
        boolean[] inSeki = marks(board, seki, "seki");
        return owners(board, marks(board, dead, "dead"), inSeki, rules.scoring() == ScoringRule.TERRITORY);
    }

    private static boolean[] marks(BoardView board, Collection<Integer> points, String what) {
        Geometry g = board.geometry();
        boolean[] marked = new boolean[g.length()];
        for (int p : points) {
            if (!g.isOnBoard(p) || board.isEmpty(p)) {
                throw new IllegalArgumentException(what + " stone at " + (g.isOnBoard(p) ? g.toGtp(p) : String.valueOf(p))
                        + ": there is no stone there");
            }
            marked[p] = true;
        }
        return marked;
    }

    /** The owner of every region of empty and dead points: the one colour of living stones it borders, else none. */
    private static int[] owners(BoardView board, boolean[] isDead, boolean[] inSeki, boolean sekiIsNoOnes) {
        Geometry g = board.geometry();
        int[] owner = new int[g.length()];
        boolean[] seen = new boolean[g.length()];
        int[] stack = new int[g.area()];
        int[] region = new int[g.area()];
        int stride = g.stride();
        for (int start : g.points()) {
            if (seen[start] || !(board.isEmpty(start) || isDead[start])) {
                continue;
            }
            int regionSize = 0;
            int reaches = 0;
            boolean bySeki = false;
            boolean byOther = false;
            int top = 0;
            stack[top++] = start;
            seen[start] = true;
            while (top > 0) {
                int p = stack[--top];
                region[regionSize++] = p;
                int[] around = {p - stride, p - 1, p + 1, p + stride};
                for (int q : around) {
                    int c = board.at(q);
                    if (c == Board.BORDER || seen[q]) {
                        continue;
                    }
                    if (c == Board.EMPTY || isDead[q]) {
                        seen[q] = true;
                        stack[top++] = q;
                    } else {
                        reaches |= c;
                        bySeki |= inSeki[q];
                        byOther |= !inSeki[q];
                    }
                }
            }
            if ((reaches == Board.BLACK || reaches == Board.WHITE) && !(bySeki && !byOther && sekiIsNoOnes)) {
                for (int i = 0; i < regionSize; i++) {
                    owner[region[i]] = reaches;
                }
            }
        }
        return owner;
    }
}
