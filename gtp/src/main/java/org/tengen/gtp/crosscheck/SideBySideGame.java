package org.tengen.gtp.crosscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.KoRule;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.SuicideRule;
import org.tengen.gtp.client.GtpClient;
import org.tengen.gtp.client.GtpClientException;
import org.tengen.gtp.crosscheck.CrossCheckReport.Mismatch;
import org.tengen.gtp.crosscheck.GnuGoCrossCheck.KnownDifference;

/**
 * One game in tengen and in one GNU Go process at once: plays each move in both and compares the legal
 * moves, stones and prisoners, counting into a {@link Tally}. The first disagreement throws a
 * {@link MismatchFound}; {@link #mismatch} then turns it into a report of this game.
 */
final class SideBySideGame {
    private final GtpClient client;
    private final Geometry g;
    private final KoRule ko;
    private final SuicideRule suicide;
    private final Game game;
    private final Tally tally;
    private final ToleratedDifferences tolerance;
    private final List<String> moves = new ArrayList<>();

    /** Starts an empty board of {@code size} in both programs. */
    SideBySideGame(GtpClient client, int size, KoRule ko, SuicideRule suicide, Set<KnownDifference> tolerated,
                   Tally tally) {
        this.client = client;
        this.g = Geometry.of(size);
        this.ko = ko;
        this.suicide = suicide;
        this.game = new Game(g, GnuGoCrossCheck.rules(ko, suicide));
        this.tally = tally;
        this.tolerance = new ToleratedDifferences(tolerated, ko, g);
        tolerance.recordSituation(game.board(), game.toMove());
        client.send("boardsize " + size);
        client.send("clear_board");
    }

    /** tengen's side of the game. */
    Game game() {
        return game;
    }

    /** Compares the legal moves of the side to move; returns tengen's candidates for the next move. */
    MoveCandidates compareLegalMoves() {
        Stone toMove = game.toMove();
        Set<Integer> gnu = GnuGoReplies.vertices(g, client.send("all_legal " + toMove.lowerName()), "all_legal");
        tally.legalMoveChecks++;
        List<Integer> legalPoints = new ArrayList<>();
        List<Integer> superkoPoints = new ArrayList<>();
        List<Integer> suicidePoints = new ArrayList<>();
        BoardView board = game.board();
        List<String> onlyGnu = new ArrayList<>();
        List<String> onlyTengen = new ArrayList<>();
        for (int p : g.points()) {
            if (board.at(p) != Board.EMPTY) {
                if (gnu.contains(p)) {
                    onlyGnu.add(g.toGtp(p) + " (tengen: occupied)");
                }
                continue;
            }
            Legality l = game.legality(toMove, Move.play(p));
            tally.pointsCompared++;
            tally.reasons.merge(l, 1L, Long::sum);
            boolean known = tolerance.isTolerated(board, p, l, toMove);
            if (l.isLegal()) {
                legalPoints.add(p);
                if (!gnu.contains(p)) {
                    onlyTengen.add(g.toGtp(p));
                }
            } else if (gnu.contains(p)) {
                if (known) {
                    tally.known.merge(KnownDifference.SUPERKO_IGNORED_FOR_SUICIDE, 1L, Long::sum);
                } else {
                    onlyGnu.add(g.toGtp(p) + " (tengen: " + l.reason() + ")");
                }
            }
            // Deliberate attempts never include a known difference, where the programs would diverge.
            if (!known) {
                if (l == Legality.SUPERKO) {
                    superkoPoints.add(p);
                }
                if (l == Legality.SUICIDE || (l.isLegal() && Suicides.isSuicide(board, p, toMove.code()))) {
                    suicidePoints.add(p);
                }
            }
        }
        if (!onlyGnu.isEmpty() || !onlyTengen.isEmpty()) {
            StringBuilder d = new StringBuilder("legal moves for ").append(toMove.lowerName()).append(" differ:");
            if (!onlyGnu.isEmpty()) {
                d.append(" only GNU Go allows ").append(String.join(", ", onlyGnu)).append(';');
            }
            if (!onlyTengen.isEmpty()) {
                d.append(" only tengen allows ").append(String.join(", ", onlyTengen)).append(';');
            }
            throw new MismatchFound(Mismatch.Kind.LEGAL_MOVES, d.substring(0, d.length() - 1));
        }
        return new MoveCandidates(legalPoints, superkoPoints, suicidePoints);
    }

