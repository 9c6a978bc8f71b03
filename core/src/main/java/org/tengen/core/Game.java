package org.tengen.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * A game of Go under a set of {@link Rules}: the board, whose turn it is, the history of moves and setup
 * stones, superko by position hash, passes, the end of the game and its result, and undo.
 *
 * <p>Strict application ({@link #play(Stone, Move)}) refuses an illegal move and changes nothing; it
 * answers a {@link Legality} saying why. Tolerant application ({@link #playTolerant(Stone, Move)}), for
 * replaying records, executes any move on an empty point, a suicide included.
 *
 * <p>Superko compares 64-bit Zobrist hashes: positional superko the stones alone, situational superko the
 * stones and the player to move. A pass leaves the stones as they are; under situational superko it
 * records the new player to move like any turn.
 *
 * <p>A game ended by two passes can be {@linkplain #resume() resumed}; then it takes two new consecutive
 * passes to end it again.
 */
public final class Game {
    private final Geometry geometry;
    private final Rules rules;
    private final Board board;
    private Stone toMove = Stone.BLACK;
    private final List<Turn> history = new ArrayList<>();
    /** movers[k]: the side to move before turn k, so undo gives the turn back even after an out-of-turn move. */
    private Stone[] movers = new Stone[64];
    /** superkoKeys[i]: the superko key after turn i; index 0 is the start. */
    private long[] superkoKeys = new long[64];
    /** stoneHashes[i]: the hash of the stones after turn i; index 0 is the start. */
    private long[] stoneHashes = new long[64];
    /** repeated[i]: whether the stones after turn i had occurred since the last pass. */
    private boolean[] repeated = new boolean[64];
    /** resumedAt[i]: whether play was resumed after turn i, so the passes up to it no longer end the game. */
    private boolean[] resumedAt = new boolean[64];
    private final LongCounter seen = new LongCounter();
    private final LongCounter seenSinceLastPass = new LongCounter();
    private int moves;
    /** Handicap stones; they are also the first turns of the history, and the game proper starts after them. */
    private int handicapStones;
    private boolean over;
    /** The result once known; after passes or the move limit it is counted on first request (see result()). */
    private Result result;

    /**
     * A new game on an empty board, Black to move.
     *
     * @param geometry the board's size
     * @param rules the rules the game is played and counted under
     */
    public Game(Geometry geometry, Rules rules) {
        this.geometry = geometry;
        this.rules = rules;
        this.board = new Board(geometry);
        board.setSuicideRule(rules.suicide());
        board.setSimpleKo(rules.ko() != KoRule.NONE);
        superkoKeys[0] = superkoKey();
        stoneHashes[0] = board.hash();
        seen.add(superkoKeys[0]);
        seenSinceLastPass.add(board.hash());
    }

    /**
     * A new game on an empty square board, Black to move.
     *
     * @param size the number of lines, 1 to {@value Geometry#MAX_SIZE}
     * @param rules the rules the game is played and counted under
     * @throws IllegalArgumentException if the size is out of range
     */
    public Game(int size, Rules rules) {
        this(Geometry.of(size), rules);
    }

    /** {@return the size of the board} */
    public Geometry geometry() {
        return geometry;
    }

    /** {@return the rules the game is played and counted under} */
    public Rules rules() {
        return rules;
    }

    /** {@return the board, read-only: a live view that follows the game, not a copy} */
    public BoardView board() {
        return board;
    }

    /**
     * A board of its own to play on, equal to the game's now: its stones, the simple-ko point (and whose
     * retake it forbids), the prisoners and the rules the board enforces (the suicide rule, simple ko on or
     * off), with undo on and no history. Superko needs the game's history, which a board doesn't keep. Its
     * empty points are listed in an order that depends on the position alone ({@link Board#canonicalCopy()}),
     * so a seeded search plays the same in the same position however the game reached it.
     *
     * @return a new board, independent of the game
     */
    public Board boardCopy() {
        return board.canonicalCopy();
    }

    /** {@return the colour whose turn it is} */
    public Stone toMove() {
        return toMove;
    }

    /** {@return every move, setup stone and removal so far, oldest first; the list cannot be changed} */
    public List<Turn> history() {
        return Collections.unmodifiableList(history);
    }

    /** {@return the moves played so far, passes included, setup stones and removals not} */
    public int moveCount() {
        return moves;
    }

    /**
     * Counts {@code movesPlayed} moves as already played before the position on the board, for a game taken
     * up in the middle from a referee that numbers the moves (the little-go problem): {@link #moveCount()}
     * and the rules' move limit then go on from there. Allowed only before the first move; undo never
     * goes below it.
     *
     * @param movesPlayed the number of moves to count as played, 0 or more and below the move limit
     * @throws IllegalStateException if a move has been played
     * @throws IllegalArgumentException if {@code movesPlayed} is negative or reaches the move limit
     */
    public void startCountingAt(int movesPlayed) {
        if (lastMove() != null) {
            throw new IllegalStateException("the moves are counted from the start once the first move is played");
        }
        if (movesPlayed < 0 || (rules.hasMoveLimit() && movesPlayed >= rules.moveLimit())) {
            throw new IllegalArgumentException("cannot start counting at move " + movesPlayed + " (expected 0 to "
                    + (rules.hasMoveLimit() ? rules.moveLimit() - 1 + ", below the move limit)" : "any count)"));
        }
        moves = movesPlayed;
    }

    /** {@return the number of handicap stones placed with {@link #placeFixedHandicap} or {@link #placeFreeHandicap}} */
    public int handicapStones() {
        return handicapStones;
    }

    /**
     * {@return the number of passes that end the move list since play last {@linkplain #resume() resumed}}
     * It is 0 after a play, and 0 right after {@link #resume()} although the last move was a pass.
     */
    public int consecutivePasses() {
        int n = 0;
        for (int i = history.size() - 1; i >= 0 && !resumedAt[i + 1]; i--) {
            Turn t = history.get(i);
            if (t.setup()) {
                continue;
            }
            if (!(t.move() instanceof Move.Pass)) {
                break;
            }
            n++;
        }
        return n;
    }

    /**
     * {@return whether the game has a result: by resignation, two consecutive passes or the move limit}
     * False again after {@link #resume()}.
     */
    public boolean isOver() {
        return over;
    }

    /**
     * The result once the game is over (resignation, two passes or the move limit), else {@code null}. After
     * passes or the move limit it counts the stones as they stand, with no stone taken off as dead: the
     * literal count that Tromp-Taylor and the referee problems use. Where dead stones are agreed (or
     * proposed by {@link DeadStones#proposed(Game)}), count with {@link #score(Collection)} instead.
     *
     * @return the result, or {@code null} while the game goes on
     */
    public Result result() {
        if (over && result == null) {
            result = score(Set.of()).result(); // counted when asked: a referee that resumes at once never pays
        }
        return result;
    }

    /** {@return the last move (not setup) played, or {@code null} before the first} */
    public Turn lastMove() {
        for (int i = history.size() - 1; i >= 0; i--) {
            if (!history.get(i).setup()) {
                return history.get(i);
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- legality

    /**
     * Asks, without playing, whether the side to move may make a move.
     *
     * @param move a play, a pass or a resignation
     * @return {@link Legality#LEGAL}, or why not: off board, occupied, suicide, ko, superko or game over
     */
    public Legality legality(Move move) {
        return legality(toMove, move);
    }

    /**
     * Asks, without playing, whether a colour may make a move now.
     *
     * @param stone the colour to ask for
     * @param move a play, a pass or a resignation
     * @return {@link Legality#LEGAL}, or why not; a legal move out of turn is {@link Legality#WRONG_TURN}
     */
    public Legality legality(Stone stone, Move move) {
        if (over) {
            return Legality.GAME_OVER;
        }
        Legality onBoard = boardLegality(stone, move);
        if (!onBoard.isLegal()) {
            return onBoard;
        }
        return stone == toMove ? Legality.LEGAL : Legality.WRONG_TURN;
    }

    /**
     * Asks whether a move is legal by the stones alone, ignoring the turn and the end of the game.
     *
     * @param stone the colour to ask for
     * @param move a play, a pass or a resignation (the last two are always legal here)
     * @return {@link Legality#LEGAL}, or off board, occupied, suicide, ko or superko
     */
    public Legality boardLegality(Stone stone, Move move) {
        if (!(move instanceof Move.Play)) {
            return Legality.LEGAL;
        }
        int p = ((Move.Play) move).point();
        Legality l = board.legality(p, stone);
        if (!l.isLegal() || (rules.ko() != KoRule.POSITIONAL && rules.ko() != KoRule.SITUATIONAL)) {
            return l;
        }
        board.playUnchecked(p, stone.code());
        long key = board.hash() ^ (rules.ko() == KoRule.SITUATIONAL ? Zobrist.sideKey(stone.opponent()) : 0L);
        board.undo();
        return seen.contains(key) ? Legality.SUPERKO : Legality.LEGAL;
    }

    /** {@return the points where the side to move may legally play now, in increasing order; empty when the game is over} */
    public int[] legalPoints() {
        int[] out = new int[geometry.area()];
        int n = 0;
        for (int p : geometry.points()) {
            if (legality(toMove, Move.play(p)).isLegal()) {
                out[n++] = p;
            }
        }
        return Arrays.copyOf(out, n);
    }

    // ---------------------------------------------------------------- moves

    /**
     * Plays a move for the side to move if it is legal; otherwise changes nothing.
     *
     * @param move a play, a pass or a resignation
     * @return {@link Legality#LEGAL} if it was played, else why it was refused
     */
    public Legality play(Move move) {
        return play(toMove, move);
    }

    /**
     * Plays a move for a colour if it is legal (in turn, game not over, allowed by the rules); otherwise
     * changes nothing.
     *
     * @param stone the colour making the move
     * @param move a play, a pass or a resignation
     * @return {@link Legality#LEGAL} if it was played, else why it was refused
     */
    public Legality play(Stone stone, Move move) {
        Legality l = legality(stone, move);
        if (l.isLegal()) {
            apply(stone, move);
        }
        return l;
    }

    /**
     * Executes {@code move} for {@code stone} whatever the ko, superko, suicide and turn rules say, as a
     * record replay must: only an occupied or off-board point, or a game already over, refuses it. Returns
     * what strict application would have answered.
     *
     * @param stone the colour making the move
     * @param move a play, a pass or a resignation
     * @return what {@link #play(Stone, Move)} would have answered; the move was executed unless that is
     *     {@link Legality#OFF_BOARD}, {@link Legality#OCCUPIED} or {@link Legality#GAME_OVER}
     */
    public Legality playTolerant(Stone stone, Move move) {
        if (over) {
            return Legality.GAME_OVER;
        }
        Legality strict = boardLegality(stone, move);
        if (strict == Legality.OFF_BOARD || strict == Legality.OCCUPIED) {
            return strict;
        }
        Legality reported = !strict.isLegal() ? strict : stone != toMove ? Legality.WRONG_TURN : Legality.LEGAL;
        apply(stone, move);
        return reported;
    }

    private void apply(Stone stone, Move move) {
        rememberMover();
        if (move instanceof Move.Resign) {
            history.add(new Turn(stone, move, false));
            moves++;
            result = Result.byResignation(stone.opponent());
            over = true;
            toMove = stone.opponent();
            recordKeys(false, true);
            return;
        }
        boolean pass = move instanceof Move.Pass;
        if (pass) {
            board.pass();
        } else {
            board.playUnchecked(((Move.Play) move).point(), stone.code());
        }
        history.add(new Turn(stone, move, false));
        moves++;
        toMove = stone.opponent();
        recordKeys(pass, false);
        if (consecutivePasses() >= 2 || (rules.hasMoveLimit() && moves >= rules.moveLimit())) {
            over = true;
        }
    }

    /**
     * Puts a setup stone (SGF AB/AW, a free handicap stone) on an empty point; the turn doesn't change. Allowed
     * after the end of the game, whose result then stands.
     *
     * @param stone the colour of the stone
     * @param point an empty on-board point
     * @throws IllegalArgumentException if the point is off the board or occupied, or the stone would leave a
     *     chain without liberties
     */
    public void setup(Stone stone, int point) {
        result(); // a game over by passes is counted now, before setup changes the board
        if (!geometry.isOnBoard(point)) {
            throw new IllegalArgumentException("setup stone off the " + geometry.describe() + " board");
        }
        if (!board.isEmpty(point)) {
            throw new IllegalArgumentException("setup stone on " + geometry.toGtp(point) + ", which is occupied");
        }
        board.setStone(point, stone);
        int starved = chainWithoutLiberties(point);
        if (starved != 0) {
            board.undo();
            throw new IllegalArgumentException("setup stone at " + geometry.toGtp(point) + " would leave the chain at "
                    + geometry.toGtp(starved) + " without liberties");
        }
        rememberMover();
        history.add(new Turn(stone, Move.play(point), true));
        recordKeys(false, false);
        forgetSetupStep();
    }

    /**
     * Takes the stone at {@code point} off the board (SGF AE), a setup action like {@link #setup}: the turn
     * doesn't change, nobody gains a prisoner, the ko point is cleared, and the position counts for superko
     * and repetition. The history records it as a {@link Turn#removal()} of the colour taken off; {@link #undo()}
     * puts the stone back.
     *
     * @param point the point to empty
     * @throws IllegalArgumentException if {@code point} is off the board or empty
     */
    public void removeStone(int point) {
        result(); // as in setup
        if (!geometry.isOnBoard(point)) {
            throw new IllegalArgumentException("stone to remove off the " + geometry.describe() + " board");
        }
        int c = board.at(point);
        if (c == Board.EMPTY) {
            throw new IllegalArgumentException("no stone to remove at " + geometry.toGtp(point));
        }
        // Every chain left keeps a liberty: each piece of the stone's own chain touches the point emptied.
        board.removeStone(point);
        rememberMover();
        history.add(new Turn(Stone.ofCode(c), Move.play(point), true, true));
        recordKeys(false, false);
        forgetSetupStep();
    }

    /**
     * Setup stones placed one after another make one position: the steps between (half of a node's AB
     * and AW) never stood on the board in the game, so superko forgets them. Handicap stones are one act
     * of their own, kept by {@link #placeFreeHandicap}.
     */
    private void forgetSetupStep() {
        int i = history.size();
        if (i - 1 > handicapStones && history.get(i - 2).setup()) {
            seen.remove(superkoKeys[i - 1]);
        }
    }

    /** A stone of a chain through or next to {@code p} that has no liberty, or 0 when every one has. */
    private int chainWithoutLiberties(int p) {
        int stride = geometry.stride();
        int[] around = {p, p - stride, p - 1, p + 1, p + stride};
        for (int q : around) {
            int c = board.at(q);
            if ((c == Board.BLACK || c == Board.WHITE) && board.liberties(q) == 0) {
                return q;
            }
        }
        return 0;
    }

    private void rememberMover() {
        int k = history.size();
        if (k >= movers.length) {
            movers = Arrays.copyOf(movers, movers.length * 2);
        }
        movers[k] = toMove;
    }

    /**
     * Sets who moves next (after setup, or as a record's PL says); under situational superko the current
     * position is keyed with the new side to move.
     *
     * @param stone the colour to move next
     */
    public void setToMove(Stone stone) {
        this.toMove = stone;
        rekeyCurrent();
    }

    /**
     * Places GNU Go's fixed handicap on an empty board before the first move; White moves next.
     *
     * @param stones how many, 2 to {@link Handicap#maxFixed(Geometry)}
     * @return the points of the stones placed, in GNU Go's order
     * @throws IllegalArgumentException if the board does not take that many
     * @throws IllegalStateException if the board is not empty or a move has been made
     */
    public int[] placeFixedHandicap(int stones) {
        int[] points = Handicap.fixed(geometry, stones);
        placeFreeHandicap(points);
        return points;
    }

    /**
     * Places Black handicap stones of the caller's choice on an empty board; White moves next.
     *
     * @param points distinct on-board points, at least one, fewer than the board's area
     * @throws IllegalArgumentException if a point is off the board or repeated, or the count is impossible
     * @throws IllegalStateException if the board is not empty or a move has been made
     */
    public void placeFreeHandicap(int[] points) {
        if (!history.isEmpty() || board.emptyCount() != geometry.area()) {
            throw new IllegalStateException("handicap stones go on an empty board before the first move");
        }
        if (points.length < 1 || points.length >= geometry.area()) {
            throw new IllegalArgumentException("a handicap of " + points.length + " stones is not possible on "
                    + geometry.describe());
        }
        for (int i = 0; i < points.length; i++) {
            for (int j = 0; j < i; j++) {
                if (points[i] == points[j]) {
                    throw new IllegalArgumentException("handicap point " + geometry.toGtp(points[i]) + " is given twice");
                }
            }
            if (!geometry.isOnBoard(points[i])) {
                throw new IllegalArgumentException("handicap point off the " + geometry.describe() + " board");
            }
        }
        for (int p : points) {
            setup(Stone.BLACK, p);
        }
        handicapStones = points.length;
        toMove = Stone.WHITE;
        // The game proper starts from the position with the handicap on the board.
        seen.clear();
        superkoKeys[handicapStones] = superkoKey();
        seen.add(superkoKeys[handicapStones]);
        rebuildSinceLastPass();
    }

    /**
     * Takes back the last move, setup stone or removal, restoring the board, ko and superko state and the
     * result. Right after {@link #resume()} it takes back the pass that ended the game, and the resumption
     * with it: the game is then not over, with one pass pending.
     *
     * @throws IllegalStateException if there is nothing to undo (or only moves counted by
     *     {@link #startCountingAt})
     */
    public void undo() {
        if (history.isEmpty()) {
            throw new IllegalStateException("nothing to undo");
        }
        int i = history.size();
        if (i <= handicapStones) {
            // The handicap placement was one act: undo takes all of it back.
            while (!history.isEmpty()) {
                history.remove(history.size() - 1);
                board.undo();
            }
            handicapStones = 0;
            toMove = Stone.BLACK;
            seen.clear();
            seen.add(superkoKeys[0]);
        } else {
            Turn last = history.remove(i - 1);
            seen.remove(superkoKeys[i]);
            if (last.setup() && i - 1 > handicapStones && history.get(i - 2).setup()) {
                seen.add(superkoKeys[i - 1]); // the step before is the position now (see forgetSetupStep)
            }
            resumedAt[i] = false;
            if (!(last.move() instanceof Move.Resign)) {
                board.undo();
            }
            if (!last.setup()) {
                moves--;
                toMove = movers[i - 1];
                // Only a move ends a game; a setup stone placed afterwards leaves the result standing.
                result = null;
                over = false;
            }
        }
        rekeyCurrent();
        rebuildSinceLastPass();
    }

    // ---------------------------------------------------------------- repetition

    /**
     * Whether the stones now equal the stones after some earlier turn (or the start) with no pass since
     * that turn: the 'same loop' of the UVa 1273 referee. Costs O(1).
     *
     * @return true if the position repeats one since the last pass
     */
    public boolean positionRepeatedSinceLastPass() {
        return repeated[history.size()];
    }

    private void recordKeys(boolean pass, boolean resign) {
        int i = history.size();
        if (i >= superkoKeys.length) {
            superkoKeys = Arrays.copyOf(superkoKeys, superkoKeys.length * 2);
            stoneHashes = Arrays.copyOf(stoneHashes, stoneHashes.length * 2);
            repeated = Arrays.copyOf(repeated, repeated.length * 2);
            resumedAt = Arrays.copyOf(resumedAt, resumedAt.length * 2);
        }
        superkoKeys[i] = superkoKey();
        stoneHashes[i] = board.hash();
        seen.add(superkoKeys[i]);
        if (pass || resign) {
            seenSinceLastPass.clear();
            repeated[i] = false;
        } else {
            repeated[i] = seenSinceLastPass.contains(board.hash());
        }
        seenSinceLastPass.add(board.hash());
    }

    private void rebuildSinceLastPass() {
        seenSinceLastPass.clear();
        int from = handicapStones;
        for (int k = history.size(); k > handicapStones; k--) {
            Move m = history.get(k - 1).move();
            if (!history.get(k - 1).setup() && (m instanceof Move.Pass || m instanceof Move.Resign)) {
                from = k;
                break;
            }
        }
        for (int k = from; k <= history.size(); k++) {
            seenSinceLastPass.add(stoneHashes[k]);
        }
    }

    /**
     * Keeps the superko key of the current position in step with the player to move, which
     * {@link #setToMove} and the undo of a setup stone can change without a turn: under situational
     * superko the same stones with the other player to move are another situation.
     */
    private void rekeyCurrent() {
        int i = history.size();
        long key = superkoKey();
        if (key != superkoKeys[i]) {
            seen.remove(superkoKeys[i]);
            superkoKeys[i] = key;
            seen.add(key);
        }
    }

    private long superkoKey() {
        return board.hash() ^ (rules.ko() == KoRule.SITUATIONAL ? Zobrist.sideKey(toMove) : 0L);
    }

    // ---------------------------------------------------------------- scoring

    /**
     * Counts the position now under the game's rules; the board is not changed.
     *
     * @param dead the points of the stones to count as dead, for instance {@link DeadStones#proposed(Game)}'s
     * @return the count and what it is made of
     * @throws IllegalArgumentException if a dead point is off the board or empty
     */
    public Score score(Collection<Integer> dead) {
        return Scoring.score(board, rules, handicapStones, dead);
    }

    /**
     * Counts the position now under the game's rules, with a {@link DeadStonePolicy}'s settlement: its dead
     * stones taken off, its seki counted as seki.
     *
     * @param settlement the dead stones and the stones in seki
     * @return the count and what it is made of
     * @throws IllegalArgumentException if a dead or seki point is off the board or empty
     */
    public Score score(Settlement settlement) {
        return settlement.count(board, rules, handicapStones);
    }

    /**
     * Lets play go on after a game ended by two consecutive passes (Japanese-style resumption, or a record
     * that continues after two passes): clears the result, and only two new consecutive passes end the game
     * again, so {@link #consecutivePasses()} is 0 until the next pass. The side to move stays the opponent of
     * the last passer (call {@link #setToMove} for another); the superko history is kept. {@link #undo()}
     * right after takes back the ending pass together with the resumption.
     *
     * @throws IllegalStateException if the game is not over, was resigned, or reached the move limit (after
     *     which no move may be played)
     */
    public void resume() {
        if (!over) {
            throw new IllegalStateException("the game is not over");
        }
        if (result != null && result.isResignation()) {
            throw new IllegalStateException("a resigned game cannot be resumed");
        }
        if (rules.hasMoveLimit() && moves >= rules.moveLimit()) {
            throw new IllegalStateException("the move limit of " + rules.moveLimit()
                    + (rules.moveLimit() == 1 ? " move" : " moves") + " is reached");
        }
        result = null;
        over = false;
        resumedAt[history.size()] = true;
    }

    /**
     * Ends the game by resignation; does nothing if the game is already over.
     *
     * @param stone the colour that resigns (it need not be its turn)
     */
    public void resign(Stone stone) {
        if (!over) {
            apply(stone, Move.RESIGN);
        }
    }

    @Override
    public String toString() {
        return board.toString();
    }
}
