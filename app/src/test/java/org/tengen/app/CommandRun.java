package org.tengen.app;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs {@code tengen} in this JVM with its output captured, for the command tests. */
final class CommandRun {
    private CommandRun() {
    }

    /** {@return the exit status, standard output and standard error of {@code tengen args}} */
    static String[] run(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int status = cl.execute(args);
        cl.getOut().flush();
        cl.getErr().flush();
        return new String[] {String.valueOf(status), out.toString(), err.toString()};
    }
}