    /** Plays {@code move} in both if both allow it; returns whether it was played. */
    boolean play(Move move) {
        Stone toMove = game.toMove();
        String text = GtpMoves.format(g, toMove, move);
        Legality l = game.legality(toMove, move);
        boolean gnuAccepted;
        String gnuMessage = null;
        try {
            client.send("play " + text);
            gnuAccepted = true;
        } catch (GtpClientException e) {
            if (e.kind() != GtpClientException.Kind.ERROR_REPLY) {
                throw e;
            }
            gnuAccepted = false;
            gnuMessage = e.engineMessage();
        }
        if (gnuAccepted != l.isLegal()) {
            moves.add(text);
            throw new MismatchFound(Mismatch.Kind.PLAY, gnuAccepted
                    ? "GNU Go plays " + text + " but tengen refuses it (" + l.reason() + ")"
                    : "tengen plays " + text + " but GNU Go refuses it (" + gnuMessage + ")");
        }
        if (!gnuAccepted) {
            return false;
        }
        int before = game.board().prisoners(Stone.BLACK) + game.board().prisoners(Stone.WHITE);
        Legality played = game.play(toMove, move);
        if (!played.isLegal()) {
            throw new IllegalStateException("tengen refused " + text + " (" + played + ") after calling it legal");
        }
        moves.add(text);
        tally.moves++;
        tolerance.recordSituation(game.board(), game.toMove());
        if (move instanceof Move.Pass) {
            tally.passes++;
        } else if (game.board().isEmpty(((Move.Play) move).point())) {
            tally.suicidesPlayed++;
        }
        tally.stonesCaptured += game.board().prisoners(Stone.BLACK) + game.board().prisoners(Stone.WHITE) - before;
        return true;
    }

    /** Compares both colours' stones, then both prisoner counts, after the last move. */
    void compareAfterMove() {
        compareStones();
        compareCaptures();
    }

    private void compareStones() {
        BoardView board = game.board();
        StringBuilder d = new StringBuilder();
        for (Stone colour : Stone.values()) {
            String reply = client.send("list_stones " + colour.lowerName());
            Set<Integer> gnu = GnuGoReplies.vertices(g, reply, "list_stones");
            List<String> onlyGnu = new ArrayList<>();
            List<String> onlyTengen = new ArrayList<>();
            for (int p : g.points()) {
                boolean t = board.at(p) == colour.code();
                if (t && !gnu.contains(p)) {
                    onlyTengen.add(g.toGtp(p));
                } else if (!t && gnu.contains(p)) {
                    onlyGnu.add(g.toGtp(p));
                }
            }
            if (!onlyGnu.isEmpty()) {
                d.append(colour.lowerName()).append(" stones only GNU Go has: ")
                        .append(String.join(", ", onlyGnu)).append("; ");
            }
            if (!onlyTengen.isEmpty()) {
                d.append(colour.lowerName()).append(" stones only tengen has: ")
                        .append(String.join(", ", onlyTengen)).append("; ");
            }
        }
        tally.stoneChecks++;
        throwIfDiffering(Mismatch.Kind.STONES, d);
    }

    private void compareCaptures() {
        BoardView board = game.board();
        StringBuilder d = new StringBuilder();
        for (Stone colour : Stone.values()) {
            String command = "captures " + colour.lowerName();
            int gnu = GnuGoReplies.count(client.send(command), command);
            int tengen = board.prisoners(colour);
            if (gnu != tengen) {
                d.append("stones captured by ").append(colour.lowerName()).append(": GNU Go ").append(gnu)
                        .append(", tengen ").append(tengen).append("; ");
            }
        }
        tally.captureChecks++;
        throwIfDiffering(Mismatch.Kind.CAPTURES, d);
    }

    /** Throws a {@code kind} mismatch after the last move unless {@code differences} (items ending "; ") is empty. */
    private void throwIfDiffering(Mismatch.Kind kind, StringBuilder differences) {
        if (differences.length() > 0) {
            throw new MismatchFound(kind, "after " + moves.get(moves.size() - 1) + ", "
                    + differences.substring(0, differences.length() - 2));
        }
    }

    /** The report of {@code found}, with this game's moves and tengen's board. */
    Mismatch mismatch(int index, long seed, MismatchFound found) {
        return new Mismatch(index, seed, g.width(), ko, suicide, found.kind(), moves, found.getMessage(),
                game.board().position().toString(), moves, found.getMessage());
    }
}
