package org.tengen.app;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code tengen sgf}: game records; the work is in its subcommands. */
@Command(name = "sgf",
        mixinStandardHelpOptions = true,
        description = "Check, show, score and normalize SGF game records.",
        subcommands = {SgfCheckCommand.class, SgfShowCommand.class, SgfScoreCommand.class, SgfNormalizeCommand.class},
        footer = {"",
            "Examples:",
            "  tengen sgf check games/*.sgf",
            "  tengen sgf show game.sgf --move 50",
            "  tengen sgf score game.sgf --rules chinese --komi 7.5",
            "  tengen sgf normalize old.sgf > new.sgf"})
final class SgfCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
