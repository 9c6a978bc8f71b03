package org.tengen.serve;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Result;
import org.tengen.core.Score;
import org.tengen.core.Seki;
import org.tengen.core.Scoring;
import org.tengen.core.Settlement;
import org.tengen.core.Stone;
import org.tengen.core.sgf.SgfException;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfPoints;
import org.tengen.core.sgf.SgfReader;
import org.tengen.core.sgf.SgfRecord;
import org.tengen.core.sgf.SgfTerritoryMarks;
import org.tengen.core.sgf.SgfReplay;
import org.tengen.core.sgf.SgfWriter;
import org.tengen.engine.Decision;
import org.tengen.engine.MctsPlayer;
import org.tengen.engine.SearchBudget;
import org.tengen.engine.SearchDeadStones;
import org.tengen.engine.Level;

/**
 * One game as the page sees it: a tree of moves (an SGF tree, so variations are kept and saved), the line being
 * viewed (root to {@link #lineEnd}), the node shown on it ({@link #current}) and the core's {@link Game} at that
 * node, which says what is legal and why not. At the end of a game by two passes, the count: the dead stones the
 * engine's policy proposes ({@link SearchDeadStones#standard()}), which the page may change chain by chain.
 *
 * <p>Not thread-safe: callers hold the object's monitor around every call and the save that follows it.
 */
final class ServedGame {
    static final String APPLICATION = "tengen";
    /**
     * What a search said of a node's position, kept on the node as the private property
     * {@code TENGENEVAL[0.5312 2.1]} (Black's win rate and expected lead), so the graph survives a restart.
     */
    static final String EVAL_PROPERTY = "TENGENEVAL";

    private final String id;
    private final SgfNode root;
    private final Seats seats;
    private SgfNode current;
    private SgfNode lineEnd;
    private Game game;
    private Settlement settlement;
    private Score score;
    private volatile boolean thinking;
    /** The search of tengen's move under way, or null; a ticket that is not this one is dropped when it ends. */
    private Ticket pending;
    private long version;
    private String warning;
    /** The move that could not be played (on a stone) where the replay of the line shown stopped, or null. */
    private SgfReplay.IllegalMove stoppedAt;
    private MctsPlayer engine;

    /** What a search said of a position: the win rate and expected lead, both for Black. */
    record Eval(double blackWinRate, double blackLead) {
        String toSgf() {
            return String.format(Locale.ROOT, "%.4f %.1f", blackWinRate, blackLead);
        }

        /** {@return the evaluation a node's property holds, or null when it has none or it is malformed} */
        static Eval of(SgfNode node) {
            if (!node.has(EVAL_PROPERTY)) {
                return null;
            }
            String[] parts = node.value(EVAL_PROPERTY).trim().split("\\s+");
            try {
                double wr = Double.parseDouble(parts[0]);
                double lead = Double.parseDouble(parts[1]);
                return wr >= 0 && wr <= 1 && Double.isFinite(lead) ? new Eval(wr, lead) : null;
            } catch (RuntimeException e) {
                return null; // a hand-edited file: no point on the graph
            }
        }
    }

    /** A search of tengen's move, started by {@link #startThinking}: its own copy of the position. */
    record Ticket(SgfNode node, Game game, MctsPlayer player) {
    }

    private ServedGame(String id, SgfNode root, Seats seats) {
        this.id = id;
        this.root = root;
        this.seats = seats;
        this.lineEnd = root.mainLineEnd();
        this.current = lineEnd;
        replay();
    }

    /** A new game: its root written by the core's {@link SgfRecord} from a fresh {@link Game}. */
    static ServedGame create(String id, NewGame spec) {
        Game g = new Game(spec.geometry(), spec.rules());
        if (spec.handicap() > 0) {
            g.placeFixedHandicap(spec.handicap());
        }
        SgfNode root = SgfRecord.of(g, APPLICATION);
        root.setText("PB", spec.blackName());
        root.setText("PW", spec.whiteName());
        root.setText("DT", LocalDate.now().toString());
        root.setText("GN", spec.blackName() + " - " + spec.whiteName());
        spec.seats().writeTo(root);
        return new ServedGame(id, root, spec.seats());
    }

