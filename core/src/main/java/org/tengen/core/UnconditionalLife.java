package org.tengen.core;

/**
 * GNU Go's unconditional life for one colour, read out on a {@link TrialBoard}: which of the colour's stones
 * can never be captured even if the colour always passes, and which points the opponent can never hold.
 *
 * <p>The steps (GNU Go 3.8's {@code unconditional_life()}, described in its {@code engine/unconditional.c}):
 * <ol>
 *   <li>Set aside "potential seki" chains: chains of exactly two stones, away from the edge, with no other
 *       chain of the colour among their eight neighbours.</li>
 *   <li>Capture all it can: over and over, for each other chain of the colour (in board order of origins),
 *       let the opponent play on all its liberties; keep those moves if the chain was captured or was left
 *       with one liberty (then take it, even as a ko recapture), else take them back. If no chain of the
 *       colour outside the set-aside ones is left, nothing is settled.</li>
 *   <li>The chains left are invincible. The opponent plays on every liberty of them where it may, then
 *       extends every chain of its own in atari where that is not suicide, until none can be.</li>
 *   <li>A set-aside chain whose eyespace lets the opponent make a seki (the two opponent stones beside it
 *       would be one chain) gets a third stone; then the opponent plays on the liberties of the set-aside
 *       chains.</li>
 *   <li>Each opponent chain with exactly two liberties that are adjacent fills the one that leaves the
 *       colour more open liberties (ties: more liberties for the opponent, then the first).</li>
 *   <li>Alive (1): every stone of the colour not set aside. Territory (2): the liberties of those chains,
 *       and opponent chains in atari with their liberty.</li>
 * </ol>
 * Moves follow GNU Go's reading rules: no suicide, a simple ko recapture refused on the next move.
 */
final class UnconditionalLife {
    static final int NOTHING = 0;
    static final int ALIVE = 1;
    static final int TERRITORY = 2;

    private final TrialBoard board;
    private final Geometry geometry;
    private final int color;
    private final int other;
    private final boolean[] setAside;
    private final int[] libs;

    private UnconditionalLife(TrialBoard board, int color) {
        this.board = board;
        this.geometry = board.geometry();
        this.color = color;
        this.other = 3 - color;
        this.setAside = new boolean[geometry.length()];
        this.libs = new int[geometry.area()];
    }

    /**
     * For each point of {@code board}: {@link #ALIVE} for unconditionally alive stones of {@code stone},
     * {@link #TERRITORY} for points the opponent can never hold, else {@link #NOTHING}. Indexed by point.
     */
    static int[] analyze(BoardView view, int koPoint, Stone stone) {
        UnconditionalLife life = new UnconditionalLife(new TrialBoard(view, koPoint), stone.code());
        return life.run();
    }

    private int[] run() {
        int[] result = new int[geometry.length()];
        findPotentialSekis();
        if (!captureAllButInvincible()) {
            return result;
        }
        fillLibertiesOfInvincibleChains();
        extendOpponentAtaris();
        breakCriticalSekis();
        fillLibertiesOfSetAsideChains();
        fillOneOfTwoAdjacentLiberties();
        for (int p : geometry.points()) {
            int c = board.at(p);
            if (c == color && !setAside[p]) {
                result[p] = ALIVE;
                if (board.origin(p) == p) {
                    int n = board.liberties(p, libs);
                    for (int i = 0; i < n; i++) {
                        result[libs[i]] = TERRITORY;
                    }
                }
            } else if (c == other && board.liberties(p, libs) == 1) {
                result[p] = TERRITORY;
                result[libs[0]] = TERRITORY;
            }
        }
        return result;
    }

    private void findPotentialSekis() {
        int[] two = new int[2];
        for (int p : geometry.points()) {
            if (board.at(p) != color || board.origin(p) != p || board.stones(p, null) != 2) {
                continue;
            }
            board.stones(p, two);
            boolean isolated = true;
            for (int s = 0; s < 2 && isolated; s++) {
                for (int k = 0; k < 8 && isolated; k++) {
                    int q = board.around(two[s], k);
                    if (board.at(q) == Board.BORDER || (board.at(q) == color && !board.sameChain(p, q))) {
                        isolated = false;
                    }
                }
            }
            if (isolated) {
                setAside[two[0]] = true;
                setAside[two[1]] = true;
            }
        }
    }

