package org.tengen.app;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code tengen} command: a picocli dispatcher over small command classes, one per file. */
@Command(name = "tengen",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        description = "A Go (weiqi, baduk) engine and rules toolkit.",
        subcommands = {
            PlayCommand.class,
            BenchCommand.class,
            CrossCheckCommand.class,
            RulesCommand.class,
            SgfCommand.class,
            ScoreCommand.class,
            ValidateCommand.class,
            SimulateCommand.class,
            GtpCommand.class,
            AnalysisCommand.class,
            MatchCommand.class,
            MoveCommand.class,
            AgentCommand.class,
            LearnCommand.class,
            ReviewCommand.class,
            ServeCommand.class,
            SolveCommand.class,
            CommandLine.HelpCommand.class
        },
        footer = {"", "Run 'tengen COMMAND --help' for a command's options and an example."})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** When this process's main() began (System.nanoTime), or 0 when the commands run inside another program. */
    private static long mainStartNanos;

    public static void main(String[] args) {
        mainStartNanos = System.nanoTime();
        System.exit(execute(args));
    }

    /** When main() began, for a command whose time limit is the whole process's (tengen agent); 0 if not run by main(). */
    static long mainStartNanos() {
        return mainStartNanos;
    }

    /** Runs the command line and returns its exit status: 0 ok, 1 a failed check, 2 a usage or input error. */
    public static int execute(String... args) {
        CommandLine cl = args.length > 0 && args[0].equals("agent") ? agentCommandLine() : commandLine();
        // Game records hold names in every script: write UTF-8 whatever the platform's default charset is.
        cl.setOut(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        return cl.execute(args);
    }

    static CommandLine commandLine() {
        return configured(new CommandLine(new Main()));
    }

    /**
     * {@code tengen} with {@code agent} alone: the agent's time limit counts from the start of the process,
     * and building every other command first would take a sixth of a 1 s move on a small machine.
     */
    static CommandLine agentCommandLine() {
        CommandLine cl = new CommandLine(CommandLine.Model.CommandSpec.create().name("tengen"));
        cl.addSubcommand("agent", new AgentCommand());
        return configured(cl);
    }

    private static CommandLine configured(CommandLine cl) {
        Converters.register(cl);
        cl.setExecutionExceptionHandler(new Errors());
        cl.setParameterExceptionHandler(new Errors());
        return cl;
    }
}