    /**
     * A game from an SGF text: a saved game, an upload or a paste. The first game tree of the text is taken.
     *
     * @throws ApiException 400 when the text is not SGF (with the line and column), the board is out of range,
     *     or a move of the main line is off the board or on a stone; 422 when a line of the tree is over {@link
     *     Limits#MAX_LINE_NODES} nodes
     */
    static ServedGame load(String id, String sgf) {
        SgfNode root;
        try {
            List<SgfNode> games = SgfReader.parse(sgf);
            if (games.isEmpty()) {
                throw ApiException.badRequest("the SGF holds no game (expected a game tree such as (;SZ[9];B[ee]))");
            }
            root = games.get(0);
            if (longestLine(root) > Limits.MAX_LINE_NODES) {
                throw new ApiException(422, "the game has a line of over " + Limits.MAX_LINE_NODES
                        + " nodes (moves, and nodes without one such as comments), the most taken");
            }
            Geometry g = SgfGames.geometry(root);
            if (g.width() < Limits.MIN_SIZE || g.height() < Limits.MIN_SIZE) {
                throw ApiException.badRequest("a " + g.describe() + " board is out of range (expected "
                        + Limits.MIN_SIZE + " to " + Limits.MAX_SIZE + " lines each way)");
            }
            if (!SgfGames.knowsRules(root)) {
                root.setText("RU", SgfGames.DEFAULT_RULES);
            }
            root.set("CA", "UTF-8"); // the text is decoded, and saved as UTF-8 whatever charset it was read in
            ServedGame served = new ServedGame(id, root, Seats.of(root));
            if (served.stoppedAt != null) {
                // As tengen review: a move on a stone cannot be played, so the record is refused rather than shown
                // with a board and a turn that stop before it while its line goes on.
                throw new ApiException(422, "the record cannot be replayed: " + served.stoppedAt.describe(),
                        served.stoppedAt.reason().reason());
            }
            return served;
        } catch (SgfException e) {
            throw ApiException.badRequest("SGF line " + e.line() + ", column " + e.column() + ": " + e.reason());
        } catch (StackOverflowError e) {
            throw ApiException.badRequest("the SGF is nested too deeply");
        }
    }

    String id() {
        return id;
    }

    /** {@return the game as SGF, the whole tree with its variations} */
    String toSgf() {
        return SgfWriter.write(root);
    }

    // ------------------------------------------------------------------ the view

    Game game() {
        return game;
    }

    Seats seats() {
        return seats;
    }

    SgfNode root() {
        return root;
    }

    SgfNode current() {
        return current;
    }

    /** {@return the line being viewed: the root, then each node to its end} */
    List<SgfNode> line() {
        return lineEnd.pathFromRoot();
    }

    /** {@return the index of the node shown on the line: 0 for the root} */
    int index() {
        return current.pathFromRoot().size() - 1;
    }

    boolean thinking() {
        return thinking;
    }

    long version() {
        return version;
    }

    Optional<Score> score() {
        return Optional.ofNullable(score);
    }

    Optional<Settlement> settlement() {
        return Optional.ofNullable(settlement);
    }

    /**
     * {@return a problem met replaying the record to the node shown, or null: in a variation (the main line is
     * checked on loading), a move on a stone, before which the board stops}
     */
    String warning() {
        return warning;
    }

    Eval eval(SgfNode node) {
        return Eval.of(node);
    }

    /** {@return the game's result when the game shown has one: by resignation, or the count} */
    Optional<Result> result() {
        if (score != null) {
            return Optional.of(score.result());
        }
        return game.isOver() ? Optional.ofNullable(game.result()) : Optional.empty();
    }

    /** {@return whether the node shown is the end of the main line, where the game itself is played} */
    boolean atMainEnd() {
        return current == root.mainLineEnd();
    }

    /** {@return this node's place among its parent's children (0 is the main line) and their number} */
    static int[] variationOf(SgfNode node) {
        if (node.parent().isEmpty()) {
            return new int[] {0, 1};
        }
        List<SgfNode> siblings = node.parent().get().children();
        for (int i = 0; i < siblings.size(); i++) {
            if (siblings.get(i) == node) {
                return new int[] {i, siblings.size()};
            }
        }
        return new int[] {0, 1};
    }

    /** {@return the move of a node, or null for a node without one (the root, a setup node)} */
    Move moveOf(SgfNode node) {
        for (String colour : new String[] {"B", "W"}) {
            if (node.has(colour)) {
                return SgfPoints.move(node.property(colour).orElseThrow(), game.geometry());
            }
        }
        return null;
    }

    static Stone colourOf(SgfNode node) {
        return node.has("B") ? Stone.BLACK : node.has("W") ? Stone.WHITE : null;
    }

    // ------------------------------------------------------------------ changes

