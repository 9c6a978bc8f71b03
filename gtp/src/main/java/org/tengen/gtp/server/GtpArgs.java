package org.tengen.gtp.server;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.Stone;
import org.tengen.engine.Clock;

/** Reading a command's arguments, with GNU Go's messages for what is wrong. */
final class GtpArgs {
    private GtpArgs() {
    }

    static void count(List<String> args, int n, String usage) throws GtpFailure {
        if (args.size() != n) {
            throw new GtpFailure("expected " + usage);
        }
    }

    /** {@code b}, {@code w}, {@code black}, {@code white}, in any case. */
    static Stone color(String word) throws GtpFailure {
        switch (word.toLowerCase(Locale.ROOT)) {
            case "b": case "black": return Stone.BLACK;
            case "w": case "white": return Stone.WHITE;
            default: throw new GtpFailure("invalid color");
        }
    }

    /** A vertex such as {@code D4}, or {@code pass}, in any case. */
    static Move move(String word, Geometry g) throws GtpFailure {
        if (word.equalsIgnoreCase("pass")) {
            return Move.PASS;
        }
        return Move.play(vertex(word, g));
    }

    /** A vertex on the board. */
    static int vertex(String word, Geometry g) throws GtpFailure {
        try {
            return g.parseGtp(word);
        } catch (IllegalArgumentException e) {
            throw new GtpFailure("invalid coordinate");
        }
    }

    static int integer(String word, String what) throws GtpFailure {
        try {
            return Integer.parseInt(word);
        } catch (NumberFormatException e) {
            if (word.matches("[-+]?[0-9]+")) { // digits, but past what an int holds
                throw new GtpFailure(what + " is too " + (word.startsWith("-") ? "small (at least " + Integer.MIN_VALUE
                        : "large (at most " + Integer.MAX_VALUE) + ")");
            }
            throw new GtpFailure(what + " not an integer");
        }
    }

    /**
     * An integer for a command that checks its own range (a board size, a handicap, a move number): digits past
     * what an int holds read as the nearest int, so the command's range message says what it takes.
     */
    static int clampedInteger(String word, String what) throws GtpFailure {
        if (word.matches("[-+]?[0-9]+")) {
            try {
                return Integer.parseInt(word);
            } catch (NumberFormatException e) {
                return word.startsWith("-") ? Integer.MIN_VALUE : Integer.MAX_VALUE;
            }
        }
        return integer(word, what);
    }

    /** The most seconds a time setting takes: about 31 years, which keeps every clock sum within a long of nanoseconds. */
    static final long MAX_SECONDS = 999_999_999L;

    /** A number of seconds, 0 or more (GTP sends whole seconds; fractions are taken too), as nanoseconds. */
    static long seconds(String word, String what) throws GtpFailure {
        BigDecimal s = decimalSeconds(word, what);
        if (s.signum() < 0) {
            throw new GtpFailure(what + " must not be negative");
        }
        return nanos(s, what);
    }

    /** A number of seconds, which may be negative, as nanoseconds. */
    static long signedSeconds(String word, String what) throws GtpFailure {
        return nanos(decimalSeconds(word, what), what);
    }

    private static BigDecimal decimalSeconds(String word, String what) throws GtpFailure {
        // Decimal digits with an optional fraction: exponents, NaN and the like are mistakes.
        if (!word.matches("-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)")) {
            throw new GtpFailure(what + " not a number of seconds");
        }
        return new BigDecimal(word);
    }

    private static long nanos(BigDecimal seconds, String what) throws GtpFailure {
        if (seconds.abs().compareTo(BigDecimal.valueOf(MAX_SECONDS)) > 0) {
            throw new GtpFailure(what + " is too " + (seconds.signum() < 0 ? "small (at least -" : "large (at most ")
                    + MAX_SECONDS + " seconds, about 31 years)");
        }
        return Clock.nanos(seconds.doubleValue());
    }

    /** The argument of {@code komi}: a float as GTP controllers write it (digits, a point, an exponent), within the komi's range. */
    static double komi(String word) throws GtpFailure {
        if (!word.matches("[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?")) {
            throw new GtpFailure("komi not a float"); // GNU Go's words, which the differential tests hold it to
        }
        double komi = Double.parseDouble(word);
        if (!(Math.abs(komi) <= Rules.MAX_KOMI)) {
            throw new GtpFailure("komi out of range (-" + (int) Rules.MAX_KOMI + " to " + (int) Rules.MAX_KOMI + ")");
        }
        return komi + 0.0; // -0 is 0
    }

    /** A count of stones or periods, 0 or more. */
    static int nonNegative(String word, String what) throws GtpFailure {
        int n = integer(word, what);
        if (n < 0) {
            throw new GtpFailure(what + " must not be negative");
        }
        return n;
    }

    static String vertices(int[] points, int n, Geometry g) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(g.toGtp(points[i]));
        }
        return sb.toString();
    }

    static String name(Stone stone) {
        return stone == Stone.BLACK ? "black" : "white";
    }
}
