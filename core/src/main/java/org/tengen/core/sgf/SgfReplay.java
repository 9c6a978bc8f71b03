package org.tengen.core.sgf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Result;
import org.tengen.core.Stone;

/**
 * A game record replayed into a {@link Game}: the main line, or the path from the root to any node.
 *
 * <p>The rules, komi, handicap and result come from the game information ({@link SgfGames#gameInfo}: the
 * first node up to the first move that has each). Setup (AB, AW, AE, PL) applies in any node. HA with as
 * many Black stones in its node (and no White ones) places them as the handicap; HA with the handicap
 * played as Black moves right after it (as some programs write it) does the same. B and W need not alternate: a move out of turn is played for its colour, as FF[4] allows. Moves
 * after the game ended by passes resume it.
 *
 * <p>{@link Mode#TOLERANT} executes every move on an empty point, as a record player must (a suicide or
 * a ko recapture of a record made under other rules). {@link Mode#STRICT} stops at the first move the
 * record's rules forbid and reports it. Both stop at a move on an occupied point. Structural problems
 * (a point off the board, an unreadable KM) are {@link SgfException}s with their line and column.
 */
public final class SgfReplay {
    /** How the replay treats a move the record's rules forbid. */
    public enum Mode {
        /** Stop before it and report it as the {@link #problem()}. */
        STRICT,
        /** Execute it if its point is empty, as a record player must. */
        TOLERANT
    }

    /** A move the rules refused: its number (from 1, after the handicap), colour, vertex and reason. */
    public record IllegalMove(int number, Stone stone, String vertex, Legality reason, int line, int column) {
        /** {@return one line for people, such as {@code move 57 (W Q16): ko}} */
        public String describe() {
            return "move " + number + " (" + (stone == Stone.BLACK ? "B" : "W") + " " + vertex + "): " + reason.reason();
        }

        /** {@return the line of {@link #describe()} with the place in the file: {@code move 57 (W Q16): ko (line 12, column 5)}} */
        public String describeWithPlace() {
            return describe() + " (line " + line + ", column " + column + ")";
        }
    }

    private final Game game;
    private final List<SgfNode> moveNodes;
    private final IllegalMove problem;
    private final Stone nextMover;

    private SgfReplay(Game game, List<SgfNode> moveNodes, IllegalMove problem, Stone nextMover) {
        this.game = game;
        this.moveNodes = moveNodes;
        this.problem = problem;
        this.nextMover = nextMover;
    }

    /**
     * Replays the main line of a game tree.
     *
     * @param root the root of the game tree
     * @param mode strict or tolerant replay
     * @return the game, and the first illegal move if the replay stopped at one
     * @throws SgfException with the line and column, for a structural problem: a point off the board, an
     *     unreadable SZ, KM, RU or HA
     */
    public static SgfReplay mainLine(SgfNode root, Mode mode) {
        return to(root.mainLineEnd(), mode, Integer.MAX_VALUE);
    }

    /**
     * Replays the path from the root of a node's tree to the node.
     *
     * @param end the last node to replay, in any variation
     * @param mode strict or tolerant replay
     * @return the game, and the first illegal move if the replay stopped at one
     * @throws SgfException with the line and column, for a structural problem: a point off the board, an
     *     unreadable SZ, KM, RU or HA
     */
    public static SgfReplay to(SgfNode end, Mode mode) {
        return to(end, mode, Integer.MAX_VALUE);
    }

    /**
     * Replays the path to a node, stopping after a number of moves (setup after them not applied).
     *
     * @param end the last node to replay, in any variation
     * @param mode strict or tolerant replay
     * @param maxMoves the most moves to play, handicap stones not counted
     * @return the game, and the first illegal move if the replay stopped at one
     * @throws SgfException with the line and column, for a structural problem: a point off the board, an
     *     unreadable SZ, KM, RU or HA
     */
    public static SgfReplay to(SgfNode end, Mode mode, int maxMoves) {
        return new Replayer(end.pathFromRoot(), mode, maxMoves).run();
    }

    /** {@return the game after the replay: its board, history, rules and, for a finished record, its result} */
    public Game game() {
        return game;
    }

    /** {@return the number of moves replayed (passes included, handicap stones not)} */
    public int moves() {
        return moveNodes.size();
    }

    /** {@return the node of each move replayed: index 0 holds move 1; the list cannot be changed} */
    public List<SgfNode> moveNodes() {
        return Collections.unmodifiableList(moveNodes);
    }

