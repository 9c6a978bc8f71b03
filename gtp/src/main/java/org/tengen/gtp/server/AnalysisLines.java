package org.tengen.gtp.server;

import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.engine.Analysis;

/**
 * One report of an analysis as the GUIs read it: every candidate's {@code info} block on one line, as Leela
 * Zero's {@code lz-analyze} writes it (win rates, priors and bounds as integers 0..10000) or as KataGo's
 * {@code kata-analyze} does (floats, with the score fields, then {@code rootInfo}, {@code ownership} and
 * {@code ownershipStdev} when asked, in that order). The {@code pv} ends each block, as Sabaki's parser
 * needs. Values are for the side analysed; ownership too (KataGo's order and perspective: row by row from
 * the top left, +1 for the side to move).
 */
final class AnalysisLines {
    private AnalysisLines() {
    }

    /** The report in Leela Zero's form, listing at most {@code maxMoves} moves. */
    static String leelaZero(Analysis a, Geometry g, int maxMoves) {
        StringBuilder sb = new StringBuilder();
        infoBlocks(sb, a, g, maxMoves, (m, line) -> line
                .append(" winrate ").append(tenThousandths(m.winRate()))
                .append(" prior ").append(tenThousandths(m.prior()))
                .append(" lcb ").append(tenThousandths(m.lcb())));
        return sb.toString();
    }

    /**
     * The report in KataGo's form, listing at most {@code maxMoves} moves, then the root's statistics, the
     * ownership and its spread when asked (the root's win rate is the chosen move's, its lead the mean over
     * every playout). tengen's search has no utility of its own: {@code utility} is the win rate on KataGo's -1..1
     * scale ({@code 2 * winrate - 1}), {@code utilityLcb} the bound's; {@code scoreMean} and {@code scoreSelfplay}
     * are the lead, as KataGo's doc allows (its playouts are self-play to the end).
     */
    static String kataGo(Analysis a, Geometry g, int maxMoves, boolean rootInfo, boolean ownership, boolean ownershipStdev) {
        StringBuilder sb = new StringBuilder();
        infoBlocks(sb, a, g, maxMoves, (m, line) -> {
            double lcb = clamp(m.lcb(), 0, 1);
            winRateAndScore(line, m.winRate(), m.scoreLead(), m.scoreStdev())
                    .append(" prior ").append(decimal(clamp(m.prior(), 0, 1)))
                    .append(" lcb ").append(decimal(lcb))
                    .append(" utilityLcb ").append(decimal(2 * lcb - 1));
        });
        if (rootInfo) {
            // The root's visits: its children's, which a tree kept from an earlier search carries beyond the playouts.
            long visits = Math.max(a.playouts(), a.moves().stream().mapToLong(Analysis.MoveInfo::visits).sum());
            winRateAndScore(separated(sb).append("rootInfo visits ").append(visits), a.winRate(), a.scoreLead(),
                    a.scoreStdev());
        }
        if (ownership && a.ownership() != null) {
            double sign = a.toMove() == Stone.BLACK.code() ? 1 : -1;
            board(separated(sb).append("ownership"), a.ownership(), sign, g);
        }
        if (ownershipStdev && a.ownershipStdev() != null) {
            board(separated(sb).append("ownershipStdev"), a.ownershipStdev(), 1, g);
        }
        return sb.toString();
    }

    /**
     * The {@code info} blocks of at most {@code maxMoves} candidates, separated by a space: {@code move} and
     * {@code visits}, the form's own {@code fields}, then {@code order} and the {@code pv}, which ends each block.
     */
    private static void infoBlocks(StringBuilder sb, Analysis a, Geometry g, int maxMoves,
                                   BiConsumer<Analysis.MoveInfo, StringBuilder> fields) {
        List<Analysis.MoveInfo> moves = a.moves();
        for (int i = 0; i < moves.size() && i < maxMoves; i++) {
            Analysis.MoveInfo m = moves.get(i);
            separated(sb).append("info move ").append(m.move().toGtp(g)).append(" visits ").append(m.visits());
            fields.accept(m, sb);
            sb.append(" order ").append(m.order());
            pv(sb, m.pv(), g);
        }
    }

    /** KataGo's win-rate and score fields, for a candidate or the root. */
    private static StringBuilder winRateAndScore(StringBuilder sb, double winRate, double lead, double stdev) {
        return sb.append(" utility ").append(decimal(2 * winRate - 1))
                .append(" winrate ").append(decimal(winRate))
                .append(" scoreMean ").append(decimal(lead))
                .append(" scoreStdev ").append(decimal(stdev))
                .append(" scoreLead ").append(decimal(lead))
                .append(" scoreSelfplay ").append(decimal(lead));
    }

    /** {@code sb} with a space after what it holds already, if anything. */
    private static StringBuilder separated(StringBuilder sb) {
        return sb.length() > 0 ? sb.append(' ') : sb;
    }

    /** {@code values} by point, times {@code sign}, row by row from the top left (A19 first on 19x19). */
    private static void board(StringBuilder sb, double[] values, double sign, Geometry g) {
        for (int row = 0; row < g.height(); row++) {
            for (int col = 0; col < g.width(); col++) {
                sb.append(' ').append(decimal(clamp(sign * values[g.point(col, row)], -1, 1)));
            }
        }
    }

    private static void pv(StringBuilder sb, List<Move> pv, Geometry g) {
        sb.append(" pv");
        for (Move move : pv) {
            sb.append(' ').append(move.toGtp(g));
        }
    }

    /** A rate 0..1 as Leela Zero writes it: an integer 0..10000. */
    static long tenThousandths(double rate) {
        return Math.round(clamp(rate, 0, 1) * 10_000);
    }

    /** Six decimals, always with a point: Sabaki tells KataGo's 0..1 win rate from Leela Zero's by the point. */
    static String decimal(double x) {
        return String.format(Locale.ROOT, "%.6f", x == 0 ? 0.0 : x); // no "-0.000000" for a negative zero
    }

    private static double clamp(double x, double lo, double hi) {
        return Math.max(lo, Math.min(hi, x));
    }
}
