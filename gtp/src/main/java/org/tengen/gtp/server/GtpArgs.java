package org.tengen.gtp.server;

import java.util.List;
import java.util.Locale;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
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
            throw new GtpFailure(what + " not an integer");
        }
    }

    /** A number of seconds, 0 or more (GTP sends whole seconds; fractions are taken too), as nanoseconds. */
    static long seconds(String word, String what) throws GtpFailure {
        long t = signedSeconds(word, what);
        if (t < 0) {
            throw new GtpFailure(what + " must not be negative");
        }
        return t;
    }

    /** A number of seconds, which may be negative, as nanoseconds. */
    static long signedSeconds(String word, String what) throws GtpFailure {
        // Up to about 30 years, in decimal: anything else is a mistake.
        if (!word.matches("-?[0-9]{1,9}(\\.[0-9]{0,9})?")) {
            throw new GtpFailure(what + " not a number of seconds");
        }
        double s = Double.parseDouble(word);
        return Clock.nanos(s);
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
