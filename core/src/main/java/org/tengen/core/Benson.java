package org.tengen.core;

/**
 * Benson's algorithm: the chains of one colour that are unconditionally alive (pass-alive: they cannot be
 * captured even if their owner passes every turn), and the territory they enclose for sure.
 *
 * <p>A region is a maximal connected set of points that are not of the colour (empty points and opponent
 * stones). A region is vital to a chain when every empty point of the region is a liberty of that chain (every
 * point, where suicide is allowed).
 * Starting from every chain and every region enclosed by chains of the colour, the algorithm repeatedly
 * drops the chains with fewer than two vital regions, and the regions that touch a dropped chain, until
 * nothing changes. What remains is alive.
 *
 * <p>A surviving region in which every empty point touches an alive chain is pass-alive territory: the
 * opponent can never make an eye there, so opponent stones in it are dead.
 */
public final class Benson {
    private final Geometry geometry;
    private final boolean[] alive;
    private final boolean[] territory;

    private Benson(Geometry geometry, boolean[] alive, boolean[] territory) {
        this.geometry = geometry;
        this.alive = alive;
        this.territory = territory;
    }

    /**
     * Whether a stone is unconditionally alive.
     *
     * @param p an on-board point
     * @return true if {@code p} holds a stone of the analysed colour in a chain Benson proves alive
     */
    public boolean isAlive(int p) {
        return alive[p];
    }

    /**
     * Whether a point is pass-alive territory.
     *
     * @param p an on-board point
     * @return true if {@code p} lies in pass-alive territory of the analysed colour (opponent stones there
     *     are dead)
     */
    public boolean isTerritory(int p) {
        return territory[p];
    }

    /** {@return the size of the board analysed} */
    public Geometry geometry() {
        return geometry;
    }

    /**
     * Runs Benson's algorithm for one colour where suicide is forbidden (the opponent's stones leave a region
     * only when captured).
     *
     * @param board the position; it is read, not changed
     * @param stone the colour whose chains and regions are analysed
     * @return what is unconditionally alive and pass-alive territory for that colour
     */
    public static Benson analyze(BoardView board, Stone stone) {
        return analyze(board, stone, SuicideRule.FORBIDDEN);
    }

    /**
     * Runs Benson's algorithm for one colour under a suicide rule. Where suicide is allowed, the opponent can
     * take its own stones off a region and leave empty points there that are no liberties of the chain; so a
     * region is then vital to a chain only when every point of it, not only every empty one, touches the chain.
     *
     * @param board the position; it is read, not changed
     * @param stone the colour whose chains and regions are analysed
     * @param suicide the suicide rule of the game
     * @return what is unconditionally alive and pass-alive territory for that colour
     */
    public static Benson analyze(BoardView board, Stone stone, SuicideRule suicide) {
        boolean strict = suicide != SuicideRule.FORBIDDEN;
        Geometry g = board.geometry();
        int c = stone.code();
        int stride = g.stride();
        int n = g.length();

        // Number the chains of the colour (by head) and the regions (by flood fill).
        int[] chainIndex = new int[n];
        int chains = 0;
        int[] chainHeads = new int[g.area() + 1];
        for (int p : g.points()) {
            if (board.at(p) == c && board.chainHead(p) == p) {
                chainIndex[p] = ++chains;
                chainHeads[chains] = p;
            }
        }
        int[] region = new int[n];
        int regions = 0;
        int[] stack = new int[g.area()];
        int[][] regionPoints = new int[g.area() + 1][];
        int[] members = new int[g.area()];
        for (int start : g.points()) {
            if (board.at(start) == c || region[start] != 0) {
                continue;
            }
            regions++;
            int top = 0;
            int count = 0;
            stack[top++] = start;
            region[start] = regions;
            while (top > 0) {
                int p = stack[--top];
                members[count++] = p;
                for (int q : new int[] {p - stride, p - 1, p + 1, p + stride}) {
                    int cq = board.at(q);
                    if (cq != Board.BORDER && cq != c && region[q] == 0) {
                        region[q] = regions;
                        stack[top++] = q;
                    }
                }
            }
            regionPoints[regions] = java.util.Arrays.copyOf(members, count);
        }

        // vital[r][k]: region r is vital to chain k; borders[r][k]: region r touches chain k.
        boolean[][] vital = new boolean[regions + 1][chains + 1];
        boolean[][] borders = new boolean[regions + 1][chains + 1];
        for (int r = 1; r <= regions; r++) {
            for (int k = 1; k <= chains; k++) {
                vital[r][k] = true;
            }
            for (int p : regionPoints[r]) {
                boolean[] touches = new boolean[chains + 1];
                for (int q : new int[] {p - stride, p - 1, p + 1, p + stride}) {
                    if (board.at(q) == c) {
                        int k = chainIndex[board.chainHead(q)];
                        touches[k] = true;
                        borders[r][k] = true;
                    }
                }
                if (board.at(p) == Board.EMPTY || strict) {
                    for (int k = 1; k <= chains; k++) {
                        if (!touches[k]) {
                            vital[r][k] = false;
                        }
                    }
                }
            }
            for (int k = 1; k <= chains; k++) {
                vital[r][k] &= borders[r][k];
            }
        }

        boolean[] chainIn = new boolean[chains + 1];
        boolean[] regionIn = new boolean[regions + 1];
        java.util.Arrays.fill(chainIn, 1, chains + 1, true);
        java.util.Arrays.fill(regionIn, 1, regions + 1, true);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int k = 1; k <= chains; k++) {
                if (!chainIn[k]) {
                    continue;
                }
                int vitalRegions = 0;
                for (int r = 1; r <= regions; r++) {
                    if (regionIn[r] && vital[r][k]) {
                        vitalRegions++;
                    }
                }
                if (vitalRegions < 2) {
                    chainIn[k] = false;
                    changed = true;
                }
            }
            for (int r = 1; r <= regions; r++) {
                if (!regionIn[r]) {
                    continue;
                }
                for (int k = 1; k <= chains; k++) {
                    if (borders[r][k] && !chainIn[k]) {
                        regionIn[r] = false;
                        changed = true;
                        break;
                    }
                }
            }
        }

        boolean[] alive = new boolean[n];
        for (int p : g.points()) {
            if (board.at(p) == c && chainIn[chainIndex[board.chainHead(p)]]) {
                alive[p] = true;
            }
        }
        boolean[] territory = new boolean[n];
        for (int r = 1; r <= regions; r++) {
            if (!regionIn[r] || !hasAliveBorder(r, borders, chainIn)) {
                continue;
            }
            boolean everyEmptyTouches = true;
            for (int p : regionPoints[r]) {
                if (board.at(p) == Board.EMPTY && !touchesAlive(p, alive, stride)) {
                    everyEmptyTouches = false;
                    break;
                }
            }
            if (everyEmptyTouches) {
                for (int p : regionPoints[r]) {
                    territory[p] = true;
                }
            }
        }
        return new Benson(g, alive, territory);
    }

    private static boolean hasAliveBorder(int r, boolean[][] borders, boolean[] chainIn) {
        for (int k = 1; k < chainIn.length; k++) {
            if (borders[r][k] && chainIn[k]) {
                return true;
            }
        }
        return false;
    }

    private static boolean touchesAlive(int p, boolean[] alive, int stride) {
        return alive[p - stride] || alive[p - 1] || alive[p + 1] || alive[p + stride];
    }
}