    /**
     * {@return for a replay stopped after a number of moves, the colour of the record's next move}
     * It need not be the side the game would alternate to; empty when the replay reached the end.
     */
    public Optional<Stone> nextMover() {
        return Optional.ofNullable(nextMover);
    }

    /** {@return the first illegal move, where the replay stopped; empty when every move was played} */
    public Optional<IllegalMove> problem() {
        return Optional.ofNullable(problem);
    }

    private static final class Replayer {
        private final List<SgfNode> path;
        private final Mode mode;
        private final int maxMoves;
        private final Geometry geometry;
        private final Game game;
        private final List<SgfNode> moveNodes = new ArrayList<>();
        private final List<SgfNode> infoNodes;
        /** The index on the path of HA's node. */
        private int handicapNode;
        /** The path's nodes up to this index whose B move is a handicap stone, not a move. */
        private int handicapMoveNodes;
        private boolean setupIsHandicap;

        Replayer(List<SgfNode> path, Mode mode, int maxMoves) {
            this.path = path;
            this.mode = mode;
            this.maxMoves = maxMoves;
            this.geometry = SgfGames.geometry(path.get(0));
            this.infoNodes = SgfGames.gameInfoNodes(path);
            this.game = new Game(geometry, SgfGames.rules(infoNodes));
            placeHandicap(SgfGames.handicap(infoNodes));
        }

        /** The handicap's stones: AB in HA's node, or Black's moves in the nodes right after it. */
        private void placeHandicap(int handicap) {
            if (handicap < 2) {
                return;
            }
            int at = 0;
            while (!infoNodes.get(at).has("HA")) {
                at++;
            }
            for (int i = 0; i < at; i++) {
                if (hasSetup(path.get(i))) {
                    return; // a position set up before HA: not a handicap on an empty board
                }
            }
            handicapNode = at;
            SgfNode node = path.get(at);
            if (node.has("AW") || node.has("AE") || node.has("B") || node.has("W")) {
                return;
            }
            if (node.has("AB")) {
                SgfProperty ab = node.property("AB").orElseThrow();
                int[] stones = SgfPoints.points(ab, geometry);
                if (stones.length != handicap) {
                    return; // more or fewer stones than HA says: a position set up, not a handicap
                }
                try {
                    game.placeFreeHandicap(stones);
                } catch (IllegalArgumentException e) {
                    throw SgfException.at(ab, "AB as the handicap of HA[" + handicap + "]: " + e.getMessage());
                }
                setupIsHandicap = true;
                return;
            }
            // The handicap written as Black's first moves: exactly HA nodes of one plain B move each.
            if (path.size() <= at + handicap) {
                return;
            }
            int[] points = new int[handicap];
            for (int i = 1; i <= handicap; i++) {
                SgfNode next = path.get(at + i);
                Optional<SgfProperty> b = next.property("B");
                if (b.isEmpty() || next.has("W") || hasSetup(next)) {
                    return;
                }
                Move move = SgfPoints.move(b.get(), geometry);
                if (!(move instanceof Move.Play)) {
                    return;
                }
                points[i - 1] = ((Move.Play) move).point();
            }
            try {
                game.placeFreeHandicap(points);
                handicapMoveNodes = at + handicap;
            } catch (IllegalArgumentException e) {
                // the same point twice: not a handicap after all; the moves replay as moves
            }
        }

        SgfReplay run() {
            for (int i = 0; i < path.size(); i++) {
                SgfNode node = path.get(i);
                if (i > 0 && moveNodes.size() >= maxMoves) {
                    return stoppedAt(i); // the next node's setup belongs to later
                }
                if (i == handicapNode && setupIsHandicap) {
                    node.property("PL").ifPresent(p -> game.setToMove(player(p)));
                } else {
                    setup(node);
                }
                if (i > handicapNode && i <= handicapMoveNodes) {
                    continue;
                }
                for (SgfProperty p : node.properties()) {
                    if (!p.id().equals("B") && !p.id().equals("W")) {
                        continue;
                    }
                    if (moveNodes.size() >= maxMoves) {
                        return stoppedAt(i);
                    }
                    IllegalMove problem = move(node, p);
                    if (problem != null) {
                        return new SgfReplay(game, moveNodes, problem, null);
                    }
                }
            }
            SgfNode end = path.get(path.size() - 1);
            if (end.children().isEmpty() && moveNodes.size() < maxMoves) {
                finish();
            }
            return new SgfReplay(game, moveNodes, null, null);
        }

