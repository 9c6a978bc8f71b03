package org.tengen.gtp.match;

import java.util.Locale;

/**
 * What a match showed: wins per engine and per colour, engine A's score rate with a 95% (Wilson) interval,
 * the Elo difference it implies, and each engine's average time per move. Engine A is the one that
 * took Black in the first game.
 */
public final class MatchSummary {
    private final String nameA;
    private final String nameB;
    /** winsAs[engine][colour]: engine 0 is A; colour 0 Black, 1 White. */
    private final int[][] winsAs = new int[2][2];
    private final int[][] gamesAs = new int[2][2];
    private int draws;
    private final long[] nanos = new long[2];
    private final int[] moves = new int[2];

    public MatchSummary(String nameA, String nameB) {
        this.nameA = nameA;
        this.nameB = nameB;
    }

    /** Records a game: {@code aIsBlack}, and the winner as engine 0 (A), 1 (B) or -1 for a draw. */
    void add(boolean aIsBlack, int winner, long nanosA, int movesA, long nanosB, int movesB) {
        int colourOfA = aIsBlack ? 0 : 1;
        gamesAs[0][colourOfA]++;
        gamesAs[1][1 - colourOfA]++;
        if (winner < 0) {
            draws++;
        } else {
            winsAs[winner][winner == 0 ? colourOfA : 1 - colourOfA]++;
        }
        nanos[0] += nanosA;
        moves[0] += movesA;
        nanos[1] += nanosB;
        moves[1] += movesB;
    }

    public int games() {
        return gamesAs[0][0] + gamesAs[0][1];
    }

    public int wins(int engine) {
        return winsAs[engine][0] + winsAs[engine][1];
    }

    public int draws() {
        return draws;
    }

    /** A's score rate: wins plus half the draws, over the games. */
    public double scoreRate() {
        return games() == 0 ? 0.5 : (wins(0) + draws / 2.0) / games();
    }

    /** The 95% Wilson interval of A's score rate: {low, high}. */
    public double[] interval() {
        int n = games();
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z = 1.96;
        double p = scoreRate();
        double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /** The Elo difference of A over B that the score rate implies; infinite at 0% or 100%. */
    public double elo() {
        double p = scoreRate();
        return p <= 0 ? Double.NEGATIVE_INFINITY : p >= 1 ? Double.POSITIVE_INFINITY : -400 * Math.log10(1 / p - 1);
    }

    /** Average seconds per move of engine 0 (A) or 1 (B). */
    public double secondsPerMove(int engine) {
        return moves[engine] == 0 ? 0 : nanos[engine] / 1e9 / moves[engine];
    }

    public String text() {
        double[] ci = interval();
        return String.format(Locale.ROOT, "%d games: %s %d wins (%d as Black, %d as White), %s %d wins (%d as Black,"
                        + " %d as White), %d draws%n"
                        + "%s scores %.1f%% (95%% interval %.1f%% to %.1f%%), Elo %s%n"
                        + "time per move: %s %.3f s, %s %.3f s%n",
                games(), nameA, wins(0), winsAs[0][0], winsAs[0][1], nameB, wins(1), winsAs[1][0], winsAs[1][1], draws,
                nameA, 100 * scoreRate(), 100 * ci[0], 100 * ci[1], eloText(),
                nameA, secondsPerMove(0), nameB, secondsPerMove(1));
    }

    public String json() {
        double[] ci = interval();
        return String.format(Locale.ROOT, "{\"games\":%d,\"draws\":%d,\"a\":%s,\"b\":%s,\"scoreRateA\":%.4f,"
                        + "\"interval95\":[%.4f,%.4f],\"elo\":%s}%n",
                games(), draws, engineJson(0, nameA), engineJson(1, nameB), scoreRate(), ci[0], ci[1],
                Double.isInfinite(elo()) ? "null" : String.format(Locale.ROOT, "%.1f", elo()));
    }

    private String engineJson(int e, String name) {
        return String.format(Locale.ROOT, "{\"name\":\"%s\",\"wins\":%d,\"winsAsBlack\":%d,\"winsAsWhite\":%d,"
                + "\"gamesAsBlack\":%d,\"secondsPerMove\":%.4f}", name.replace("\\", "\\\\").replace("\"", "\\\""),
                wins(e), winsAs[e][0], winsAs[e][1], gamesAs[e][0], secondsPerMove(e));
    }

    private String eloText() {
        double elo = elo();
        if (Double.isInfinite(elo)) {
            return elo > 0 ? "+inf" : "-inf";
        }
        long rounded = Math.round(elo);
        return rounded == 0 ? "0" : String.format(Locale.ROOT, "%+d", rounded); // not "-0" for an even match
    }
}
