package org.tengen.gtp.crosscheck;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.tengen.core.KoRule;
import org.tengen.core.Legality;
import org.tengen.core.SuicideRule;
import org.tengen.gtp.client.GnuGoLauncher;

/**
 * What a {@link GnuGoCrossCheck} run compared and the first disagreement it found, if any.
 *
 * @param gamesPlanned      the games asked for
 * @param games             the games played to the end (a game with a mismatch stops there and counts)
 * @param moves             moves played in both programs, passes included
 * @param passes            passes among them
 * @param legalMoveChecks   comparisons of the legal moves of the side to move ({@code all_legal})
 * @param pointsCompared    empty points whose legality was compared in those checks
 * @param stoneChecks       comparisons of both colours' stones after a move ({@code list_stones})
 * @param captureChecks     comparisons of both prisoner counts after a move ({@code captures})
 * @param attempts          deliberate tries of a ko recapture, a suicide or a superko repetition
 * @param attemptsRefused   those both programs refused (the rest both played)
 * @param suicidesPlayed    moves whose own stones were removed at once (allowed suicides)
 * @param stonesCaptured    stones removed from the board, suicides included
 * @param tengenReasons     tengen's verdict on every compared empty point, by reason: shows how many ko,
 *                          superko and suicide decisions the run actually cross-checked
 * @param knownDifferences  how often each tolerated, documented difference showed up (not a mismatch)
 * @param elapsed           wall-clock time of the run
 * @param mismatch          the first disagreement (lowest game number), or {@code null} when all agreed
 */
public record CrossCheckReport(int gamesPlanned, int games, long moves, long passes, long legalMoveChecks,
                               long pointsCompared, long stoneChecks, long captureChecks, long attempts,
                               long attemptsRefused, long suicidesPlayed, long stonesCaptured,
                               Map<Legality, Long> tengenReasons,
                               Map<GnuGoCrossCheck.KnownDifference, Long> knownDifferences,
                               Duration elapsed, Mismatch mismatch) {

    public CrossCheckReport {
        tengenReasons = Map.copyOf(tengenReasons);
        knownDifferences = Map.copyOf(knownDifferences);
    }

    /** Whether tengen and GNU Go agreed on everything compared. */
    public boolean agreed() {
        return mismatch == null;
    }

    public Optional<Mismatch> firstMismatch() {
        return Optional.ofNullable(mismatch);
    }

    /** Every comparison made: legal-move sets, stone lists, prisoner counts and deliberate attempts. */
    public long checks() {
        return legalMoveChecks + stoneChecks + captureChecks + attempts;
    }

    /** One line: games, moves, checks, time and the verdict. */
    public String summary() {
        return games + "/" + gamesPlanned + " games, " + moves + " moves, " + checks() + " checks ("
                + pointsCompared + " points' legality) in " + formatDuration(elapsed) + ": "
                + (agreed() ? "tengen and GNU Go agree" : "MISMATCH in game " + mismatch.game());
    }

    /** The summary, the counts, the tolerated differences and the mismatch in full. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(summary()).append('\n');
        sb.append("  passes ").append(passes).append(", stones captured ").append(stonesCaptured)
                .append(", suicides played ").append(suicidesPlayed).append('\n');
        sb.append("  deliberate ko/suicide/superko attempts ").append(attempts).append(" (")
                .append(attemptsRefused).append(" refused by both)\n");
        sb.append("  tengen's verdicts on compared points: ").append(tengenReasons.entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(e -> e.getKey().reason() + " " + e.getValue())
                .collect(Collectors.joining(", "))).append('\n');
        for (Map.Entry<GnuGoCrossCheck.KnownDifference, Long> e : knownDifferences.entrySet()) {
            sb.append("  tolerated known difference ").append(e.getKey()).append(": ").append(e.getValue())
                    .append(" points\n");
        }
        if (mismatch != null) {
            sb.append(mismatch.describe());
        }
        return sb.toString();
    }

    private static String formatDuration(Duration d) {
        return String.format(java.util.Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
    }

    /**
     * A disagreement between tengen and GNU Go.
     *
     * @param game         the game's number in the run (0 based), or -1 for a replayed move list
     * @param gameSeed     the seed of that game's random moves (0 for a replayed move list)
     * @param size         the board size
     * @param ko           the ko rule
     * @param suicide      the suicide rule
     * @param kind         which comparison failed
     * @param moves        the moves up to the disagreement in GTP form ({@code B D4}, {@code W pass}); for
     *                     {@link Kind#PLAY} the last one is the move they disagree about
     * @param detail       what differed, with the points in GTP form
     * @param board        tengen's board where the disagreement showed
     * @param minimalMoves a shortest-found move list that shows a disagreement of the same kind, or the
     *                     same as {@code moves} when shrinking was off or found nothing shorter
     * @param minimalDetail what differed after {@code minimalMoves}
     */
    public record Mismatch(int game, long gameSeed, int size, KoRule ko, SuicideRule suicide, Kind kind,
                           List<String> moves, String detail, String board, List<String> minimalMoves,
                           String minimalDetail) {

        public Mismatch {
            moves = List.copyOf(moves);
            minimalMoves = List.copyOf(minimalMoves);
        }

        /** Which comparison failed. */
        public enum Kind {
            /** The sets of legal moves for the side to move differ. */
            LEGAL_MOVES,
            /** One program accepts a move the other refuses. */
            PLAY,
            /** The stones differ after a move. */
            STONES,
            /** The prisoner counts differ after a move. */
            CAPTURES,
            /** GNU Go failed (crashed, timed out, answered an unexpected error or garbage). */
            ENGINE
        }

        /** A copy with the shrunk move list. */
        Mismatch withMinimal(List<String> shorter, String shorterDetail) {
            return new Mismatch(game, gameSeed, size, ko, suicide, kind, moves, detail, board, shorter, shorterDetail);
        }

        /** Everything needed to understand and reproduce the disagreement, GTP script included. */
        public String describe() {
            StringBuilder sb = new StringBuilder();
            sb.append("MISMATCH (").append(kind).append(") in game ").append(game).append(", seed ")
                    .append(gameSeed).append(", ").append(size).append('x').append(size).append(", ko ")
                    .append(ko).append(", suicide ").append(suicide).append(", after ")
                    .append(kind == Kind.PLAY ? moves.size() - 1 : moves.size()).append(" moves\n");
            sb.append("  ").append(detail).append('\n');
            sb.append("  moves: ").append(String.join(" ", moves)).append('\n');
            sb.append("  tengen's board:\n");
            for (String row : board.split("\n")) {
                sb.append("    ").append(row).append('\n');
            }
            if (!minimalMoves.equals(moves)) {
                sb.append("  shortest reproduction found (").append(minimalMoves.size()).append(" moves): ")
                        .append(String.join(" ", minimalMoves)).append('\n');
                sb.append("    ").append(minimalDetail).append('\n');
            }
            sb.append("  GTP script for ").append(String.join(" ", GnuGoLauncher.arguments(ko, suicide)))
                    .append(":\n");
            sb.append("    boardsize ").append(size).append("\n    clear_board\n");
            for (String m : minimalMoves) {
                sb.append("    play ").append(m).append('\n');
            }
            String next = minimalMoves.size() % 2 == 0 ? "black" : "white";
            switch (kind) {
                case LEGAL_MOVES: sb.append("    all_legal ").append(next).append('\n'); break;
                case STONES: sb.append("    list_stones black\n    list_stones white\n"); break;
                case CAPTURES: sb.append("    captures black\n    captures white\n"); break;
                default: break;
            }
            return sb.toString();
        }
    }
}
