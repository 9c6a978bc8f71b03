package org.tengen.core;

/**
 * The unconditional status of every point, as GNU Go 3.8 defines it (its GTP command
 * {@code unconditional_status}): stones that can never be captured even if their owner always passes,
 * stones the opponent can always capture, and points the opponent can never hold.
 *
 * <p>For each colour in turn (White, then Black, whose answer wins where both have one),
 * {@link UnconditionalLife} lets the opponent capture every chain of the colour it can capture with
 * consecutive moves, while the colour passes; the chains left are invincible. Then the opponent fills
 * their liberties and its own ataris, splits eyes it could live in, and whatever the opponent still cannot
 * hold is the colour's: its invincible stones are {@link Status#ALIVE}, opponent stones there are
 * {@link Status#DEAD}, empty points there are its territory. Everything else is {@link Status#UNDECIDED}.
 *
 * <p>The reading assumes GNU Go's rules: suicide is never played, and a simple ko recapture is refused on
 * the move right after the ko was taken (the board's current ko point counts only for the very first trial
 * move). The answer is GNU Go's also where its procedure is looser than the idea: a seki in which one side
 * could make a one-eyed group of three stones is reported as territory only where GNU Go reports it so.
 */
public final class UnconditionalStatus {
    /** The answers of GNU Go's {@code unconditional_status}. */
    public enum Status {
        /** Neither colour's status is settled here: most points of most positions. */
        UNDECIDED("undecided"),
        /** A stone that cannot be captured even if its owner always passes. */
        ALIVE("alive"),
        /** A stone inside the opponent's unconditional territory: the opponent can always capture it. */
        DEAD("dead"),
        /** An empty point Black can never hold. */
        WHITE_TERRITORY("white_territory"),
        /** An empty point White can never hold. */
        BLACK_TERRITORY("black_territory");

        private final String gtp;

        Status(String gtp) {
            this.gtp = gtp;
        }

        /** {@return the word GNU Go answers: {@code undecided}, {@code alive}, {@code dead}, {@code white_territory} or {@code black_territory}} */
        public String gtp() {
            return gtp;
        }
    }

    private final Geometry geometry;
    private final Status[] status;

    private UnconditionalStatus(Geometry geometry, Status[] status) {
        this.geometry = geometry;
        this.status = status;
    }

    /**
     * Analyses the game's board with the ko point GNU Go's board would hold: where the last move took a
     * single stone and left its lone stone in atari, whatever the game's ko rule.
     *
     * @param game the game; it is read, not changed
     * @return the status of every point
     */
    public static UnconditionalStatus analyze(Game game) {
        return analyze(game.board(), koTakenByLastMove(game));
    }

    /**
     * Finds the ko the last move took, whatever the game's ko rule (the game's board marks one only under
     * simple ko).
     *
     * @param game the game; it is read, not changed
     * @return the point of the stone the last move captured, if that move took one stone and left its lone
     *     stone in atari; 0 otherwise, and after a pass or setup
     */
    public static int koTakenByLastMove(Game game) {
        java.util.List<Turn> history = game.history();
        if (history.isEmpty() || !(history.get(history.size() - 1).move() instanceof Move.Play)) {
            return 0;
        }
        // Replayed on a board that marks every ko, since the game's board does so only under simple ko.
        Board replay = new Board(game.geometry());
        for (Turn turn : history) {
            if (turn.removal()) {
                replay.removeStone(((Move.Play) turn.move()).point());
            } else if (turn.setup()) {
                replay.setStone(((Move.Play) turn.move()).point(), turn.stone());
            } else if (turn.move() instanceof Move.Play play) {
                replay.playUnchecked(play.point(), turn.stone().code());
            } else if (turn.move() instanceof Move.Pass) {
                replay.pass();
            }
        }
        return history.get(history.size() - 1).setup() ? 0 : replay.koPoint();
    }

    /**
     * Analyses a board, taking its ko point as the ko the last move made.
     *
     * @param board the position; it is read, not changed
     * @return the status of every point
     */
    public static UnconditionalStatus analyze(BoardView board) {
        return analyze(board, board.koPoint());
    }

    /**
     * Analyses a board where the last move took a ko.
     *
     * @param board the position; it is read, not changed
     * @param koPoint the point the opponent may not retake at on the first trial move, or 0 for none
     * @return the status of every point
     */
    public static UnconditionalStatus analyze(BoardView board, int koPoint) {
        Geometry g = board.geometry();
        Status[] status = new Status[g.length()];
        java.util.Arrays.fill(status, Status.UNDECIDED);
        for (Stone stone : new Stone[] {Stone.WHITE, Stone.BLACK}) {
            int[] life = UnconditionalLife.analyze(board, koPoint, stone);
            for (int p : g.points()) {
                if (life[p] == UnconditionalLife.NOTHING) {
                    continue;
                }
                int c = board.at(p);
                if (c == stone.code()) {
                    status[p] = Status.ALIVE;
                } else if (c == Board.EMPTY) {
                    status[p] = stone == Stone.BLACK ? Status.BLACK_TERRITORY : Status.WHITE_TERRITORY;
                } else {
                    status[p] = Status.DEAD;
                }
            }
        }
        return new UnconditionalStatus(g, status);
    }

    /**
     * The status of a point.
     *
     * @param p an on-board point
     * @return its status
     * @throws IllegalArgumentException if {@code p} is not on the board
     */
    public Status at(int p) {
        if (!geometry.isOnBoard(p)) {
            throw new IllegalArgumentException("point " + p + " is not on the " + geometry.describe() + " board");
        }
        return status[p];
    }

    /** {@return the size of the board analysed} */
    public Geometry geometry() {
        return geometry;
    }
}
