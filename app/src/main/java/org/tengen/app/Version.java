package org.tengen.app;

import picocli.CommandLine;

/** The version line of {@code tengen --version}. */
final class Version implements CommandLine.IVersionProvider {
    static final String NUMBER = org.tengen.gtp.server.GtpEngine.VERSION;

    @Override
    public String[] getVersion() {
        return new String[] {"tengen " + NUMBER + " (Java " + System.getProperty("java.version") + ")"};
    }
}
