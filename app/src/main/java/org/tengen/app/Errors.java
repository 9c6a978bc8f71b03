package org.tengen.app;

import picocli.CommandLine;

/**
 * Turns mistakes into one clear line on standard error and exit status 2: picocli's usage errors, and
 * the {@link IllegalArgumentException}s the core throws for bad input. Anything else is a bug in tengen
 * and keeps its stack trace.
 */
final class Errors implements CommandLine.IExecutionExceptionHandler, CommandLine.IParameterExceptionHandler {
    static final int USAGE = 2;

    @Override
    public int handleExecutionException(Exception e, CommandLine cl, CommandLine.ParseResult parsed) {
        if (e instanceof InputException || e instanceof IllegalArgumentException) {
            cl.getErr().println(prefix(cl) + e.getMessage());
            cl.getErr().flush();
            return USAGE;
        }
        throw new RuntimeException(e);
    }

    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        CommandLine cl = e.getCommandLine();
        // picocli says "Invalid value for positional parameter at index 0 (RULES): ..."; the core's message is enough.
        String message = e.getMessage().replaceFirst("^Invalid value for positional parameter at index \\d+ \\(\\S+\\): ",
                "");
        cl.getErr().println(prefix(cl) + message);
        cl.getErr().println("Run '" + qualifiedName(cl) + " --help' for usage.");
        cl.getErr().flush();
        return USAGE;
    }

    /** {@code tengen play: } for a command, {@code tengen sgf check: } for a subcommand, {@code tengen: } at the top. */
    private static String prefix(CommandLine cl) {
        return qualifiedName(cl) + ": ";
    }

    private static String qualifiedName(CommandLine cl) {
        return cl.getParent() == null ? "tengen" : qualifiedName(cl.getParent()) + " " + cl.getCommandName();
    }
}
