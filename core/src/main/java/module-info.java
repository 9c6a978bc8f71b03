/**
 * The rules of Go as a library with no dependencies beyond {@code java.base}: the board, every common rule
 * variant, game history with ko and superko, scoring, and SGF game records.
 *
 * <p>Only the API packages are exported: {@link org.tengen.core} (board, rules, game, scoring) and
 * {@link org.tengen.core.sgf} (reading, replaying and writing game records).
 */
module org.tengen.core {
    exports org.tengen.core;
    exports org.tengen.core.sgf;
}
