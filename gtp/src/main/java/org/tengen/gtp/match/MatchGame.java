package org.tengen.gtp.match;

import java.time.Duration;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Handicap;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Result;
import org.tengen.core.Rules;
import org.tengen.core.Settlement;
import org.tengen.core.Stone;
import org.tengen.core.Turn;
import org.tengen.engine.SearchDeadStones;
import org.tengen.gtp.client.GtpClient;
import org.tengen.gtp.client.GtpClientException;

/**
 * One game between two GTP engines, refereed by tengen's core: each engine is asked {@code genmove} in
 * turn and its move is played on the other. In a handicap game both are sent {@code fixed_handicap} and must
 * name the core's points (or nothing); White moves first. An illegal or unreadable move, a timeout, running out
 * of the match's main time or a crash loses the game; so does refusing the opponent's legal move. After two
 * passes the game is counted with the dead
 * stones both engines name, else those a referee engine names, else tengen's baseline.
 */
final class MatchGame {
    /** How a game ended. */
    enum Ending { SCORE, RESIGNATION, ILLEGAL_MOVE, TIMEOUT, OUT_OF_TIME, CRASH, MOVE_CAP }

    /** The outcome: the winner (null for a draw), how, the SGF result text, and each side's thinking time. */
    record Outcome(Stone winner, Ending ending, String result, String detail, Game game, long[] nanos, int[] moves) {
    }

    private final Geometry geometry;
    private final Rules rules;
    private final Duration moveTimeout;
    private final GtpClient referee;
    /** Black's fixed handicap stones, 0 for an even game. */
    private final int handicap;

    MatchGame(Geometry geometry, Rules rules, int handicap, Duration moveTimeout, GtpClient referee) {
        if (handicap != 0) {
            Handicap.fixed(geometry, handicap); // fails, saying what the board takes, before any game starts
        }
        this.geometry = geometry;
        this.rules = rules;
        this.handicap = handicap;
        this.moveTimeout = moveTimeout;
        this.referee = referee;
    }

    /**
     * Plays a game: {@code black} and {@code white} are set up fresh first (boardsize, clear_board, komi,
     * fixed_handicap, time). With {@code mainSeconds} (0: none) each side has that for the game, then
     * {@code secondsPerMove} a move (0: none); the match keeps the clock, tells each engine its time before each
     * genmove and ends the game when one runs out. Without main time, {@code secondsPerMove} (0: no limit) is
     * every move's time.
     */
    Outcome play(GtpClient black, GtpClient white, double secondsPerMove, double mainSeconds) {
        Game game = new Game(geometry, rules);
        if (handicap > 0) {
            game.placeFixedHandicap(handicap);
        }
        MatchClock clock = mainSeconds > 0
                ? new MatchClock(wholeSeconds(mainSeconds) * 1_000_000_000L,
                        secondsPerMove > 0 ? wholeSeconds(secondsPerMove) * 1_000_000_000L : 0)
                : null;
        long[] nanos = new long[3];
        int[] moves = new int[3];
        GtpClient[] side = {null, black, white};
        for (Stone s : new Stone[] {Stone.BLACK, Stone.WHITE}) {
            try {
                String mismatch = setUp(side[s.code()], secondsPerMove, mainSeconds);
                if (mismatch != null) {
                    return loss(game, s, Ending.ILLEGAL_MOVE, "set-up failed: " + mismatch, nanos, moves);
                }
            } catch (GtpClientException e) {
                return loss(game, s, e.kind() == GtpClientException.Kind.TIMEOUT ? Ending.TIMEOUT : Ending.CRASH,
                        "set-up failed: " + e.getMessage(), nanos, moves);
            }
        }
        int cap = geometry.area() * 4;
        while (!game.isOver()) {
            if (game.moveCount() >= cap) {
                return scored(game, Ending.MOVE_CAP, nanos, moves);
            }
            Stone stone = game.toMove();
            String color = stone == Stone.BLACK ? "black" : "white";
            String reply;
            long t0 = System.nanoTime();
            try {
                if (clock != null) {
                    tellTimeLeft(side[stone.code()], clock.timeLeftCommand(stone));
                    t0 = System.nanoTime();
                }
                reply = side[stone.code()].send("genmove " + color, moveTimeout);
            } catch (GtpClientException e) {
                Ending ending = e.kind() == GtpClientException.Kind.TIMEOUT ? Ending.TIMEOUT
                        : e.kind() == GtpClientException.Kind.ERROR_REPLY ? Ending.ILLEGAL_MOVE : Ending.CRASH;
                return loss(game, stone, ending, "genmove " + color + ": " + e.getMessage(), nanos, moves);
            }
            long used = System.nanoTime() - t0;
            nanos[stone.code()] += used;
            moves[stone.code()]++;
            if (clock != null && !clock.charge(stone, used)) {
                return loss(game, stone, Ending.OUT_OF_TIME, color + " ran out of time (genmove took "
                        + String.format(Locale.ROOT, "%.2f", used / 1e9) + " s)", nanos, moves);
            }
            Move move;
            try {
                move = Move.parseGtp(geometry, reply);
            } catch (IllegalArgumentException e) {
                return loss(game, stone, Ending.ILLEGAL_MOVE, "genmove " + color + " answered '" + reply + "'", nanos, moves);
            }
            if (move instanceof Move.Resign) {
                game.resign(stone);
                return new Outcome(stone.opponent(), Ending.RESIGNATION, game.result().toSgf(), color + " resigned",
                        game, nanos, moves);
            }
            Legality legality = game.play(stone, move);
            if (!legality.isLegal()) {
                return loss(game, stone, Ending.ILLEGAL_MOVE, color + " played " + reply + ": " + legality.reason(),
                        nanos, moves);
            }
            try {
                side[stone.opponent().code()].send("play " + color + " " + move.toGtp(geometry));
            } catch (GtpClientException e) {
                return loss(game, stone.opponent(),
                        e.kind() == GtpClientException.Kind.ERROR_REPLY ? Ending.ILLEGAL_MOVE : Ending.CRASH,
                        "refused the legal move " + color + " " + reply + ": " + e.getMessage(), nanos, moves);
            }
        }
        return scored(game, Ending.SCORE, nanos, moves);
    }

