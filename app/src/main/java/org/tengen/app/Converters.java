package org.tengen.app;

import java.util.regex.Pattern;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import picocli.CommandLine;

/**
 * Option types parsed by the core, so every command reports a bad size, rules or komi the same way; and
 * seconds, so every time option refuses NaN and infinities alike and names what the user typed.
 */
final class Converters {
    private Converters() {
    }

    /** A komi option's value: any finite number within the core's range, parsed by the core. */
    record Komi(double value) {
    }

    /**
     * A number of seconds as the user typed it ({@code text}, which {@link #toString()} gives back for error
     * messages) and its finite {@code value}; each command checks its own range (most with {@link #requireAboveZeroWithinADay}).
     */
    record Seconds(double value, String text) {
        /** The most any option of seconds takes: a day (beyond it a clock's durations can overflow). */
        static final int DAY = 86_400;

        /** Plain decimal notation: Java's parser also reads NaN, Infinity, hexadecimal and a 'd' or 'f' suffix. */
        private static final Pattern DECIMAL = Pattern.compile(
                "[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?");

        static Seconds parse(String text) {
            if (!DECIMAL.matcher(text).matches()) {
                throw new IllegalArgumentException("'" + text + "' is not a number of seconds (expected one such as 0.5)");
            }
            double value = Double.parseDouble(text);
            if (Double.isInfinite(value)) {
                throw new IllegalArgumentException("'" + text + "' is too large a number of seconds (expected a finite number such as 0.5)");
            }
            return new Seconds(value, text);
        }

        /**
         * The usage error for option {@code option} unless this is above 0 and at most {@link #DAY}; the message
         * suggests {@code example}.
         */
        void requireAboveZeroWithinADay(String option, String example) {
            if (!(value > 0 && value <= DAY)) {
                throw new InputException(option + " " + text + ": expected seconds above 0 and at most " + DAY
                        + ", such as " + example);
            }
        }

        @Override
        public String toString() {
            return text;
        }
    }

    static void register(CommandLine cl) {
        cl.registerConverter(Geometry.class, text -> wrap(() -> Geometry.parse(text)));
        cl.registerConverter(Rules.class, text -> wrap(() -> Rules.parse(text)));
        cl.registerConverter(Komi.class, text -> wrap(() -> new Komi(Rules.parseKomi(text))));
        cl.registerConverter(Seconds.class, text -> wrap(() -> Seconds.parse(text)));
    }

    private interface Parse<T> {
        T get();
    }

    private static <T> T wrap(Parse<T> parse) {
        try {
            return parse.get();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
