package org.tengen.gtp.server;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A command whose reply is written as it goes, as Leela Zero and KataGo frame it: {@code =id} on a line of its
 * own, then lines of output, then (for genmove_analyze) a closing line such as {@code play D4}, then the empty
 * line that ends every GTP reply. An {@link #untilNextCommand} reply (lz-analyze, kata-analyze) runs on a
 * thread of its own until the controller sends another line or its input ends; the others run to their end
 * before the next command is read.
 */
interface StreamedCommand {
    /** A reply under way. */
    interface Reply {
        /**
         * Writes the reply's lines through {@code emit} (without their line breaks) until it is done or
         * {@code keepGoing} answers false; returns the closing line, or null for none.
         */
        String run(Consumer<String> emit, BooleanSupplier keepGoing);
    }

    /** What gets a reply ready from the command's arguments: {@link #start}. */
    @FunctionalInterface
    interface Starter {
        Reply start(List<String> args) throws GtpFailure;
    }

    /** The command that {@code starter} starts; {@code untilNextCommand} as {@link #untilNextCommand}. */
    static StreamedCommand of(boolean untilNextCommand, Starter starter) {
        return new StreamedCommand() {
            @Override
            public boolean untilNextCommand() {
                return untilNextCommand;
            }

            @Override
            public Reply start(List<String> args) throws GtpFailure {
                return starter.start(args);
            }
        };
    }

    /** Whether the reply runs until the next line comes, rather than to its own end. */
    boolean untilNextCommand();

    /**
     * Checks the arguments and the position, and gets the reply ready: a {@link GtpFailure} is the reply
     * {@code ? message}, and nothing runs.
     */
    Reply start(List<String> args) throws GtpFailure;
}
