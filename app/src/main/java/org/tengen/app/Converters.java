package org.tengen.app;

import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import picocli.CommandLine;

/** Option types parsed by the core, so every command reports a bad size, rules or komi the same way. */
final class Converters {
    private Converters() {
    }

    /** A komi option's value: any finite number within the core's range, parsed by the core. */
    record Komi(double value) {
    }

    static void register(CommandLine cl) {
        cl.registerConverter(Geometry.class, text -> wrap(() -> Geometry.parse(text)));
        cl.registerConverter(Rules.class, text -> wrap(() -> Rules.parse(text)));
        cl.registerConverter(Komi.class, text -> wrap(() -> new Komi(Rules.parseKomi(text))));
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