    /**
     * Sets {@code engine} up for a game; returns what was wrong when it placed other handicap stones than the
     * core's, else null.
     */
    private String setUp(GtpClient engine, double secondsPerMove, double mainSeconds) {
        engine.send(geometry.width() == geometry.height() ? "boardsize " + geometry.width()
                : "rectangular_boardsize " + geometry.width() + " " + geometry.height());
        engine.send("clear_board");
        engine.send("komi " + Rules.formatPoints(rules.komi()));
        if (handicap > 0) {
            String reply = engine.send("fixed_handicap " + handicap).trim();
            if (!reply.isEmpty() && !points(reply).equals(points(Handicap.fixed(geometry, handicap)))) {
                return "fixed_handicap " + handicap + " answered '" + reply + "', not "
                        + String.join(" ", vertices(Handicap.fixed(geometry, handicap)));
            }
        }
        if (mainSeconds > 0) {
            // Absolute time, or main time then Canadian byo-yomi of one stone per period.
            engine.send("time_settings " + wholeSeconds(mainSeconds) + " "
                    + (secondsPerMove > 0 ? wholeSeconds(secondsPerMove) + " 1" : "0 0"));
        } else if (secondsPerMove > 0) {
            // Canadian byo-yomi of one stone per period: the same time for every move.
            engine.send("time_settings 0 " + wholeSeconds(secondsPerMove) + " 1");
        }
        return null;
    }

    /** The points of a GTP vertex list; an unreadable vertex counts as a point off the board. */
    private Set<Integer> points(String vertices) {
        Set<Integer> out = new HashSet<>();
        for (String v : vertices.split("\\s+")) {
            try {
                out.add(geometry.parseGtp(v.toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                out.add(-1);
            }
        }
        return out;
    }

    private static Set<Integer> points(int[] points) {
        Set<Integer> out = new HashSet<>();
        for (int p : points) {
            out.add(p);
        }
        return out;
    }

    private String[] vertices(int[] points) {
        String[] out = new String[points.length];
        for (int i = 0; i < points.length; i++) {
            out[i] = geometry.toGtp(points[i]);
        }
        return out;
    }

    /** Sends {@code time_left}; an engine that doesn't know it keeps its own count. */
    private static void tellTimeLeft(GtpClient engine, String command) {
        try {
            engine.send(command);
        } catch (GtpClientException e) {
            if (e.kind() != GtpClientException.Kind.ERROR_REPLY) {
                throw e;
            }
        }
    }

    /** GTP's times are whole seconds: the nearest, at least one. */
    static long wholeSeconds(double seconds) {
        return Math.max(1, Math.round(seconds));
    }

    private static Outcome loss(Game game, Stone loser, Ending ending, String detail, long[] nanos, int[] moves) {
        String code = ending == Ending.TIMEOUT || ending == Ending.OUT_OF_TIME ? "T" : "F";
        return new Outcome(loser.opponent(), ending, (loser == Stone.BLACK ? "W+" : "B+") + code, detail, game, nanos, moves);
    }

    private Outcome scored(Game game, Ending ending, long[] nanos, int[] moves) {
        Settlement settled = settlement(game);
        Result result = settled.count(game.board(), rules, game.handicapStones()).result();
        return new Outcome(result.winner().orElse(null), ending, result.toSgf(),
                settled.dead().size() + " dead stones", game, nanos, moves);
    }

    /**
     * The dead stones of the final position: the referee engine's when there is one (and it answers), else
     * tengen's dead-stone policy's ({@link SearchDeadStones#standard()}), with its seki.
     */
    private Settlement settlement(Game game) {
        Set<Integer> judged = refereeDeadStones(game);
        return judged != null ? Settlement.ofDead(judged) : SearchDeadStones.standard().settle(game.board(), rules);
    }

    /** The dead stones the referee engine names, or null without a referee or an answer from it. */
    private Set<Integer> refereeDeadStones(Game game) {
        if (referee != null) {
            try {
                if (setUp(referee, 0, 0) != null) {
                    return null; // its board is not the game's
                }
                for (Turn t : game.history()) {
                    if (!t.setup() && !(t.move() instanceof Move.Resign)) {
                        referee.send("play " + (t.stone() == Stone.BLACK ? "black " : "white ") + t.move().toGtp(geometry));
                    }
                }
                Set<Integer> judged = named(referee);
                if (judged != null) {
                    return judged;
                }
            } catch (GtpClientException e) {
                // the referee failed: fall back to the policy
            }
        }
        return null;
    }

    /** The stones an engine says are dead, or null when it can't say. */
    private Set<Integer> named(GtpClient engine) {
        try {
            String reply = engine.send("final_status_list dead");
            Set<Integer> dead = new HashSet<>();
            for (String v : reply.trim().split("\\s+")) {
                if (!v.isEmpty()) {
                    dead.add(geometry.parseGtp(v.toUpperCase(Locale.ROOT)));
                }
            }
            return dead;
        } catch (GtpClientException | IllegalArgumentException e) {
            return null;
        }
    }
}