        /** The replay stopped before node {@code i}'s move: it reports who moves next in the record. */
        private SgfReplay stoppedAt(int i) {
            for (int k = i; k < path.size(); k++) {
                for (SgfProperty p : path.get(k).properties()) {
                    if (p.id().equals("B") || p.id().equals("W")) {
                        return new SgfReplay(game, moveNodes, null, p.id().equals("B") ? Stone.BLACK : Stone.WHITE);
                    }
                }
            }
            return new SgfReplay(game, moveNodes, null, null);
        }

        /**
         * AE, AB and AW of one node, then PL. Every point the node changes is emptied before any stone is
         * placed, so the order of the points doesn't matter: a legal position set up is accepted however
         * it is written.
         */
        private void setup(SgfNode node) {
            node.property("AE").ifPresent(p -> {
                for (int point : SgfPoints.points(p, geometry)) {
                    if (game.board().at(point) != 0) {
                        game.removeStone(point);
                    }
                }
            });
            List<Placement> placements = new ArrayList<>();
            clearFor(node, "AB", Stone.BLACK, placements);
            clearFor(node, "AW", Stone.WHITE, placements);
            for (Placement s : placements) {
                try {
                    game.setup(s.stone(), s.point());
                } catch (IllegalArgumentException e) {
                    throw SgfException.at(s.property(), s.property().id() + ": " + e.getMessage());
                }
            }
            node.property("PL").ifPresent(p -> game.setToMove(player(p)));
        }

        private static boolean hasSetup(SgfNode node) {
            return node.has("AB") || node.has("AW") || node.has("AE");
        }

        private record Placement(Stone stone, int point, SgfProperty property) {
        }

        /** Takes off stones of the other colour where the property puts stones, and lists what to place. */
        private void clearFor(SgfNode node, String id, Stone stone, List<Placement> placements) {
            Optional<SgfProperty> property = node.property(id);
            if (property.isEmpty()) {
                return;
            }
            for (int point : SgfPoints.points(property.get(), geometry)) {
                int here = game.board().at(point);
                if (here == stone.code()) {
                    continue;
                }
                if (here != 0) {
                    game.removeStone(point);
                }
                placements.add(new Placement(stone, point, property.get()));
            }
        }

        private static Stone player(SgfProperty pl) {
            String v = pl.value().trim().toUpperCase(java.util.Locale.ROOT);
            if (v.equals("B") || v.equals("1")) {
                return Stone.BLACK;
            }
            if (v.equals("W") || v.equals("2")) {
                return Stone.WHITE;
            }
            throw SgfException.at(pl, "PL[" + pl.value() + "]: expected B or W");
        }

        /** Plays one B or W property; returns the problem that stops the replay, or null. */
        private IllegalMove move(SgfNode node, SgfProperty p) {
            Stone stone = p.id().equals("B") ? Stone.BLACK : Stone.WHITE;
            Move move = SgfPoints.move(p, geometry);
            int number = moveNodes.size() + 1;
            if (game.isOver()) { // by passes or the move limit: a resignation only comes with finish()
                if (game.rules().hasMoveLimit() && game.moveCount() >= game.rules().moveLimit()) {
                    return new IllegalMove(number, stone, move.toGtp(geometry), Legality.GAME_OVER, p.line(), p.column());
                }
                game.resume(); // the record plays on after two passes
            }
            Legality legality;
            if (mode == Mode.STRICT) {
                if (game.toMove() != stone) {
                    game.setToMove(stone);
                }
                legality = game.play(stone, move);
            } else {
                legality = game.playTolerant(stone, move);
                if (legality != Legality.OFF_BOARD && legality != Legality.OCCUPIED) {
                    legality = Legality.LEGAL;
                }
            }
            if (!legality.isLegal()) {
                return new IllegalMove(number, stone, move.toGtp(geometry), legality, p.line(), p.column());
            }
            moveNodes.add(node);
            return null;
        }

        /** At the end of a record, a recorded resignation ends the game as it ended. */
        private void finish() {
            Optional<Result> recorded = SgfGames.result(infoNodes);
            if (recorded.isPresent() && recorded.get().isResignation() && !game.isOver()) {
                game.resign(recorded.get().winner().orElseThrow().opponent());
            }
        }
    }
}