    /**
     * Plays a move for the side to move at the node shown: the next node if the tree already has that move
     * there, else a new node (a new variation when the node shown is not the end of its line).
     *
     * @throws ApiException 409 while tengen thinks or when it is tengen's turn, 422 when the rules refuse the
     *     move (its reason: {@code occupied}, {@code ko}, {@code superko}, {@code suicide}, {@code game over})
     */
    void play(Move move) {
        if (thinking) {
            throw ApiException.conflict("tengen is thinking: wait for its move");
        }
        Stone stone = game.toMove();
        if (seats.isEngine(stone) && current == lineEnd && !game.isOver()) {
            throw ApiException.conflict("it is tengen's turn (" + colourName(stone) + ")");
        }
        if (move instanceof Move.Resign) {
            resign();
            return;
        }
        if (depth(current) >= Limits.MAX_LINE_NODES) {
            throw ApiException.conflict("the line has reached " + Limits.MAX_LINE_NODES + " nodes, the most kept");
        }
        Legality legality = game.legality(move);
        if (!legality.isLegal()) {
            String where = move.toGtp(game.geometry());
            throw new ApiException(422, colourName(stone) + " " + where + " is not allowed: " + legality.reason(),
                    legality.reason());
        }
        apply(stone, move);
    }

    private void apply(Stone stone, Move move) {
        String property = stone == Stone.BLACK ? "B" : "W";
        String value = SgfPoints.value(move, game.geometry());
        SgfNode next = null;
        for (SgfNode child : current.children()) {
            if (child.has(property) && value.equals(child.value(property))) {
                next = child;
                break;
            }
        }
        if (next == null) {
            next = current.addChild();
            next.set(property, value);
        }
        boolean onLine = isOnLine(next);
        game.play(stone, move);
        current = next;
        if (!onLine) {
            lineEnd = next.mainLineEnd();
        }
        afterMove();
        changed();
    }

    private boolean isOnLine(SgfNode node) {
        for (SgfNode n = lineEnd; n != null; n = n.parent().orElse(null)) {
            if (n == node) {
                return true;
            }
        }
        return false;
    }

    /** The side to move resigns (in a game against tengen, the person). */
    void resign() {
        if (!atMainEnd()) {
            throw ApiException.conflict("go to the end of the game to resign");
        }
        if (game.isOver()) {
            throw ApiException.conflict("the game is over");
        }
        Stone loser = seats.engine() != null ? seats.engine().opponent() : game.toMove();
        dropSearch(); // tengen may be thinking of its first move: the game ends without it
        game.resign(loser);
        setRecordedResult(game.result().toSgf());
        changed();
    }

    /**
     * Takes back the move shown, the last of its line, and deletes it from the tree; against tengen, tengen's
     * reply and the person's move before it, so it is the person's turn again.
     *
     * @throws ApiException 409 when there is nothing to take back, or moves follow the one shown
     */
    void undo() {
        if (thinking) {
            throw ApiException.conflict("tengen is thinking: wait for its move");
        }
        if (game.isOver() && game.result() != null && game.result().isResignation()) {
            SgfGames.gameInfoNode(root, "RE").ifPresent(n -> n.remove("RE"));
            replay();
            changed();
            return;
        }
        if (current == root) {
            throw ApiException.conflict("there is no move to take back");
        }
        if (!current.children().isEmpty()) {
            throw ApiException.conflict("undo takes back the last move of a line: go to its end first");
        }
        removeCurrent();
        while (seats.engine() != null && current != root && game.toMove() == seats.engine()) {
            removeCurrent();
        }
        changed();
    }

    private void removeCurrent() {
        SgfNode gone = current;
        SgfNode parent = gone.parent().orElseThrow();
        boolean endsLine = isOnLine(gone);
        boolean mainEnd = gone == root.mainLineEnd();
        parent.removeChild(gone);
        current = parent;
        if (endsLine) {
            lineEnd = parent.mainLineEnd();
        }
        if (mainEnd) {
            SgfGames.gameInfoNode(root, "RE").ifPresent(n -> n.remove("RE"));
        }
        replay();
    }

    /** Shows the node at {@code index} on the line (0 the root). */
    void goTo(int index) {
        List<SgfNode> line = line();
        if (index < 0 || index >= line.size()) {
            throw ApiException.badRequest("move " + index + " is not on the line (expected 0 to " + (line.size() - 1) + ")");
        }
        current = line.get(index);
        replay();
        changed();
    }

