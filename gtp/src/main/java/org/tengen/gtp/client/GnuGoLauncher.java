package org.tengen.gtp.client;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.tengen.core.KoRule;
import org.tengen.core.SuicideRule;

/**
 * GNU Go's command line in one place (the program, {@code --mode gtp}, the flags of a ko and a suicide rule),
 * and GNU Go processes started with it: one program, one GTP timeout. Public: the cross-check, the command
 * line and the tests start GNU Go through it.
 */
public record GnuGoLauncher(Path gnugo, Duration gtpTimeout) {
    /** Where Debian and Ubuntu install GNU Go. */
    public static final Path DEFAULT_GNUGO = Path.of("/usr/games/gnugo");

    /** GNU Go at {@code gnugo}, its commands timing out after {@link GtpClient#DEFAULT_TIMEOUT}. */
    public GnuGoLauncher(Path gnugo) {
        this(gnugo, GtpClient.DEFAULT_TIMEOUT);
    }

    /** The GNU Go options for a ko rule and a suicide rule, {@code --mode gtp} first. */
    public static List<String> arguments(KoRule ko, SuicideRule suicide) {
        String koFlag;
        switch (ko) {
            case NONE: koFlag = "--no-ko"; break;
            case SIMPLE: koFlag = "--simple-ko"; break;
            case POSITIONAL: koFlag = "--positional-superko"; break;
            default: koFlag = "--situational-superko"; break;
        }
        String suicideFlag;
        switch (suicide) {
            case FORBIDDEN: suicideFlag = "--forbid-suicide"; break;
            case MULTI_STONE: suicideFlag = "--allow-suicide"; break;
            default: suicideFlag = "--allow-all-suicide"; break;
        }
        return List.of("--mode", "gtp", koFlag, suicideFlag);
    }

    /** The command of a GNU Go in GTP mode under its own default rules. */
    public List<String> command() {
        return List.of(gnugo.toString(), "--mode", "gtp");
    }

    /** The command of a GNU Go in GTP mode playing by {@code ko} and {@code suicide}. */
    public List<String> command(KoRule ko, SuicideRule suicide) {
        List<String> command = new ArrayList<>();
        command.add(gnugo.toString());
        command.addAll(arguments(ko, suicide));
        return command;
    }

    /**
     * Fails early, with an UNAVAILABLE {@link GtpClientException}, when a path was given and nothing executable
     * is there.
     */
    public void checkInstalled() {
        // A bare name such as "gnugo" is looked up on the PATH when the process starts.
        if (gnugo.getParent() != null && !Files.isExecutable(gnugo)) {
            throw new GtpClientException(GtpClientException.Kind.UNAVAILABLE, null, "GNU Go is not at " + gnugo
                    + " (install the gnugo package, or give its path)", null, null, null);
        }
    }

    /** A GNU Go in GTP mode under its own default rules; the caller closes it. */
    public GtpClient start() {
        return GtpClient.start(command(), gtpTimeout);
    }

    /** A GNU Go in GTP mode playing by {@code ko} and {@code suicide}; the caller closes it. */
    public GtpClient start(KoRule ko, SuicideRule suicide) {
        return GtpClient.start(command(ko, suicide), gtpTimeout);
    }
}