    /** Step 2; whether any chain of the colour, set-aside ones apart, survived. */
    private boolean captureAllButInvincible() {
        boolean captured = true;
        boolean anyLeft = false;
        while (captured) {
            captured = false;
            anyLeft = false;
            for (int p : geometry.points()) {
                if (board.at(p) != color || board.origin(p) != p || setAside[p]) {
                    continue;
                }
                anyLeft = true;
                int[] before = board.save();
                int n = board.liberties(p, libs);
                int[] tries = java.util.Arrays.copyOf(libs, n);
                for (int lib : tries) {
                    board.tryMove(lib, other, false);
                }
                if (board.at(p) == Board.EMPTY) {
                    captured = true;
                } else if (board.liberties(p, libs) == 1) {
                    board.tryMove(libs[0], other, true);
                    captured = true;
                } else {
                    board.restore(before);
                }
            }
        }
        return anyLeft;
    }

    private void fillLibertiesOfInvincibleChains() {
        for (int p : geometry.points()) {
            if (board.at(p) != color || setAside[p] || board.origin(p) != p) {
                continue;
            }
            playOnLiberties(p);
        }
    }

    private void playOnLiberties(int p) {
        int n = board.liberties(p, libs);
        int[] tries = java.util.Arrays.copyOf(libs, n);
        for (int lib : tries) {
            board.tryMove(lib, other, false);
        }
    }

    private void extendOpponentAtaris() {
        boolean found = true;
        while (found) {
            found = false;
            for (int p : geometry.points()) {
                if (board.at(p) != other || board.liberties(p, libs) > 1) {
                    continue;
                }
                if (board.tryMove(libs[0], other, false)) {
                    found = true;
                }
            }
        }
    }

    /**
     * Step 4's first half: a set-aside pair X with an X stone "up" of it, empty points beyond both ends, and
     * empty points beside, where two opponent stones played diagonally across would be one chain, is a seki
     * the opponent could form; an X stone below the pair makes it a chain of three that can be captured.
     */
    private void breakCriticalSekis() {
        for (int p : geometry.points()) {
            if (!setAside[p] || board.at(p) == Board.EMPTY || board.origin(p) != p) {
                continue;
            }
            for (int r = 0; r < 4; r++) {
                int up = board.neighbour(p, r) - p;
                int right = board.neighbour(p, (r + 1) % 4) - p;
                if (board.at(p + up) != color || board.at(p + up + up) != Board.EMPTY
                        || board.at(p - up) != Board.EMPTY) {
                    continue;
                }
                for (int k = 0; k < 2; k++) {
                    if (k == 1) {
                        right = -right;
                    }
                    if (board.at(p + right) != Board.EMPTY || board.at(p + up - right) != Board.EMPTY) {
                        continue;
                    }
                    int[] before = board.save();
                    if (board.at(p - right) == Board.EMPTY) {
                        board.tryMove(p - right, other, false);
                    }
                    if (board.at(p + up + right) == Board.EMPTY) {
                        board.tryMove(p + up + right, other, false);
                    }
                    boolean seki = board.at(p - right) == other && board.at(p + up + right) == other
                            && board.sameChain(p - right, p + up + right);
                    board.restore(before);
                    if (seki) {
                        board.tryMove(p - up, color, false);
                        break;
                    }
                }
                if (board.stones(p, null) > 2) {
                    break;
                }
            }
        }
    }

    private void fillLibertiesOfSetAsideChains() {
        for (int p : geometry.points()) {
            if (setAside[p] && board.at(p) != Board.EMPTY) {
                playOnLiberties(p);
            }
        }
    }

    private void fillOneOfTwoAdjacentLiberties() {
        for (int p : geometry.points()) {
            if (board.at(p) != other || board.liberties(p, libs) != 2) {
                continue;
            }
            int a = libs[0];
            int b = libs[1];
            int distance = Math.abs(geometry.row(a) - geometry.row(b)) + Math.abs(geometry.col(a) - geometry.col(b));
            if (distance != 1) {
                continue;
            }
            int aOpen = board.libertiesIgnoringCaptures(a, color, 4);
            int bOpen = board.libertiesIgnoringCaptures(b, color, 4);
            int aLibs = board.libertiesIgnoringCaptures(a, other, 4);
            int bLibs = board.libertiesIgnoringCaptures(b, other, 4);
            board.tryMove(aOpen > bOpen || (aOpen == bOpen && aLibs >= bLibs) ? a : b, other, false);
        }
    }
}
