package org.tengen.gtp;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.tengen.core.KoRule;
import org.tengen.core.SuicideRule;

/** Starts GNU Go processes for a cross-check: one program, one GTP timeout, the flags of the rules asked for. */
record GnuGoLauncher(Path gnugo, Duration gtpTimeout) {

    /** Fails early, with an UNAVAILABLE {@link GtpException}, when a path was given and nothing executable is there. */
    void checkInstalled() {
        // A bare name such as "gnugo" is looked up on the PATH when the process starts.
        if (gnugo.getParent() != null && !Files.isExecutable(gnugo)) {
            throw new GtpException(GtpException.Kind.UNAVAILABLE, null, "GNU Go is not at " + gnugo
                    + " (install the gnugo package, or give its path)", null, null, null);
        }
    }

    /** A GNU Go in GTP mode playing by {@code ko} and {@code suicide}; the caller closes it. */
    GtpClient start(KoRule ko, SuicideRule suicide) {
        List<String> command = new ArrayList<>();
        command.add(gnugo.toString());
        command.addAll(GnuGoCrossCheck.gnugoArguments(ko, suicide));
        return GtpClient.start(command, gtpTimeout);
    }
}
