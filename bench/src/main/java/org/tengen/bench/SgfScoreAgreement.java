package org.tengen.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.tengen.core.BoardView;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Result;
import org.tengen.core.Rules;
import org.tengen.core.Settlement;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;
import org.tengen.core.sgf.SgfReplay;
import org.tengen.core.sgf.SgfTerritoryMarks;
import org.tengen.engine.SearchDeadStones;

/**
 * How often {@code tengen sgf score} gives a record's own result: counts the final position of every game
 * that ended by counting ({@code RE} with a number) as {@code sgf score} does (the record's TB/TW marks where
 * it has them, else the search's dead stones and seki), and prints the share of exact results, of right
 * winners, and the misses by kind. Not a test: a measurement, for BENCHMARKS.md.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.tengen.bench.SgfScoreAgreement [--from I] [--to J] [--every K]
 *     [--playouts P] [--threshold T] [--list] FILE...
 * </pre>
 *
 * {@code --from}/{@code --to} take the counted games I to J-1 (in file order, from 0), {@code --every K} every
 * K-th of those (a spread sample); {@code --playouts} and {@code --threshold} try another policy than the
 * standard one; {@code --list} prints each miss. Every 250 games a progress line goes to standard error.
 */
public final class SgfScoreAgreement {
    private SgfScoreAgreement() {
    }

    public static void main(String[] args) throws IOException {
        int from = 0;
        int to = Integer.MAX_VALUE;
        int every = 1;
        int playouts = SearchDeadStones.DEFAULT_PLAYOUTS;
        double threshold = SearchDeadStones.DEFAULT_THRESHOLD;
        boolean list = false;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--from": from = Integer.parseInt(args[++i]); break;
                case "--to": to = Integer.parseInt(args[++i]); break;
                case "--every": every = Integer.parseInt(args[++i]); break;
                case "--playouts": playouts = Integer.parseInt(args[++i]); break;
                case "--threshold": threshold = Double.parseDouble(args[++i]); break;
                case "--list": list = true; break;
                default: files.add(Path.of(args[i]));
            }
        }
        SearchDeadStones policy = new SearchDeadStones(playouts, threshold);
        int counted = -1;
        int games = 0;
        int exact = 0;
        int winner = 0;
        Map<String, Integer> misses = new TreeMap<>();
        long start = System.nanoTime();
        for (Path file : files) {
            for (SgfNode root : SgfReader.read(file)) {
                Optional<Result> recorded = SgfGames.result(root);
                if (recorded.isEmpty() || recorded.get().isResignation() || SgfGames.gameInfoText(root, "RE") == null
                        || !SgfGames.gameInfoText(root, "RE").matches("[BW]\\+[0-9.]+|0")) {
                    continue; // resigned, on time, by forfeit, or no result
                }
                counted++;
                if (counted < from || counted >= to || (counted - from) % every != 0) {
                    continue;
                }
                SgfReplay replay = SgfReplay.mainLine(root, SgfReplay.Mode.TOLERANT);
                Game game = replay.game();
                BoardView board = game.board();
                Rules rules = game.rules();
                Optional<java.util.Set<Integer>> marks = SgfTerritoryMarks.deadStones(root.mainLineEnd(), board);
                double[] ownership = marks.isPresent() ? null : policy.ownership(board, rules);
                Settlement settled = marks.map(Settlement::ofDead).orElseGet(() -> policy.settle(board, ownership));
                Result ours = settled.count(board, rules, game.handicapStones()).result();
                games++;
                boolean right = ours.winner().equals(recorded.get().winner());
                if (ours.equals(recorded.get())) {
                    exact++;
                } else {
                    String kind = kind(board, settled, ownership, ours, recorded.get(), replay.problem().isPresent());
                    misses.merge(kind, 1, Integer::sum);
                    if (list) {
                        System.out.println((SgfGames.gameInfoText(root, "GN") != null ? SgfGames.gameInfoText(root, "GN") : "game " + counted) + ": record "
                                + recorded.get().toSgf() + ", tengen " + ours.toSgf() + (right ? "" : " (wrong winner)")
                                + ": " + kind);
                    }
                }
                if (right) {
                    winner++;
                }
                if (games % 250 == 0) {
                    System.err.printf(Locale.ROOT, "%d games: exact %d, right winner %d, %.0f s%n", games, exact, winner,
                            (System.nanoTime() - start) / 1e9);
                }
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "games %d (counted games %d to %d, every %d), playouts %d, threshold %.2f, %.0f s%n",
                games, from, Math.min(to, counted + 1) - 1, every, playouts, threshold, seconds);
        System.out.printf(Locale.ROOT, "exact %d (%.1f%%), right winner %d (%.1f%%)%n", exact, 100.0 * exact / games,
                winner, 100.0 * winner / games);
        for (Map.Entry<String, Integer> e : misses.entrySet()) {
            System.out.printf(Locale.ROOT, "  miss: %-70s %4d (%.1f%%)%n", e.getKey(), e.getValue(),
                    100.0 * e.getValue() / games);
        }
    }

    /**
     * What a miss most likely is, from what the policy saw: a seki; a chain whose ownership was contested (a
     * group judged dead or alive on a thin margin); with every chain clear, a difference of 1 to 3 points (dame,
     * an unfinished boundary, a connection the owner would have had to add) or more (a count the final position
     * cannot give, such as a group the server judged otherwise although the playouts agree).
     */
    private static String kind(BoardView board, Settlement settled, double[] ownership, Result ours, Result recorded,
                               boolean replayProblem) {
        if (replayProblem) {
            return "the record's moves break the rules";
        }
        double gap = Math.abs(signed(ours) - signed(recorded));
        if (!settled.seki().isEmpty()) {
            return "seki on the board";
        }
        if (ownership != null && contested(board, ownership)) {
            return gap <= 3 ? "a contested chain, off by 1-3 points" : "a contested chain (a group's life), off by 4 or more";
        }
        return gap <= 3 ? "all chains clear, off by 1-3 points (dame, boundary, a forced connection)"
                : "all chains clear, off by 4 or more (not reachable from the final position)";
    }

    /** Whether some chain's mean ownership is within 0.5 of nobody's: its life was not clear to the playouts. */
    private static boolean contested(BoardView board, double[] ownership) {
        Geometry g = board.geometry();
        for (int p : g.points()) {
            if (board.isEmpty(p) || board.chainHead(p) != p) {
                continue;
            }
            if (Math.abs(SearchDeadStones.chainOwnership(board, p, ownership)) < 0.5) {
                return true;
            }
        }
        return false;
    }

    private static double signed(Result r) {
        return r.winner().map(w -> w.code() == 1 ? r.margin() : -r.margin()).orElse(0.0);
    }
}