    /** Shows the next ({@code +1}) or previous ({@code -1}) variation at the node shown, to its end. */
    void variation(int delta) {
        if (current == root) {
            throw ApiException.conflict("the start of the game has no variations");
        }
        List<SgfNode> siblings = current.parent().orElseThrow().children();
        int i = variationOf(current)[0] + delta;
        if (i < 0 || i >= siblings.size()) {
            throw ApiException.conflict("there is no " + (delta > 0 ? "next" : "previous") + " variation here");
        }
        current = siblings.get(i);
        lineEnd = current.mainLineEnd();
        replay();
        changed();
    }

    /**
     * During the count, marks the chain at {@code point} dead if it was alive and alive if it was dead.
     *
     * @throws ApiException 409 when the game is not being counted, 400 when the point holds no stone
     */
    void toggleDead(int point) {
        if (settlement == null) {
            throw ApiException.conflict("dead stones are marked only once the game has ended by two passes");
        }
        BoardView board = game.board();
        if (board.isEmpty(point)) {
            throw ApiException.badRequest(game.geometry().toGtp(point) + " holds no stone");
        }
        Set<Integer> chain = new HashSet<>();
        int p = point;
        do {
            chain.add(p);
            p = board.nextInChain(p);
        } while (p != point);
        Set<Integer> dead = new HashSet<>(settlement.dead());
        if (dead.contains(point)) {
            dead.removeAll(chain);
        } else {
            dead.addAll(chain);
        }
        settlement = new Settlement(dead, Seki.stones(board, dead));
        count();
        changed();
    }

    /** Records what a search said of a node's position, for the graph. */
    void recordEval(SgfNode node, Eval eval) {
        if (node.root() == root) {
            node.set(EVAL_PROPERTY, eval.toSgf());
        }
    }

    // ------------------------------------------------------------------ tengen's move

    /** {@return whether tengen should move now: its turn at the end of the line, the game going on} */
    boolean engineToMove() {
        return seats.engine() != null && !thinking && !game.isOver() && current == lineEnd
                && game.toMove() == seats.engine() && depth(current) < Limits.MAX_LINE_NODES;
    }

    /** Starts tengen's move: the position is copied for the search; {@code null} when it is not its turn. */
    Ticket startThinking() {
        if (!engineToMove()) {
            return null;
        }
        if (engine == null) {
            engine = new MctsPlayer(System.nanoTime(), 1, SearchBudget.of(Level.of(seats.level())),
                    MctsPlayer.DEFAULT_RESIGN_BELOW);
        }
        pending = new Ticket(current, copy(), engine);
        thinking = true;
        changed();
        return pending;
    }

    /**
     * Ends tengen's move: played if the search is still the one wanted ({@link #dropSearch} was not called since),
     * the game is still where it started and not over. A dropped search changes nothing, not even the version, so
     * it is not saved or sent. {@return whether the move was played}
     */
    boolean finishThinking(Ticket ticket, Decision decision) {
        if (ticket == null || ticket != pending) {
            return false;
        }
        pending = null;
        thinking = false;
        changed();
        if (current != ticket.node() || decision == null || game.isOver()) {
            return false;
        }
        Stone stone = game.toMove();
        if (decision.hasEstimate()) {
            double wr = stone == Stone.BLACK ? decision.winRate() : 1 - decision.winRate();
            double lead = stone == Stone.BLACK ? decision.scoreLead() : -decision.scoreLead();
            current.set(EVAL_PROPERTY, new Eval(wr, lead).toSgf());
        }
        Move move = decision.move();
        if (move instanceof Move.Resign) {
            game.resign(stone);
            setRecordedResult(game.result().toSgf());
            changed();
            return true;
        }
        if (!game.legality(move).isLegal()) {
            move = Move.PASS; // cannot happen with the engine's own legality; a pass keeps the game going
        }
        apply(stone, move);
        return true;
    }

    /**
     * Drops tengen's search under way, if any: it is stopped, and what it answers is not played. The player is
     * discarded with it, as a stopped player stops every later search at once; the next move gets a new one.
     */
    private void dropSearch() {
        if (pending == null) {
            return;
        }
        pending.player().stop();
        if (engine == pending.player()) {
            engine = null;
        }
        pending = null;
        thinking = false;
    }

    /** {@return a fresh copy of the position shown, for a search to own} */
    Game copy() {
        SgfReplay replay = SgfReplay.to(current, SgfReplay.Mode.TOLERANT, moveCount(current));
        Game g = replay.game();
        applyResignation(g);
        return g;
    }

    // ------------------------------------------------------------------ internals

    private void changed() {
        version++;
    }

    /** {@return the nodes from the root to {@code node}, the root not counted} */
    private static int depth(SgfNode node) {
        int n = 0;
        for (SgfNode x = node; x.parent().isPresent(); x = x.parent().get()) {
            n++;
        }
        return n;
    }

    /** {@return the nodes of the tree's longest line, the root not counted; no recursion, for deep trees} */
    static int longestLine(SgfNode root) {
        int longest = 0;
        java.util.ArrayDeque<SgfNode> nodes = new java.util.ArrayDeque<>();
        java.util.ArrayDeque<Integer> depths = new java.util.ArrayDeque<>();
        nodes.push(root);
        depths.push(0);
        while (!nodes.isEmpty()) {
            SgfNode n = nodes.pop();
            int d = depths.pop();
            longest = Math.max(longest, d);
            for (SgfNode child : n.children()) {
                nodes.push(child);
                depths.push(d + 1);
            }
        }
        return longest;
    }

    private int moveCount(SgfNode node) {
        int n = 0;
        for (SgfNode x = node; x != null; x = x.parent().orElse(null)) {
            if (x.has("B") || x.has("W")) {
                n++;
            }
        }
        return n;
    }

    /** Sets {@link #game} to the position at {@link #current}, and the count when the game ended there. */
    private void replay() {
        SgfReplay replay = SgfReplay.to(current, SgfReplay.Mode.TOLERANT, moveCount(current));
        game = replay.game();
        // A tolerant replay plays what the rules forbid (as a record player does) and stops only where a move
        // cannot be played at all: on a stone, or past a move limit.
        stoppedAt = replay.problem().orElse(null);
        warning = stoppedAt == null ? null
                : "the record cannot be replayed past " + stoppedAt.describe() + ": the board stops before it";
        applyResignation(game);
        settlement = null;
        score = null;
        if (game.isOver() && !game.result().isResignation()) {
            // The count as it was saved (the territory marks hold the dead stones a player may have changed), else
            // the policy's proposal; the seki follows from the dead stones either way, as the policy derives it.
            BoardView board = game.board();
            settlement = SgfTerritoryMarks.deadStones(current, board)
                    .map(dead -> new Settlement(dead, Seki.stones(board, dead)))
                    .orElseGet(() -> SearchDeadStones.standard().settle(game));
            count();
        }
    }

    /** RE where the record has it (a node before the first move may hold the game information), else in the root. */
    private void setRecordedResult(String result) {
        SgfGames.gameInfoNode(root, "RE").orElse(root).set("RE", result);
    }

    private void applyResignation(Game g) {
        if (current != root.mainLineEnd() || g.isOver()) {
            return;
        }
        SgfGames.result(root).filter(Result::isResignation).ifPresent(r -> g.resign(r.winner().orElseThrow().opponent()));
    }

    private void count() {
        score = game.score(settlement);
        if (atMainEnd()) {
            setRecordedResult(score.result().toSgf());
        }
        markTerritory();
    }

    /** Writes the count on the final node as territory marks (TB, TW; dead stones included), as counting programs do. */
    private void markTerritory() {
        Geometry g = game.geometry();
        int[] owner = Scoring.territory(game.board(), game.rules(), settlement.dead(), settlement.seki());
        List<String> black = new ArrayList<>();
        List<String> white = new ArrayList<>();
        BoardView board = game.board();
        for (int p : g.points()) {
            // A dead stone is marked as the other colour's even in a region that is no one's: the marks are
            // where the dead stones are kept (SgfTerritoryMarks reads them back).
            int mark = settlement.dead().contains(p) ? 3 - board.at(p) : owner[p];
            if (mark == Stone.BLACK.code()) {
                black.add(g.toSgf(p));
            } else if (mark == Stone.WHITE.code()) {
                white.add(g.toSgf(p));
            }
        }
        setOrRemove("TB", black);
        setOrRemove("TW", white);
    }

    private void setOrRemove(String id, List<String> points) {
        if (points.isEmpty()) {
            current.remove(id);
        } else {
            current.set(id, points.toArray(String[]::new));
        }
    }

    /** After a move: the count if it ended the game by two passes. */
    private void afterMove() {
        if (game.isOver() && !game.result().isResignation() && settlement == null) {
            settlement = SearchDeadStones.standard().settle(game);
            count();
        }
    }

    static String colourName(Stone stone) {
        return stone == Stone.BLACK ? "Black" : "White";
    }

    /** {@return the dead points of the count, or none} */
    List<Integer> deadPoints() {
        return settlement == null ? List.of() : new ArrayList<>(settlement.dead());
    }
}
